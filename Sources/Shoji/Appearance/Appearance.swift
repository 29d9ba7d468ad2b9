/// How things look where a colour is drawn: the colour scheme, the contrast, the accent. Dynamic colours
/// (``Color/init(light:dark:lightIncreasedContrast:darkIncreasedContrast:)``, the semantic colours) resolve
/// against it, as UIKit's against a `UITraitCollection`.
///
/// Each window has one (``Window/effectiveAppearance``), resolved from the window's and the app's
/// ``AppearancePreference`` and the desktop's settings; the screen makes it ``current`` while it lays out,
/// draws and sends events to that window.
public struct Appearance: Hashable, Sendable {
    /// Light or dark.
    public enum ColorScheme: Hashable, Sendable { case light, dark }
    /// Normal contrast, or the stronger one a user who asks for it gets (text at 7:1, darker separators).
    public enum Contrast: Hashable, Sendable { case normal, increased }

    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Normal or increased.
    public var contrast: Contrast
    /// The desktop's accent colour, when it has one (``Color/tint`` follows it).
    public var accentColor: Color?

    /// An appearance; the default is light, normal contrast, the toolkit's own accent.
    public init(colorScheme: ColorScheme = .light, contrast: Contrast = .normal, accentColor: Color? = nil) {
        self.colorScheme = colorScheme; self.contrast = contrast
        self.accentColor = accentColor?.resolved(for: Appearance.fixed(colorScheme, contrast))
    }

    private static func fixed(_ s: ColorScheme, _ c: Contrast) -> Appearance {
        var a = Appearance.light
        a.colorScheme = s; a.contrast = c
        return a
    }

    /// Light, normal contrast.
    public static let light = Appearance(colorScheme: .light)
    /// Dark, normal contrast.
    public static let dark = Appearance(colorScheme: .dark)
    /// Light, increased contrast.
    public static let lightIncreasedContrast = Appearance(colorScheme: .light, contrast: .increased)
    /// Dark, increased contrast.
    public static let darkIncreasedContrast = Appearance(colorScheme: .dark, contrast: .increased)

    /// The four, in the order a dynamic colour's variants are kept.
    static let allVariants: [Appearance] = [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast]

    /// Where this appearance's colour is in a dynamic colour's variants.
    var variantIndex: Int { (colorScheme == .dark ? 1 : 0) + (contrast == .increased ? 2 : 0) }

    /// The appearance dynamic colours resolve against now: the screen sets it to a window's while it lays
    /// out, draws or sends events to it; elsewhere light.
    public static var current: Appearance { currentValue }
    // A task-local: safe to read from any thread (a colour is Sendable), set only by `performAsCurrent`.
    @TaskLocal private static var currentValue = Appearance.light

    /// Runs `body` with this appearance as ``current`` (to resolve colours outside drawing, or in a test).
    public func performAsCurrent<R>(_ body: () throws -> R) rethrows -> R {
        try Appearance.$currentValue.withValue(self, operation: body)
    }
}
