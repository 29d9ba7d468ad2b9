/// A text as a dictionary key that is equal to another only with the same UTF-8 bytes.
///
/// Why: `String`'s `==` and hash take canonically equivalent texts as one ("façade" with a precomposed
/// "ç" and with "c" and U+0327), but they shape to different clusters and their carets count different
/// characters: a word cache keyed by `String` handed one's glyphs to the other (found by
/// `AccentedLatinTests` once lines with combining accents were made from kept words). Hashing the bytes
/// also skips the normalization `String`'s hash does for text beyond ASCII.
struct ByteExactText: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (a: ByteExactText, b: ByteExactText) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

    func hash(into hasher: inout Hasher) {
        let utf8 = text.utf8
        hasher.combine(utf8.count)
        if utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in utf8 { hasher.combine(byte) }
        }
    }
}
