/// The states of an accessible element (AT-SPI's state set; UIKit spreads them over traits and
/// properties). `showing`, `visible`, `enabled`, `focusable` and `focused` are computed for every view;
/// widgets add the rest.
public struct AccessibilityStates: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The element takes input.
    public static let enabled = AccessibilityStates(rawValue: 1 << 0)
    /// The element can take the keyboard focus.
    public static let focusable = AccessibilityStates(rawValue: 1 << 1)
    /// The element has the keyboard focus.
    public static let focused = AccessibilityStates(rawValue: 1 << 2)
    /// The element can be checked (a check box, a switch).
    public static let checkable = AccessibilityStates(rawValue: 1 << 3)
    /// The element is checked (on).
    public static let checked = AccessibilityStates(rawValue: 1 << 4)
    /// The element can be selected (a list row, a segment).
    public static let selectable = AccessibilityStates(rawValue: 1 << 5)
    /// The element is selected.
    public static let selected = AccessibilityStates(rawValue: 1 << 6)
    /// Something is under way and the content may change (the loading overlay's cover).
    public static let busy = AccessibilityStates(rawValue: 1 << 7)
    /// The element is a modal window: nothing outside it can be reached while it is up.
    public static let modal = AccessibilityStates(rawValue: 1 << 8)
    /// The element is pressed down (a control held by the pointer).
    public static let pressed = AccessibilityStates(rawValue: 1 << 9)
    /// Visible, in a visible window, and not below a modal window: what a sighted user can see now.
    public static let showing = AccessibilityStates(rawValue: 1 << 10)
    /// Not hidden and not transparent, itself and every ancestor.
    public static let visible = AccessibilityStates(rawValue: 1 << 11)
    /// The element is laid out horizontally (a slider, a segmented control).
    public static let horizontal = AccessibilityStates(rawValue: 1 << 12)
    /// The element is laid out vertically.
    public static let vertical = AccessibilityStates(rawValue: 1 << 13)
    /// The element's text can be changed (an editable text field).
    public static let editable = AccessibilityStates(rawValue: 1 << 14)
    /// The element's text can be read but not changed.
    public static let readOnly = AccessibilityStates(rawValue: 1 << 15)
    /// The element holds one line of text.
    public static let singleLine = AccessibilityStates(rawValue: 1 << 16)
    /// The element holds many lines of text.
    public static let multiLine = AccessibilityStates(rawValue: 1 << 17)
    /// The element's text can be selected.
    public static let selectableText = AccessibilityStates(rawValue: 1 << 18)
    /// The element can be expanded to show children (an outline row with a disclosure triangle).
    public static let expandable = AccessibilityStates(rawValue: 1 << 19)
    /// The element is expanded: its children show.
    public static let expanded = AccessibilityStates(rawValue: 1 << 20)

    /// The names of the states set, in declaration order (for tests and logs).
    public var names: [String] {
        Self.named.filter { contains($0.1) }.map(\.0)
    }

    static let named: [(String, AccessibilityStates)] = [
        ("enabled", .enabled), ("focusable", .focusable), ("focused", .focused), ("checkable", .checkable),
        ("checked", .checked), ("selectable", .selectable), ("selected", .selected), ("busy", .busy),
        ("modal", .modal), ("pressed", .pressed), ("showing", .showing), ("visible", .visible),
        ("horizontal", .horizontal), ("vertical", .vertical), ("editable", .editable), ("readOnly", .readOnly),
        ("singleLine", .singleLine), ("multiLine", .multiLine), ("selectableText", .selectableText),
        ("expandable", .expandable), ("expanded", .expanded),
    ]
}
