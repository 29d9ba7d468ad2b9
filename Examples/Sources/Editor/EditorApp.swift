import Foundation
import Shoji
import ShojiFiles
import ShojiRuntime
import ShojiX11

/// A small document editor, the shape of every document app's window: a menu bar and a toolbar made from
/// the same actions (each also on its key), a tab for each open document, each tab a split view of an
/// outline of the document's headings beside its text, and a status bar that counts the current
/// document's lines and characters. Files are opened and saved through Shoji's `FileDialog`.
///
/// Every command is an `Action`, defined once in `EditorApp+Actions.swift`: its menu item, its toolbar
/// button and its shortcut follow its state, pulled by `validate` when a menu opens or a key is pressed.
@main
final class EditorApp: ApplicationDelegate, TabViewDelegate {
    let configuration = ApplicationConfiguration(title: "Editor", size: Size(900, 600), minimumSize: Size(480, 300))
    let tabs = TabView()
    let statusBar = StatusBar()
    let menuBar = MenuBar()
    private(set) var toolbar = Toolbar()
    private(set) var documents: [EditorDocument] = []
    private(set) var actions: EditorActions!
    private var untitledCount = 0
    private var modal: GlobalModal?
    /// The open or save that waits for the file dialog's answer (the dialog is awaited, never the loop).
    private(set) var fileTask: Task<Void, Never>?

    /// Asks for the files to open or the path to save to; `FileDialog` unless a test answers instead.
    var chooseFiles: @MainActor (FileDialogOptions) async -> [FilePath]? = { _ in nil }
    /// Ends the program (File ▸ Quit); a test replaces it.
    var quit: @MainActor () -> Void = {}

    init() {}

    func applicationDidFinishLaunching(_ application: Application) {
        chooseFiles = { [weak application] options in
            guard let application else { return nil }
            return await FileDialog(options: options).present(in: application)
        }
        quit = { [weak application] in application?.terminate() }
        let actions = EditorActions(editor: self)
        self.actions = actions
        // Registered before the tab view joins the window, so that these, not its untitled defaults, are
        // Next Tab's and Previous Tab's keys.
        for action in actions.all { application.screen.shortcuts.add(action) }
        menuBar.identifier = "editor.menubar"
        menuBar.menus = actions.menus()
        toolbar = Toolbar(items: [.action(actions.new), .action(actions.open), .action(actions.save), .space(16),
                                  .action(actions.undo), .action(actions.redo), .flexibleSpace, .action(actions.showOutline)])
        toolbar.identifier = "editor.toolbar"
        tabs.identifier = "editor.tabs"
        tabs.delegate = self
        tabs.selectionChanged = { [weak self] _ in self?.selectionDidChange() }
        statusBar.identifier = "editor.status"
        application.mainWindow.rootView = EditorView(menuBar: menuBar, toolbar: toolbar, tabs: tabs, statusBar: statusBar)
        add(EditorDocument(name: "Welcome.md", text: Self.welcome, identifier: "welcome"))
    }

    /// The document of the selected tab.
    var current: EditorDocument? { documents.first { $0.item === tabs.selectedItem } }

    // MARK: Commands

    /// File ▸ New: an empty untitled document in a new tab, selected, its text focused.
    func newDocument() {
        untitledCount += 1
        add(EditorDocument(name: "Untitled \(untitledCount)", text: "", identifier: "untitled\(untitledCount)"))
    }

    /// File ▸ Open…: each chosen file in a new tab (one already open is selected instead).
    func openDocuments() {
        fileTask = Task { @MainActor in
            let options = FileDialogOptions(mode: .open, title: "Open", allowsMultipleSelection: true)
            for path in await chooseFiles(options) ?? [] { open(path.string) }
        }
    }

