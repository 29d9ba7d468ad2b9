import Shoji
import ShojiFiles

/// `org.a11y.atspi.Accessible`: the tree, names, roles, states and attributes, read from the views.
extension AccessibilityBridge {
    func handleAccessible(_ call: inout MethodCall, _ node: Node) -> Bool {
        switch call.member {
        case "GetChildAtIndex":
            guard let i = call.args.int32() else { invalidArgs(call); return true }
            let kids = children(of: node)
            let child: ObjectReference = kids.indices.contains(Int(i)) ? reference(kids[Int(i)]) : .null
            reply(call) { $0.reference(child) }
        case "GetChildren":
            let kids = children(of: node).map { reference($0) }
            reply(call) { w in w.array("(so)") { a in for k in kids { a.reference(k) } } }
        case "GetIndexInParent":
            let i = indexInParent(node)
            reply(call) { $0.int32(Int32(i)) }
        case "GetRelationSet":
            let relations = relations(of: node)
            reply(call) { w in
                w.array("(ua(so))") { a in
                    for (type, targets) in relations {
                        a.structure { s in
                            s.uint32(type)
                            s.array("(so)") { t in for target in targets { t.reference(target) } }
                        }
                    }
                }
            }
        case "GetRole":
            let role = roleNumber(node)
            reply(call) { $0.uint32(role) }
        case "GetRoleName", "GetLocalizedRoleName":
            let name = roleName(node)
            reply(call) { $0.string(name) }
        case "GetState":
            let words = ATSPI.stateWords(states(of: node))
            reply(call) { w in w.array("u") { a in for word in words { a.uint32(word) } } }
        case "GetAttributes":
            let attrs = attributes(of: node)
            reply(call) { $0.stringDictionary(attrs) }
        case "GetApplication":
            let root = rootReference
            reply(call) { $0.reference(root) }
        case "GetInterfaces":
            let names = interfaces(of: node)
            reply(call) { w in w.array("s") { a in for n in names { a.string(n) } } }
        default:
            return false
        }
        return true
    }

    func accessibleProperties(_ node: Node) -> [Property] {
        [
            Property(name: "Name", signature: "s") { [name = name(of: node)] in $0.string(name) },
            Property(name: "Description", signature: "s") { [d = description(of: node)] in $0.string(d) },
            Property(name: "Parent", signature: "(so)") { [p = parentReference(node)] in $0.reference(p) },
            Property(name: "ChildCount", signature: "i") { [n = children(of: node).count] in $0.int32(Int32(n)) },
            Property(name: "Locale", signature: "s") { $0.string(AccessibilityBridge.locale) },
            Property(name: "AccessibleId", signature: "s") { [id = accessibleID(node)] in $0.string(id) },
        ]
    }

    // MARK: Reading the tree

    func children(of node: Node) -> [Node] {
        switch node {
        case .application: return allWindows.map(Node.view)
        case .view(let v): return accessibleChildren(of: v)
        case .cell: return []
        }
    }

    func parentReference(_ node: Node) -> ObjectReference {
        switch node {
        case .application: return desktop
        case .view(let v):
            if let p = v.accessibilityParent { return reference(p) }
            return rootReference // a window: the application holds it
        case .cell(let table, let row, _):
            // A cell on screen is its row's child; one scrolled off, and a header, the table's.
            return reference((table as? AccessibleTable)?.accessibilityRowElement(row) ?? table)
        }
    }

    func parentNode(_ view: View) -> Node {
        view.accessibilityParent.map(Node.view) ?? .application
    }

    func indexInParent(_ node: Node) -> Int {
        switch node {
        case .application: return -1
        case .view(let v):
            return children(of: parentNode(v)).firstIndex { if case .view(let c) = $0 { return c === v } else { return false } } ?? -1
        case .cell(let table, let row, let column):
            return (table as? AccessibleTable)?.accessibilityRowElement(row) != nil ? column : -1
        }
    }

