import Shoji

/// An XInput 2 device event as the host decodes it from Xlib's structures: plain values, so that the
/// translation into Shoji events is a pure function tested without an X server (Xvfb has no touchpad or
/// touchscreen to make real ones).
struct XI2DeviceEvent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case buttonPress, buttonRelease, motion, touchBegin, touchUpdate, touchEnd
    }
    var kind: Kind
    /// The physical (slave) device the event came from: scroll axes belong to it.
    var sourceID: Int32
    /// The button number, or the touch id.
    var detail: Int32
    /// Window pixels.
    var x: Double, y: Double
    /// The server made this event up for clients of another protocol (XIPointerEmulated): wheel buttons
    /// for a smooth scroll, scroll valuators for wheel buttons, or pointer events for a touch.
    var isPointerEmulated: Bool
    /// Buttons held (1 primary, 2 middle, 3 secondary).
    var buttons: Set<Int>
    var modifiers: Modifiers
    /// The valuators the event carries: axis number → its absolute value.
    var valuators: [Int: Double]

    init(_ kind: Kind, sourceID: Int32 = 2, detail: Int32 = 0, x: Double, y: Double, isPointerEmulated: Bool = false,
                buttons: Set<Int> = [], modifiers: Modifiers = [], valuators: [Int: Double] = [:]) {
        self.kind = kind; self.sourceID = sourceID; self.detail = detail; self.x = x; self.y = y
        self.isPointerEmulated = isPointerEmulated; self.buttons = buttons; self.modifiers = modifiers
        self.valuators = valuators
    }
}

/// A scroll valuator of a device (XIScrollClassInfo): which axis, which way, and how much of it is one
/// wheel click.
struct XI2ScrollAxis: Hashable, Sendable {
    enum Orientation: Hashable, Sendable { case vertical, horizontal }
    var number: Int
    var orientation: Orientation
    /// One click's worth (negative on devices that scroll the other way).
    var increment: Double

    init(number: Int, orientation: Orientation, increment: Double) {
        self.number = number; self.orientation = orientation; self.increment = increment
    }
}

/// Turns XI2 device events into Shoji events. It keeps what XI2 leaves to the client: the last value of
/// every scroll valuator (XI2 sends absolute values; a scroll is the difference) and where the pointer
/// was (a pure scroll arrives as a motion event that did not move).
///
/// Rules:
/// - Smooth scrolling: each scroll valuator's change, divided by its increment, times `pointsPerClick`,
///   gives a wheel event with `hasPreciseDeltas`; a touchpad's fractions of a click come through as
///   fractions of those points.
/// - Nothing is counted twice: events flagged as emulated are dropped (the wheel buttons a server makes
///   up for a smooth scroll, the valuator motion it makes up for a plain wheel's buttons, the pointer
///   events it makes up for a touch); their valuator values are still remembered, so the next real delta
///   does not include them. A plain wheel (buttons 4–7 not emulated) scrolls `pointsPerClick` a click,
///   exactly as through the core protocol.
/// - The first valuator value after the pointer enters, or after the device's axes change, is a start,
///   not a delta (XI2 keeps counting while the pointer is elsewhere).
/// - Touches: each touch id is its own `TouchEvent` sequence.
struct XI2Translator: Sendable {
    /// Points scrolled per wheel click (as the core wheel buttons are translated).
    static let pointsPerClick = 40.0

    /// Device pixels per point.
    var scale: Double
    private var axes: [Int32: [XI2ScrollAxis]] = [:]
    private var lastValues: [Int32: [Int: Double]] = [:]
    private var lastLocation: Point?

    init(scale: Double = 1) { self.scale = scale }

    /// The scroll axes of device `id` (from XIQueryDevice, or a device-changed event); its remembered
    /// values are forgotten.
    mutating func setScrollAxes(_ axes: [XI2ScrollAxis], forDevice id: Int32) {
        self.axes[id] = axes
        lastValues[id] = nil
    }

