import CDBus
import Shoji

/// Shoji's accessibility notifications as AT-SPI events: signals on the element's path, in
/// `org.a11y.atspi.Event.Object` (or `.Focus`), with libatspi's body `siiva{sv}`: a detail, two numbers,
/// a value, and properties (none: clients ask for what they need).
extension AccessibilityBridge {
    func emit(_ note: AccessibilityNotification) {
        guard connection != nil else { return }
        switch note {
        case .focusChanged(let view):
            activate((view as? Window) ?? view.window)
            signal(view, "org.a11y.atspi.Event.Focus", "Focus")
            signal(view, member: "StateChanged", detail: "focused", 1)
        case .stateChanged(let view, let states, let on):
            for state in ATSPI.states(states) {
                signal(view, member: "StateChanged", detail: state.eventName, on ? 1 : 0)
            }
        case .childrenChanged(let view):
            childrenChanged(view)
        case .nameChanged(let view):
            let name = view.accessibilityLabel ?? ""
            signal(view, member: "PropertyChange", detail: "accessible-name") { $0.variant("s") { $0.string(name) } }
        case .valueChanged(let view):
            let value = view.accessibilityNumericValue?.current ?? 0
            signal(view, member: "PropertyChange", detail: "accessible-value") { $0.variant("d") { $0.double(value) } }
        case .announcement(let text):
            // From the focused element, else the application; politeness 1 is "polite" (ATSPI_LIVE_POLITE).
            let source: Node = screen.accessibilityFocus.map(Node.view) ?? .application
            signal(source, member: "Announcement", detail: "", 1) { $0.variant("s") { $0.string(text) } }
        case .showingChanged(let view):
            showingChanged(view)
        case .textInserted(let view, let offset, let text), .textRemoved(let view, let offset, let text):
            // libatspi's text-changed: the offset, the length in characters and the characters.
            let detail: String
            if case .textInserted = note { detail = "insert" } else { detail = "delete" }
            signal(.view(view), member: "TextChanged", detail: detail, Int32(clamping: offset),
                   detail2: Int32(clamping: text.unicodeScalars.count)) { $0.variant("s") { $0.string(text) } }
        case .caretMoved(let view, let offset):
            signal(view, member: "TextCaretMoved", detail: "", Int32(clamping: offset))
        case .textSelectionChanged(let view):
            signal(view, member: "TextSelectionChanged", detail: "")
        case .activeCellChanged(let table, let row, let column):
            // As GTK 3's tree view: the table's active descendant is the cell, which need not exist as a view.
            let cell = reference(.cell(table, row: row, column: column))
            signal(.view(table), member: "ActiveDescendantChanged", detail: "", Int32(clamping: row)) {
                $0.variant("(so)") { $0.reference(cell) }
            }
        }
    }

    /// Focus moved into another window: screen readers follow the active window (`window:activate`) to
    /// know which one to present.
    private func activate(_ window: Window?) {
        guard let window, window !== activeWindow else { return }
        if let old = activeWindow {
            signal(.view(old), interface: "org.a11y.atspi.Event.Window", member: "Deactivate", detail: "", 0)
            signal(old, member: "StateChanged", detail: "active", 0)
        }
        activeWindow = window
        signal(.view(window), interface: "org.a11y.atspi.Event.Window", member: "Activate", detail: "", 0)
        signal(window, member: "StateChanged", detail: "active", 1)
    }

    /// The element's children changed, and we do not know how: libatspi drops its cached children of an
    /// element told of an addition at an impossible index, and asks again; a client without a cache
    /// asks again anyway. One "add" per element this way, however many children came or went.
    private func childrenChanged(_ view: View) {
        let child = view.accessibilityChildren.first.map { reference($0) } ?? reference(view)
        signal(.view(view), member: "ChildrenChanged", detail: "add", -1) { $0.variant("(so)") { $0.reference(child) } }
    }

    /// The element and what it holds came into view or left it (a window shown or hidden, the windows
    /// below a modal): each exposed element in the subtree says so (`visible` and `showing`), since clients keep states per
    /// element; a window shown or hidden is also a child of the application come or gone.
    private func showingChanged(_ view: View) {
        if let window = view as? Window {
            let ref = reference(window)
            let index = allWindows.firstIndex { $0 === window }
            signal(.application, member: "ChildrenChanged", detail: index == nil ? "remove" : "add", Int32(index ?? -1)) {
                $0.variant("(so)") { $0.reference(ref) }
            }
        }
        var stack = [view]
        var budget = 2000 // a huge subtree is cut short rather than flood the bus
        while let v = stack.popLast(), budget > 0 {
            budget -= 1
            // Both, as GTK sends them: `visible` is the element's own (hidden, faded out), `showing` is
            // whether it can be seen at all (its window shown and not below a modal).
            let states = v.accessibilityStates
            signal(v, member: "StateChanged", detail: "visible", states.contains(.visible) ? 1 : 0)
            signal(v, member: "StateChanged", detail: "showing", states.contains(.showing) ? 1 : 0)
            stack.append(contentsOf: v.accessibilityChildren)
        }
    }

    // MARK: Signals

    private func signal(_ view: View, _ interface: String, _ member: String) {
        signal(.view(view), interface: interface, member: member, detail: "", 0)
    }

    private func signal(_ view: View, member: String, detail: String, _ detail1: Int32 = 0,
                        value: ((inout MessageWriter) -> Void)? = nil) {
        signal(.view(view), member: member, detail: detail, detail1, value)
    }

    private func signal(_ node: Node, member: String, detail: String, _ detail1: Int32 = 0, detail2: Int32 = 0,
                        _ value: ((inout MessageWriter) -> Void)? = nil) {
        signal(node, interface: "org.a11y.atspi.Event.Object", member: member, detail: detail, detail1, detail2: detail2, value)
    }

    private func signal(_ node: Node, interface: String, member: String, detail: String, _ detail1: Int32,
                        detail2: Int32 = 0, _ value: ((inout MessageWriter) -> Void)? = nil) {
        guard let bus = connection else { return }
        let path = reference(node).path
        guard let message = dbus_message_new_signal(path, interface, member) else { return }
        var w = MessageWriter(appendingTo: message)
        w.string(detail)
        w.int32(detail1)
        w.int32(detail2)
        if let value { value(&w) } else { w.variant("i") { $0.int32(0) } }
        w.array("{sv}") { _ in }
        bus.send(message)
    }
}
