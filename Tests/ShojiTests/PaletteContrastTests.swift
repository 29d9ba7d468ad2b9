import Testing
@testable import Shoji

/// The semantic palette is readable: every text colour on every background it is drawn on reaches WCAG's
/// contrast ratio, 4.5:1 (AA) in light and dark and 7:1 (AAA) with increased contrast.
@Suite("Palette contrast")
struct PaletteContrastTests {
    /// WCAG 2's relative luminance of an sRGB colour (alpha ignored: the palette's text is opaque).
    static func luminance(_ c: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// WCAG 2's contrast ratio of two colours, 1…21.
    static func ratio(_ a: Color, _ b: Color) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// Text colour, the backgrounds it is drawn on, and what it is.
    static let pairs: [(text: Color, on: [Color], name: String)] = [
        (.label, [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .controlBackground,
                  .selectedContentBackground, .unemphasizedSelectedContentBackground], "label"),
        (.secondaryLabel, [.systemBackground, .secondarySystemBackground, .controlBackground], "secondaryLabel"),
        (.placeholderText, [.systemBackground, .controlBackground], "placeholderText"),
        (.destructive, [.systemBackground, .secondarySystemBackground], "destructive"),
        (.labelOnTint, [.tint], "labelOnTint"),
    ]

    @Test("Text on its backgrounds reaches 4.5:1 in light and dark, 7:1 with increased contrast",
          arguments: Appearance.allVariants)
    func contrast(in appearance: Appearance) {
        let needed = appearance.contrast == .increased ? 7.0 : 4.5
        for (text, backgrounds, name) in Self.pairs {
            for (i, bg) in backgrounds.enumerated() {
                let r = Self.ratio(text.resolved(for: appearance), bg.resolved(for: appearance))
                #expect(r >= needed, "\(name) on background \(i) in \(appearance): \(r)")
            }
        }
    }

    @Test("The ratio is WCAG's: black on white is 21:1, a colour on itself 1:1")
    func ratioItself() {
        #expect(abs(Self.ratio(.black, .white) - 21) < 0.01)
        #expect(Self.ratio(.gray, .gray) == 1)
    }

    @Test("Dark backgrounds are dark and dark text is light; increased contrast strengthens separators")
    func schemes() {
        #expect(Self.luminance(Color.systemBackground.resolved(for: .dark)) < 0.02)
        #expect(Self.luminance(Color.label.resolved(for: .dark)) > 0.7)
        let normal = Self.ratio(Color.separator.resolved(for: .light), Color.systemBackground.resolved(for: .light))
        let strong = Self.ratio(Color.separator.resolved(for: .lightIncreasedContrast),
                                Color.systemBackground.resolved(for: .lightIncreasedContrast))
        #expect(strong >= 3 && strong > normal)
        let darkStrong = Self.ratio(Color.separator.resolved(for: .darkIncreasedContrast),
                                    Color.systemBackground.resolved(for: .darkIncreasedContrast))
        #expect(darkStrong >= 3)
    }
}