    func scrollAxes(forDevice id: Int32) -> [XI2ScrollAxis] { axes[id] ?? [] }

    /// The pointer entered the window: valuator values seen before are no base for a delta any more.
    mutating func pointerEntered() {
        lastValues.removeAll()
        lastLocation = nil
    }

    /// The pointer left the window.
    mutating func pointerLeft() -> Event {
        lastLocation = nil
        return .pointerExited
    }

    /// The Shoji events for one device event (none, one, or a scroll and a move).
    mutating func translate(_ e: XI2DeviceEvent) -> [Event] {
        let p = Point(x: e.x / scale, y: e.y / scale)
        switch e.kind {
        case .buttonPress, .buttonRelease:
            guard !e.isPointerEmulated else { return [] }
            let isPress = e.kind == .buttonPress
            switch e.detail {
            case 1, 2, 3:
                lastLocation = p
                let button = PointerButton(rawValue: Int(e.detail))
                return [.pointer(PointerEvent(isPress ? .down : .up, at: p, button: button, modifiers: e.modifiers))]
            case 4, 5, 6, 7:
                guard isPress else { return [] }
                let s = XI2Translator.pointsPerClick
                let d: Point = switch e.detail {
                case 4: Point(0, -s)
                case 5: Point(0, s)
                case 6: Point(-s, 0)
                default: Point(s, 0)
                }
                return [.wheel(WheelEvent(at: p, delta: sideways(d, e.modifiers), modifiers: e.modifiers))]
            default:
                return []
            }
        case .motion:
            let scroll = scrollDelta(e)
            guard !e.isPointerEmulated else { return [] }
            var out: [Event] = []
            if scroll != .zero {
                out.append(.wheel(WheelEvent(at: p, delta: sideways(scroll, e.modifiers), modifiers: e.modifiers,
                                             hasPreciseDeltas: true)))
            }
            // A scroll comes as a motion event in place: only a real move is a move.
            if p != lastLocation || scroll == .zero && !hasScrollValuators(e) {
                lastLocation = p
                out.append(.pointer(PointerEvent(.moved, at: p, button: heldButton(e.buttons), modifiers: e.modifiers)))
            }
            return out
        case .touchBegin, .touchUpdate, .touchEnd:
            let phase: TouchEvent.Phase = e.kind == .touchBegin ? .began : e.kind == .touchUpdate ? .moved : .ended
            return [.touch(TouchEvent(phase, id: UInt32(bitPattern: e.detail), at: p, modifiers: e.modifiers))]
        }
    }

    /// The scroll since the last event from this device, in points; remembers the new values.
    private mutating func scrollDelta(_ e: XI2DeviceEvent) -> Point {
        var d = Point.zero
        for axis in axes[e.sourceID] ?? [] {
            guard let v = e.valuators[axis.number] else { continue }
            let last = lastValues[e.sourceID]?[axis.number]
            lastValues[e.sourceID, default: [:]][axis.number] = v
            guard let last, axis.increment != 0 else { continue }
            let points = (v - last) / axis.increment * XI2Translator.pointsPerClick
            switch axis.orientation {
            case .vertical: d.y += points
            case .horizontal: d.x += points
            }
        }
        return d
    }

    private func hasScrollValuators(_ e: XI2DeviceEvent) -> Bool {
        (axes[e.sourceID] ?? []).contains { e.valuators[$0.number] != nil }
    }

    /// Shift turns a vertical scroll sideways, as on every desktop.
    private func sideways(_ d: Point, _ mods: Modifiers) -> Point {
        mods.contains(.shift) && d.x == 0 ? Point(d.y, 0) : d
    }

    private func heldButton(_ buttons: Set<Int>) -> PointerButton? {
        if buttons.contains(1) { return .primary }
        if buttons.contains(3) { return .secondary }
        if buttons.contains(2) { return .middle }
        return nil
    }
}
