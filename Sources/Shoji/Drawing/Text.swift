/// How a run of text looks and wraps.
public struct TextStyle: Hashable, Sendable {
    public enum Weight: Hashable, Sendable { case regular, medium, bold }
    public enum Wrapping: Hashable, Sendable {
        /// One line, cut with "…" at the end when too long.
        case truncate
        /// As many lines as it takes (or `maxLines`, the last one ending in "…").
        case wrap
    }

    /// nil: the default UI family (with CJK fallback, as fontconfig orders it).
    public var family: String?
    /// Pixel size of the em, in points.
    public var size: Double
    public var weight: Weight
    public var wrapping: Wrapping
    public var maxLines: Int
    public var alignment: TextAlignment

    public init(family: String? = nil, size: Double = 15, weight: Weight = .regular,
                wrapping: Wrapping = .truncate, maxLines: Int = 0, alignment: TextAlignment = .leading) {
        self.family = family; self.size = size; self.weight = weight
        self.wrapping = wrapping; self.maxLines = maxLines; self.alignment = alignment
    }

    public static let body = TextStyle()
    public static let caption = TextStyle(size: 12)
    public static let headline = TextStyle(size: 17, weight: .bold)
    public static let title = TextStyle(size: 22, weight: .bold)

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

public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

/// Text shaped and broken into lines, ready to measure and draw. Backends cache their native layout in it.
@MainActor
public protocol TextLayout: AnyObject {
    var text: String { get }
    var style: TextStyle { get }
    /// The ink-independent logical size: line heights times lines, widest line.
    var size: Size { get }
    var lineCount: Int { get }
}

/// Makes text layouts. The host installs the real one (Pango); headless logic tests get an estimate.
@MainActor
public protocol TextSystem: AnyObject {
    /// `width` nil: no wrapping or truncation width.
    func layout(_ text: String, style: TextStyle, width: Double?) -> TextLayout
    /// Installed font families, sorted.
    func familyNames() -> [String]
}

/// The process-wide text system, as UIKit's fonts are process-wide.
@MainActor
public enum Typesetter {
    public static var current: TextSystem = EstimatingTextSystem()

    public static func layout(_ text: String, style: TextStyle, width: Double? = nil) -> TextLayout {
        current.layout(text, style: style, width: width)
    }
}

/// A text system with fixed advances (0.6 em, CJK 1 em). It draws nothing, but gives logic tests stable,
/// backend-free sizes.
@MainActor
public final class EstimatingTextSystem: TextSystem {
    public init() {}

    final class Layout: TextLayout {
        let text: String, style: TextStyle, size: Size, lineCount: Int
        init(text: String, style: TextStyle, size: Size, lineCount: Int) {
            self.text = text; self.style = style; self.size = size; self.lineCount = lineCount
        }
    }

    public func layout(_ text: String, style: TextStyle, width: Double?) -> TextLayout {
        let advance = { (c: Character) -> Double in
            (c.unicodeScalars.first?.value ?? 0) >= 0x2E80 ? style.size : style.size * 0.6
        }
        let lineHeight = (style.size * 1.25).rounded(.up)
        var lines = 1, x = 0.0, widest = 0.0
        for c in text {
            if c == "\n" { lines += 1; widest = max(widest, x); x = 0; continue }
            let w = advance(c)
            if style.wrapping == .wrap, let width, x + w > width, x > 0 { lines += 1; widest = max(widest, x); x = 0 }
            x += w
        }
        widest = max(widest, x)
        if style.maxLines > 0 { lines = min(lines, style.maxLines) }
        if let width { widest = min(widest, width) }
        return Layout(text: text, style: style, size: Size(width: widest.rounded(.up), height: lineHeight * Double(lines)),
                      lineCount: lines)
    }

    public func familyNames() -> [String] { ["Sans", "Serif", "Monospace"] }
}
