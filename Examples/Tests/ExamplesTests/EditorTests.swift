import Foundation
import Shoji
import ShojiFiles
import ShojiRuntime
import Testing
@testable import Editor

/// Editor as a user sees it, headless: one command reached from its key, its menu item and its toolbar
/// button; tabs switched and closed by key; the outline beside the text, hidden by View ▸ Show Outline and
/// followed when a heading is chosen; the status bar counting the current document; Save and Open through
/// the file dialog (answered by the test).
@MainActor
struct EditorTests {
    func make() -> (HeadlessApplication, EditorApp) {
        let editor = EditorApp()
        let app = HeadlessApplication(delegate: editor)
        app.settle()
        return (app, editor)
    }

    func key(_ app: HeadlessApplication, _ key: Key, _ modifiers: Modifiers = .control) {
        let text: String
        if case .character(let c) = key { text = String(c) } else { text = "" }
        app.send(.key(KeyEvent(key, text: text, modifiers: modifiers)))
        app.settle()
    }

    /// Opens menu `menu` of the bar by a click on its title, then clicks its item `id` in the menu's popup
    /// (the menu view takes the clicks for its rows, so the click is sent to the popup's screen).
    func choose(_ app: HeadlessApplication, menu: Int, _ id: String) throws {
        #expect(app.tap(identifier: "menubar.\(menu)"))
        let screen = try #require(app.screens.last { $0.view(withIdentifier: id) != nil }, "\(id) is in the menu")
        let box = try #require(screen.view(withIdentifier: id)).screenBoundingBox
        app.send(.pointer(PointerEvent(.down, at: Point(box.midX, box.midY))), to: screen)
        app.send(.pointer(PointerEvent(.up, at: Point(box.midX, box.midY))), to: screen)
        app.settle()
    }

    func titles(_ editor: EditorApp) -> [String] { editor.tabs.items.map(\.title) }

    @Test func newIsOneCommandOnItsKeyItsMenuItemAndItsToolbarButton() throws {
        let (app, editor) = make()
        #expect(titles(editor) == ["Welcome.md"])
        key(app, .character("n"))
        #expect(titles(editor) == ["Welcome.md", "Untitled 1"])
        try choose(app, menu: 0, "editor.new")
        #expect(titles(editor).last == "Untitled 2")
        #expect(app.tap(identifier: "toolbar.editor.new"))
        #expect(titles(editor) == ["Welcome.md", "Untitled 1", "Untitled 2", "Untitled 3"])
        #expect(editor.tabs.selectedIndex == 3, "a new document's tab is selected")
        let text = try #require(editor.current?.textView)
        #expect(text.isEditing, "and its text is where typing goes")
    }

    @Test func undoIsGreyedInTheMenuAndOnTheToolbarUntilThereIsSomethingToUndo() throws {
        let (app, editor) = make()
        #expect(!app.tap(identifier: "toolbar.undo"), "nothing typed: Undo is disabled")
        #expect(app.tap(identifier: "menubar.1"))
        let item = try #require(editor.menuBar.menus[1].items.first { $0.identifier == "undo" })
        #expect(!item.isEnabled)
        key(app, .escape, [])
        app.type("Hi")
        #expect(editor.current?.textView.text.hasPrefix("Hi# Welcome") == true)
        // (The click's answer is the button's state after it: disabled again, nothing left to undo.)
        app.tap(identifier: "toolbar.undo")
        #expect(editor.current?.textView.text.hasPrefix("# Welcome") == true)
    }

    @Test func tabsSwitchWithCtrlTabAndCloseWithCtrlW() throws {
        let (app, editor) = make()
        key(app, .character("n"))
        key(app, .character("n"))
        #expect(editor.tabs.selectedIndex == 2)
        key(app, .tab)
        #expect(editor.tabs.selectedIndex == 0, "Ctrl+Tab wraps to the first tab")
        key(app, .tab, [.control, .shift])
        #expect(editor.tabs.selectedIndex == 2)
        key(app, .pageUp)
        #expect(editor.tabs.selectedIndex == 1)
        key(app, .character("w"))
        #expect(titles(editor) == ["Welcome.md", "Untitled 2"])
        key(app, .character("w"))
        key(app, .character("w"))
        #expect(titles(editor).isEmpty)
        #expect(editor.statusBar.message == "No document")
        #expect(!app.tap(identifier: "toolbar.editor.showOutline"), "with no document Show Outline is disabled")
        #expect(app.tap(identifier: "menubar.0"))
        let save = try #require(editor.menuBar.menus[0].items.first { $0.identifier == "editor.save" })
        #expect(!save.isEnabled, "and so is Save")
    }

