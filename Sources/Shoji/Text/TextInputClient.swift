/// A responder that takes text from the keyboard and from input methods, as UIKit's `UIKeyInput` and the
/// marked-text part of `UITextInput`: text fields and text views adopt it.
///
/// Typed and committed text still arrives as `keyDown(_:)` with the key's text (an input method's commit of
/// 日本語 is one key event whose text is "日本語"). What this adds is the composition shown before the commit,
/// the caret the input method's candidate window follows, and whether the input method should be on at all.
@MainActor
public protocol TextInputClient: AnyObject {
    /// Inserts `text` at the caret, replacing the selection, as one undo step (an on-screen keypad, an
    /// accessibility client, a paste).
    func insertText(_ text: String)
    /// Deletes the selection, or what Backspace deletes before the caret.
    func deleteBackward()
    /// The input method's composition changed; nil: it ended (it was committed as key text, or cancelled).
    /// While there is one, the client shows it at the caret in place of its selection.
    func setComposition(_ composition: Composition?)
    /// Where the caret is (including the composition's own cursor), in the client view's coordinates: the
    /// input method opens its candidate window next to it. nil: not shown.
    var caretRect: Rect? { get }
    /// False for fields the input method must leave alone: secure text, digits only.
    var wantsInputMethod: Bool { get }
}
