extension View {
    /// The text system this view lays its text out with: its screen's host's (``ScreenHost/textSystem``),
    /// so two headless screens with different text systems never affect each other.
    ///
    /// A view in no window yet has no screen to ask: it measures with the process default,
    /// ``Typesetter/current`` (the estimating system unless the application installed another), and lays
    /// out again with its screen's once it is in a window whose system is another: the move calls
    /// ``View/systemFontDidChange()`` on it and its subviews, which drops what they measured.
    public var effectiveTextSystem: TextSystem { window?.screen?.host.textSystem ?? Typesetter.current }

    /// Lays `text` out in `style`, wrapped or cut at `width` (nil: one unbounded line), with
    /// ``effectiveTextSystem``.
    public func layoutText(_ text: String, style: TextStyle, width: Double? = nil) -> TextLayout {
        effectiveTextSystem.layout(text, style: style, width: width)
    }
}
