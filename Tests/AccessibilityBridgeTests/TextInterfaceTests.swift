import CDBus
import Shoji
import Testing
@testable import ShojiAccessibility

/// The Text and EditableText answers a screen reader gets from text fields and views, asked through
/// the bridge's handlers with real D-Bus messages (no bus): offsets in characters, units of text, the
/// caret and selection, extents, edits through the field's own path, and the events the widgets post.
/// Laid out by the estimating text system (15 pt: 9 pt a Latin character, 19 pt a line).
@MainActor
@Suite("Accessibility text")
struct TextInterfaceTests {
    let screen = Screen(size: Size(400, 300), clock: ManualClock())
    let window: Window
    let field = TextField(frame: Rect(20, 20, 200, 30))
    let note = TextView(frame: Rect(20, 60, 300, 200))
    let bridge: AccessibilityBridge
    /// The messages `ask` made; a reply's reader reads from its message, so they go when the test does.
    let messages = Messages()

    /// Owns D-Bus messages until the test ends (libdbus counts references; each `new` needs its `unref`).
    final class Messages {
        var all: [OpaquePointer] = []
        func keep(_ m: OpaquePointer) -> OpaquePointer { all.append(m); return m }
        deinit { all.forEach(dbus_message_unref) }
    }

    init() {
        window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        for v in [field, note] as [TextInputView] { v.textSystem = EstimatingTextSystem(); window.addSubview(v) }
        bridge = AccessibilityBridge(screen: screen, applicationName: "t", windowOrigin: { Point(100, 50) }, scale: { 2 })
        window.layoutIfNeeded()
    }

    /// Calls `member` of `interface` on `view` with the arguments `write` puts, and reads the reply back
    /// from a message, as a client would (nil: the handler refused the arguments or the method).
    func ask(_ view: View, _ member: String, editable: Bool = false,
             _ write: (inout MessageWriter) -> Void = { _ in }) -> (signature: String, reader: MessageReader)? {
        let call = messages.keep(dbus_message_new_method_call("org.example", "/org/example", "org.a11y.atspi.Text", member)!)
        var w = MessageWriter(appendingTo: call)
        write(&w)
        var args = MessageReader(call)
        let answer = editable ? bridge.editableTextAnswer(member, &args, view) : bridge.textAnswer(member, &args, view)
        guard case .reply(let body) = answer else { return nil }
        let out = messages.keep(dbus_message_new_method_call("org.example", "/org/example", "org.example.Reply", "R")!)
        var ow = MessageWriter(appendingTo: out)
        body(&ow)
        return (String(cString: dbus_message_get_signature(out)), MessageReader(out))
    }

    func text(_ view: View, _ s: Int32 = 0, _ e: Int32 = -1) -> String? {
        guard var r = ask(view, "GetText", { $0.int32(s); $0.int32(e) })?.reader else { return nil }
        return r.string()
    }

    func unit(_ view: View, _ member: String, _ offset: Int32, _ kind: UInt32) -> (String, Int32, Int32)? {
        guard let (sig, reader) = ask(view, member, { $0.int32(offset); $0.uint32(kind) }), sig == "sii" else { return nil }
        var r = reader
        guard let s = r.string(), let a = r.int32(), let b = r.int32() else { return nil }
        return (s, a, b)
    }

    @Test("Offsets count characters (Unicode scalars): Japanese, a combining accent and emoji")
    func offsets() {
        field.text = "日本語 cafe\u{301}👍🏽 ok"
        #expect(text(field) == "日本語 cafe\u{301}👍🏽 ok")
        #expect(text(field, 4, 9) == "cafe\u{301}")
        #expect(text(field, 9, 11) == "👍🏽")
        var r = ask(field, "GetCharacterAtOffset") { $0.int32(8) }!.reader
        #expect(r.int32() == 0x301)
        let count = bridge.properties(of: .view(field), interface: "org.a11y.atspi.Text")
        #expect(count.map(\.name) == ["CharacterCount", "CaretOffset"])
        #expect(TextContent(field)?.count == 14)
        #expect(unit(field, "GetStringAtOffset", 1, 0)! == ("本", 1, 2))
    }

