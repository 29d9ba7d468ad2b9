import CX11

extension X11Host {
    /// Asks the window manager to bring the window to the front and give it the keyboard: EWMH's
    /// `_NET_ACTIVE_WINDOW` client message to the root window, as an application's request (source 1),
    /// with the time of the last input event so that a manager that prevents focus stealing can judge it.
    /// Also raised directly: with no window manager the message reaches nobody, and with one the raise is
    /// redirected to it, which may decline as it declines the message.
    public func activate() {
        guard !isClosed else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "_NET_ACTIVE_WINDOW", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = 1
        event.xclient.data.l.1 = Int(connection.lastEventTime)
        event.xclient.data.l.2 = 0
        XSendEvent(display, root, 0, Int(SubstructureRedirectMask | SubstructureNotifyMask), &event)
        XRaiseWindow(display, window)
        XFlush(display)
    }
}
