import Shoji

/// The main window's content: the menu bar and the title bar on top, sidebar on the left, the scene in the rest.
@MainActor
final class ShellView: View {
    let menuBar = MenuBar()
    let titleBar = TitleBar()
    let sidebar: Sidebar
    /// Holds the current scene's view, clipped so that a scene never paints over the shell.
    let content = View()

    init(sceneNames: [(name: String, title: String)]) {
        sidebar = Sidebar(sceneNames: sceneNames)
        super.init()
        backgroundColor = .systemBackground
        content.clipsToBounds = true
        content.identifier = "content"
        addSubview(content)
        addSubview(sidebar)
        addSubview(titleBar)
        menuBar.identifier = "menubar"
        addSubview(menuBar)
        // Read as seen, top to bottom and left to right, not in paint order (the bars are painted last).
        accessibilityReadingOrder = [menuBar, titleBar, sidebar, content]
    }

    override func layoutSubviews() {
        let b = bounds
        let top = MenuBar.height + TitleBar.height
        menuBar.frame = Rect(x: 0, y: 0, width: b.width, height: MenuBar.height)
        titleBar.frame = Rect(x: 0, y: MenuBar.height, width: b.width, height: TitleBar.height)
        sidebar.frame = Rect(x: 0, y: top, width: Sidebar.width, height: max(0, b.height - top))
        content.frame = Rect(x: Sidebar.width, y: top, width: max(0, b.width - Sidebar.width), height: max(0, b.height - top))
        for v in content.subviews { v.frame = content.bounds }
        // App-wide overlays (the loading screen) cover the whole shell.
        for v in subviews where v is LoadingOverlay { v.frame = b }
    }
}
