import CPango

/// Pango's break attributes of a paragraph of ASCII (`pango_get_log_attrs`), made from the last
/// paragraph's where one letter was typed or deleted between two letters.
///
/// Why: in a paragraph of a megabyte, `pango_get_log_attrs` over all of it was 729 M of a key's 1.24 G
/// instructions, for a key that changed one place inside a word.
///
/// Why that is exact: every rule Pango's `pango_default_break` applies to ASCII (UAX #14 line breaks,
/// UAX #29 word and sentence boundaries) decides a place between two letters from those two letters
/// alone (no break, no word or sentence boundary: a cursor position and a character break), and a letter
/// put between two letters is next to no other character: the places around the other characters have
/// the same neighbours as before, and the sentence rule that looks ahead (SB8) stops at the first letter
/// after a full stop, which is the same letter. So the two places either side of the new letter are
/// copies of the place it was typed at, and every other place is the one before, moved by one. (Deleting
/// a letter between two letters is the same, backwards.) Anything else is Pango's whole pass.
/// `BreakAttributesTests` holds the result to Pango's whole pass over random edits.
@MainActor
enum BreakAttributes {
    /// `bytes`' attributes (one more than there are bytes), from `run`'s last paragraph where they can be;
    /// kept in `run` for the next.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, in run: ScriptRun) -> [PangoLogAttr] {
        let attrs = spliced(bytes, run.lastBreaks) ?? whole(bytes, in: run)
        run.lastBreaks = (Array(bytes), attrs)
        return attrs
    }

    /// Pango's pass over all of `bytes`.
    static func whole(_ bytes: UnsafeBufferPointer<UInt8>, in run: ScriptRun) -> [PangoLogAttr] {
        let n = bytes.count
        var attrs = [PangoLogAttr](repeating: PangoLogAttr(), count: n + 1)
        bytes.withMemoryRebound(to: CChar.self) { p in
            pango_get_log_attrs(p.baseAddress, Int32(n), 0, run.analysis.language.map(OpaquePointer.init), &attrs, Int32(attrs.count))
        }
        return attrs
    }

    private static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    /// `bytes`' attributes from `last`'s, or nil unless `bytes` is `last` with one letter put in or taken
    /// out between two letters.
    static func spliced(_ bytes: UnsafeBufferPointer<UInt8>, _ last: (bytes: [UInt8], attrs: [PangoLogAttr])?) -> [PangoLogAttr]? {
        guard let last else { return nil }
        let n = bytes.count, m = last.bytes.count
        guard n == m + 1 || n + 1 == m else { return nil }
        // The longer text, the shorter, and where the letter is in the longer.
        return last.bytes.withUnsafeBufferPointer { old -> [PangoLogAttr]? in
            let (long, short) = n > m ? (bytes, old) : (old, bytes)
            var p = 0
            while p < short.count, long[p] == short[p] { p += 1 }
            guard p >= 1, p + 1 < long.count, isLetter(long[p - 1]), isLetter(long[p]), isLetter(long[p + 1]),
                  long[(p + 1)...].elementsEqual(short[p...])
            else { return nil }
            var attrs: [PangoLogAttr] = []
            attrs.reserveCapacity(n + 1)
            if n > m {
                // Typed at place p: places p and p + 1 are copies of the old place p.
                attrs.append(contentsOf: last.attrs[0...p])
                attrs.append(contentsOf: last.attrs[p...])
            } else {
                // Deleted at place p: old places p and p + 1 (the same) become one.
                attrs.append(contentsOf: last.attrs[0...p])
                attrs.append(contentsOf: last.attrs[(p + 2)...])
            }
            return attrs
        }
    }
}
