/// One answer an `Alert` offers, as `UIAlertAction`: a title, a role (default, cancel or destructive)
/// and what happens when it is chosen. An action is a class, as in UIKit, so that `isEnabled` can change
/// while the alert is up (an OK that waits for a text field to be filled in).
@MainActor
public final class AlertAction {
    /// What the action means, which decides how it looks and which key chooses it.
    public enum Style: Hashable, Sendable {
        /// An ordinary answer. The alert's preferred action, unless told otherwise, is its first one.
        case `default`
        /// Backs out without doing anything: Escape chooses it. An alert has at most one.
        case cancel
        /// Does something that cannot be undone (delete): drawn in red.
        case destructive
    }

    /// The button's text.
    public let title: String
    /// The role (see `Style`).
    public let style: Style
    /// The identifier of the action's button (for tests and the trace), as `View.identifier`.
    public let identifier: String?
    /// Whether choosing it closes the alert first (true, as every `UIAlertAction`). False for an action
    /// that acts beside the alert, such as opening another modal above it.
    public let dismissesAlert: Bool
    /// A disabled action's button is greyed out, and neither a click nor Return nor Escape chooses it.
    public var isEnabled = true { didSet { if isEnabled != oldValue { onChange?() } } }

    let handler: (@MainActor (AlertAction) -> Void)?
    /// The alert showing it hears about `isEnabled`.
    var onChange: (() -> Void)?

    /// An action titled `title` whose `handler` runs when it is chosen (after the alert began to close).
    public init(title: String, style: Style = .default, identifier: String? = nil, dismissesAlert: Bool = true,
                handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.identifier = identifier
        self.dismissesAlert = dismissesAlert
        self.handler = handler
    }
}
