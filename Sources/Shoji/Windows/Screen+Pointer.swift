/// Told where the pointer is whenever it moves over the screen, whoever takes the events (the inspector,
/// which itself takes none). Held weakly.
@MainActor
public protocol PointerObserver: AnyObject {
    /// `location` in screen points; nil when the pointer left the screen.
    func pointerMoved(to location: Point?, on screen: Screen)
}

extension Screen {
    /// Where the pointer was last seen over the screen, in screen points; nil when it is outside.
    public var pointerLocation: Point? { dispatcher.pointerLocation }

    /// Tells `observer` where the pointer is whenever it moves (held weakly).
    public func addPointerObserver(_ observer: PointerObserver) { dispatcher.pointerObservers.add(observer) }
    /// Stops telling `observer`.
    public func removePointerObserver(_ observer: PointerObserver) { dispatcher.pointerObservers.remove(observer) }

    /// Ends every press in progress as cancelled: a popup menu took the pointer, and the press that opened
    /// it will be released over the menu, never here.
    public func cancelPointerInput() { dispatcher.cancelTouch() }
}
