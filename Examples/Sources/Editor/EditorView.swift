import Shoji

/// The window's one view, top to bottom as a document app's window: the menu bar, the toolbar, the tabs of
/// documents filling the rest, and the status bar.
final class EditorView: View {
    let menuBar: MenuBar, toolbar: Toolbar, tabs: TabView, statusBar: StatusBar

    init(menuBar: MenuBar, toolbar: Toolbar, tabs: TabView, statusBar: StatusBar) {
        (self.menuBar, self.toolbar, self.tabs, self.statusBar) = (menuBar, toolbar, tabs, statusBar)
        super.init(frame: .zero)
        identifier = "editor"
        backgroundColor = .systemBackground
        for v in [tabs, statusBar, toolbar, menuBar] as [View] { addSubview(v) }
        // Read top to bottom, not in paint order (the menu bar is painted last, over its open menu's shadow).
        accessibilityReadingOrder = [menuBar, toolbar, tabs, statusBar]
    }

    override func layoutSubviews() {
        let w = bounds.width, top = MenuBar.height + Toolbar.height
        menuBar.frame = Rect(x: 0, y: 0, width: w, height: MenuBar.height)
        toolbar.frame = Rect(x: 0, y: MenuBar.height, width: w, height: Toolbar.height)
        statusBar.frame = Rect(x: 0, y: max(top, bounds.height - StatusBar.height), width: w, height: StatusBar.height)
        tabs.frame = Rect(x: 0, y: top, width: w, height: max(0, statusBar.frame.minY - top))
    }
}
