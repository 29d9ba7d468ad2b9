import Testing
@testable import Shoji
@testable import ShojiDemoKit

/// The Text scene's split note, headless on a manual clock: "Split" shows the note a second time in its
/// place, what is typed in one view is in the other, undo is shared, and unchecking it lets the second
/// view go back to a document of its own.
@MainActor
@Suite("Text scene's split note")
struct TextSplitDemoTests {
    let demo = HeadlessDemo()

    func click(_ v: View) {
        let p = v.convertToScreen(v.bounds.center)
        demo.screen.send(.pointer(PointerEvent(.down, at: p)))
        demo.clock.advance(by: 0.05)
        demo.screen.send(.pointer(PointerEvent(.up, at: p)))
        demo.settle()
    }

    func type(_ s: String) {
        for c in s { demo.screen.send(.key(KeyEvent(.character(String(c)), text: String(c)))) }
        demo.settle()
    }

    @Test("Split shows the note twice in its place; typing in either shows in both; undo in one undoes the other's typing")
    func splitNote() throws {
        demo.app.show(sceneNamed: "text")
        demo.settle()
        let scene = try #require(demo.app.current as? TextScene)
        let noteFrame = scene.note.frame, pinFrame = scene.pin.frame
        #expect(scene.split.isHidden)
        click(scene.splitToggle)
        #expect(!scene.split.isHidden && scene.split.document === scene.note.document)
        // The two views share the note's place: nothing below moves.
        #expect(scene.split.frame.maxY == noteFrame.maxY && scene.pin.frame == pinFrame)
        click(scene.split)
        scene.split.selectedRange = 0..<0
        type("Hi ")
        #expect(scene.note.text.hasPrefix("Hi Shoji") && scene.split.text == scene.note.text)
        click(scene.note)
        demo.screen.send(.key(KeyEvent(.character("z"), text: "z", modifiers: .control)))
        demo.settle()
        #expect(scene.note.text.hasPrefix("Shoji") && scene.split.text == scene.note.text)
        // Unsplit: the second view lets the note's document go; the note keeps its text and its undo.
        click(scene.splitToggle)
        #expect(scene.split.isHidden && scene.split.document !== scene.note.document)
        #expect(scene.note.document.activeClients.count == 1 && scene.note.frame == noteFrame)
    }
}
