/// What the text system says about a place between two characters of a layout (Pango's `PangoLogAttr`).
public struct TextBoundary: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The caret may stand here: a grapheme-cluster boundary (never inside e + a combining accent, a ZWJ
    /// emoji family, a flag, a Hangul syllable or a Thai cluster).
    public static let cursorPosition = TextBoundary(rawValue: 1 << 0)
    /// A word starts here.
    public static let wordStart = TextBoundary(rawValue: 1 << 1)
    /// A word ends here.
    public static let wordEnd = TextBoundary(rawValue: 1 << 2)
    /// Backspace here deletes only the last character of the cluster before, not all of it (Thai and
    /// Indic marks, decomposed Hangul), where the script's users expect that.
    public static let backspaceDeletesCharacter = TextBoundary(rawValue: 1 << 3)
    /// The character after this place is white space.
    public static let whitespace = TextBoundary(rawValue: 1 << 4)
}

/// One line of a laid-out text.
public struct TextLine: Hashable, Sendable {
    /// Its characters, in Unicode scalars from the layout's start (without the "\n" that ends it).
    public var range: Range<Int>
    /// Its logical box in the layout's coordinates: y from the line's top to its bottom, x over its
    /// characters.
    public var rect: Rect
    /// Whether the line's base direction is right to left (an Arabic or Hebrew paragraph).
    public var isRightToLeft: Bool

    /// A line over `range`, in `rect`.
    public init(range: Range<Int>, rect: Rect, isRightToLeft: Bool = false) {
        self.range = range; self.rect = rect; self.isRightToLeft = isRightToLeft
    }
}

/// A text layout an editor can work with: where the caret may stand and where it is drawn, which character
/// is under a point, how the caret moves on screen through mixed-direction text, and where the lines are.
///
/// Offsets count Unicode scalars of `text` (the Pango text system converts to and from UTF-8 bytes). Points
/// and rectangles are in the layout's coordinates: (0, 0) is the top-left of the box it was laid out in (of
/// the width given, for a wrapped layout); `Canvas.draw(_:at:color:)` is given that corner plus
/// `logicalOrigin`.
@MainActor
public protocol EditableTextLayout: TextLayout {
    /// Where the logical box starts inside the layout's box (right of 0 for centred, right-aligned or
    /// right-to-left lines).
    var logicalOrigin: Point { get }
    /// What the text system says about each place, from before the first scalar to after the last
    /// (`text.unicodeScalars.count + 1` entries).
    var boundaries: [TextBoundary] { get }
    /// The lines, top to bottom.
    var lines: [TextLine] { get }
    /// The caret at `offset`: the strong one (where text of the paragraph's direction is inserted) and the
    /// weak one (where text of the other direction goes); the same at a place with no direction change.
    func caretRects(at offset: Int) -> (strong: Rect, weak: Rect)
    /// The caret offset nearest `point` (the place between the characters under it that is closer).
    func offset(at point: Point) -> Int
    /// Where the caret goes from `offset` one cursor position to the right (`direction` 1) or to the left
    /// (-1) on screen, following the strong caret; nil when it would leave the layout's first or last line.
    func offsetMovingVisually(from offset: Int, direction: Int) -> Int?
    /// The boxes covering the characters in `range`, one or more a line (more where the range has runs of
    /// both directions), as a selection is highlighted.
    func selectionRects(for range: Range<Int>) -> [Rect]
}

public extension EditableTextLayout {
    /// The line holding `offset` (at a line's end, that line, unless it is also the next line's start).
    func lineIndex(at offset: Int) -> Int {
        let all = lines
        for (i, line) in all.enumerated() where offset < line.range.upperBound { return i }
        if let i = all.lastIndex(where: { offset >= $0.range.lowerBound }) { return i }
        return 0
    }
}

extension TextSystem {
    /// A layout an editor can ask about carets and boundaries. Text systems that cannot answer get the
    /// estimating system's (left to right, characters as clusters).
    public func editableLayout(_ text: String, style: TextStyle, width: Double?) -> EditableTextLayout {
        if let l = layout(text, style: style, width: width) as? EditableTextLayout { return l }
        return EstimatingTextSystem().layout(text, style: style, width: width) as! EditableTextLayout
    }
}
