/// What one paragraph of an editable text shows, and how its offsets map back to the text's: a secure
/// field shows a bullet for each scalar (so cursor stops and words say nothing about the hidden text), and
/// an input method's composition is spliced in at the caret in place of the selection, as GTK does (it
/// never enters the storage). A hit inside the composition lands on the caret, so hit testing skips it.
struct DisplayParagraph {
    /// Where the paragraph starts in the text (moved, without laying it out again, when text before it
    /// changes), and how many scalars of it there are.
    var start: Int
    let count: Int
    /// What is laid out.
    let text: String
    /// Where the composition sits, from the paragraph's start; nil: none here.
    let splice: Int?
    /// How many scalars of the text the composition hides after `splice` (the selection it replaces).
    let hidden: Int
    /// How many scalars the composition has.
    let compositionCount: Int

    static let bullet: Unicode.Scalar = "\u{2022}"

    /// The paragraph of `storage` over `range`; `composition` at `selection`'s start when that lies in it.
    init(storage: TextStorage, range: Range<Int>, secure: Bool, composition: Composition?, selection: TextSelection) {
        start = range.lowerBound; count = range.count
        let composed = composition.map { c in
            !c.isEmpty && (range.contains(selection.range.lowerBound) || range.upperBound == selection.range.lowerBound)
        } ?? false
        if !secure, !composed {
            // The paragraph as it is stored, straight into a string (no array of scalars between).
            text = storage.string(in: range)
            splice = nil; hidden = 0; compositionCount = 0
            return
        }
        var scalars = secure ? [Unicode.Scalar](repeating: DisplayParagraph.bullet, count: range.count)
                             : storage.scalars.array(in: range)
        if let composition, !composition.isEmpty, range.contains(selection.range.lowerBound) || range.upperBound == selection.range.lowerBound {
            let at = selection.range.lowerBound - range.lowerBound
            let hide = min(selection.range.upperBound, range.upperBound) - selection.range.lowerBound
            let comp = Array(composition.text.unicodeScalars)
            scalars.replaceSubrange(at..<at + hide, with: comp)
            splice = at; hidden = hide; compositionCount = comp.count
        } else {
            splice = nil; hidden = 0; compositionCount = 0
        }
        text = String(String.UnicodeScalarView(scalars))
    }

    /// The display offset (in `text`) of the text's `offset`.
    func display(_ offset: Int) -> Int {
        let r = min(max(0, offset - start), count)
        guard let splice else { return r }
        if r <= splice { return r }
        if r < splice + hidden { return splice }
        return r - hidden + compositionCount
    }

    /// The text's offset of display offset `d` (inside the composition: where it sits).
    func storage(_ d: Int) -> Int {
        guard let splice else { return start + d }
        if d <= splice { return start + d }
        if d < splice + compositionCount { return start + splice }
        return start + d - compositionCount + hidden
    }

    /// The composition's display range, if it is in this paragraph.
    var compositionRange: Range<Int>? { splice.map { $0..<$0 + compositionCount } }
}
