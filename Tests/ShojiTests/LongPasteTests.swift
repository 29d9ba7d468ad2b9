import Testing
@testable import Shoji

/// A paste or drop of megabytes into a text view goes in a piece a main-queue turn (TextInputView+
/// LongInsertion): each turn does bounded work, the view answers taps and keys between pieces, and the
/// result is the text pasted, removed by one undo. Turns are stepped one at a time on the manual clock.
@MainActor
@Suite("Long paste", .serialized)
struct LongPasteTests {
    let rig = Rig()
    let view = TextView(frame: Rect(20, 20, 300, 200))
    let system = CountingTextSystem()
    /// 16 MiB of lines of Japanese, digits and Latin letters (38 bytes, 28 scalars each).
    static let text = String(repeating: "あいうえお 0123456789 abcdefghij\n", count: (16 << 20) / 38)

    init() {
        view.textSystem = system
        rig.window.addSubview(view)
        rig.window.makeFirstResponder(view)
        rig.layout()
    }

    func ctrl(_ c: String) { rig.screen.send(.key(KeyEvent(.character(c), text: c, modifiers: .control))); rig.layout() }

    /// One main-queue turn: the timers due now, then layout, as the host runs them.
    func turn() { rig.clock.fireDueTimers(); rig.layout() }

    /// A press and release at `p` within one turn (`Rig.click` lets time pass, which runs every piece).
    func tap(_ p: Point) { rig.down(p); rig.up(p) }

    @Test("16 MiB pasted with Ctrl+V goes in over many turns, each at most a piece of text and a screenful of layouts; a tap between them moves the caret at once; the result is the text pasted, and one undo removes it all")
    func pastesInPieces() {
        let text = LongPasteTests.text
        rig.screen.pasteboard.string = text
        ctrl("v")
        #expect(view.isInsertingText)
        var turns = 0, previous = view.document.storage.count
        var tapOffset = -1
        while view.isInsertingText {
            let layoutsBefore = system.texts.count
            turn()
            turns += 1
            let count = view.document.storage.count
            // Bounded work a turn, counted: a piece's scalars (at most its bytes), and only the paragraphs
            // on screen laid out (200 pt of 19 pt lines, and the caret's).
            #expect(count - previous <= TextInputView.insertionPieceBytes)
            #expect(system.texts.count - layoutsBefore <= 16)
            previous = count
            if turns == 10 {
                // The user clicks on the top line shown meanwhile: answered in this turn, not after the paste.
                let p = Point(8 + 9 * 3 + 2, 8 + 9)
                tapOffset = view.offset(at: p)
                tap(view.convertToScreen(p))
                #expect(view.selectedRange == tapOffset..<tapOffset && tapOffset < view.document.storage.count)
            }
        }
        #expect(tapOffset > 0 && turns > 400)
        // The caret stays where the user put it; the text is exactly what was pasted.
        #expect(view.selectedRange == tapOffset..<tapOffset)
        #expect(view.document.storage.count == text.unicodeScalars.count)
        #expect(view.text == text)
        ctrl("z")
        #expect(view.text.isEmpty && !view.canUndo)
        // The history keeps at most 8 MiB of text (UndoHistory.textLimit): 16 MiB undone cannot be redone.
        #expect(!view.canRedo)
    }

    @Test("Typed while a paste arrives, a character goes where the user put the caret; the paste carries on after it")
    func typingDuringPaste() {
        view.text = "ab"
        view.selectedRange = 1..<1
        let text = String(repeating: "0123456789\n", count: 20_000)
        rig.screen.pasteboard.string = text
        ctrl("v")
        for _ in 0..<3 { turn() }
        #expect(view.isInsertingText)
        // The caret followed the text in; the user puts it at the start and types.
        rig.key(.home, modifiers: .control)
        rig.screen.send(.key(KeyEvent(.character("X"), text: "X")))
        rig.layout()
        while view.isInsertingText { turn() }
        #expect(view.text == "Xa" + text + "b")
        #expect(view.selectedRange == 1..<1)
    }

    @Test("Undo while a paste arrives stops it and removes what came; the text is as before the paste")
    func undoDuringPaste() {
        view.text = "keep"
        rig.startTracing(); defer { rig.stopTracing() }
        rig.screen.pasteboard.string = String(repeating: "line\n", count: 100_000)
        ctrl("v")
        for _ in 0..<3 { turn() }
        ctrl("z")
        #expect(!view.isInsertingText && view.text == "keep")
        #expect(rig.values("text.insertionStopped", "reason") == [.string("undone")])
        #expect(rig.values("text.pasted", "complete") == [.bool(false)])
        for _ in 0..<3 { turn() }
        #expect(view.text == "keep")
    }