    @Test("Words run from one word's start to the next; lines are the wrapped lines on screen; paragraphs end with their newline")
    func units() {
        field.text = "hello brave  new world"
        #expect(unit(field, "GetStringAtOffset", 7, 1)! == ("brave  ", 6, 13))
        #expect(unit(field, "GetStringAtOffset", 0, 1)! == ("hello ", 0, 6))
        #expect(unit(field, "GetStringAtOffset", 20, 1)! == ("world", 17, 22))
        // The older boundary types: word start, word end, and the word before and after.
        #expect(unit(field, "GetTextAtOffset", 7, 1)! == ("brave  ", 6, 13))
        #expect(unit(field, "GetTextAtOffset", 7, 2)! == (" brave", 5, 11))
        #expect(unit(field, "GetTextBeforeOffset", 7, 1)! == ("hello ", 0, 6))
        #expect(unit(field, "GetTextAfterOffset", 7, 1)! == ("new ", 13, 17))
        #expect(unit(field, "GetStringAtOffset", 3, 3)! == ("hello brave  new world", 0, 22), "a field is one line")

        // 31 characters fit on a line of the view: the first paragraph wraps after "over ".
        note.text = "the quick brown fox jumps over the lazy dog\nsecond line. And more!"
        window.layoutIfNeeded()
        let first = unit(note, "GetStringAtOffset", 5, 3)!
        let second = unit(note, "GetStringAtOffset", first.2, 3)!
        #expect(first.1 == 0 && first.2 > 10 && first.2 < 44, "the first line ends before the paragraph does")
        #expect(second.1 == first.2 && second.2 == 44 && second.0.hasSuffix("dog\n"), "the next line runs to the newline")
        #expect(unit(note, "GetStringAtOffset", 50, 4)! == ("second line. And more!", 44, 66))
        #expect(unit(note, "GetStringAtOffset", 2, 4)!.2 == 44)
        #expect(unit(note, "GetStringAtOffset", 46, 2)! == ("second line. ", 44, 57))
        #expect(unit(note, "GetStringAtOffset", 60, 2)! == ("And more!", 57, 66))
        // Every line's characters are drawn on one row, and the next line's below it.
        let a = note.accessibilityFrame(ofCharacterAt: Int(first.1)), b = note.accessibilityFrame(ofCharacterAt: Int(first.2) - 1)
        let c = note.accessibilityFrame(ofCharacterAt: Int(second.1))
        #expect(a.minY == b.minY && c.minY > a.minY)
    }

    @Test("Character extents are in X pixels at the screen's scale, from the window or the screen; the offset at a point is the character there")
    func extents() {
        field.text = "abc"
        window.layoutIfNeeded()
        // Character 1 of the field is 9 pt wide at x 20 + 8 + 9 (scale 2; the window at 100, 50 on screen).
        var r = ask(field, "GetCharacterExtents") { $0.int32(1); $0.uint32(1) }!
        #expect(r.signature == "iiii")
        let x = r.reader.int32()!, y = r.reader.int32()!, w = r.reader.int32()!, h = r.reader.int32()!
        #expect(x == 74 && w == 18 && h > 0 && y > 40)
        var s = ask(field, "GetCharacterExtents") { $0.int32(1); $0.uint32(0) }!.reader
        #expect(s.int32() == x + 100 && s.int32() == y + 50)
        var range = ask(field, "GetRangeExtents") { $0.int32(0); $0.int32(3); $0.uint32(1) }!.reader
        #expect(range.int32() == 56 && range.int32() == y && range.int32() == 54)
        // A point in the right half of "b" is on "b" (offset 1), not after it.
        var o = ask(field, "GetOffsetAtPoint") { $0.int32(x + 14); $0.int32(y + 4); $0.uint32(1) }!.reader
        #expect(o.int32() == 1)
        var outside = ask(field, "GetOffsetAtPoint") { $0.int32(0); $0.int32(0); $0.uint32(1) }!.reader
        #expect(outside.int32() == -1)
    }

