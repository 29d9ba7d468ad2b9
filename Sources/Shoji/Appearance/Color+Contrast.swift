/// WCAG 2's measures of legibility, on the colour as it is in the current appearance: what the palette is
/// chosen by, and how a control picks black or white text for a face it does not know in advance.
extension Color {
    /// WCAG 2's relative luminance, 0 (black) … 1 (white); alpha is ignored.
    public var relativeLuminance: Double {
        let c = resolved()
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// WCAG 2's contrast ratio with `other`, 1 … 21 (4.5 is AA for text, 7 AAA).
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Text for a face of colour `fill`: white or black, whichever reads better on it in each appearance (a
    /// light red in the dark takes black, the same red darker in light takes white).
    public static func label(on fill: Color) -> Color {
        Color { appearance in
            let face = fill.resolved(for: appearance)
            return face.contrastRatio(with: .white) >= face.contrastRatio(with: .black) ? .white : .black
        }
    }
}