    @Test("Undo in another view of the document while a paste arrives stops it there too; both views show the text as before it")
    func undoInOtherViewDuringPaste() {
        view.text = "keep"
        let other = TextView(frame: Rect(20, 230, 300, 100))
        other.textSystem = system
        rig.window.addSubview(other)
        other.document = view.document
        rig.screen.pasteboard.string = String(repeating: "line\n", count: 100_000)
        ctrl("v")
        for _ in 0..<3 { turn() }
        #expect(other.text.count > 4)
        rig.window.makeFirstResponder(other)
        ctrl("z")
        #expect(!view.isInsertingText && view.text == "keep" && other.text == "keep")
        for _ in 0..<3 { turn() }
        #expect(view.text == "keep" && other.text == "keep" && !other.canUndo)
    }

    @Test("A long text dropped from another program goes in a piece a turn and is selected once all is in")
    func dropInPieces() {
        view.text = "ab"
        let text = String(repeating: "dropped line\n", count: 10_000)
        view.drop(PasteboardContent(text: text), at: Point(8 + 9 + 1, 8 + 9))
        #expect(view.isInsertingText)
        var turns = 0
        while view.isInsertingText { turn(); turns += 1 }
        #expect(turns > 2)
        #expect(view.text == "a" + text + "b")
        #expect(view.selectedRange == 1..<1 + text.unicodeScalars.count)
    }

    @Test("Selected and deleted, 16 MiB leave no copy in the undo history nor as PRIMARY; a short edit after it is undone as usual")
    func deletingLargeTextKeepsNoCopy() {
        view.text = LongPasteTests.text
        ctrl("a")
        #expect(rig.screen.selectionPasteboard.ownContent?.text?.utf8.count == LongPasteTests.text.utf8.count)
        rig.key(.delete)
        #expect(view.text.isEmpty && !view.canUndo && view.document.history.textBytes == 0)
        #expect(rig.screen.selectionPasteboard.ownContent?.text == nil)
        rig.screen.send(.key(KeyEvent(.character("x"), text: "x")))
        ctrl("z")
        #expect(view.text.isEmpty && view.canRedo)
    }

    @Test("A field takes a long paste at once (it lays its one line out whole), newlines as spaces")
    func fieldTakesLongPasteAtOnce() {
        let field = TextField(frame: Rect(20, 240, 300, 30))
        field.textSystem = EstimatingTextSystem()
        rig.window.addSubview(field)
        rig.window.makeFirstResponder(field)
        rig.screen.pasteboard.string = String(repeating: "word\n", count: 20_000)
        ctrl("v")
        #expect(!field.isInsertingText && field.text == String(repeating: "word ", count: 20_000))
    }

    @Test("Text going in below the lines the user clicked on moves the scroll indicator (its strip is redrawn)")
    func indicatorFollowsTextBelow() {
        rig.screen.pasteboard.string = String(repeating: "more\n", count: 20_000)
        ctrl("v")
        turn()
        tap(view.convertToScreen(Point(8 + 2, 8 + 9)))
        _ = rig.screen.takeDamage()
        turn()
        // The indicator is 3 points wide, 5 from the right edge: the damage covers its strip, top to bottom.
        let strip = Rect(x: 20 + 300 - 5, y: 20, width: 3, height: 200)
        #expect(rig.screen.takeDamage().rects.contains { $0.contains(strip) })
    }

    @Test("A short paste still goes in at once")
    func shortPasteAtOnce() {
        rig.screen.pasteboard.string = "short"
        ctrl("v")
        #expect(!view.isInsertingText && view.text == "short")
    }

    @Test("Paragraph tops stay the sums of the heights above them whatever paragraphs are replaced")
    func heightsAfterReplacements() {
        var random = SeededRandom(seed: 36)
        var heights = ParagraphHeights((0..<50).map { _ in Double(Int.random(in: 1...4, using: &random)) })
        var plain = heights.heights
        for _ in 0..<300 {
            let lo = Int.random(in: 0...(plain.count - 1), using: &random), hi = Int.random(in: lo...(plain.count - 1), using: &random)
            let new = (0..<Int.random(in: 0...40, using: &random)).map { _ in Double(Int.random(in: 1...4, using: &random)) }
            guard !(new.isEmpty && hi - lo + 1 == plain.count) else { continue }
            heights.replaceSubrange(lo...hi, with: new)
            plain.replaceSubrange(lo...hi, with: new)
            #expect(heights.heights == plain)
            for i in 0...plain.count { #expect(heights.top(of: i) == plain[..<i].reduce(0, +)) }
        }
    }
}