    @Test("The caret and the selection are read and set by offsets")
    func caretAndSelection() {
        field.text = "日本語 text"
        #expect(bridge.properties(of: .view(field), interface: "org.a11y.atspi.Text").count == 2)
        var c = ask(field, "GetCaretOffset")!.reader
        #expect(c.int32() == 8)
        var ok = ask(field, "SetCaretOffset") { $0.int32(2) }!.reader
        #expect(ok.bool() == true && field.selectedRange == 2..<2)
        var n = ask(field, "GetNSelections")!.reader
        #expect(n.int32() == 0)
        _ = ask(field, "AddSelection") { $0.int32(1); $0.int32(3) }
        #expect(field.selectedRange == 1..<3)
        var sel = ask(field, "GetSelection") { $0.int32(0) }!.reader
        #expect(sel.int32() == 1 && sel.int32() == 3)
        _ = ask(field, "SetSelection") { $0.int32(0); $0.int32(4); $0.int32(-1) }
        #expect(field.selectedRange == 4..<8)
        _ = ask(field, "RemoveSelection") { $0.int32(0) }
        #expect(field.selectedRange.isEmpty)
    }

    @Test("EditableText edits go through the field's filter, shouldChangeText, undo and did-change")
    func editing() {
        field.text = "12"
        field.inputFilter = .digits()
        var asked: [String] = [], changed = 0
        field.shouldChangeText = { _, r in asked.append(r); return r != "666" }
        field.didChange = { _ in changed += 1 }
        var ok = ask(field, "InsertText", editable: true) { $0.int32(1); $0.string("3x4"); $0.int32(-1) }!.reader
        #expect(ok.bool() == true && field.text == "1342", "letters do not get past the digits-only filter")
        var refused = ask(field, "SetTextContents", editable: true) { $0.string("abc") }!.reader
        #expect(refused.bool() == false && field.text == "1342")
        var vetoed = ask(field, "SetTextContents", editable: true) { $0.string("666") }!.reader
        #expect(vetoed.bool() == false && field.text == "1342")
        var set = ask(field, "SetTextContents", editable: true) { $0.string("9") }!.reader
        #expect(set.bool() == true && field.text == "9")
        var del = ask(field, "DeleteText", editable: true) { $0.int32(0); $0.int32(-1) }!.reader
        #expect(del.bool() == true && field.text == "")
        #expect(asked == ["34", "666", "9", ""] && changed == 3)
        #expect(field.canUndo)
        // InsertText's length counts UTF-8 bytes: 4 of "1234" is all of it, 2 only "12".
        field.inputFilter = nil
        _ = ask(field, "InsertText", editable: true) { $0.int32(0); $0.string("日本"); $0.int32(3) }
        #expect(field.text == "日")
        field.isEditable = false
        var ro = ask(field, "InsertText", editable: true) { $0.int32(0); $0.string("x"); $0.int32(-1) }!.reader
        #expect(ro.bool() == false && field.text == "日")
        #expect(field.accessibilityStates.contains(.readOnly) && !field.accessibilityStates.contains(.editable))
    }

    @Test("Copy, cut and paste use the clipboard as the keyboard does; secure text is never copied")
    func pasteboard() {
        field.text = "hello world"
        var cut = ask(field, "CutText", editable: true) { $0.int32(5); $0.int32(11) }!.reader
        #expect(cut.bool() == true && field.window?.screen?.pasteboard.string == " world" && field.text == "hello")
        var paste = ask(field, "PasteText", editable: true) { $0.int32(0) }!.reader
        #expect(paste.bool() == true && field.text == " worldhello")
        field.isSecureTextEntry = true
        field.text = "secret"
        _ = ask(field, "CopyText", editable: true) { $0.int32(0); $0.int32(-1) }
        #expect(field.window?.screen?.pasteboard.string == " world")
    }

    @Test("Roles and states: entry, text, password text; single and multi-line; editable")
    func rolesAndStates() {
        #expect(ATSPI.role(field.accessibilityRole).name == "entry")
        #expect(ATSPI.role(note.accessibilityRole).name == "text")
        field.isSecureTextEntry = true
        #expect(ATSPI.role(field.accessibilityRole).name == "password text")
        let names = ATSPI.states(field.accessibilityStates).map(\.eventName)
        #expect(names.contains("editable") && names.contains("single-line") && names.contains("focusable"))
        #expect(ATSPI.states(note.accessibilityStates).map(\.eventName).contains("multi-line"))
        let interfaces = bridge.interfaces(of: .view(note))
        #expect(interfaces.contains("org.a11y.atspi.Text") && interfaces.contains("org.a11y.atspi.EditableText"))
        #expect(bridge.introspection(for: .view(note)).contains("<method name=\"InsertText\">"))
        #expect(window.accessibilityChildren.contains { $0 === field } && field.accessibilityChildren.isEmpty)
    }

