/// Keyboard modifier keys held during an event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A Shift key is down.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// A Control key is down.
    public static let control = Modifiers(rawValue: 1 << 1)
    /// An Alt (Mod1) key is down.
    public static let alt = Modifiers(rawValue: 1 << 2)
    /// A Meta, Super or Windows key is down.
    public static let meta = Modifiers(rawValue: 1 << 3)
}

/// A mouse button: the primary (left), middle or secondary (right) one. Raw values are X11's button numbers.
public enum PointerButton: Int, Hashable, Sendable { case primary = 1, middle = 2, secondary = 3 }

/// A mouse event in screen points. `clickCount` is filled in by the screen (2 for a double click).
public struct PointerEvent: Hashable, Sendable {
    /// What happened: the button went down, the pointer moved (pressed or hovering), the button went up.
    public enum Phase: String, Hashable, Sendable { case down, moved, up }
    /// What happened.
    public var phase: Phase
    /// Where, in screen points.
    public var location: Point
    /// The button that went down or up; for `.moved`, the button held (nil: hovering).
    public var button: PointerButton?
    /// 1 for a single click, 2 for the second press of a double click, and so on.
    public var clickCount: Int
    /// The modifier keys held.
    public var modifiers: Modifiers

    /// A pointer event; tests and hosts make them the same way.
    public init(_ phase: Phase, at location: Point, button: PointerButton? = .primary, clickCount: Int = 1,
                modifiers: Modifiers = []) {
        self.phase = phase; self.location = location; self.button = button
        self.clickCount = clickCount; self.modifiers = modifiers
    }
}

/// A scroll-wheel or touchpad scroll, in points. Positive `delta.y` scrolls towards the end of the
/// content (the wheel turned towards the user), positive `delta.x` towards the right.
public struct WheelEvent: Hashable, Sendable {
    /// Where the pointer is, in screen points.
    public var location: Point
    /// How far to scroll, in points.
    public var delta: Point
    /// The modifier keys held.
    public var modifiers: Modifiers
    /// Pixel-precise deltas from a touchpad or a smooth wheel (XInput 2 scroll valuators), rather than
    /// whole wheel clicks.
    public var hasPreciseDeltas: Bool

    /// A wheel event at `location`; `hasPreciseDeltas` for a touchpad's or a smooth wheel's pixel deltas.
    public init(at location: Point, delta: Point, modifiers: Modifiers = [], hasPreciseDeltas: Bool = false) {
        self.location = location; self.delta = delta; self.modifiers = modifiers
        self.hasPreciseDeltas = hasPreciseDeltas
    }
}

/// One finger on a touchscreen, in screen points. `id` names the touch from `.began` to `.ended` or
/// `.cancelled`; several touches can be down at once, each with its own id.
public struct TouchEvent: Hashable, Sendable {
    /// What happened to the finger: it touched, moved, lifted, or the touch was cancelled.
    public enum Phase: String, Hashable, Sendable { case began, moved, ended, cancelled }
    /// Names the finger from `.began` to `.ended` or `.cancelled`.
    public var id: UInt32
    /// What happened.
    public var phase: Phase
    /// Where the finger is, in screen points.
    public var location: Point
    /// The modifier keys held.
    public var modifiers: Modifiers

    /// A touch event for the finger `id`.
    public init(_ phase: Phase, id: UInt32, at location: Point, modifiers: Modifiers = []) {
        self.phase = phase; self.id = id; self.location = location; self.modifiers = modifiers
    }
}

/// A key, independent of layout where it matters (named keys) and as typed where it does not.
public enum Key: Hashable, Sendable {
    /// A printable key: its unshifted character, lower case ("a", "4", "/").
    case character(String)
    /// Named editing keys.
    case escape, tab, enter, backspace, delete, space
    /// Arrow and navigation keys.
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1…F12.
    case function(Int)
    /// Any other key, by its X keysym.
    case other(UInt32)
}

/// A key press, as the key window's first responder receives it.
public struct KeyEvent: Hashable, Sendable {
    /// Which key.
    public var key: Key
    /// The text the key types ("4" for both the top-row 4 and the keypad 4), empty for named keys.
    public var text: String
    /// The modifier keys held.
    public var modifiers: Modifiers
    /// From the numeric keypad.
    public var isKeypad: Bool
    /// The key is held and this press is the keyboard's auto-repeat, not a new press.
    public var isRepeat: Bool
    /// What the same physical key types, unshifted, in another layout group when the active group types
    /// no Latin character on it (a Russian layout's C key says "с"; this says "c"), so that Ctrl+C copies
    /// under any layout, as GTK and Qt match shortcuts. Nil when `key` is already Latin or a named key.
    public var latinKey: Key?
    /// What the key types with Shift in the same group ("+" for the US "=" key), lower-cased; a shortcut
    /// that needs Shift to reach its character (Ctrl++) matches through it.
    public var shiftedKey: Key?

    /// A key press; `text` is what it types (empty for named keys).
    public init(_ key: Key, text: String = "", modifiers: Modifiers = [], isKeypad: Bool = false,
                isRepeat: Bool = false, latinKey: Key? = nil, shiftedKey: Key? = nil) {
        self.key = key; self.text = text; self.modifiers = modifiers; self.isKeypad = isKeypad
        self.isRepeat = isRepeat; self.latinKey = latinKey; self.shiftedKey = shiftedKey
    }
}

/// Everything the host feeds into a `Screen`.
public enum Event: Hashable, Sendable {
    /// A button went down or up, or the pointer moved.
    case pointer(PointerEvent)
    /// The wheel turned, or a touchpad scrolled.
    case wheel(WheelEvent)
    /// A key was pressed.
    case key(KeyEvent)
    /// The pointer left the window: hover ends.
    case pointerExited
    /// A finger on a touchscreen; each touch is its own press, alongside the pointer's.
    case touch(TouchEvent)
}
