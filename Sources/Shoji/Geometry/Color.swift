/// A colour with straight (not premultiplied) alpha, components 0…1, sRGB.
///
/// A colour is either fixed (its four components) or dynamic: made with ``init(light:dark:lightIncreasedContrast:darkIncreasedContrast:)``
/// or ``init(_:)`` from the appearance it is drawn in, as UIKit's dynamic colours. A dynamic colour resolves
/// when it is read: reading `red`, `green`, `blue` or `alpha` gives its value in ``Appearance/current``,
/// which the screen sets to each window's appearance around its layout, drawing and events. So
/// `label.textColor = .secondaryLabel` is right in light and dark without the label doing anything.
public struct Color: Hashable, Sendable {
    // The fixed value; for a dynamic colour unused (nil `provider` means fixed).
    private var r, g, b, a: Double
    /// Where a dynamic colour's value comes from; nil for a fixed colour.
    let provider: ColorProvider?

    /// The red component, 0…1, in the current appearance. Setting it fixes a dynamic colour at its
    /// current value first.
    public var red: Double {
        get { provider == nil ? r : resolved().r }
        set { self = resolved(); r = newValue }
    }
    /// The green component, 0…1, in the current appearance (setting it fixes a dynamic colour).
    public var green: Double {
        get { provider == nil ? g : resolved().g }
        set { self = resolved(); g = newValue }
    }
    /// The blue component, 0…1, in the current appearance (setting it fixes a dynamic colour).
    public var blue: Double {
        get { provider == nil ? b : resolved().b }
        set { self = resolved(); b = newValue }
    }
    /// The opacity, 0…1, in the current appearance (setting it fixes a dynamic colour).
    public var alpha: Double {
        get { provider == nil ? a : resolved().a }
        set { self = resolved(); a = newValue }
    }

    /// A colour from its red, green, blue and alpha components, each 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        r = red; g = green; b = blue; a = alpha; provider = nil
    }
    /// A grey: 0 is black, 1 white.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
                  blue: Double(hex & 0xff) / 255, alpha: alpha)
    }
    /// A dynamic colour whose value `provider` gives.
    init(provider: ColorProvider) {
        r = 0; g = 0; b = 0; a = 0; self.provider = provider
    }

    /// Whether the colour depends on the appearance.
    public var isDynamic: Bool { provider != nil }

    /// The fixed colour this one is in `appearance` (itself, when it is fixed).
    public func resolved(for appearance: Appearance) -> Color {
        guard let provider else { return self }
        return provider.color(for: appearance)
    }

    /// The fixed colour this one is in ``Appearance/current``.
    public func resolved() -> Color {
        guard let provider else { return self }
        return provider.color(for: Appearance.current)
    }

    /// The same colour with another alpha (0 transparent, 1 opaque); a dynamic colour stays dynamic.
    public func withAlpha(_ alpha: Double) -> Color {
        guard provider != nil else { return Color(red: r, green: g, blue: b, alpha: alpha) }
        return map { $0.withAlpha(alpha) }
    }

    /// Linear blend: 0 gives `self`, 1 gives `other`; dynamic when either is.
    public func mixed(with other: Color, amount t: Double) -> Color {
        switch (provider, other.provider) {
        case (nil, nil):
            return Color(red: r + (other.r - r) * t, green: g + (other.g - g) * t,
                         blue: b + (other.b - b) * t, alpha: a + (other.a - a) * t)
        case (_, nil): return map { $0.mixed(with: other, amount: t) }
        case (nil, _): return other.map { self.mixed(with: $0, amount: t) }
        case let (p?, q?):
            if let v = p.variants, let w = q.variants {
                return Color(provider: ColorProvider(variants: zip(v, w).map { $0.mixed(with: $1, amount: t) }))
            }
            return Color { self.resolved(for: $0).mixed(with: other.resolved(for: $0), amount: t) }
        }
    }

    public static func == (x: Color, y: Color) -> Bool {
        switch (x.provider, y.provider) {
        case (nil, nil): return x.r == y.r && x.g == y.g && x.b == y.b && x.a == y.a
        case let (p?, q?): return p == q
        default: return false
        }
    }

    public func hash(into h: inout Hasher) {
        if let provider { h.combine(provider) } else { h.combine(r); h.combine(g); h.combine(b); h.combine(a) }
    }

    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// A middle grey.
    public static let gray = Color(white: 0.5)
    /// A light grey (75 % white).
    public static let lightGray = Color(white: 0.75)
    /// A dark grey (33 % white).
    public static let darkGray = Color(white: 0.33)
    /// Pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// A green that reads well on white.
    public static let green = Color(red: 0, green: 0.8, blue: 0)
    /// Pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Pure yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
}
