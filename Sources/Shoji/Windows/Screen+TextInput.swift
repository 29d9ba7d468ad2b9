/// Text input across the screen: the host's input method talks to whichever text input client the key window
/// focuses.
extension Screen {
    /// The key window's first responder when it takes text: where compositions go and whose caret the input
    /// method follows.
    public var textInputClient: TextInputClient? { keyWindow?.firstResponder as? TextInputClient }

    /// Hands the input method's composition (nil: it ended) to the text input client, if there is one.
    public func setComposition(_ composition: Composition?) {
        textInputClient?.setComposition(composition)
    }

    /// A text input client calls this when its caret moved, it started or stopped taking text, or
    /// `wantsInputMethod` changed: the host moves the input method's spot, or turns it on or off, after the
    /// current event (``ScreenHost/screenTextInputDidChange(_:)``).
    public func textInputDidChange() {
        host.screenTextInputDidChange(self)
        onTextInputChange?()
    }
}
