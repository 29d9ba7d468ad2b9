import Testing
@testable import Shoji
@testable import ShojiCairo

/// What Pango answers an editor, through `EditableTextLayout`, for the scripts an editor gets wrong: the
/// caret stands only between grapheme clusters, Backspace removes what the script's users expect, and in
/// mixed Hebrew or Arabic and Latin text the caret moves on screen and the selection covers the right runs.
@MainActor
@Suite("Pango editing answers")
struct PangoEditingTests {
    let system = PangoTextSystem()
    func layout(_ s: String, width: Double? = nil) -> EditableTextLayout {
        system.editableLayout(s, style: width == nil ? .body : TextStyle(wrapping: .wrap), width: width)
    }
    func stops(_ s: String) -> [Int] {
        layout(s).boundaries.indices.filter { layout(s).boundaries[$0].contains(.cursorPosition) }
    }

    @Test("Cursor positions: e + accent, a ZWJ family, flags, Hangul syllables and jamo, Thai clusters")
    func clusters() {
        #expect(stops("e\u{301}x") == [0, 2, 3])
        #expect(stops("👨‍👩‍👧‍👦!") == [0, 7, 8])
        #expect(stops("🇯🇵🇫🇷") == [0, 2, 4])
        #expect(stops("한국어") == [0, 1, 2, 3])
        #expect(stops("\u{1112}\u{1161}\u{11AB}x") == [0, 3, 4])   // 한 as jamo: one cluster
        #expect(stops("กี่ไทย") == [0, 3, 4, 5, 6])
    }

    @Test("Backspace: a Latin cluster goes whole, a Thai tone mark alone")
    func backspace() {
        #expect(!layout("e\u{301}").boundaries[2].contains(.backspaceDeletesCharacter))
        #expect(layout("กี่").boundaries[3].contains(.backspaceDeletesCharacter))
    }

    @Test("A field deletes with Backspace what Pango says: the accent with its e; the Thai tone mark alone; a syllable whole, 한 typed as jamo to 하")
    func backspaceInField() {
        let field = TextField(frame: Rect(0, 0, 300, 30))
        field.textSystem = system
        for (text, after) in [("ae\u{301}", "a"), ("กี่", "กี"), ("한", ""), ("\u{1112}\u{1161}\u{11AB}", "\u{1112}\u{1161}"), ("🇯🇵🇫🇷", "🇯🇵")] {
            field.text = text
            field.deleteBackward()
            #expect(field.text == after)
        }
    }

    @Test("Words: starts and ends around Latin, Japanese and Arabic words")
    func words() {
        let b = layout("hello world").boundaries
        #expect(b[0].contains(.wordStart) && b[5].contains(.wordEnd) && b[6].contains(.wordStart) && b[11].contains(.wordEnd))
        #expect(!b[3].contains(.wordStart) && !b[3].contains(.wordEnd))
        let a = layout("مرحبا بك").boundaries
        #expect(a[0].contains(.wordStart) && a[5].contains(.wordEnd) && a[6].contains(.wordStart))
    }

    @Test("Hit testing finds each caret position where its caret is drawn")
    func hitTesting() {
        let l = layout("ae\u{301}日本🇯🇵z")
        for o in [0, 1, 3, 4, 5, 7, 8] {
            let c = l.caretRects(at: o).strong
            #expect(l.offset(at: Point(c.minX + 0.5, c.midY)) == o)
        }
        #expect(l.offset(at: Point(-20, 5)) == 0)
        #expect(l.offset(at: Point(9999, 5)) == 8)
    }

