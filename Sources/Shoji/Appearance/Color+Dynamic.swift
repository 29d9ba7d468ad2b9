/// Where a dynamic colour's value comes from: a value for each of the four appearances (compared by
/// value, so two `Color(light:dark:)` of the same colours are equal), or a function of the appearance
/// (compared by identity: it may read what no table holds, such as the desktop's accent colour).
final class ColorProvider: Hashable, Sendable {
    /// The fixed colours in light, dark, light with increased contrast, dark with increased contrast.
    let variants: [Color]?
    private let function: (@Sendable (Appearance) -> Color)?

    init(variants: [Color]) {
        precondition(variants.count == 4 && !variants.contains(where: \.isDynamic))
        self.variants = variants; function = nil
    }

    init(function: @escaping @Sendable (Appearance) -> Color) {
        variants = nil; self.function = function
    }

    /// The fixed colour in `appearance`.
    func color(for appearance: Appearance) -> Color {
        if let variants { return variants[appearance.variantIndex] }
        // A provider may answer with another dynamic colour; that one resolves in the same appearance.
        return function!(appearance).resolved(for: appearance)
    }

    static func == (x: ColorProvider, y: ColorProvider) -> Bool {
        if x === y { return true }
        guard let v = x.variants, let w = y.variants else { return false }
        return v == w
    }

    func hash(into h: inout Hasher) {
        if let variants { h.combine(variants) } else { h.combine(ObjectIdentifier(self)) }
    }
}

extension Color {
    /// A dynamic colour: `light` in the light scheme, `dark` in the dark one, and in increased contrast the
    /// colours given for it (or, when none is, the normal ones).
    ///
    /// ```swift
    /// let cardBackground = Color(light: Color(white: 0.97), dark: Color(white: 0.16))
    /// ```
    public init(light: Color, dark: Color, lightIncreasedContrast: Color? = nil, darkIncreasedContrast: Color? = nil) {
        let all = [light, dark, lightIncreasedContrast ?? light, darkIncreasedContrast ?? dark]
        // Dynamic colours given as variants are taken at their own value in the matching appearance.
        let fixed = zip(all, Appearance.allVariants).map { $0.resolved(for: $1) }
        self.init(provider: ColorProvider(variants: fixed))
    }

    /// A dynamic colour `provider` computes for the appearance it is drawn in, as UIKit's
    /// `UIColor(dynamicProvider:)`; it is called each time the colour is read, so keep it cheap.
    ///
    /// ```swift
    /// let badge = Color { appearance in appearance.accentColor ?? (appearance.colorScheme == .dark ? .orange : .red) }
    /// ```
    public init(_ provider: @escaping @Sendable (Appearance) -> Color) {
        self.init(provider: ColorProvider(function: provider))
    }

    /// The colour `transform` makes of this one in each appearance (dynamic when this one is).
    func map(_ transform: @escaping @Sendable (Color) -> Color) -> Color {
        guard let provider else { return transform(self) }
        if let v = provider.variants { return Color(provider: ColorProvider(variants: v.map(transform))) }
        return Color { transform(self.resolved(for: $0)) }
    }
}
