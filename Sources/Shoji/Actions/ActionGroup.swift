/// Actions of which exactly one is chosen, as Qt's exclusive `QActionGroup` and GTK's stateful radio
/// actions: shown as radio menu items (a dot beside the chosen one), and performing one (from a menu, its
/// key or a toolbar) checks it and unchecks the others before its handler runs.
///
/// ```swift
/// let small = Action("&Small") { _ in zoom(0.8) }, large = Action("&Large") { _ in zoom(1.2) }
/// let size = ActionGroup([small, large], selectedIndex: 0)
/// Menu(title: "&Text Size", items: size.actions.map { MenuItem(action: $0) })
/// ```
@MainActor
public final class ActionGroup {
    /// The choices, in order (those still alive: the group holds them weakly, they hold it).
    public var actions: [Action] { members.compactMap(\.action) }
    private let members: [WeakAction]
    private struct WeakAction { weak var action: Action? }
    /// The chosen action's index (nil: none). Set from code it runs no handler.
    public var selectedIndex: Int? {
        get { actions.firstIndex { $0.isChecked } }
        set {
            for (i, a) in actions.enumerated() { a.isChecked = i == newValue }
        }
    }
    /// The chosen action.
    public var selectedAction: Action? { selectedIndex.map { actions[$0] } }

    /// A group of `actions`, the one at `selectedIndex` chosen.
    public init(_ actions: [Action], selectedIndex: Int? = nil) {
        members = actions.map { WeakAction(action: $0) }
        for a in actions {
            a.group = self
            a.isCheckable = true
        }
        self.selectedIndex = selectedIndex
    }

    /// Chooses `action` (one of the group's).
    func select(_ action: Action) {
        guard let i = actions.firstIndex(where: { $0 === action }) else { return }
        selectedIndex = i
    }
}
