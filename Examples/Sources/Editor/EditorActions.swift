import Shoji

/// Every command of the editor, each defined once as an `Action` (title with its mnemonic, shortcut, state,
/// what it does), and the menu bar's menus made from them. The toolbar shows the same actions, and the
/// screen's shortcut map performs them on their keys.
@MainActor
struct EditorActions {
    let new, open, save, closeTab, quit: Action
    /// The standard editing commands: sent down the responder chain to the focused text view, enabled only
    /// when it can perform them (Undo with nothing to undo is greyed, in the menu and on the toolbar).
    let undo, redo, cut, copy, paste, selectAll: Action
    let showOutline, nextTab, previousTab, about: Action

    init(editor: EditorApp) {
        new = Action("&New", shortcut: KeyboardShortcut("n", modifiers: .control), identifier: "editor.new") { [weak editor] _ in
            editor?.newDocument()
        }
        open = Action("&Open…", shortcut: KeyboardShortcut("o", modifiers: .control), identifier: "editor.open") { [weak editor] _ in
            editor?.openDocuments()
        }
        save = Action("&Save", shortcut: KeyboardShortcut("s", modifiers: .control), identifier: "editor.save") { [weak editor] _ in
            editor?.saveDocument()
        }
        closeTab = Action("&Close Tab", shortcut: KeyboardShortcut("w", modifiers: .control), identifier: "editor.closeTab") { [weak editor] _ in
            editor?.closeCurrentTab()
        }
        quit = Action("&Quit", shortcut: KeyboardShortcut("q", modifiers: .control), identifier: "editor.quit") { [weak editor] _ in
            editor?.quit()
        }
        // Save, Close Tab and Show Outline need a document.
        for action in [save, closeTab] {
            action.validate = { [weak editor] in $0.isEnabled = editor?.current != nil }
        }
        (undo, redo) = (Action(command: .undo, title: "&Undo"), Action(command: .redo, title: "&Redo"))
        (cut, copy, paste) = (Action(command: .cut, title: "Cu&t"), Action(command: .copy, title: "&Copy"),
                              Action(command: .paste, title: "&Paste"))
        selectAll = Action(command: .selectAll, title: "Select &All")
        showOutline = Action("Show &Outline", shortcut: KeyboardShortcut("l", modifiers: [.control, .shift]),
                             identifier: "editor.showOutline") { [weak editor] action in
            editor?.current?.showsOutline.toggle()
            action.isChecked = editor?.current?.showsOutline ?? false
        }
        showOutline.isCheckable = true
        showOutline.validate = { [weak editor] action in
            action.isEnabled = editor?.current != nil
            action.isChecked = editor?.current?.showsOutline ?? false
        }
        // Performed by the tab view around the focus, on Ctrl+Tab and Ctrl+Page Down (and back).
        let tabActions = TabView.standardActions(nextTitle: "&Next Tab", previousTitle: "&Previous Tab")
        (nextTab, previousTab) = (tabActions[0], tabActions[1])
        about = Action("&About Editor", identifier: "editor.about") { [weak editor] _ in
            guard let editor, let screen = editor.tabs.window?.screen else { return }
            editor.showAbout(on: screen)
        }
    }

    /// Every action, for the screen's shortcut map.
    var all: [Action] {
        [new, open, save, closeTab, quit, undo, redo, cut, copy, paste, selectAll, showOutline, nextTab, previousTab, about]
    }

    /// File, Edit, View and Help, as GNOME and KDE apps order them; `&` marks each title's Alt+letter.
    func menus() -> [Menu] {
        [Menu(title: "&File", items: items(new, open, save) + [.separator()] + items(closeTab) + [.separator()] + items(quit)),
         Menu(title: "&Edit", items: items(undo, redo) + [.separator()] + items(cut, copy, paste) + [.separator()] + items(selectAll)),
         Menu(title: "&View", items: items(showOutline) + [.separator()] + items(nextTab, previousTab)),
         Menu(title: "&Help", items: items(about))]
    }

    private func items(_ actions: Action...) -> [MenuItem] { actions.map { MenuItem(action: $0) } }
}
