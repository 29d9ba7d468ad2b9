import CPango
import Shoji

extension WordShaping {
    /// A line of kept words ending, after a space, in text the other models refuse (`TailedLineLayout`),
    /// or nil where Pango must lay it out: no such space, a head with combining accents or characters the
    /// ASCII font lacks, no letter in the head, a tab in the tail (its stop depends on where it is), a
    /// tail starting with a mark or a joiner (it would join the space), a tail whose runs Pango does not
    /// start apart from the stub's (`PangoTail`), or a line wider than `width`.
    func tailedLayout(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, info: StyleInfo, style: TextStyle,
                      width: Double?) -> TailedLineLayout? {
        // The head: what the accented-Latin model knows, up to its first unknown character.
        var cut = 0
        if AccentedLatin.scan(bytes, { scalar, _ in cut += scalar < 0x80 ? 1 : 2; return true }) { return nil }
        guard cut > 1, bytes[cut - 1] == 0x20, !bytes[cut...].contains(0x09) else { return nil }
        let head = UnsafeBufferPointer(rebasing: bytes[..<cut])
        var hasLetter = false, isASCII = true
        for b in head {
            if b >= 0x80 { isASCII = false; if b == 0xCC || b == 0xCD { return nil } }
            if (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A { hasLetter = true }
        }
        if !isASCII {
            guard let accented = info.accentedLatin(context: context, style: Self.key(style), defaultFamily: defaultFamily, flags: flags),
                  accented.accepts(head) else { return nil }
        } else if !hasLetter {
            return nil
        }
        let tailText = String(decoding: bytes[cut...], as: UTF8.self)
        guard let first = tailText.unicodeScalars.first else { return nil }
        switch first.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .modifierSymbol, .control: return nil
        default: break
        }
        guard let tail = tail(tailText, style: style) else { return nil }
        let pieces = info.latin.pieces(head, flags: flags)
        var total = tail.width
        for piece in pieces { total += piece.word.width }
        // Wider than the line: Pango breaks it (or ellipsizes it).
        if let width, total > Int32(saturating: width * Double(PANGO_SCALE)) { return nil }
        return TailedLineLayout(text: text, style: style, head: head, pieces: pieces, latin: info.latin, tail: tail,
                                xOffset: Self.alignmentOffset(style.alignment, layoutWidth: width, lineWidth: total),
                                whole: DeferredPangoLayout(context: context, defaultFamily: defaultFamily, width: width))
    }

    /// The line end `text` laid out after the stub, kept (refusals too).
    private func tail(_ text: String, style: TextStyle) -> PangoTail? {
        let key = Self.key(style)
        let k = TailKey(text: ByteExactText(text), style: key)
        if let known = tails[k] { return known }
        if tails.count >= Self.cachedTailLimit { tails.removeAll() }
        let made = PangoTail(text, context: context, style: key, defaultFamily: defaultFamily)
        tails[k] = .some(made)
        return made
    }
}
