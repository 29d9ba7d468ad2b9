/// Counts of the text system's costly steps, for tests and benchmarks that check what a key costs (counts
/// of work done, not times: a loaded machine makes times noise).
@MainActor
enum TextWork {
    /// Layouts Pango made whole (itemized, broken into lines and shaped).
    static var pangoLayouts = 0
    /// Words (or runs of spaces) shaped by Pango for the word-shaped lines.
    static var shapedWords = 0
    /// Pair-kerning tables made (`PairKerning.make`).
    static var pairTables = 0
    /// Styles set up for word-shaped lines (`StyleInfo.make`: a sample shaped and compared with Pango's).
    static var styleSetUps = 0
}
