/// The selection in an editable text: where it was started (`anchor`) and where it ends now (`head`, where
/// the caret is drawn and where Shift+arrow moves it). Equal ends: a caret and nothing selected.
///
/// Offsets count Unicode scalars (see `TextStorage`).
public struct TextSelection: Hashable, Sendable {
    /// The end that stays put while the selection is extended.
    public var anchor: Int
    /// The end that moves: the caret.
    public var head: Int

    /// A selection from `anchor` to `head` (in either order).
    public init(anchor: Int, head: Int) { self.anchor = anchor; self.head = head }
    /// A caret at `offset`, nothing selected.
    public init(caret offset: Int) { anchor = offset; head = offset }

    /// The offsets selected, in order.
    public var range: Range<Int> { min(anchor, head)..<max(anchor, head) }
    /// True when nothing is selected (just a caret).
    public var isEmpty: Bool { anchor == head }
    /// This selection limited to a text of `count` scalars.
    public func clamped(to count: Int) -> TextSelection {
        TextSelection(anchor: min(max(0, anchor), count), head: min(max(0, head), count))
    }
}

extension TextSelection {
    /// This selection in the text after `change`, which another view of the same document made, as GTK's
    /// marks move: an end before the change stays, an end after it moves by what the change added or took
    /// away, an end inside the replaced range goes to its start, and an end where text was inserted stays
    /// before it (what another view types at this caret does not push it along).
    public func adjusted(for change: TextStorage.Change) -> TextSelection {
        TextSelection(anchor: TextSelection.adjust(anchor, for: change), head: TextSelection.adjust(head, for: change))
    }

    private static func adjust(_ o: Int, for change: TextStorage.Change) -> Int {
        let r = change.range
        if o <= r.lowerBound { return o }
        if o >= r.upperBound { return o + change.delta }
        return r.lowerBound
    }
}
