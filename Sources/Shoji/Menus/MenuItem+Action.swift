/// Menu items made from actions: one command shown in a menu, on its key and on a button, all following the
/// action's state, which is pulled from the action (and the responder chain) each time a menu opens.
extension MenuItem {
    /// An item showing `action`: its title (mnemonic marks removed), image, first shortcut and state.
    public convenience init(action: Action) {
        self.init(action.displayTitle, image: action.image, shortcut: action.shortcutLabel,
                  identifier: action.identifier)
        boundAction = action
    }
}

extension Menu {
    /// Brings every item made from an action up to date for `screen` (its key window's responder chain),
    /// submenus included, as UIKit validates its menus each time they show: enabled only when someone
    /// performs it now, checked as the action says, and choosing it performs it.
    public func validateActions(on screen: Screen) {
        for item in items {
            item.submenu?.validateActions(on: screen)
            guard let action = item.boundAction else { continue }
            item.isEnabled = screen.canPerform(action)
            item.title = action.displayTitle
            item.image = action.image
            item.shortcut = action.shortcutLabel
            item.isCheckable = action.isCheckable || action.group != nil
            item.isRadio = action.group != nil
            item.isChecked = action.isChecked
            item.action = { [weak screen] _ in screen?.perform(action) }
        }
    }
}