    @Test func theOutlineListsTheHeadingsFollowsTheTextAndHides() throws {
        let (app, editor) = make()
        let doc = try #require(editor.current)
        #expect(doc.headings.map(\.title) == ["Welcome", "Tabs", "Outline"])
        let outline = doc.outline.screenBoundingBox, text = doc.textView.screenBoundingBox
        #expect(outline.width == 180 && text.minX > outline.maxX, "the outline's pane beside the text")
        // Choosing the third heading puts the caret on its line.
        app.tap(at: Point(outline.midX, outline.minY + doc.outline.headerHeight + doc.outline.rowHeight * 2.5))
        let caret = doc.textView.selectedRange.lowerBound
        #expect(doc.textView.text.unicodeScalars.dropFirst(caret).starts(with: "# Outline".unicodeScalars))
        // A heading typed in is listed.
        doc.textView.selectedRange = 0..<0
        app.type("# Top\n")
        #expect(doc.headings.map(\.title) == ["Top", "Welcome", "Tabs", "Outline"])
        #expect(doc.item.title == "Welcome.md •", "the tab shows the document is edited")
        // View ▸ Show Outline is checked; choosing it hides the outline, its key shows it again.
        #expect(app.tap(identifier: "menubar.2"))
        let item = try #require(editor.menuBar.menus[2].items.first { $0.identifier == "editor.showOutline" })
        #expect(item.isChecked)
        key(app, .escape, [])
        try choose(app, menu: 2, "editor.showOutline")
        #expect(!doc.showsOutline)
        #expect(doc.textView.screenBoundingBox.minX < outline.minX + 20, "the text takes the outline's room")
        key(app, .character("l"), [.control, .shift])
        #expect(doc.showsOutline)
    }

    @Test func theStatusBarCountsTheCurrentDocument() throws {
        let (app, editor) = make()
        #expect(editor.statusBar.message == "8 lines, 436 characters")
        key(app, .character("n"))
        #expect(editor.statusBar.message == "0 lines, 0 characters")
        app.type("one\ntwo")
        #expect(editor.statusBar.message == "2 lines, 6 characters")
        key(app, .tab)
        #expect(editor.statusBar.message == "8 lines, 436 characters", "it follows the selected tab")
    }

    @Test func saveAsksWhereOnceAndOpenReadsTheFileIntoATab() async throws {
        let (app, editor) = make()
        let folder = NSTemporaryDirectory() + "shoji-editor-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var asked: [FileDialogOptions] = []
        editor.chooseFiles = { options in
            asked.append(options)
            // Saved as the name suggested; opened: the file saved.
            return [FilePath(folder + "/" + (options.mode == .save ? options.suggestedName : "Untitled 1.md"))]
        }
        key(app, .character("n"))
        app.type("# Plan\nship it")
        key(app, .character("s"))
        await editor.fileTask?.value
        app.settle()
        #expect(asked.map(\.mode) == [.save])
        #expect(asked.first?.suggestedName == "Untitled 1.md")
        let path = folder + "/Untitled 1.md"
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# Plan\nship it")
        #expect(editor.current?.item.title == "Untitled 1.md")
        #expect(editor.statusBar.displayedMessage == "Saved Untitled 1.md")
        app.advance(by: 3.1)
        #expect(editor.statusBar.displayedMessage == "2 lines, 13 characters", "the counts come back")
        // Saved again: straight to its file, not asked.
        app.type("!")
        key(app, .character("s"))
        #expect(asked.count == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# Plan\nship it!")

        key(app, .character("w"))
        key(app, .character("o"))
        await editor.fileTask?.value
        app.settle()
        #expect(asked.last?.mode == .open)
        #expect(titles(editor) == ["Welcome.md", "Untitled 1.md"])
        #expect(editor.current?.textView.text == "# Plan\nship it!")
        #expect(editor.current?.headings.map(\.title) == ["Plan"])
        key(app, .character("o"))
        await editor.fileTask?.value
        #expect(editor.tabs.items.count == 2, "a file already open is selected, not opened twice")
    }

    @Test func quitIsInTheFileMenuAndOnCtrlQ() throws {
        let (app, editor) = make()
        var quits = 0
        editor.quit = { quits += 1 }
        key(app, .character("q"))
        #expect(quits == 1)
        try choose(app, menu: 0, "editor.quit")
        #expect(quits == 2)
    }
}
