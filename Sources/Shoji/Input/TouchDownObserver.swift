/// Sees a press the moment it starts, before any gesture is recognized, and never recognizes itself: the
/// scroll view uses it to stop momentum under the pointer, as touching a gliding list does on iOS.
@MainActor
final class TouchDownObserver: GestureRecognizer {
    private let onDown: @MainActor () -> Void

    init(_ onDown: @escaping @MainActor () -> Void) {
        self.onDown = onDown
        super.init()
        cancelsTouchesInView = false
        recognizesSimultaneously = true
    }

    override func touchesBegan(_ touch: Touch) { onDown() }
}
