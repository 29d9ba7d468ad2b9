import Testing
@testable import Shoji

/// The editing model on its own: storage and its paragraphs, the document's undo with typing coalesced into
/// words (times passed in, as a manual clock gives them), and the input filter.
@Suite("Text model")
struct TextModelTests {
    /// Strings an editor gets wrong when it counts bytes, UTF-16 units or characters instead of scalars.
    static let hard = ["e\u{301}te\u{301}", "👨‍👩‍👧‍👦 family", "🇯🇵🇫🇷", "한국어", "ภาษาไทย", "مرحبا world שלום", "日本語\nline"]

    @Test("Editing at random keeps the paragraph starts exactly those of the text made afresh", arguments: hard)
    func paragraphsFollowEdits(seed: String) {
        var rng = SeededRandom(seed: UInt64(seed.unicodeScalars.count))
        var storage = TextStorage(seed)
        let pieces = ["\n", "a", "\n\n", "é", "🇯🇵", "", "x\ny"]
        for _ in 0..<300 {
            let a = Int(rng.next() % UInt64(storage.count + 1)), b = Int(rng.next() % UInt64(storage.count + 1))
            storage.replace(min(a, b)..<max(a, b), with: pieces[Int(rng.next() % UInt64(pieces.count))])
            #expect(storage.paragraphStarts == TextStorage(storage.string).paragraphStarts)
        }
    }

    @Test("Offsets count Unicode scalars: é as e + accent is 2, a flag 2, a Hangul syllable 1")
    func scalarOffsets() {
        #expect(TextStorage("e\u{301}").count == 2)
        #expect(TextStorage("🇯🇵").count == 2)
        #expect(TextStorage("한").count == 1)
        var s = TextStorage("👨‍👩‍👧")
        s.replace(0..<1, with: "👩")
        #expect(s.string == "👩‍👩‍👧")
    }

    @Test("An edit in a 10,000-line text touches one paragraph and moves the rest")
    func largeText() {
        let text = (0..<10_000).map { "line \($0) 日本語 مرحبا" }.joined(separator: "\n")
        var storage = TextStorage(text)
        #expect(storage.paragraphCount == 10_000)
        let p = storage.paragraphRange(5_000)
        #expect(storage.string(in: p) == "line 5000 日本語 مرحبا")
        let change = storage.replace(p.lowerBound..<p.lowerBound, with: "x")
        #expect(change.paragraphs == 5_000...5_000 && change.newParagraphCount == 1)
        #expect(storage.paragraph(containing: p.lowerBound + 3) == 5_000)
        #expect(storage.paragraphText(5_001) == "line 5001 日本語 مرحبا")
        let split = storage.replace(p.lowerBound + 1..<p.lowerBound + 1, with: "\n")
        #expect(split.newParagraphCount == 2 && storage.paragraphCount == 10_001)
    }

    /// A document and the caret of the one view typing into it, as a view keeps them.
    @MainActor
    private struct Typist {
        let document: TextDocument
        var selection: TextSelection

        init(_ text: String = "") {
            document = TextDocument(text)
            selection = TextSelection(caret: document.storage.count)
        }

        mutating func replace(_ range: Range<Int>, with text: String, action: UndoHistory.Action, time: Double) {
            let change = document.replace(range, with: text, action: action, time: time, selection: selection)
            selection = TextSelection(caret: change.range.lowerBound + change.insertedCount)
        }

        /// Types `text` a character at a time, `gap` seconds apart, from `start`; the time after.
        mutating func type(_ text: String, start: Double = 0, gap: Double = 0.1) -> Double {
            var t = start
            for c in text {
                replace(selection.range, with: String(c), action: .typing, time: t)
                t += gap
            }
            return t
        }

        mutating func moveCaret(to offset: Int) {
            selection = TextSelection(caret: offset)
            document.breakUndoCoalescing()
        }

        mutating func undo() { if let r = document.undo() { selection = r.selection } }
        mutating func redo() { if let r = document.redo() { selection = r.selection } }
    }

    @Test("Typing is undone a word at a time, and redone the same way")
    @MainActor func undoWords() {
        var b = Typist()
        _ = b.type("hello big world")
        b.undo()
        #expect(b.document.text == "hello big ")
        b.undo()
        #expect(b.document.text == "hello ")
        b.undo()
        #expect(b.document.text == "" && !b.document.canUndo)
        b.redo()
        #expect(b.document.text == "hello " && b.selection == TextSelection(caret: 6))
        b.redo(); b.redo()
        #expect(b.document.text == "hello big world" && !b.document.canRedo)
    }

    @Test("A pause longer than the coalescing interval starts a new step; a caret moved elsewhere does too")
    @MainActor func undoBreaks() {
        var b = Typist()
        let t = b.type("abc")
        _ = b.type("def", start: t + 1.5)
        b.undo()
        #expect(b.document.text == "abc")
        b = Typist()
        _ = b.type("abc")
        b.moveCaret(to: 1)
        _ = b.type("X", start: 0.4)
        b.undo()
        #expect(b.document.text == "abc" && b.selection == TextSelection(caret: 1))
    }

    @Test("An input method's commit is one undo step, even in the middle of a word")
    @MainActor func commitIsOneStep() {
        var b = Typist()
        let t = b.type("ab")
        b.replace(b.selection.range, with: "日本語", action: .other, time: t)
        _ = b.type("cd", start: t + 0.1)
        b.undo()
        #expect(b.document.text == "ab日本語")
        b.undo()
        #expect(b.document.text == "ab")
    }

    @Test("Backspaces in a row are one step; undo brings the text and the caret back")
    @MainActor func backspacesCoalesce() {
        var b = Typist("hello")
        for i in 0..<3 {
            let o = b.selection.head
            b.replace(o - 1..<o, with: "", action: .deleting, time: Double(i) * 0.1)
        }
        #expect(b.document.text == "he")
        b.undo()
        #expect(b.document.text == "hello" && b.selection == TextSelection(caret: 5))
    }

    @Test("Setting the text forgets the history")
    @MainActor func setTextClearsHistory() {
        var b = Typist()
        _ = b.type("abc")
        b.document.text = "new"
        #expect(!b.document.canUndo && b.document.text == "new")
    }

    @Test("A selection moves with another view's edit as GTK's marks do: before stays, after shifts, inside goes to the start")
    func selectionAdjusts() {
        var s = TextStorage("hello world")
        let insert = s.replace(5..<5, with: "XY")
        #expect(TextSelection(caret: 5).adjusted(for: insert) == TextSelection(caret: 5))
        #expect(TextSelection(anchor: 2, head: 8).adjusted(for: insert) == TextSelection(anchor: 2, head: 10))
        let delete = s.replace(1..<9, with: "")
        #expect(TextSelection(anchor: 3, head: 11).adjusted(for: delete) == TextSelection(anchor: 1, head: 3))
        #expect(TextSelection(caret: 9).adjusted(for: delete) == TextSelection(caret: 1))
    }

    @Test("Digits only with a maximum length: letters dropped, the rest cut, nothing at all refused")
    func filter() {
        let f = TextInputFilter.digits(maximumLength: 4)
        let s = TextStorage("12")
        #expect(f.filter("3a45", replacing: 2..<2, in: s) == "34")
        #expect(f.filter("abc", replacing: 2..<2, in: s) == nil)
        #expect(f.filter("", replacing: 0..<1, in: s) == "")
        #expect(TextInputFilter.maximumLength(3).filter("👨‍👩‍👧x", replacing: 0..<0, in: TextStorage("ab")) == "👨‍👩‍👧")
    }
}
