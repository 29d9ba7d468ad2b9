/// Keyboard modifier keys held during an event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let control = Modifiers(rawValue: 1 << 1)
    public static let alt = Modifiers(rawValue: 1 << 2)
    public static let meta = Modifiers(rawValue: 1 << 3)
}

public enum PointerButton: Int, Hashable, Sendable { case primary = 1, middle = 2, secondary = 3 }

/// A mouse event in screen points. `clickCount` is filled in by the screen (2 for a double click).
public struct PointerEvent: Hashable, Sendable {
    public enum Phase: String, Hashable, Sendable { case down, moved, up }
    public var phase: Phase
    public var location: Point
    /// The button that went down or up; for `.moved`, the button held (nil: hovering).
    public var button: PointerButton?
    public var clickCount: Int
    public var modifiers: Modifiers

    public init(_ phase: Phase, at location: Point, button: PointerButton? = .primary, clickCount: Int = 1,
                modifiers: Modifiers = []) {
        self.phase = phase; self.location = location; self.button = button
        self.clickCount = clickCount; self.modifiers = modifiers
    }
}

/// A scroll-wheel or touchpad scroll, in points. Positive `delta.y` scrolls towards the end of the
/// content (the wheel turned towards the user), positive `delta.x` towards the right.
public struct WheelEvent: Hashable, Sendable {
    public var location: Point
    public var delta: Point
    public var modifiers: Modifiers
    /// Pixel-precise deltas from a touchpad or a smooth wheel (XInput 2 scroll valuators), rather than
    /// whole wheel clicks.
    public var hasPreciseDeltas: Bool

    public init(at location: Point, delta: Point, modifiers: Modifiers = [], hasPreciseDeltas: Bool = false) {
        self.location = location; self.delta = delta; self.modifiers = modifiers
        self.hasPreciseDeltas = hasPreciseDeltas
    }
}

/// One finger on a touchscreen, in screen points. `id` names the touch from `.began` to `.ended` or
/// `.cancelled`; several touches can be down at once, each with its own id.
public struct TouchEvent: Hashable, Sendable {
    public enum Phase: String, Hashable, Sendable { case began, moved, ended, cancelled }
    public var id: UInt32
    public var phase: Phase
    public var location: Point
    public var modifiers: Modifiers

    public init(_ phase: Phase, id: UInt32, at location: Point, modifiers: Modifiers = []) {
        self.phase = phase; self.id = id; self.location = location; self.modifiers = modifiers
    }
}

/// A key, independent of layout where it matters (named keys) and as typed where it does not.
public enum Key: Hashable, Sendable {
    /// A printable key: its unshifted character, lower case ("a", "4", "/").
    case character(String)
    case escape, tab, enter, backspace, delete, space
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1…F12.
    case function(Int)
    case other(UInt32)
}

public struct KeyEvent: Hashable, Sendable {
    public var key: Key
    /// The text the key types ("4" for both the top-row 4 and the keypad 4), empty for named keys.
    public var text: String
    public var modifiers: Modifiers
    /// From the numeric keypad.
    public var isKeypad: Bool

    public init(_ key: Key, text: String = "", modifiers: Modifiers = [], isKeypad: Bool = false) {
        self.key = key; self.text = text; self.modifiers = modifiers; self.isKeypad = isKeypad
    }
}

/// Everything the host feeds into a `Screen`.
public enum Event: Hashable, Sendable {
    case pointer(PointerEvent)
    case wheel(WheelEvent)
    case key(KeyEvent)
    /// The pointer left the window: hover ends.
    case pointerExited
    /// A finger on a touchscreen; each touch is its own press, alongside the pointer's.
    case touch(TouchEvent)
}
