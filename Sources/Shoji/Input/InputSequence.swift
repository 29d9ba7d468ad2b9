/// One press or finger from down to up, with the gesture recognizers following it.
@MainActor
final class InputSequence {
    enum Key: Hashable { case pointer, touch(UInt32) }

    let key: Key
    let touch: Touch
    var recognizers: [GestureRecognizer]
    /// A recognizer took the touch: the view got `touchesCancelled` and hears no more of it.
    var viewCancelled = false
    /// The cursor shown until release (the pointer is grabbed by the pressed view); unused for fingers.
    let cursor: Cursor

    init(key: Key, touch: Touch, recognizers: [GestureRecognizer], cursor: Cursor) {
        self.key = key; self.touch = touch; self.recognizers = recognizers; self.cursor = cursor
    }
}
