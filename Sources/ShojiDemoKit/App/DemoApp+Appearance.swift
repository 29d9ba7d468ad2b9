import Shoji

/// The appearance chosen live (the title bar's Appearance submenu, beside Language): System follows the
/// desktop, Light and Dark force a scheme, Increased Contrast forces the stronger palette. The app's
/// preference is the screen's, so every window, menu and tool tip follows in the next frame; nothing is
/// rebuilt, so the scene keeps its state.
extension DemoApp {
    /// Asks for `preference` from now on; traces `app.appearance`.
    func setAppearance(_ preference: AppearancePreference) {
        guard preference != screen.appearancePreference else { return }
        screen.appearancePreference = preference
        Trace.emit("app.appearance", [
            "scheme": .string(preference.colorScheme.map { $0 == .dark ? "dark" : "light" } ?? "system"),
            "contrast": .string(preference.contrast == .increased ? "increased" : "system"),
        ])
    }

    /// Appearance ▸ System, Light, Dark (the one chosen checked), then Increased Contrast (checked while on).
    func appearanceMenuItem() -> MenuItem {
        let now = screen.appearancePreference
        let schemes: [(String, Appearance.ColorScheme?)] = [("system", nil), ("light", .light), ("dark", .dark)]
        var items = schemes.map { name, scheme in
            let item = MenuItem(tr("menu.appearance.\(name)"), identifier: "menu.appearance.\(name)") { [weak self] _ in
                guard let self else { return }
                var p = self.screen.appearancePreference
                p.colorScheme = scheme
                self.setAppearance(p)
            }
            item.isCheckable = true
            item.isChecked = now.colorScheme == scheme
            return item
        }
        let contrast = MenuItem(tr("menu.appearance.contrast"), identifier: "menu.appearance.contrast") { [weak self] _ in
            guard let self else { return }
            var p = self.screen.appearancePreference
            p.contrast = p.contrast == .increased ? nil : .increased
            self.setAppearance(p)
        }
        contrast.isCheckable = true
        contrast.isChecked = now.contrast == .increased
        items += [.separator(), contrast]
        return MenuItem(tr("menu.appearance"), identifier: "menu.appearance", submenu: Menu(title: "appearance", items: items))
    }
}
