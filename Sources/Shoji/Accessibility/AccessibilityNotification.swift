/// What changed for assistive technology, posted from where the change happens (the places that damage
/// the screen) through `Screen.postAccessibilityNotification(_:)`. The AT-SPI bridge turns each into its
/// D-Bus signal.
@MainActor
public enum AccessibilityNotification {
    /// The accessible focus moved to this element (it follows keyboard focus).
    case focusChanged(View)
    /// A state of the element was set (true) or cleared (false): checked, selected, busy, modal…
    case stateChanged(View, AccessibilityStates, Bool)
    /// The element's accessible children changed (a subview was added or removed).
    case childrenChanged(View)
    /// The element's name changed (a label's text).
    case nameChanged(View)
    /// The element's value changed (a slider moved, progress advanced).
    case valueChanged(View)
    /// Something worth saying that no element's state carries (a finished digit sequence, "refreshed").
    case announcement(String)
    /// The element, and what it holds, came into view or left it (the windows below a modal).
    case showingChanged(View)
    /// Text was inserted in the element at a character offset (secure text: as many bullets).
    case textInserted(View, offset: Int, text: String)
    /// Text was removed from the element at a character offset (what was there; secure text: bullets).
    case textRemoved(View, offset: Int, text: String)
    /// The element's caret moved to a character offset.
    case caretMoved(View, offset: Int)
    /// The element's selected text changed (it grew, shrank, appeared or went).
    case textSelectionChanged(View)
    /// The keyboard's cursor in a table (an `AccessibleTable`) moved to another row: the cell at `row` and
    /// `column` is the one a screen reader now reads ("row 5 of 1,000,000, Name").
    case activeCellChanged(View, row: Int, column: Int)
}

/// Keeps an accessibility observer registered: `invalidate()` it, or drop it, and the calls stop.
@MainActor
public final class AccessibilityObservation {
    fileprivate var handler: (@MainActor (AccessibilityNotification) -> Void)?

    fileprivate init(_ handler: @escaping @MainActor (AccessibilityNotification) -> Void) {
        self.handler = handler
    }

    /// Whether the observer is still called (false after `invalidate()`).
    public var isValid: Bool { handler != nil }

    /// Stops the calls now.
    public func invalidate() { handler = nil }
}

/// The screen's accessibility observers, held weakly through their tokens, so that dropping the token
/// is enough to stop the calls.
struct AccessibilityObservers {
    private struct Box { weak var observation: AccessibilityObservation? }
    private var boxes: [Box] = []

    var isEmpty: Bool { boxes.isEmpty }

    /// Whether any screen ever had an observer: until then a view that changes does not even look for its
    /// screen (the walk up to the window costs more than the rest of posting). Process-wide because it is
    /// only a shortcut: once any screen of any host listened, every view looks for its screen, as before.
    @MainActor static var anyoneEverListened = false

    @MainActor
    mutating func add(_ handler: @escaping @MainActor (AccessibilityNotification) -> Void) -> AccessibilityObservation {
        let o = AccessibilityObservation(handler)
        boxes.append(Box(observation: o))
        AccessibilityObservers.anyoneEverListened = true
        return o
    }

    /// The handlers still registered; forgets the ones whose tokens are gone or invalidated.
    @MainActor
    mutating func live() -> [@MainActor (AccessibilityNotification) -> Void] {
        boxes.removeAll { $0.observation?.handler == nil }
        return boxes.compactMap { $0.observation?.handler }
    }
}
