import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

/// The refresh scene's copy, paste and drop, headless: what the X host would deliver, given directly.
@MainActor
@Suite("Refresh scene: copy, paste, drop")
struct RefreshTransferTests {
    let demo: HeadlessDemo
    let clock: ManualClock
    let screen: Screen
    let app: DemoApp
    let scene: RefreshScene

    init() throws {
        Strings.language = .en
        demo = HeadlessDemo(scene: "refresh")
        (clock, screen, app) = (demo.clock, demo.screen, demo.app)
        scene = try #require(app.current as? RefreshScene)
    }

    func settle() { demo.settle() }

    var listCenter: Point { scene.list.convertToScreen(Point(scene.list.bounds.midX, scene.list.bounds.minY + 100)) }

    @Test("Files dropped on the list become rows at the top, in order; a drop of a type the list does not take is refused")
    func drop() {
        let before = scene.feed.posts.count
        let files = DropTracker(screen: screen, types: [.fileURL])
        #expect(files.move(to: listCenter))
        #expect(files.drop(PasteboardContent(filePaths: ["/tmp/a b", "/tmp/日本"]), at: listCenter))
        #expect(scene.feed.posts.count == before + 2)
        #expect(scene.feed.posts.prefix(2).map(\.text) == ["/tmp/a b", "/tmp/日本"])
        let outside = DropTracker(screen: screen, types: [.text])
        #expect(!outside.move(to: Point(1000, 700)))
    }

    @Test("Ctrl+C on the list copies the selected row's text; Ctrl+V pastes the clipboard as a new top row")
    func copyAndPaste() async {
        scene.list.window?.makeFirstResponder(scene.list)
        scene.list.selectedRow = 3
        let text = scene.feed.posts[3].text
        screen.send(.key(KeyEvent(.character("c"), text: "c", modifiers: .control)))
        #expect(screen.pasteboard.ownContent?.text == text)
        // The read is `async`: the paste lands once its task has run on the main actor. The clipboard is
        // this headless app's own (its screen's host), so no other suite running meanwhile can change it.
        screen.pasteboard.string = "貼り付け 🎌"
        let before = scene.feed.posts.count
        screen.send(.key(KeyEvent(.character("v"), text: "v", modifiers: .control)))
        for _ in 0..<100 where scene.transferLabel.text == "Pasting…" { await Task.yield() }
        #expect(scene.feed.posts.count == before + 1 && scene.feed.posts[0].text == "貼り付け 🎌")
        #expect(scene.transferLabel.text == "Pasted 17 bytes")
    }
}
