/// How a run of text looks and wraps.
public struct TextStyle: Hashable, Sendable {
    /// How heavy the face is: regular, medium or bold.
    public enum Weight: Hashable, Sendable { case regular, medium, bold }
    /// What happens to text wider than its room.
    public enum Wrapping: Hashable, Sendable {
        /// One line, cut with "…" at the end when too long.
        case truncate
        /// As many lines as it takes (or `maxLines`, the last one ending in "…").
        case wrap
    }

    /// nil: the UI font (``Typesetter/systemFont``: the desktop's family, then the toolkit's list with CJK
    /// fallback, as fontconfig orders it), at a size that follows the UI font's (see ``resolved(with:)``).
    /// A family named here is the app's own font: set exactly as asked, whatever the desktop says.
    public var family: String?
    /// Pixel size of the em, in points.
    public var size: Double
    /// How heavy the face is.
    public var weight: Weight
    /// Whether text wider than the room is cut or wrapped.
    public var wrapping: Wrapping
    /// With `.wrap`, the most lines shown (0: no limit); the last shown line ends in "…" when text is left over.
    public var maxLines: Int
    /// How lines are aligned in the layout's width.
    public var alignment: TextAlignment

    /// A style; the defaults are the body text of the default family.
    public init(family: String? = nil, size: Double = 15, weight: Weight = .regular,
                wrapping: Wrapping = .truncate, maxLines: Int = 0, alignment: TextAlignment = .leading) {
        self.family = family; self.size = size; self.weight = weight
        self.wrapping = wrapping; self.maxLines = maxLines; self.alignment = alignment
    }

    /// Body text: 15 points, regular.
    public static let body = TextStyle()
    /// Small text under a title: 12 points.
    public static let caption = TextStyle(size: 12)
    /// A row's or a panel's title: 17 points, bold.
    public static let headline = TextStyle(size: 17, weight: .bold)
    /// A screen's title: 22 points, bold.
    public static let title = TextStyle(size: 22, weight: .bold)

    /// This style with the given attributes changed.
    public func with(size: Double? = nil, weight: Weight? = nil, wrapping: Wrapping? = nil,
                     alignment: TextAlignment? = nil) -> TextStyle {
        var s = self
        if let size { s.size = size }
        if let weight { s.weight = weight }
        if let wrapping { s.wrapping = wrapping }
        if let alignment { s.alignment = alignment }
        return s
    }
}

/// How lines sit in the width they are laid out in: at the leading edge (the left, for left-to-right text),
/// centred, or at the trailing edge.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

/// Text shaped and broken into lines, ready to measure and draw. Backends cache their native layout in it.
@MainActor
public protocol TextLayout: AnyObject {
    /// The text laid out.
    var text: String { get }
    /// The style it was laid out in.
    var style: TextStyle { get }
    /// The ink-independent logical size: line heights times lines, widest line.
    var size: Size { get }
    /// How many lines the text took.
    var lineCount: Int { get }
}

/// Makes text layouts. The host installs the real one (Pango); headless logic tests get an estimate.
@MainActor
public protocol TextSystem: AnyObject {
    /// `width` nil: no wrapping or truncation width.
    func layout(_ text: String, style: TextStyle, width: Double?) -> TextLayout
    /// Installed font families, sorted.
    func familyNames() -> [String]
    /// A view starts editing text in `style`: the system may get ready to lay out its small changes fast
    /// (Pango's readies the font's pair kerning). Does nothing unless the system says otherwise.
    func prepareForEditing(_ style: TextStyle)
    /// A view starts editing `text`, a paragraph it lays out in `style` at `width`: the system may also get
    /// ready what a small change of that text needs (Pango's keeps its words shaped). Does what
    /// ``prepareForEditing(_:)`` does unless the system says otherwise.
    func prepareForEditing(_ text: String, style: TextStyle, width: Double?)
}

extension TextSystem {
    /// Nothing to get ready.
    public func prepareForEditing(_ style: TextStyle) {}
    /// The style's preparation only.
    public func prepareForEditing(_ text: String, style: TextStyle, width: Double?) { prepareForEditing(style) }
}

/// The process default text system: what a view measures with before it is in a window, and what the
/// process's own host (``ProcessScreenHost``) lays out with. A view in a window lays out with its screen's
/// host's text system (``View/effectiveTextSystem``), so tests set that one, never this.
@MainActor
public enum Typesetter {
    /// The process default text system; the X11 application installs Pango's. Headless screens do not
    /// read it: each ``InMemoryScreenHost`` has a text system of its own.
    public static var current: TextSystem = EstimatingTextSystem()

    /// Lays `text` out in `style`, wrapped or cut at `width` (nil: one unbounded line), with `current`.
    public static func layout(_ text: String, style: TextStyle, width: Double? = nil) -> TextLayout {
        current.layout(text, style: style, width: width)
    }
}

/// A text system with fixed advances (0.6 em, CJK 1 em). It draws nothing, but gives logic tests stable,
/// backend-free sizes.
@MainActor
public final class EstimatingTextSystem: TextSystem {
    /// An estimating text system.
    public init() {}

    /// Text in `style` as ``Typesetter/systemFont`` sets it (sizes follow the UI font's).
    public func layout(_ text: String, style: TextStyle, width: Double?) -> TextLayout {
        EstimatingTextLayout(text: text, style: style.resolved(with: Typesetter.systemFont), width: width)
    }

    public func familyNames() -> [String] { ["Sans", "Serif", "Monospace"] }
}
