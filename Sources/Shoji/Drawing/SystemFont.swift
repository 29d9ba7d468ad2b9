/// The UI font: the family and size that every text style naming no family of its own is set in, as
/// GTK's `gtk-font-name` is the font of every label, control, menu and tool tip that does not choose one.
///
/// The desktop says it as a Pango font description (`Gtk/FontName`: "Cantarell 11", "Noto Sans CJK JP 10");
/// ``Screen/desktopSettings`` carries it and the screen sets ``Typesetter/systemFont`` from it, live. Sizes
/// are kept relative: a style naming no family keeps its proportion to body text (a caption stays smaller,
/// a title bigger), so `TextStyle.body` (15 points) becomes the desktop's size and every other such style
/// grows or shrinks by the same factor. A style that names a family is the app's own font and is set
/// exactly as asked.
public struct SystemFont: Hashable, Sendable {
    /// The family first tried, before the toolkit's own list (nil: the toolkit's own list alone).
    public var family: String?
    /// The size of body text, in points (a point is a pixel at scale 1, 96 dots per inch).
    public var size: Double

    /// A UI font of `family` (nil: the toolkit's) whose body text is `size` points.
    public init(family: String?, size: Double) {
        self.family = family
        self.size = size
    }

    /// The toolkit's own: its family list, body text at 15 points. What a desktop that names no font gets.
    public static let standard = SystemFont(family: nil, size: 15)

    /// The font a Pango font description names ("Cantarell 11", "DejaVu Sans Bold 10", "Sans 14px"):
    /// the family, and the size in typographic points (1/72 inch, so 11 is 14.67 of Shoji's points) or,
    /// with `px`, in pixels. Style words (Bold, Italic…) are not part of the family and are left out; a part
    /// missing keeps the standard's, and a size outside `Limits.systemFontSize` is clamped (another program
    /// wrote it). nil or an empty description: ``standard``.
    public init(description: String?) {
        self = .standard
        guard let description else { return }
        var words = description.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if let last = words.last, let points = Self.size(last) {
            size = min(max(points, Limits.systemFontSize.lowerBound), Limits.systemFontSize.upperBound)
            words.removeLast()
        }
        while let last = words.last, Self.styleWords.contains(last.lowercased()) { words.removeLast() }
        var name = words.joined(separator: " ")
        while name.hasSuffix(",") { name.removeLast() }
        // Pango's generic aliases mean "the default": the toolkit's own list already ends in them.
        if !name.isEmpty, !["sans", "sans-serif"].contains(name.lowercased()) { family = name }
    }

    /// A size word: points ("11", "10.5"), or pixels with `px`.
    private static func size(_ word: String) -> Double? {
        if word.hasSuffix("px"), let px = Double(word.dropLast(2)), px > 0, px.isFinite { return px }
        guard let pt = Double(word), pt > 0, pt.isFinite else { return nil }
        return pt * 96 / 72
    }

    /// Pango's style, variant, weight, stretch and gravity words, which may follow the family.
    private static let styleWords: Set<String> = [
        "normal", "roman", "oblique", "italic", "small-caps", "all-small-caps", "petite-caps", "all-petite-caps",
        "unicase", "title-caps", "thin", "ultra-light", "extra-light", "light", "semi-light", "demi-light",
        "book", "regular", "medium", "semi-bold", "demi-bold", "bold", "ultra-bold", "extra-bold", "heavy",
        "black", "ultra-black", "extra-black", "ultra-condensed", "extra-condensed", "condensed",
        "semi-condensed", "semi-expanded", "expanded", "extra-expanded", "ultra-expanded",
    ]
}

extension TextStyle {
    /// This style set in `font`: a style naming no family gets the font's size in proportion (its size
    /// times `font.size` ÷ 15); a style naming a family is returned as it is. The family itself is the
    /// text system's business (``Typesetter/systemFont``'s family goes first in its list).
    public func resolved(with font: SystemFont) -> TextStyle {
        guard family == nil, font.size != SystemFont.standard.size else { return self }
        var s = self
        // Rounded to 1/64 point so that equal requests make equal cache keys.
        s.size = (size * font.size / SystemFont.standard.size * 64).rounded() / 64
        return s
    }
}

extension Typesetter {
    /// The UI font every style that names no family is set in (``SystemFont``): the desktop's
    /// (`Gtk/FontName`), set by each ``Screen`` as its ``Screen/desktopSettings`` change; ``SystemFont/standard``
    /// when the desktop names none. An app may set it itself; the desktop's next change of font sets it again.
    /// Process-wide, as UIKit's system font is: one desktop, one UI font, and styles resolve it where they
    /// have no screen to ask.
    public static var systemFont = SystemFont.standard
}
