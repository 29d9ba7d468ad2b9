import Shoji

extension DemoApp {
    /// The title bar's pull-down, brought up to date each time it opens (`Menu.menuNeedsUpdate`).
    func makeAppMenu() -> Menu {
        let menu = Menu(title: "app")
        menu.menuNeedsUpdate = { [weak self] menu in menu.items = self?.appMenu().items ?? [] }
        return menu
    }

    /// The title bar's pull-down as things are now: Language ▸ (English, 日本語, the one shown checked),
    /// Appearance ▸ (System, Light, Dark, Increased Contrast), Slow motion (F2) and Inspector (F12),
    /// checked while on, Preferences… (Ctrl+,) and About Shoji… (F1).
    func appMenu() -> Menu {
        let languages = Language.allCases.map { language in
            let item = MenuItem(Strings.languageName(language), identifier: "menu.language.\(language.rawValue)") { [weak self] _ in
                self?.setLanguage(language)
            }
            item.isCheckable = true
            item.isChecked = Strings.language == language
            return item
        }
        let language = MenuItem(tr("menu.language"), identifier: "menu.language", submenu: Menu(title: "language", items: languages))
        let slow = MenuItem(tr("menu.slowMotion"), shortcut: "F2", identifier: "menu.slowMotion") { [weak self] _ in
            self?.slowMotion?.toggle()
        }
        slow.isCheckable = true
        slow.isChecked = slowMotion.map { $0.clock.factor != 1 } ?? false
        slow.isEnabled = slowMotion != nil
        let inspect = MenuItem(tr("menu.inspector"), shortcut: "F12", identifier: "menu.inspector") { [weak self] _ in
            self?.inspector.toggle()
        }
        inspect.isCheckable = true
        inspect.isChecked = inspector.isEnabled
        let about = MenuItem(tr("menu.about"), shortcut: "F1", identifier: "menu.about") { [weak self] _ in self?.openAbout?() }
        about.isEnabled = openAbout != nil
        let prefs = MenuItem(tr("menu.preferences"), shortcut: "Ctrl+,", identifier: "menu.preferences") { [weak self] _ in
            self?.openPreferences?()
        }
        prefs.isEnabled = openPreferences != nil
        return Menu(title: "app", items: [language, appearanceMenuItem(), .separator(), slow, inspect, .separator(), prefs, about])
    }
}
