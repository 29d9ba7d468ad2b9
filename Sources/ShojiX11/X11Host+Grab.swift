import CX11
import Dispatch
import Shoji

/// A menu's grab, as GTK takes it: after the popup window is mapped (a grab on an unmapped window fails
/// with GrabNotViewable), with the server time of the event that opened it, `owner_events` on so that
/// events on the program's own windows are reported to them as usual (the connection keeps presses outside
/// every popup from reaching anything), retried briefly while another client holds the pointer, and given
/// up, closing the popup, when it never frees: a popup must never be left open without its grab.
extension X11Host {
    static let grabRetryInterval = 0.01
    static let grabAttempts = 20

    /// The popup window was mapped: a menu takes the pointer and keyboard.
    func popupMapped() {
        guard kind.grabsInput else { return }
        takeGrab(attempt: 1)
    }

    private func takeGrab(attempt: Int) {
        guard !isClosed, connection.popups.popup(for: self)?.isShown == true else { return }
        let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask | EnterWindowMask | LeaveWindowMask)
        let time = grabTime == 0 ? UInt(CurrentTime) : grabTime
        let pointer = XGrabPointer(display, window, 1, mask, GrabModeAsync, GrabModeAsync, 0, 0, time)
        let keyboard = pointer == GrabSuccess ? XGrabKeyboard(display, window, 1, GrabModeAsync, GrabModeAsync, time) : pointer
        setNeedsDrain() // both are round trips
        if pointer == GrabSuccess, keyboard == GrabSuccess {
            Trace.emit("popup.grab", ["ok": .bool(true), "attempts": .number(Double(attempt))])
            return
        }
        if pointer == GrabSuccess { XUngrabPointer(display, UInt(CurrentTime)) }
        // Only a grab held by someone else is worth waiting for; a stale time or an unviewable window is not.
        if (pointer == AlreadyGrabbed || keyboard == AlreadyGrabbed), attempt < X11Host.grabAttempts {
            DispatchQueue.main.asyncAfter(deadline: .now() + X11Host.grabRetryInterval) { [weak self] in
                MainActor.assumeIsolated { self?.takeGrab(attempt: attempt + 1) }
            }
            return
        }
        Trace.emit("popup.grab", ["ok": .bool(false), "attempts": .number(Double(attempt)),
                                  "pointer": .number(Double(pointer)), "keyboard": .number(Double(keyboard))])
        connection.popups.popup(for: self)?.dismiss(reason: .grabFailed)
    }

    /// The last menu closed: the pointer and keyboard go back.
    func releaseGrab() {
        XUngrabPointer(display, UInt(CurrentTime))
        XUngrabKeyboard(display, UInt(CurrentTime))
        XFlush(display)
        setNeedsDrain()
    }
}
