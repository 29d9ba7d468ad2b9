/// One pointer press or one finger, from down to up, as UIKit's `UITouch`: the view it started in keeps
/// receiving it wherever it goes. Several can be under way at once (the pointer and each finger).
@MainActor
public final class Touch {
    /// Where the press is: began, moved, ended, or cancelled (taken by a gesture recognizer, or the view left the
    /// window).
    public enum Phase: Hashable, Sendable { case began, moved, ended, cancelled }

    /// Where a press comes from, as `UITouch.TouchType`: the mouse, or a finger on the screen.
    public enum TouchType: Hashable, Sendable { case pointer, direct }

    public internal(set) var phase: Phase = .began
    /// Whether the press comes from the pointer or a finger.
    public let type: TouchType
    /// The touchscreen's id for a finger; nil for the pointer.
    public let touchIdentifier: UInt32?
    /// The view the press started in.
    public let view: View
    /// The window the press started in.
    public let window: Window
    /// The button that was pressed.
    public let button: PointerButton
    /// 1 for a single click, 2 for the second press of a double click, and so on.
    public let clickCount: Int
    /// The modifier keys held, as of the last event.
    public internal(set) var modifiers: Modifiers
    /// Screen points.
    public internal(set) var screenLocation: Point
    /// Where the pointer was at the event before the last, in screen points.
    public internal(set) var previousScreenLocation: Point
    /// Where the press started, in screen points.
    public let startScreenLocation: Point
    /// When the last event of the press happened, in seconds of the screen's input clock.
    public internal(set) var timestamp: Double
    /// When the press started.
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

    /// The previous location in `view`'s coordinates (screen points when nil).
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousScreenLocation }
        return view.convertFromScreen(previousScreenLocation)
    }
}
