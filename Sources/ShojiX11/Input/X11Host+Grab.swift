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

    /// A submenu closed and took its grab with its window (X ends a grab whose window goes): the newest menu
    /// left takes it back, at the current time (the submenu's grab was later than this menu's first one).
    /// After the current event, so that menus closing together (a choice, Escape) take nothing back.
    func retakeGrab() {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.kind.grabsInput, !self.isClosed,
                      self.connection.popups.keyboardTarget === self else { return }
                self.grabTime = 0
                self.takeGrab(attempt: 1)
            }
        }
    }

    private func takeGrab(attempt: Int) {
        guard !isClosed, connection.popups.popup(for: self)?.isShown == true else { return }
        let time = grabTime == 0 ? UInt(CurrentTime) : grabTime
        let pointer = grabPointer(time: time)
        let keyboard = pointer == GrabSuccess ? XGrabKeyboard(display, window, 1, GrabModeAsync, GrabModeAsync, time) : pointer
        if pointer == GrabSuccess, keyboard == GrabSuccess {
            // The press that opened the menu is released over it (or anywhere): the parent never sees
            // that release, so its press ends here, cancelled, as the press under a GTK menu does.
            connection.popups.popup(for: self)?.parent?.cancelPointerInput()
            Trace.emit("popup.grab", ["ok": .bool(true), "attempts": .number(Double(attempt))])
            return
        }
        if pointer == GrabSuccess { ungrabPointer() }
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

    /// With XInput 2 the pointer is grabbed through it, as GTK 3 does: the press that opened the menu holds
    /// an XI2 implicit grab, and a core XGrabPointer made while it is held fails with AlreadyGrabbed (the
    /// end-to-end test "a press released over the menu" found it). The keyboard is grabbed the core way:
    /// its keys must keep coming as core events, through the input method.
    private func grabPointer(time: UInt) -> Int32 {
        guard xinput != nil else {
            let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask | EnterWindowMask | LeaveWindowMask)
            return XGrabPointer(display, window, 1, mask, GrabModeAsync, GrabModeAsync, 0, 0, time)
        }
        var device: Int32 = 0
        XIGetClientPointer(display, 0, &device)
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT >> 3) + 1)
        for e in [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave] {
            shoji_xi_set_mask(&bits, e)
        }
        let status = bits.withUnsafeMutableBufferPointer { b -> Int32 in
            var mask = XIEventMask(deviceid: device, mask_len: Int32(b.count), mask: b.baseAddress)
            return XIGrabDevice(display, device, window, time, 0, GrabModeAsync, GrabModeAsync, 1, &mask)
        }
        if status == GrabSuccess { connection.grabbedPointerDevice = device }
        return status
    }

    private func ungrabPointer() {
        if let device = connection.grabbedPointerDevice {
            XIUngrabDevice(display, device, UInt(CurrentTime))
            connection.grabbedPointerDevice = nil
        } else {
            XUngrabPointer(display, UInt(CurrentTime))
        }
    }

    /// The last menu closed: the pointer and keyboard go back.
    func releaseGrab() {
        ungrabPointer()
        XUngrabKeyboard(display, UInt(CurrentTime))
        XFlush(display)
    }
}
