/// A look at every event a screen is sent before its windows get it, as AppKit's
/// `NSEvent.addLocalMonitorForEvents(matching:handler:)`: the handler returns the event to let it go on
/// (changed or not), or nil to swallow it. An open menu watches its parent's and its own popups' screens
/// this way, so that a press-drag-release reaches it wherever the pointer goes.
@MainActor
public final class EventMonitor {
    let handler: @MainActor (Event) -> Event?
    init(_ handler: @escaping @MainActor (Event) -> Event?) { self.handler = handler }
}

extension Screen {
    /// Calls `handler` with every event sent to this screen, before its windows; the newest monitor last.
    /// Keep the result to remove it.
    @discardableResult
    public func addLocalMonitor(_ handler: @escaping @MainActor (Event) -> Event?) -> EventMonitor {
        let m = EventMonitor(handler)
        dispatcher.monitors.append(m)
        return m
    }

    /// Stops `monitor`.
    public func removeMonitor(_ monitor: EventMonitor) { dispatcher.monitors.removeAll { $0 === monitor } }
}
