/// A text view's laid-out paragraphs, by paragraph index: only those laid out are kept, so a text of
/// millions of lines costs nothing here for the lines never shown. An array with a slot for every
/// paragraph (an optional layout and display each, 120 bytes) held 240 MB for a 64 MiB paste of short
/// lines before a single one of them was drawn.
struct ParagraphLayouts {
    struct Slot {
        var display: DisplayParagraph
        var layout: EditableTextLayout
    }

    private var slots: [Int: Slot] = [:]
    /// How many paragraphs the text has (laid out or not).
    private(set) var paragraphCount: Int

    init(paragraphCount: Int) { self.paragraphCount = paragraphCount }

    /// How many paragraphs are laid out.
    var laidOutCount: Int { slots.count }

    /// Paragraph `i`'s layout, if it has one.
    subscript(i: Int) -> Slot? {
        get { slots[i] }
        set { slots[i] = newValue }
    }

    /// Paragraphs `range` became `newCount` paragraphs (not laid out); the laid-out ones after them move.
    /// Costs as many steps as there are layouts kept, not paragraphs.
    mutating func replace(_ range: ClosedRange<Int>, newCount: Int) {
        let delta = newCount - range.count
        paragraphCount += delta
        for i in range { slots[i] = nil }
        guard delta != 0, slots.keys.contains(where: { $0 > range.upperBound }) else { return }
        var moved: [Int: Slot] = [:]
        moved.reserveCapacity(slots.count)
        for (i, slot) in slots { moved[i > range.upperBound ? i + delta : i] = slot }
        slots = moved
    }

    /// Drops the layouts of paragraphs outside `keep`.
    mutating func removeAll(outside keep: ClosedRange<Int>) {
        slots = slots.filter { keep.contains($0.key) }
    }

    /// Drops every layout; the text now has `paragraphCount` paragraphs.
    mutating func reset(paragraphCount: Int) {
        slots = [:]
        self.paragraphCount = paragraphCount
    }
}