    func name(of node: Node) -> String {
        switch node {
        case .application: return applicationName
        case .view(let v): return v.accessibilityLabel ?? ""
        case .cell(let table, let row, let column):
            guard let t = table as? AccessibleTable else { return "" }
            return row < 0 ? t.accessibilityColumnTitle(column) : t.accessibilityCellText(row: row, column: column)
        }
    }

    func description(of node: Node) -> String {
        guard case .view(let v) = node else { return "" }
        return v.accessibilityHint ?? ""
    }

    func accessibleID(_ node: Node) -> String {
        guard case .view(let v) = node else { return "" }
        return v.identifier ?? ""
    }

    func role(of node: Node) -> (number: UInt32, name: String) {
        switch node {
        case .application: return (ATSPI.applicationRole, "application")
        case .view(let v): return ATSPI.role(v.accessibilityRole)
        case .cell(_, let row, _): return ATSPI.role(row < 0 ? .columnHeader : .tableCell)
        }
    }

    func roleNumber(_ node: Node) -> UInt32 { role(of: node).number }

    func roleName(_ node: Node) -> String { role(of: node).name }

    func states(of node: Node) -> [ATSPI.State] {
        if case .cell = node { return cellStates(node) }
        guard case .view(let v) = node else { return [] }
        guard v.window != nil else { return [] } // left the screen: a client will see it as defunct soon
        var s = ATSPI.states(v.accessibilityStates)
        if let w = v as? Window, w.isKeyWindow { s.append(.active) }
        return s
    }

    func attributes(of node: Node) -> [(String, String)] {
        var out = [("toolkit", toolkitName)]
        if case .view(let v) = node {
            out += v.accessibilityAttributes.sorted { $0.key < $1.key }.filter { $0.key != "toolkit" }.map { ($0.key, $0.value) }
        }
        out += cellAttributes(node)
        return out
    }

    /// AT-SPI's relation set: "labelled by" and "label for" (`View.accessibilityLabelledBy`), with the
    /// targets that are elements of the tree.
    func relations(of node: Node) -> [(type: UInt32, targets: [ObjectReference])] {
        guard case .view(let v) = node else { return [] }
        var out: [(type: UInt32, targets: [ObjectReference])] = []
        if let label = v.accessibilityLabelledBy, label.isAccessibilityElement {
            out.append((ATSPI.relationLabelledBy, [reference(label)]))
        }
        let named = v.accessibilityLabelFor.filter(\.isAccessibilityElement)
        if !named.isEmpty { out.append((ATSPI.relationLabelFor, named.map { reference($0) })) }
        return out
    }

    func interfaces(of node: Node) -> [String] {
        if case .cell(_, let row, _) = node {
            return ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"] + (row >= 0 ? ["org.a11y.atspi.TableCell"] : [])
        }
        guard case .view(let v) = node else {
            return ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"]
        }
        var out = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
        if v is AccessibleTable { out += ["org.a11y.atspi.Table", "org.a11y.atspi.Selection"] }
        if !v.accessibilityActions.isEmpty { out.append("org.a11y.atspi.Action") }
        if v.accessibilityNumericValue != nil { out.append("org.a11y.atspi.Value") }
        // A text view's text is not built only to learn that it has some.
        if v is AccessibleText { out += ["org.a11y.atspi.Text", "org.a11y.atspi.EditableText"] }
        else if v.accessibilityText != nil { out.append("org.a11y.atspi.Text") }
        return out
    }

    /// The process's language for messages, as POSIX names it ("ja_JP.UTF-8"), or "C".
    static var locale: String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let v = ProcessEnvironment.value(name), !v.isEmpty { return v }
        }
        return "C"
    }

    // MARK: Application

    func handleApplication(_ call: inout MethodCall, _ node: Node) -> Bool {
        guard case .application = node else { return false }
        switch call.member {
        case "GetLocale":
            reply(call) { $0.string(AccessibilityBridge.locale) }
            return true
        default:
            // GetApplicationBusAddress: no private peer-to-peer bus; clients then use the shared one.
            return false
        }
    }
}
