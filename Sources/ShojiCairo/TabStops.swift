import CPango
import Shoji

/// Where Pango 1.50 puts the tabs of a layout that sets no tab array (`PangoTextLayout` sets none): a
/// stop every `width`, the width of eight spaces in the layout's font (`ensure_tab_width`: eight spaces
/// shaped with the analysis of a space); a tab goes to the first stop at least one space past where the
/// line has reached (`shape_tab`), so a text ending just short of a stop moves on to the next.
struct TabStops: Equatable {
    /// The distance between stops, in Pango units (positive).
    let width: Int32

    /// The width of a tab that starts `x` Pango units into the line (not negative): to the next stop at
    /// least a space (an eighth of `width`) past `x`.
    func advance(from x: Int32) -> Int32 {
        let space = width / 8
        let stop = max(1, (Int64(x) + Int64(space) + Int64(width) - 1) / Int64(width)) * Int64(width)
        return Int32(clamping: stop - Int64(x))
    }
}

extension StyleInfo {
    /// This style's tab stops: eight spaces shaped as Pango's layout shapes them (nil: no width).
    func tabStops(flags: PangoShapeFlags) -> TabStops? {
        if let known = tabStopsMade { return known }
        var spaces = "        "
        let width = spaces.withUTF8 { common.word($0, flags: flags).width }
        let stops = width > 0 ? TabStops(width: width) : nil
        tabStopsMade = .some(stops)
        return stops
    }

    /// A tab's glyph `width` wide, kept by width: the same few widths come back on every key.
    func tab(width: Int32) -> ShapedWord {
        if let known = tabWords[width] { return known }
        // Bounded: unrounded positions could give a new width for every place a tab lands.
        if tabWords.count >= 256 { tabWords.removeAll(keepingCapacity: true) }
        let made = ShapedWord.tab(width: width)
        tabWords[width] = made
        return made
    }
}
