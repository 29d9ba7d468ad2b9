/// A unit of text a screen reader reads at a time (AT-SPI's text granularities).
public enum AccessibilityTextGranularity: Sendable, CaseIterable {
    /// One character (a Unicode scalar).
    case character
    /// From the start of the word at the offset to the start of the next one (the spaces between included).
    case word
    /// From the start of the sentence at the offset to the start of the next one.
    case sentence
    /// From the start of the line on screen (a wrapped line, in a text view) to the start of the next one.
    case line
    /// From the start of the paragraph to the start of the next one (its "\n" included).
    case paragraph
}

/// What an element whose text can be read by parts, and perhaps edited, tells assistive technology
/// (AT-SPI's `Text` and `EditableText`): `TextField` and `TextView` answer it. Offsets count Unicode
/// scalars of `accessibilityText` (which is bullets for secure text); rectangles are in screen points.
@MainActor
public protocol AccessibleText: AnyObject {
    /// Where the caret is.
    var accessibilityCaretOffset: Int { get }
    /// The selected characters; empty when nothing is selected.
    var accessibilitySelectedRange: Range<Int> { get }
    /// Selects `range` (empty: puts the caret there), as the user could; false when it cannot.
    func accessibilitySetSelectedRange(_ range: Range<Int>) -> Bool
    /// The range of the unit of `granularity` that holds `offset` (empty past the end).
    func accessibilityRange(of granularity: AccessibilityTextGranularity, at offset: Int) -> Range<Int>
    /// The box of the character at `offset`, in screen points (zero-width at the end of the text).
    func accessibilityFrame(ofCharacterAt offset: Int) -> Rect
    /// The character under `point` (screen points), or nil when it is outside the text.
    func accessibilityCharacterOffset(at point: Point) -> Int?
    /// Whether `accessibilityReplaceText` may change the text (an editable, enabled element).
    var isAccessibilityTextEditable: Bool { get }
    /// Replaces `range` with `text` through the element's ordinary editing path (its filter, its
    /// `shouldChangeText`, undo, did-change); false when nothing changed.
    func accessibilityReplaceText(in range: Range<Int>, with text: String) -> Bool
    /// Copies the characters in `range` to the pasteboard (never secure text); false when it could not.
    func accessibilityCopyText(in range: Range<Int>) -> Bool
    /// Inserts the pasteboard's text at `offset` as an edit; false when nothing was inserted.
    func accessibilityPasteText(at offset: Int) -> Bool
}