    @Test("Mixed Hebrew and Latin: → moves the caret rightwards on screen through every position, backwards through the Hebrew")
    func visualMovement() {
        let s = "abc אבג def"
        let l = layout(s)
        var o = 0, xs = [l.caretRects(at: 0).strong.minX], offsets = [0]
        while let next = l.offsetMovingVisually(from: o, direction: 1) {
            o = next
            offsets.append(o); xs.append(l.caretRects(at: o).strong.minX)
            if offsets.count > 30 { break }
        }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 + 0.01 })
        #expect(Set(offsets) == Set(0...11))
        // Inside the Hebrew run the logical offsets go down as the caret goes right.
        let i = offsets.firstIndex(of: 6)!, j = offsets.firstIndex(of: 5)!
        #expect(i < j)
        // ← retraces the same path.
        var back = [o]
        while let prev = l.offsetMovingVisually(from: o, direction: -1), back.count < 30 { o = prev; back.append(o) }
        #expect(back == offsets.reversed())
    }

    @Test("Strong and weak carets differ where the direction changes")
    func strongAndWeak() {
        let l = layout("abc אבג")
        let (strong, weak) = l.caretRects(at: 4)
        #expect(abs(strong.minX - weak.minX) > 5)
        let (s0, w0) = l.caretRects(at: 1)
        #expect(s0 == w0)
    }

    @Test("A selection over Latin and part of the Hebrew is highlighted as two runs with a gap")
    func bidiSelection() {
        let l = layout("abc אבג def")
        let rects = l.selectionRects(for: 2..<6)
        #expect(rects.count == 2)
        let sorted = rects.sorted { $0.minX < $1.minX }
        // The first run starts where c's caret is; the gap holds ג, the Hebrew letter not selected.
        #expect(abs(sorted[0].minX - l.caretRects(at: 2).strong.minX) < 0.5)
        #expect(sorted[1].minX > sorted[0].maxX + 3)
    }

    @Test("Wrapped lines: ranges that cover the text, stacked top to bottom")
    func lines() {
        let l = layout("the quick brown fox jumps over the lazy dog", width: 80)
        let ls = l.lines
        #expect(ls.count > 2)
        #expect(ls.first!.range.lowerBound == 0 && ls.last!.range.upperBound == 43)
        for (a, b) in zip(ls, ls.dropFirst()) {
            #expect(a.range.upperBound == b.range.lowerBound && a.rect.maxY <= b.rect.minY + 0.01)
        }
        #expect(layout("שלום עולם").lines[0].isRightToLeft)
    }
}

/// A text field laid out by Pango, driven by arrow keys through mixed-direction text.
@MainActor
@Suite("TextField with Pango")
struct PangoTextFieldTests {
    let screen = Screen(size: Size(400, 80), clock: ManualClock())
    let field = TextField(frame: Rect(10, 10, 380, 36))

    init() {
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        field.textSystem = PangoTextSystem()
        window.addSubview(field)
        window.makeFirstResponder(field)
    }

    @Test("→ through Latin, Arabic and Latin moves the caret steadily rightwards on screen, ← back the same way")
    func arrows() {
        field.text = "abc مرحبا def"
        field.selectedRange = 0..<0
        var xs = [field.caretRect!.minX], offsets = [0]
        for _ in 0..<13 {
            screen.send(.key(KeyEvent(.right)))
            xs.append(field.caretRect!.minX); offsets.append(field.selectedRange.lowerBound)
        }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 + 0.01 })
        #expect(Set(offsets) == Set(0...13))
        #expect(offsets.last == 13)
        for _ in 0..<13 { screen.send(.key(KeyEvent(.left))) }
        #expect(field.selectedRange == 0..<0)
    }

    @Test("Shift+→ from the start into the Arabic selects in reading order: the first Arabic letters, drawn at the run's right")
    func bidiSelection() {
        field.text = "abc مرحبا def"
        field.selectedRange = 0..<0
        for _ in 0..<6 { screen.send(.key(KeyEvent(.right, modifiers: .shift))) }
        let r = field.selectedRange
        #expect(r.lowerBound == 0 && r.upperBound > 4)
        let (d, l) = field.line
        let rects = l.selectionRects(for: d.display(r.lowerBound)..<d.display(r.upperBound))
        #expect(rects.count == 2)
    }

    @Test("In a right-to-left line, ← collapses a selection to its logical end (drawn at the left) and → to its start")
    func collapseVisually() {
        field.text = "שלום abc"
        field.selectedRange = 0..<2                  // ש and ל, at the line's right end
        screen.send(.key(KeyEvent(.left)))
        let left = field.selectedRange
        field.selectedRange = 0..<2
        screen.send(.key(KeyEvent(.right)))
        #expect(left == 2..<2 && field.selectedRange == 0..<0)
    }
}
