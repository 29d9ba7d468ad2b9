/// Something assistive technology can do to an element on the user's behalf (AT-SPI's Action interface;
/// UIKit's `accessibilityActivate`, `accessibilityIncrement` and custom actions). `perform` does what the
/// user's own gesture would do and answers whether it did anything.
public struct AccessibilityAction {
    /// The stable name clients look actions up by: "press", "toggle", "increment", "decrement", "refresh".
    public var name: String
    /// What the action does, in the user's language.
    public var localizedDescription: String
    /// Does the action; returns whether it did anything (false for a disabled control, say).
    public var perform: @MainActor () -> Bool

    /// An action named `name` (one of the well-known names below, or the app's own).
    public init(name: String, localizedDescription: String = "", perform: @escaping @MainActor () -> Bool) {
        self.name = name
        self.localizedDescription = localizedDescription
        self.perform = perform
    }

    /// The names every client knows.
    public static let press = "press", toggle = "toggle", increment = "increment", decrement = "decrement"
    /// Refreshes the content (a pull-to-refresh list).
    public static let refresh = "refresh"
}
