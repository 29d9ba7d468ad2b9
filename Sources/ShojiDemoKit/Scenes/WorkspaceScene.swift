import Shoji
import ShojiRuntime

/// The shape of a document app's window: a toolbar made from actions (New, Close, Sidebar), a tab view of
/// documents, each a split view of an outline of its headings beside its text, and a status line under
/// them whose message follows the current document (its title, lines and characters) and says for a few
/// seconds what just happened (a tab closed, a document made). Tabs are dragged to reorder, closed by their ×,
/// switched with Ctrl+Tab; the divider is dragged, moved by key, double-clicked to collapse.
@MainActor
final class WorkspaceScene: DemoScene, TabViewDelegate {
    static let name = "workspace"
    let view: View
    let tabs = TabView()
    let toolbar: Toolbar
    let status = StatusBar()
    /// How long a temporary message ("Closed Notes") stays over the document's line, in seconds.
    static let noticeSeconds = 4.0
    /// Each open document's page, by its tab's item.
    private var documents: [WorkspaceDocument] = []
    private var untitledCount = 0

    init(context: SceneContext) {
        let root = SceneView(background: .systemBackground)
        view = root
        root.identifier = "workspace"
        let new = Action(tr("workspace.new"), identifier: "workspace.new") { _ in }
        let close = Action(tr("workspace.close"), identifier: "workspace.close") { _ in }
        let sidebar = Action(tr("workspace.sidebar"), identifier: "workspace.sidebar") { _ in }
        // Find in the current document: as you type, and Return for the next match (WorkspaceFind.swift).
        let find = SearchField(frame: Rect(x: 0, y: 0, width: 220, height: 0), placeholder: tr("workspace.find"))
        find.identifier = "workspace.find"
        find.clearButtonTitle = tr("workspace.findClear")
        toolbar = Toolbar(items: [.action(new), .action(close), .flexibleSpace, .view(find), .action(sidebar)])
        toolbar.identifier = "workspace.toolbar"
        tabs.identifier = "workspace.tabs"
        tabs.menuTitles.close = tr("workspace.close")
        tabs.menuTitles.closeOthers = tr("workspace.tab.closeOthers")
        tabs.menuTitles.closeToTheRight = tr("workspace.tab.closeRight")
        status.identifier = "workspace.status"
        for key in ["notes", "plan", "ideas"] {
            open(WorkspaceDocument(title: tr("workspace.doc.\(key)"), text: tr("workspace.doc.\(key).body"), key: key))
        }
        tabs.selectedIndex = 0
        new.handler = { [weak self] _ in self?.newDocument() }
        close.handler = { [weak self] _ in
            guard let self, let i = self.tabs.selectedIndex else { return }
            self.tabs.closeTab(at: i)
        }
        close.validate = { [weak self] in $0.isEnabled = self?.tabs.selectedItem != nil }
        sidebar.handler = { [weak self] _ in self?.toggleSidebar() }
        find.searchChanged = { [weak self] f in if let doc = self?.current { WorkspaceFind.find(f.searchString, in: doc.text, next: false) } }
        find.searchSubmitted = { [weak self] f in if let doc = self?.current { WorkspaceFind.find(f.searchString, in: doc.text, next: true) } }
        sidebar.validate = { [weak self] in $0.isEnabled = self?.tabs.selectedItem != nil }
        tabs.delegate = self
        tabs.selectionChanged = { [weak self] _ in
            self?.updateStatus(); self?.toolbar.validateItems(); self?.traceViews("selected")
        }
        for v in [toolbar, tabs, status] as [View] { root.addSubview(v) }
        let (toolbar, tabs, status) = (toolbar, tabs, status)
        root.layout = { v in
            let w = v.bounds.width
            toolbar.frame = Rect(x: 0, y: 0, width: w, height: Toolbar.height)
            tabs.frame = Rect(x: 0, y: Toolbar.height, width: w, height: max(0, v.bounds.height - Toolbar.height - StatusBar.height))
            status.frame = Rect(x: 0, y: tabs.frame.maxY, width: w, height: StatusBar.height)
        }
        updateStatus()
    }

    private func open(_ document: WorkspaceDocument) {
        document.text.didChange = { [weak self, weak document] _ in document?.readHeadings(); self?.updateStatus() }
        document.split.dividerMoved = { [weak self] _, _ in self?.traceViews("divider") }
        documents.append(document)
        tabs.addTab(document.item)
    }

    private func newDocument() {
        untitledCount += 1
        let n = documents.count + 1
        let title = tr("workspace.untitled", "\(untitledCount)")
        open(WorkspaceDocument(title: title, text: "", key: "untitled\(n)"))
        tabs.selectedIndex = tabs.items.count - 1
        status.showMessage(tr("workspace.status.new", title), timeout: Self.noticeSeconds)
    }

    private func toggleSidebar() {
        guard let doc = current else { return }
        if doc.split.isPaneCollapsed(at: 0) { doc.split.expandPane(at: 0) } else { doc.split.collapsePane(at: 0) }
    }

    private var current: WorkspaceDocument? { documents.first { $0.item === tabs.selectedItem } }

    /// The current document's name, lines and characters, as an editor's status bar says them.
    private func updateStatus() {
        documents.removeAll { $0.item.tabView == nil }
        guard let doc = current else { status.message = tr("workspace.status.empty"); return }
        let text = doc.text.text
        let lines = text.isEmpty ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false).count
        // Characters, not words: Japanese has no spaces between its words.
        let characters = text.filter { $0 != "\n" }.count
        status.message = tr("workspace.status", doc.item.title, "\(lines)", "\(characters)")
    }

    func tabView(_ tabView: TabView, didMoveTabFrom from: Int, to: Int) { traceViews("moved") }
    func tabView(_ tabView: TabView, didClose item: TabViewItem) {
        status.showMessage(tr("workspace.status.closed", item.title), timeout: Self.noticeSeconds)
        traceViews("closed")
    }

    /// The frames after a change, laid out first, for the end-to-end tests to click and measure.
    private func traceViews(_ reason: String) {
        guard Trace.isEnabled, let screen = view.window?.screen else { return }
        screen.layoutIfNeeded()
        Trace.emit("workspace.changed", fields: [("reason", .string(reason)), ("views", screen.identifiedViewFrames())])
    }
}