    /// Opens the file at `path` in a new tab, or selects its tab when it is open already.
    func open(_ path: String) {
        if let i = documents.firstIndex(where: { $0.path == path }), let tab = tabs.items.firstIndex(where: { $0 === documents[i].item }) {
            tabs.selectedIndex = tab
            return
        }
        do {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let name = (path as NSString).lastPathComponent
            add(EditorDocument(name: name, text: text, path: path, identifier: "file\(documents.count + 1)"))
        } catch {
            statusBar.showMessage("Could not open \((path as NSString).lastPathComponent)", timeout: 5)
        }
    }

    /// File ▸ Save: to the document's file, or, for a document never saved, where the save dialog says.
    func saveDocument() {
        guard let document = current else { return }
        if let path = document.path { return write(document, to: path) }
        fileTask = Task { @MainActor in
            let options = FileDialogOptions(mode: .save, title: "Save", suggestedName: document.name + ".md")
            guard let path = await chooseFiles(options)?.first else { return }
            write(document, to: path.string)
        }
    }

    private func write(_ document: EditorDocument, to path: String) {
        do {
            // Written to a temporary file and renamed over the old one: a failed save leaves the old intact.
            try document.textView.text.write(toFile: path, atomically: true, encoding: .utf8)
            document.didSave(to: path)
            statusBar.showMessage("Saved \(document.item.title)", timeout: 3)
        } catch {
            statusBar.showMessage("Could not save \((path as NSString).lastPathComponent)", timeout: 5)
        }
    }

    /// File ▸ Close Tab: closes the selected tab. (A real editor would ask first when it has unsaved
    /// changes: `TabViewDelegate.tabView(_:shouldClose:)` is where.)
    func closeCurrentTab() {
        guard let i = tabs.selectedIndex else { return }
        tabs.closeTab(at: i)
    }

    /// Help ▸ About: the standard alert.
    func showAbout(on screen: Screen) {
        let modal = self.modal ?? GlobalModal(screen: screen)
        self.modal = modal
        let alert = Alert(title: "Editor", message: "A small document app built on Shoji: actions, a menu bar, a toolbar, tabs, a split view and a status bar.")
        alert.identifier = "editor.about"
        alert.addAction(AlertAction(title: "OK", style: .cancel, identifier: "editor.about.ok"))
        modal.present(alert)
    }

    // MARK: Tabs and the status bar

    private func add(_ document: EditorDocument) {
        document.textView.didChange = { [weak self, weak document] _ in
            document?.textDidChange()
            self?.updateStatus()
        }
        documents.append(document)
        tabs.addTab(document.item)
        tabs.selectedIndex = tabs.items.count - 1
        document.textView.window?.makeFirstResponder(document.textView)
        updateStatus()
    }

    func tabView(_ tabView: TabView, didClose item: TabViewItem) {
        documents.removeAll { $0.item === item }
        updateStatus()
    }

    private func selectionDidChange() {
        if let text = current?.textView { text.window?.makeFirstResponder(text) }
        updateStatus()
        toolbar.validateItems()
    }

    /// The current document's lines and characters, as an editor's status bar counts them.
    func updateStatus() {
        guard let text = current?.textView.text else { statusBar.message = "No document"; return }
        let lines = text.isEmpty ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false).count
        // Characters, not words: Japanese has no spaces between its words.
        let characters = text.filter { $0 != "\n" }.count
        statusBar.message = "\(lines) \(lines == 1 ? "line" : "lines"), \(characters) \(characters == 1 ? "character" : "characters")"
    }

    static let welcome = """
        # Welcome
        This is a small editor made with Shoji. Every command is an action: it is in the menu bar, on the \
        toolbar and on its key, and all three follow its state.

        # Tabs
        File ▸ New opens a tab; Ctrl+Tab and Ctrl+Shift+Tab switch between them; Ctrl+W closes one.

        # Outline
        Lines starting with "# " are headings: they are listed on the left. Choose one to go there. \
        View ▸ Show Outline hides and shows the list; drag the divider to resize it.
        """
}
