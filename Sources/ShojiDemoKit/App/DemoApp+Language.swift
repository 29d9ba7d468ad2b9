import Shoji

/// The language switched live (the title bar's Language submenu): every string the demo shows comes from
/// `tr(_:)` when its view is made, so the switch re-titles what outlives a scene (the title bar, the
/// sidebar, the loading screen) and makes the scene shown again, in place, in the new language; the stack
/// layouts re-measure the new text. A scene's state (a list scrolled, a field typed in) starts over, as if
/// chosen again in the sidebar. Alerts, menus and windows opened later are made in the new language.
extension DemoApp {
    /// Shows everything in `language` from now on; traces `app.language`.
    func setLanguage(_ language: Language) {
        guard language != Strings.language else { return }
        Strings.language = language
        retitleTitleBar()
        shell.titleBar.retitle()
        shell.sidebar.retitle(Dictionary(uniqueKeysWithValues: SceneCatalog.all.map { ($0.name, $0.title) }))
        if loadingOverlayIsMade { loadingOverlay.text = tr("loading.text") }
        modals.retitle()
        Trace.emit("app.language", ["language": .string(language.rawValue)])
        if let name = currentName { show(sceneNamed: name) }
    }

    /// The title bar's own buttons and tool tips in the language now chosen.
    func retitleTitleBar() {
        let items = titleBarItems!
        items.menu.title = tr("menu.app") + " ▾"
        items.menu.toolTip = tr("menu.tooltip")
        items.about.title = tr("about.button")
        items.about.toolTip = tr("about.tooltip")
        items.network.retitle()
        shell.menuBar.menus = menuBarMenus()
    }
}
