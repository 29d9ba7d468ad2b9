import Testing
@testable import Shoji
@testable import ShojiDemoKit

/// The Data scene's search and "Show in outline", and the Workspace toolbar's find, headless on a manual
/// clock with real key events.
@MainActor
@Suite("Data search and Workspace find")
struct DataSearchDemoTests {
    func type(_ s: String, _ screen: Screen) {
        for c in s { screen.send(.key(KeyEvent(.character(String(c)), text: String(c)))); screen.layoutIfNeeded() }
    }

    @Test("Typing in the Data scene's search keeps only names containing the text, case ignored, still sorted; Show in outline selects the folder")
    func dataSearch() throws {
        let demo = HeadlessDemo(scene: "data")
        let scene = try #require(demo.app.current as? DataScene)
        let all = scene.table.numberOfRows
        #expect(all > 100)
        scene.search.window?.makeFirstResponder(scene.search)
        type("COPYRIGHT", demo.screen)
        #expect(scene.table.numberOfRows == all, "nothing yet: the typing has not paused")
        demo.settle()
        let rows = scene.table.numberOfRows
        #expect(rows > 0 && rows < all)
        let names = (0..<rows).compactMap { scene.source.file(atRow: $0).map { String($0.name) } }
        #expect(names.allSatisfy { $0.lowercased().contains("copyright") })
        scene.table.sortDescriptors = [TableSortDescriptor(columnIdentifier: "name", ascending: false)]
        scene.source.sort(); scene.table.reloadData()
        let sorted = (0..<rows).compactMap { scene.source.file(atRow: $0).map { String($0.name) } }
        #expect(scene.table.numberOfRows == rows && sorted == sorted.sorted(by: >))
        // A file deep in the tree: its folder is expanded to and selected, the file selected in the table.
        let r = try #require((0..<rows).first { scene.source.file(atRow: $0)!.path.split(separator: "/").count > 5 })
        let file = try #require(scene.source.file(atRow: r))
        scene.showInOutline(file)
        let selected = try #require(scene.outline.selectedRow.flatMap { scene.outline.item(atRow: $0) } as? Int)
        #expect(selected == file.folder)
        let shown = try #require(scene.table.selectedRow.flatMap { scene.source.file(atRow: $0) })
        #expect(shown.path == file.path)
    }

    @Test("Find in a document: the first match as you type, case ignored; Return the next, round past the end")
    func findRanges() {
        let text = "Plan\n# Goals\nplan the plan. PLAN"
        #expect(WorkspaceFind.range(of: "plan", in: text, from: 0) == 0..<4)
        #expect(WorkspaceFind.range(of: "plan", in: text, from: 4) == 13..<17)
        #expect(WorkspaceFind.range(of: "plan", in: text, from: 30) == 0..<4, "round past the end")
        #expect(WorkspaceFind.range(of: "PLAN.", in: text, from: 0) == 22..<27)
        #expect(WorkspaceFind.range(of: "zzz", in: text, from: 0) == nil && WorkspaceFind.range(of: "", in: text, from: 0) == nil)
        #expect(WorkspaceFind.range(of: "日本", in: "今日は日本語", from: 0) == 3..<5)
    }

    @Test("The Workspace toolbar's find field selects the first match in the document as you type, Return the next")
    func workspaceFind() throws {
        let demo = HeadlessDemo(scene: "workspace")
        let scene = try #require(demo.app.current as? WorkspaceScene)
        let find = try #require(scene.toolbar.subviews.first { $0.identifier == "workspace.find" } as? SearchField)
        let split = try #require(scene.tabs.selectedItem?.view as? SplitView)
        let text = try #require(split.subviews.compactMap { $0 as? TextView }.first ?? split.subviews.flatMap(\.subviews).compactMap { $0 as? TextView }.first)
        // A word the document holds twice or more, typed in capitals.
        let words = text.text.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }.filter { $0.count > 3 }
        let word = try #require(words.first { w in words.filter { $0 == w }.count > 1 })
        find.window?.makeFirstResponder(find)
        type(word.uppercased(), demo.screen)
        demo.settle()
        let first = try #require(WorkspaceFind.range(of: word, in: text.text, from: 0))
        #expect(text.selectedRange == first)
        demo.screen.send(.key(KeyEvent(.enter)))
        demo.screen.layoutIfNeeded()
        #expect(text.selectedRange.lowerBound > first.lowerBound && text.selectedRange.count == first.count)
        #expect(find.isFocused, "the keyboard stays in the find field")
    }
}
