/// One pointer press, from down to up, as UIKit's `UITouch`: the view it started in keeps receiving it
/// wherever the pointer goes.
@MainActor
public final class Touch {
    public enum Phase: Hashable, Sendable { case began, moved, ended, cancelled }

    public internal(set) var phase: Phase = .began
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
        button = event.button ?? .primary; clickCount = event.clickCount; modifiers = event.modifiers
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
