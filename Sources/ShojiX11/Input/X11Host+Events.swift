import CX11
import Shoji
import ShojiRuntime

/// A window's X events, routed here by the connection (`X11Connection`): core events and XInput 2's, turned
/// into Shoji events for the window's screen.
extension X11Host {
    /// An XInput 2 event for this window, its data fetched by the connection.
    func handleXInput2(evtype: Int32, data: UnsafeMutableRawPointer) {
        guard let xinput else { return }
        xinput.scale = screen.scale
        for e in xinput.handle(evtype: evtype, data: data) { send(e) }
    }

    /// A core event for this window (the connection routed it here by its window).
    func handle(_ event: inout XEvent) {
        switch event.type {
        case Expose:
            let e = event.xexpose
            exposed.add(Rect(x: Double(e.x), y: Double(e.y), width: Double(e.width), height: Double(e.height)))
            scheduleFrame()
        case MapNotify:
            if !isMapped {
                StartupTrace.mark("mapped")
                isMapped = true
                onMapped?()
                popupMapped()
            }
        case ConfigureNotify:
            let e = event.xconfigure
            originOnRoot = nil
            // A window manager's own ConfigureNotify (synthetic) says where the frame put the window on the root.
            Trace.emit("window.configured", ["window": .number(Double(window)), "x": .number(Double(e.x)),
                                             "y": .number(Double(e.y)), "synthetic": .bool(e.send_event != 0)])
            wm.configured()
            if wm.isAwaitingFrame { scheduleFrame() }
            let (w, h) = X11Host.drawableSize(width: Int(e.width), height: Int(e.height))
            if w != pixelSize.width || h != pixelSize.height, w > 0, h > 0 {
                pixelSize = (w, h)
                let size = Size(width: Double(w) / screen.scale, height: Double(h) / screen.scale)
                onResize?(size)
                screen.resize(to: size)
                scheduleFrame()
            }
        case ButtonPress, ButtonRelease:
            let e = event.xbutton
            if let ev = X11Host.coreButtonEvent(button: e.button, pressed: event.type == ButtonPress,
                                                at: point(e.x, e.y), state: e.state) { send(ev) }
        case MotionNotify:
            let e = event.xmotion
            send(X11Host.coreMotionEvent(at: point(e.x, e.y), state: e.state))
        case LeaveNotify:
            send(.pointerExited)
        case KeyRelease:
            if X11Host.isAltKey(&event.xkey) { screen.altKeyChanged(isDown: false) }
            connection.offerToHooks(&event)
        case KeyPress:
            if X11Host.isAltKey(&event.xkey) { screen.altKeyChanged(isDown: true) }
            if let k = X11Keys.translate(&event.xkey, inputContext: inputContext, keymap: { [connection] in connection.keymap },
                                         isRepeat: connection.lastKeyPressIsRepeat),
               keyPressMayReachScreen(k) { send(.key(k)) }
        case FocusIn:
            hasFocus = true
            textInputFocusChanged()
        case FocusOut:
            // A combo box's list grabbing the keyboard moves the focus away, yet the field keeps composing.
            if event.xfocus.mode == NotifyGrab, connection.popups.keyboardTargetKeepsParentTextInput { break }
            hasFocus = false
            screen.altKeyChanged(isDown: false) // Alt+Tab away: its release goes to the next window
            textInputFocusChanged()
            // A menu's own keyboard grab moves the focus too (NotifyGrab): that is no reason to close it.
            if event.xfocus.mode == NotifyNormal { popupPresenter?.dismissAll(reason: .parentDeactivated) }
        case UnmapNotify:
            popupPresenter?.dismissAll(reason: .parentDeactivated)
        case ReparentNotify, GravityNotify:
            originOnRoot = nil
            connection.offerToHooks(&event)
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
            connection.keyboardMappingChanged()
        case ClientMessage:
            switch wm.handle(event.xclient) {
            case .close: onClose?()
            case .handled: break
            case .other: connection.offerToHooks(&event) // XDND's messages come to the top-level
            }
        default:
            connection.offerToHooks(&event) // a selection's events, another extension's
        }
    }

    func send(_ event: Event) {
        guard acceptsInput else { return }
        connection.transfer?.dragInput(event, in: window) // a drag out of this window follows the pointer (Dnd/)
        onInput?(event)
        screen.send(event)
    }

    func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) / screen.scale, y: Double(y) / screen.scale)
    }

    /// Whether the key is Alt (or Meta, which some keymaps put on the same key): held, it shows the mnemonics.
    static func isAltKey(_ e: inout XKeyEvent) -> Bool {
        switch Int32(XLookupKeysym(&e, 0)) {
        case XK_Alt_L, XK_Alt_R, XK_Meta_L, XK_Meta_R: return true
        default: return false
        }
    }
}