    @Test("A secure field exposes bullets, never its characters, in its text, its units and its events")
    func secure() {
        var notes: [AccessibilityNotification] = []
        let token = screen.addAccessibilityObserver { notes.append($0) }
        defer { token.invalidate() }
        field.isSecureTextEntry = true
        field.text = "pw"
        _ = text(field)
        window.makeFirstResponder(field)
        screen.send(.key(KeyEvent(.character("z"), text: "z")))
        #expect(field.text == "pwz")
        #expect(text(field) == "•••")
        #expect(unit(field, "GetStringAtOffset", 1, 1)!.0 == "•••")
        var inserted: [String] = []
        for n in notes { if case .textInserted(_, _, let t) = n { inserted.append(t) } }
        #expect(inserted == ["•"])
    }

    @Test("Typing, deleting and moving post text-changed insert/delete and caret-moved; selecting posts selection-changed")
    func events() {
        note.text = "ab"
        var log: [String] = []
        let token = screen.addAccessibilityObserver { n in
            switch n {
            case .textInserted(let v, let o, let t) where v === note: log.append("insert \(o) \(t)")
            case .textRemoved(let v, let o, let t) where v === note: log.append("delete \(o) \(t)")
            case .caretMoved(let v, let o) where v === note: log.append("caret \(o)")
            case .textSelectionChanged(let v) where v === note: log.append("selection")
            default: break
            }
        }
        defer { token.invalidate() }
        _ = text(note) // a client read the text: changes are told relative to it
        window.makeFirstResponder(note)
        screen.send(.key(KeyEvent(.character("é"), text: "é")))
        screen.send(.key(KeyEvent(.left)))
        screen.send(.key(KeyEvent(.backspace)))
        screen.send(.key(KeyEvent(.left, modifiers: .shift)))
        note.text = "new"
        #expect(log == ["insert 2 é", "caret 3", "caret 2", "delete 1 b", "caret 1", "caret 0", "selection",
                        "delete 0 aé", "insert 0 new", "caret 3", "selection"])
        // Undo is told too, by comparing the text before and after it.
        log.removeAll()
        screen.send(.key(KeyEvent(.character("x"), text: "x")))
        screen.send(.key(KeyEvent(.character("z"), text: "z", modifiers: .control)))
        #expect(note.text == "new")
        #expect(log == ["insert 3 x", "caret 4", "delete 3 x", "caret 3"])
    }

    @Test("Two views of one document: an edit in either is told as inserted and removed text in both, and each reads the same text with its own caret")
    func twoViewsOfOneDocument() {
        let split = TextView(frame: Rect(20, 60, 300, 100))
        split.textSystem = EstimatingTextSystem()
        window.addSubview(split)
        split.document = note.document
        note.text = "ab"
        var log: [String] = []
        let token = screen.addAccessibilityObserver { n in
            func name(_ v: View) -> String { v === note ? "note" : v === split ? "split" : "other" }
            switch n {
            case .textInserted(let v, let o, let t): log.append("insert \(o) \(t) \(name(v))")
            case .textRemoved(let v, let o, let t): log.append("delete \(o) \(t) \(name(v))")
            case .caretMoved(let v, let o): log.append("caret \(o) \(name(v))")
            default: break
            }
        }
        defer { token.invalidate() }
        // Clients read both texts: changes are told relative to them.
        #expect(text(note) == "ab" && text(split) == "ab")
        window.makeFirstResponder(note)
        screen.send(.key(KeyEvent(.character("é"), text: "é")))
        #expect(text(split) == "abé")
        window.makeFirstResponder(split)
        screen.send(.key(KeyEvent(.backspace)))                 // the split's caret is at the start: nothing
        screen.send(.key(KeyEvent(.delete)))                    // "a" goes
        #expect(text(note) == "bé" && text(split) == "bé")
        // The note's caret moves back with the text the split deleted before it.
        #expect(log == ["insert 2 é split", "insert 2 é note", "caret 3 note", "delete 0 a note", "caret 2 note", "delete 0 a split"])
        // Undo in the split undoes the delete it made; the note is told too.
        log.removeAll()
        screen.send(.key(KeyEvent(.character("z"), text: "z", modifiers: .control)))
        #expect(text(note) == "abé")
        #expect(log.contains("insert 0 a note") && log.contains("insert 0 a split"))
    }
}
