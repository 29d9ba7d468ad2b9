import Testing
@testable import Shoji

/// What a frame redraws reaches a view's drawing as a `DirtyRegion` in its own coordinates, and a text view
/// with many lines draws only the paragraphs the damage touches (the rest would only be clipped away).
@MainActor
@Suite("Dirty region")
struct DirtyRegionTests {
    @Test("needsToDraw maps a rect in the view's coordinates to the screen and tests it against the damage")
    func needsToDraw() {
        // A view at (100, 50) on the screen, scaled 2× (a zoomed transition, say).
        let region = DirtyRegion(damage: [Rect(100, 50, 20, 20)], toScreen: Transform(scaleX: 2, y: 2).concatenating(Transform(translationX: 100, y: 50)))
        #expect(region.needsToDraw(Rect(0, 0, 5, 5)))       // (100, 50)–(110, 60) on the screen
        #expect(region.needsToDraw(Rect(9, 9, 5, 5)))       // (118, 68): its corner is in
        #expect(!region.needsToDraw(Rect(11, 0, 5, 5)))     // (122, 50): right of the damage
        #expect(!region.needsToDraw(Rect(0, 40, 100, 5)))   // far below
        #expect(DirtyRegion.everything.needsToDraw(Rect(1e6, 1e6, 1, 1)))
    }

    @Test("A text view of 300 lines draws one or two paragraphs for a one-line damage, every visible one for the whole screen")
    func textViewSkipsParagraphsOutsideTheDamage() {
        let rig = Rig(size: Size(400, 600))
        let view = TextView(frame: Rect(0, 0, 400, 600))
        view.textSystem = EstimatingTextSystem()
        view.text = (1...300).map { "Line \($0)" }.joined(separator: "\n")
        rig.window.addSubview(view)
        rig.layout()
        func paragraphsDrawn(_ damage: [Rect]) -> Int {
            let canvas = RecordingCanvas()
            rig.screen.render(in: canvas, damage: damage)
            return canvas.commands.filter { if case .text = $0 { return true }; return false }.count
        }
        let all = paragraphsDrawn([rig.screen.bounds])
        #expect(all >= 20, "a screenful of lines: \(all)")
        let line = paragraphsDrawn([Rect(0, 100, 400, 4)])
        #expect(line >= 1 && line <= 2, "\(line) of \(all)")
    }
}
