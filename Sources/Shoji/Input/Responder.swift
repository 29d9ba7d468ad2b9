/// Something that can take input, as `UIResponder`. Unhandled input goes to `next` (a view's superview,
/// then its window), so a container can handle its children's touches and keys.
@MainActor
open class Responder {
    /// A responder with no next responder.
    public init() {}

    /// The next responder up the chain.
    open var next: Responder? { nil }

    /// A press began on this responder; the default passes it to `next`.
    open func touchesBegan(_ touch: Touch) { next?.touchesBegan(touch) }
    /// The press moved; the default passes it to `next`.
    open func touchesMoved(_ touch: Touch) { next?.touchesMoved(touch) }
    /// The press ended; the default passes it to `next`.
    open func touchesEnded(_ touch: Touch) { next?.touchesEnded(touch) }
    /// The touch was taken by a gesture recognizer or the view left the window: undo any pressed state.
    open func touchesCancelled(_ touch: Touch) { next?.touchesCancelled(touch) }

    /// Return true when the key was handled; otherwise it goes up the chain.
    open func keyDown(_ event: KeyEvent) -> Bool { next?.keyDown(event) ?? false }

    /// Return true when the wheel was handled; otherwise it goes up the chain.
    open func scrollWheel(_ event: WheelEvent) -> Bool { next?.scrollWheel(event) ?? false }

    /// Views that take keyboard focus (controls, text fields, a number pad) say yes.
    open var canBecomeFirstResponder: Bool { false }

    /// The window made this its first responder (it now gets keys first), or stopped doing so.
    open func didBecomeFirstResponder() {}
    /// The window took the keyboard focus from this responder.
    open func didResignFirstResponder() {}

    // MARK: Commands (UIKit's canPerformAction(_:withSender:))

    /// Whether this responder performs `command` now (Copy with a selection, Undo with something to
    /// undo). The default says no, and the search goes on up the chain; see ``Responder/target(forCommand:)``.
    open func canPerformCommand(_ command: Command) -> Bool { false }

    /// Performs `command`; called only after ``Responder/canPerformCommand(_:)`` said yes. The default does nothing.
    open func performCommand(_ command: Command) {}

    /// The first responder from this one up the chain that can perform `command`, or nil: who performs
    /// an ``Action`` with that command, and whether its menu item is enabled.
    public final func target(forCommand command: Command) -> Responder? {
        var r: Responder? = self
        while let candidate = r {
            if candidate.canPerformCommand(command) { return candidate }
            r = candidate.next
        }
        return nil
    }

    // MARK: Edit actions (UIKit's UIResponderStandardEditActions)

    /// Ctrl+C: put the selection, or the responder's value, on `pasteboard`; return true when done. The
    /// default passes it to `next`.
    open func copy(to pasteboard: Pasteboard) -> Bool { next?.copy(to: pasteboard) ?? false }
    /// Ctrl+X: copy the selection to `pasteboard` and delete it; return true when done. The default passes
    /// it to `next`.
    open func cut(to pasteboard: Pasteboard) -> Bool { next?.cut(to: pasteboard) ?? false }
    /// Ctrl+V (`location` nil: at the caret) or a middle click (`location`: the pointer, in screen
    /// points, reading ``Pasteboard/selection``): read `pasteboard` (asynchronously) and insert what it
    /// holds; return true when this responder takes the paste. The default passes it to `next`.
    open func paste(from pasteboard: Pasteboard, at location: Point?) -> Bool {
        next?.paste(from: pasteboard, at: location) ?? false
    }
}
