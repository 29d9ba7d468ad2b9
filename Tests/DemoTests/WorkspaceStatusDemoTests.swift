import Testing
@testable import Shoji
@testable import ShojiDemoKit

/// The Workspace scene's status bar, headless on a manual clock: it names the current document with its
/// lines and characters, follows the tab chosen and the text typed, and says for a few seconds that a tab
/// was closed or a document made before the document's line comes back.
@MainActor
@Suite("Workspace scene's status bar")
struct WorkspaceStatusDemoTests {
    let demo = HeadlessDemo()

    func click(_ v: View) {
        let p = v.convertToScreen(v.bounds.center)
        demo.screen.send(.pointer(PointerEvent(.down, at: p)))
        demo.clock.advance(by: 0.05)
        demo.screen.send(.pointer(PointerEvent(.up, at: p)))
        demo.settle()
    }

    func scene() throws -> WorkspaceScene {
        Strings.language = .en
        demo.app.show(sceneNamed: "workspace")
        demo.settle()
        return try #require(demo.app.current as? WorkspaceScene)
    }

    @Test("The bar spans the window's bottom under the tabs and names the current document")
    func documentLine() throws {
        let scene = try scene()
        let bar = scene.status
        #expect(bar.frame.height == StatusBar.height && bar.frame.maxY == scene.view.bounds.maxY)
        #expect(bar.frame.width == scene.view.bounds.width && scene.tabs.frame.maxY == bar.frame.minY)
        // Notes: six lines, and its characters less the line breaks.
        let notes = Strings.tr("workspace.doc.notes.body").filter { $0 != "\n" }.count
        #expect(bar.displayedMessage == "Notes — 6 lines, \(notes) characters")
        scene.tabs.selectedIndex = 1
        #expect(bar.displayedMessage.hasPrefix("Plan — 6 lines"))
        #expect(bar.accessibilityRole == .statusBar && bar.accessibilityLabel == bar.displayedMessage)
    }

    @Test("Closing a tab or making a document says so for four seconds, then the document's line is back")
    func temporaryMessages() throws {
        let scene = try scene()
        let bar = scene.status
        #expect(scene.tabs.closeTab(at: 0))
        #expect(bar.displayedMessage == "Closed “Notes”")
        #expect(bar.message.hasPrefix("Plan — "), "under it, the document now shown")
        demo.clock.advance(by: 3.9)
        #expect(bar.displayedMessage == "Closed “Notes”")
        demo.clock.advance(by: 0.2)
        #expect(bar.displayedMessage.hasPrefix("Plan — "))

        let new = try #require(scene.toolbar.viewWithIdentifier("toolbar.workspace.new"))
        click(new)
        #expect(bar.displayedMessage == "New document: Untitled 1")
        #expect(bar.message == "Untitled 1 — 0 lines, 0 characters")
        demo.clock.advance(by: 4.1)
        #expect(bar.displayedMessage == "Untitled 1 — 0 lines, 0 characters")
    }
}
