import Shoji

/// One XIM preedit callback, decoded: what an on-the-spot input method tells its client about the text it
/// is composing. Offsets and lengths count characters (Unicode scalars), as XIM does.
enum PreeditEvent: Equatable, Sendable {
    /// Composition begins (XIMPreeditStartCallback).
    case start
    /// Replace `changeLength` characters from `changeFirst` with `text` (nil: delete them), each new character
    /// drawn as its `feedback` says; the input method's cursor goes to `caret` (XIMPreeditDrawCallback).
    case draw(caret: Int, changeFirst: Int, changeLength: Int, text: String?, feedback: [PreeditFeedback])
    /// The input method's cursor moves (XIMPreeditCaretCallback).
    case caret(CaretMove, visible: Bool)
    /// Composition ends (XIMPreeditDoneCallback).
    case done
}

/// How XIM asks for one character of the preedit to be drawn (`XIMFeedback`, a bit set).
struct PreeditFeedback: OptionSet, Hashable, Sendable {
    let rawValue: UInt
    static let reverse = PreeditFeedback(rawValue: 1)     // XIMReverse
    static let underline = PreeditFeedback(rawValue: 2)   // XIMUnderline
    static let highlight = PreeditFeedback(rawValue: 4)   // XIMHighlight
}

/// Where an XIMPreeditCaretCallback moves the cursor (`XIMCaretDirection`). Word and line moves need the
/// text's layout, which the input method does not know either: like GTK, those leave the cursor where it is.
enum CaretMove: Equatable, Sendable {
    case absolute(Int)
    case forwardCharacter
    case backwardCharacter
    case lineStart
    case lineEnd
    case unchanged

    /// The move for XIM's direction constants (XIMForwardChar = 0 … XIMDontChange = 11).
    init(direction: Int32, position: Int32) {
        switch direction {
        case 0: self = .forwardCharacter
        case 1: self = .backwardCharacter
        case 8: self = .lineStart
        case 9: self = .lineEnd
        case 10: self = .absolute(Int(position))
        default: self = .unchanged
        }
    }
}

/// The input method's preedit as XIM's callbacks build it up, one character and one feedback at a time,
/// and the `Composition` it shows. Pure: the host records the callbacks inside Xlib and applies them here
/// after the event, so no view code ever runs inside an Xlib call.
///
/// Ranges are clamped to the text as GTK 3 does (`gtkimcontextxim.c`): an input method that still counts a
/// preedit the client has reset (fcitx5 after `XmbResetIC` draws over the old length) replaces what is
/// there instead of being ignored.
struct CompositionState: Equatable, Sendable {
    private(set) var characters: [Unicode.Scalar] = []
    private(set) var feedback: [PreeditFeedback] = []
    private(set) var caret = 0
    private(set) var caretVisible = true
    /// Between a start and a done callback (a draw without a start counts as one: fcitx5 sends none after
    /// a reset).
    private(set) var isComposing = false

    mutating func apply(_ event: PreeditEvent) {
        switch event {
        case .start:
            isComposing = true
        case let .draw(newCaret, changeFirst, changeLength, text, newFeedback):
            isComposing = true
            let first = min(max(changeFirst, 0), characters.count)
            let length = min(max(changeLength, 0), characters.count - first)
            let inserted = Array((text ?? "").unicodeScalars)
            // One feedback a character: missing ones are plain, extra ones dropped.
            let marks = inserted.indices.map { $0 < newFeedback.count ? newFeedback[$0] : [] }
            characters.replaceSubrange(first..<first + length, with: inserted)
            feedback.replaceSubrange(first..<first + length, with: marks)
            caret = min(max(newCaret, 0), characters.count)
        case let .caret(move, visible):
            caretVisible = visible
            switch move {
            case .absolute(let n): caret = n
            case .forwardCharacter: caret += 1
            case .backwardCharacter: caret -= 1
            case .lineStart: caret = 0
            case .lineEnd: caret = characters.count
            case .unchanged: break
            }
            caret = min(max(caret, 0), characters.count)
        case .done:
            self = CompositionState()
        }
    }

    /// Forgets the preedit (the host reset the input context, or the client went away).
    mutating func reset() { self = CompositionState() }

    /// What the client shows: nil when nothing is composed.
    ///
    /// fcitx5 with Anthy marks the segment being converted `XIMReverse` and everything else with no
    /// feedback at all, raw kana and converted segments alike; so a plain character is `.converted` while
    /// some segment is selected (the composition is being converted), `.raw` otherwise. Reverse or
    /// highlight is `.selected`; an underline alone is what XIM draws raw text with.
    var composition: Composition? {
        guard !characters.isEmpty else { return nil }
        let converting = feedback.contains { !$0.isDisjoint(with: [.reverse, .highlight]) }
        func highlight(_ f: PreeditFeedback) -> Composition.Highlight {
            if !f.isDisjoint(with: [.reverse, .highlight]) { return .selected }
            return converting ? .converted : .raw
        }
        var segments: [Composition.Segment] = []
        for (i, f) in feedback.enumerated() {
            let h = highlight(f)
            if let last = segments.last, last.highlight == h, last.range.upperBound == i {
                segments[segments.count - 1].range = last.range.lowerBound..<i + 1
            } else {
                segments.append(Composition.Segment(i..<i + 1, h))
            }
        }
        segments.removeAll { $0.highlight == .raw }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: characters)
        var c = Composition(text: String(text), segments: segments, cursor: caret)
        if !caretVisible { c.cursor = nil }
        return c
    }
}
