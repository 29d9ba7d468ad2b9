import Shoji

/// Find in the Workspace scene's current document, from the search field on its toolbar: as you type the
/// first match at or after the selection's start is selected (so typing on extends the same match);
/// Return goes to the next one after the selection, round past the end, as a text editor's Find Next.
@MainActor
enum WorkspaceFind {
    /// Where `query` next occurs in `text`, case ignored, starting at scalar offset `start` and going round
    /// past the end; in Unicode scalars (the text view's offsets). Nil: nowhere, or an empty query.
    static func range(of query: String, in text: String, from start: Int) -> Range<Int>? {
        let needle = query.unicodeScalars.map(fold)
        guard !needle.isEmpty else { return nil }
        let hay = text.unicodeScalars.map(fold)
        guard hay.count >= needle.count else { return nil }
        let last = hay.count - needle.count
        let from = min(max(0, start), last + 1)
        func matches(at i: Int) -> Bool { (0..<needle.count).allSatisfy { hay[i + $0] == needle[$0] } }
        // From `start` to the end, then round from the top to `start`.
        guard let i = (from..<(last + 1)).first(where: matches) ?? (0..<from).first(where: matches) else { return nil }
        return i..<(i + needle.count)
    }

    /// A scalar compared without its case: its lowercase form when that is one scalar (as for every
    /// letter a document here holds), else itself, so offsets stay the text's.
    private static func fold(_ s: Unicode.Scalar) -> Unicode.Scalar {
        let lower = s.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : s
    }

    /// Selects the match of `query` in `text` (the next one after the selection when `next`), and traces
    /// `workspace.find` (`text`, `start`, `found`).
    static func find(_ query: String, in text: TextView, next: Bool) {
        let sel = text.selectedRange
        let found = range(of: query, in: text.text, from: next ? sel.upperBound : sel.lowerBound)
        if let found { text.selectedRange = found }
        Trace.emit("workspace.find", ["text": .string(query), "start": TraceValue(found?.lowerBound ?? -1),
                                      "found": .bool(found != nil)])
    }
}
