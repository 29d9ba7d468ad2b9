import CX11
import Shoji

/// The core protocol's pointer events as Shoji events, for a server without XInput 2 (with it, the
/// pointer comes through `XInput2`): buttons 1–3 press and release, buttons 4–7 are wheel steps, and the
/// modifier keys held come from the event's state, as they do for keys and XInput 2 events too.
extension X11Host {
    /// A ButtonPress or ButtonRelease of `button` at `point` (points), with `state` held; nil for a
    /// wheel button's release and for buttons Shoji has no use for (8 and up).
    nonisolated static func coreButtonEvent(button: UInt32, pressed: Bool, at point: Point, state: UInt32) -> Event? {
        let mods = modifiers(state)
        switch button {
        case 1, 2, 3:
            return .pointer(PointerEvent(pressed ? .down : .up, at: point, button: PointerButton(rawValue: Int(button)),
                                         modifiers: mods))
        case 4, 5, 6, 7:
            guard pressed else { return nil }
            let step = XI2Translator.pointsPerClick // a click scrolls the same through either protocol
            let delta: Point
            switch button {
            case 4: delta = Point(0, -step)
            case 5: delta = Point(0, step)
            case 6: delta = Point(-step, 0)
            default: delta = Point(step, 0)
            }
            // Shift turns a vertical wheel sideways, as on every desktop.
            let d = mods.contains(.shift) && delta.x == 0 ? Point(delta.y, 0) : delta
            return .wheel(WheelEvent(at: point, delta: d, modifiers: mods))
        default:
            return nil
        }
    }

    /// A MotionNotify at `point` (points): the pointer moved, dragging the first button held.
    nonisolated static func coreMotionEvent(at point: Point, state: UInt32) -> Event {
        var button: PointerButton?
        if state & UInt32(Button1Mask) != 0 { button = .primary }
        else if state & UInt32(Button3Mask) != 0 { button = .secondary }
        else if state & UInt32(Button2Mask) != 0 { button = .middle }
        return .pointer(PointerEvent(.moved, at: point, button: button, modifiers: modifiers(state)))
    }

    /// The modifier keys held in an X event's state.
    nonisolated static func modifiers(_ state: UInt32) -> Modifiers {
        var m: Modifiers = []
        if state & UInt32(ShiftMask) != 0 { m.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { m.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { m.insert(.alt) }
        if state & UInt32(Mod4Mask) != 0 { m.insert(.meta) }
        return m
    }
}
