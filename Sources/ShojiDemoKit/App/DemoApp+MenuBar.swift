import Shoji

/// The main window's menu bar, built from actions as any app would build it: File (Quit), Edit (the
/// standard editing commands, enabled where the focused field can perform them, and Preferences), View (the
/// title bar menu's Language, Appearance, Slow motion and Inspector) and Help (About, and every keyboard shortcut the screen has).
extension DemoApp {
    /// The bar's menus in the language now chosen; the Edit actions replace the screen's standard ones so
    /// that their keys and their items are one thing.
    func menuBarMenus() -> [Menu] {
        let quit = Action(tr("menubar.quit"), shortcut: KeyboardShortcut("q", modifiers: .control), identifier: "quit") { [weak self] _ in
            self?.quit?()
        }
        quit.validate = { [weak self] in $0.isEnabled = self?.quit != nil }
        screen.shortcuts.add(quit)
        let edit: [Command] = [.undo, .redo, .cut, .copy, .paste, .delete, .selectAll]
        let editItems: [MenuItem] = edit.map { command in
            let action = Action(command: command, title: tr("menubar.\(command.rawValue)"))
            screen.shortcuts.add(action)
            let item = MenuItem(action: action)
            item.identifier = "menubar.edit.\(command.rawValue)"
            return item
        }
        let file = Menu(title: tr("menubar.file"), items: [menuItem(quit, "menubar.file.quit")])
        let editMenu = Menu(title: tr("menubar.edit"), items: Array(editItems[0..<2]) + [.separator()] + Array(editItems[2..<6])
                            + [.separator(), editItems[6]])
        let view = Menu(title: tr("menubar.view"))
        view.menuNeedsUpdate = { [weak self] menu in
            // The title bar menu's entries as they are now (Language, Appearance, Slow motion, Inspector), less
            // Preferences (in Edit) and About (in Help).
            var items = (self?.appMenu().items ?? []).filter { !["menu.about", "menu.preferences"].contains($0.identifier) }
            while items.last?.isSeparator == true { items.removeLast() }
            for item in items where item.identifier != nil { item.identifier = "menubar.view." + item.identifier!.dropFirst(5) }
            menu.items = items
        }
        // Edit ▸ Preferences…, as GNOME apps place it; the same item as the title bar menu's.
        editMenu.menuNeedsUpdate = { [weak self] menu in
            guard let prefs = self?.appMenu().items.first(where: { $0.identifier == "menu.preferences" }) else { return }
            prefs.identifier = "menubar.edit.preferences"
            menu.items = Array(editItems[0..<2]) + [.separator()] + Array(editItems[2..<6]) + [.separator(), editItems[6], .separator(), prefs]
        }
        let about = MenuItem(tr("menu.about"), shortcut: "F1", identifier: "menubar.help.about") { [weak self] _ in self?.openAbout?() }
        let shortcuts = Menu(title: tr("menubar.shortcuts"))
        shortcuts.menuNeedsUpdate = { [weak self] menu in menu.items = self?.shortcutItems() ?? [] }
        let help = Menu(title: tr("menubar.help"), items: [
            MenuItem(tr("menubar.shortcuts"), identifier: "menubar.help.shortcuts", submenu: shortcuts), .separator(), about,
        ])
        return [file, editMenu, view, help]
    }

    private func menuItem(_ action: Action, _ identifier: String) -> MenuItem {
        let item = MenuItem(action: action)
        item.identifier = identifier
        return item
    }

    /// Every shortcut of the screen, one item each (its action's title, the keys right-aligned): choosing
    /// one performs it, as a command palette would.
    func shortcutItems() -> [MenuItem] {
        screen.shortcuts.entries.filter { !$0.action.identifier.hasPrefix("menubar.") }.map { entry in
            let item = MenuItem(entry.action.displayTitle, shortcut: entry.shortcut.description,
                                identifier: "menubar.shortcut.\(entry.action.identifier)") { [weak self] _ in
                self?.screen.perform(entry.action)
            }
            item.isEnabled = screen.canPerform(entry.action)
            return item
        }
    }
}
