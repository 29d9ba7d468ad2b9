import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

/// The Data scene's rows of wrapped names, its outline's folders renamed in place, and the files its rows
/// carry when dragged, headless with Pango on a manual clock.
@MainActor
@Suite("Data scene rows")
struct DataRowsDemoTests {
    @Test("Wrap long names: rows with a long name grow; a narrower Name column wraps more rows; off again, every row is one line")
    func wrappedNames() throws {
        let demo = HeadlessDemo(scene: "data")
        let scene = try #require(demo.app.current as? DataScene)
        let table = scene.table
        func tallRows() -> Int { table.visibleRows.filter { table.rectOfRow($0).height > table.rowHeight }.count }
        #expect(tallRows() == 0)
        scene.setWrapsNames(true)
        demo.settle()
        let wide = tallRows()
        #expect(wide > 0, "/usr/share has names longer than 188 points among the first rows")
        table.columns[0].width = 110
        demo.settle()
        #expect(tallRows() > wide, "a narrower column wraps more names")
        #expect(table.rowHeightsMeasured < 400, "only rows on screen measured, of \(table.numberOfRows): \(table.rowHeightsMeasured)")
        try picture(demo, "data-wrapped.png")
        demo.screen.appearancePreference = AppearancePreference(colorScheme: .dark)
        demo.settle()
        try picture(demo, "data-wrapped-dark.png")
        scene.setWrapsNames(false)
        demo.settle()
        #expect(tallRows() == 0)
    }

    @Test("F2 in the outline renames a folder in the model (not on disk); the root cannot be renamed")
    func renameFolder() throws {
        let demo = HeadlessDemo(scene: "data")
        let scene = try #require(demo.app.current as? DataScene)
        let outline = scene.outline
        outline.window?.makeFirstResponder(outline)
        outline.selectRowIndexes(IndexRangeSet(integer: 1))
        let folder = try #require(outline.item(atRow: 1) as? Int)
        demo.screen.send(.key(KeyEvent(.function(2))))
        demo.settle()
        for c in "Renamed" { demo.screen.send(.key(KeyEvent(.character(String(c)), text: String(c)))) }
        // The editor starts with the old name selected: typing replaces it.
        demo.screen.send(.key(KeyEvent(.enter)))
        demo.settle()
        #expect(scene.source.renamedFolders[folder] == "Renamed")
        #expect(outline.text(forRow: 1, column: outline.columns[0]) == "Renamed")
        outline.selectRowIndexes(IndexRangeSet(integer: 0))
        demo.screen.send(.key(KeyEvent(.function(2))))
        demo.settle()
        #expect(scene.outline.cellEditor == nil, "the root /usr/share is not editable")
    }

    @Test("Rows dragged out of the Data scene carry their files' paths")
    func draggedRowsCarryPaths() throws {
        let demo = HeadlessDemo(scene: "data")
        let scene = try #require(demo.app.current as? DataScene)
        scene.table.selectRowIndexes(IndexRangeSet(integersIn: 0..<3))
        let content = scene.table.draggedContent()
        #expect(content.filePaths == (0..<3).compactMap { scene.source.file(atRow: $0)?.path })
        #expect(content.filePaths.allSatisfy { $0.hasPrefix("/usr/share/") && FileManager.default.fileExists(atPath: $0) })
    }

    @Test("A file dropped on the table from another program is found: a ring around the table while over it, then its folder and row selected")
    func dropFindsFile() throws {
        let demo = HeadlessDemo(scene: "data")
        let scene = try #require(demo.app.current as? DataScene)
        let files = try #require(scene.source.index?.files)
        let file = try #require(files.first { $0.path.split(separator: "/").count > 5 })
        let table = scene.table
        let inside = table.convertToScreen(Rect(x: 100, y: table.contentOffset.y + 100, width: 1, height: 1)).origin
        let tracker = DropTracker(screen: demo.screen, types: [.fileURL])
        #expect(tracker.move(to: inside))
        #expect(table.dropTarget == .wholeTable)
        demo.settle()
        try picture(demo, "data-drop.png")
        #expect(tracker.drop(PasteboardContent(filePaths: [file.path]), at: inside))
        demo.settle()
        #expect(table.dropTarget == nil)
        #expect(table.selectedRow.flatMap { scene.source.file(atRow: $0)?.path } == file.path)
        #expect(scene.outline.selectedRow.flatMap { scene.outline.item(atRow: $0) } as? Int == file.folder)
    }

    /// Writes the screen to `.build/test-screenshots/NAME` for a person to look at.
    func picture(_ demo: HeadlessDemo, _ name: String) throws {
        let size = demo.screen.bounds.size
        let surface = CairoSurface(width: Int(size.width), height: Int(size.height))
        demo.screen.layoutIfNeeded()
        _ = demo.screen.takeDamage()
        demo.screen.render(in: CairoCanvas(surface: surface, scale: 1), damage: [demo.screen.bounds])
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/test-screenshots").standardized
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try surface.writePNG(to: dir.appendingPathComponent(name).path)
    }
}
