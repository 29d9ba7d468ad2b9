/// `Button.menu`: a pull-down when the button `showsMenuAsPrimaryAction` (a press opens it below the
/// button, Space or Return too), else a context menu of the button. Traces `button.tap` when it pulls down.
extension Button {
    var pullsDownMenu: Bool { showsMenuAsPrimaryAction && menu != nil }

    func pullDownMenu(byPress: Bool) {
        guard let menu, let screen = window?.screen else { return }
        Trace.emit("button.tap", ["id": TraceValue(identifier)])
        screen.menuController.popUpPullDown(menu, from: screenBoundingBox, byPress: byPress)
    }

    func menuDidChange() {
        // The context menu when the press does not pull it down. The provider reads the button's menu each
        // time: a menu changed or removed later, or the flag set, is what shows (nil: nothing).
        guard menu != nil, contextMenuInteraction == nil else { return }
        contextMenuInteraction = ContextMenuInteraction { [weak self] _ in
            guard let self, !self.showsMenuAsPrimaryAction else { return nil }
            return self.menu
        }
    }
}
