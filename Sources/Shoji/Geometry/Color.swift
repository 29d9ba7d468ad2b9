/// A colour with straight (not premultiplied) alpha, components 0…1, sRGB.
public struct Color: Hashable, Sendable {
    /// The components, each 0…1; colours are not premultiplied.
    public var red, green, blue, alpha: Double

    /// A colour from its red, green, blue and alpha components, each 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// A grey: 0 is black, 1 white.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
                  blue: Double(hex & 0xff) / 255, alpha: alpha)
    }

    /// The same colour with another alpha (0 transparent, 1 opaque).
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// Linear blend: 0 gives `self`, 1 gives `other`.
    public func mixed(with other: Color, amount t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
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
    /// The accent used by controls (iOS's system blue).
    public static let tint = Color(hex: 0x007AFF)
}
