/// A long text going into a text view a piece at a time (a paste or a drop of megabytes): where the next
/// piece starts in the text, where it goes in the view's storage, and what has gone in so far. Pieces end
/// on a scalar's first byte, so no character is ever cut in half; a character of several scalars may span
/// two pieces, and is whole again once both are in (the storage keeps scalars, layout reads paragraphs).
struct TextInsertion {
    /// The whole text.
    let text: String
    /// Where the next piece starts in `text`.
    private var next: String.Index
    /// Where in the storage the next piece goes.
    var offset: Int
    /// Scalars inserted so far.
    var insertedCount = 0
    /// The undo history's revision after the last piece: while it is unchanged, the next piece joins the
    /// same undo step.
    var revision = 0
    /// What to do once the last piece is in (or the rest was given up): told where the text went in
    /// (as far as it is one run) and whether that was all of it.
    let completion: @MainActor (_ inserted: Range<Int>, _ complete: Bool) -> Void

    init(_ text: String, at offset: Int, completion: @escaping @MainActor (_ inserted: Range<Int>, _ complete: Bool) -> Void) {
        self.text = text
        next = text.utf8.startIndex
        self.offset = offset
        self.completion = completion
    }

    /// Whether every piece has been taken.
    var isFinished: Bool { next >= text.utf8.endIndex }

    /// Where the text went in so far.
    var insertedRange: Range<Int> { max(0, offset - insertedCount)..<offset }

    /// UTF-8 bytes not yet taken.
    var remainingBytes: Int { text.utf8.distance(from: next, to: text.utf8.endIndex) }

    /// The next piece, at most `maxBytes` of UTF-8 (at least one scalar); nil when all was taken.
    mutating func nextPiece(maxBytes: Int) -> Substring? {
        let utf8 = text.utf8
        guard next < utf8.endIndex else { return nil }
        var end = utf8.index(next, offsetBy: max(4, maxBytes), limitedBy: utf8.endIndex) ?? utf8.endIndex
        while end < utf8.endIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
        // By scalars, not `text[next..<end]`: String's own subscript rounds to whole characters.
        let piece = Substring(text.unicodeScalars[next..<end])
        next = end
        return piece
    }
}
