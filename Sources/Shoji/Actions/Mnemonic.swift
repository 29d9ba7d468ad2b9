/// A title's mnemonic, as Qt marks it: `&` before the letter that opens the item with Alt ("&File" is
/// Alt+F), `&&` for an ampersand. A Japanese title puts the letter in parentheses after it,
/// "ファイル(&F)", as Windows and Qt programs do.
public struct Mnemonic: Hashable, Sendable {
    /// The title as shown, marks removed.
    public let text: String
    /// The marked letter, lower-case (nil: none).
    public let key: Character?
    /// Where the marked letter is in ``text``, as a Character offset, for the underline.
    public let offset: Int?

    /// Reads the marks in `title`.
    public init(_ title: String) {
        var text = ""
        var key: Character?
        var offset: Int?
        var count = 0
        var chars = title.makeIterator()
        while let c = chars.next() {
            guard c == "&" else { text.append(c); count += 1; continue }
            guard let n = chars.next() else { break }
            if n != "&", key == nil {
                key = Character(n.lowercased())
                offset = count
            }
            text.append(n)
            count += 1
        }
        self.text = text
        self.key = key
        self.offset = offset
    }
}
