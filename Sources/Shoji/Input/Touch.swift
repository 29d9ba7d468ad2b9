/// One pointer press or one finger, from down to up, as UIKit's `UITouch`: the view it started in keeps
/// receiving it wherever it goes. Several can be under way at once (the pointer and each finger).
@MainActor
public final class Touch {
    public enum Phase: Hashable, Sendable { case began, moved, ended, cancelled }

    /// Where a press comes from, as `UITouch.TouchType`: the mouse, or a finger on the screen.
    public enum TouchType: Hashable, Sendable { case pointer, direct }

    public internal(set) var phase: Phase = .began
    public let type: TouchType
    /// The touchscreen's id for a finger; nil for the pointer.
    public let touchIdentifier: UInt32?
    /// The view the press started in.
    public let view: View
    public let window: Window
    public let button: PointerButton
    public let clickCount: Int
    public internal(set) var modifiers: Modifiers
    /// Screen points.
    public internal(set) var screenLocation: Point
    public internal(set) var previousScreenLocation: Point
    public let startScreenLocation: Point
    public internal(set) var timestamp: Double
    public let startTimestamp: Double

    init(view: View, window: Window, event: PointerEvent, time: Double) {
        self.view = view; self.window = window
        type = .pointer; touchIdentifier = nil
        button = event.button ?? .primary; clickCount = event.clickCount; modifiers = event.modifiers
        screenLocation = event.location; previousScreenLocation = event.location; startScreenLocation = event.location
        timestamp = time; startTimestamp = time
    }

    /// A finger acts as the primary button clicked once: every widget that follows presses follows it.
    init(view: View, window: Window, event: TouchEvent, time: Double) {
        self.view = view; self.window = window
        type = .direct; touchIdentifier = event.id
        button = .primary; clickCount = 1; modifiers = event.modifiers
        screenLocation = event.location; previousScreenLocation = event.location; startScreenLocation = event.location
        timestamp = time; startTimestamp = time
    }

    public func location(in view: View?) -> Point {
        guard let view else { return screenLocation }
        return view.convertFromScreen(screenLocation)
    }

    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousScreenLocation }
        return view.convertFromScreen(previousScreenLocation)
    }
}
