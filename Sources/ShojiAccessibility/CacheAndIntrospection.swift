import Shoji

/// `org.a11y.atspi.Cache.GetItems` (libatspi asks it of every application it meets, to fill its cache in
/// one round trip) and `Introspect` (for D-Bus browsers).
extension AccessibilityBridge {
    func handleCache(_ call: inout MethodCall) {
        guard call.member == "GetItems" else {
            fail(call, "org.freedesktop.DBus.Error.UnknownMethod", "\(call.interface).\(call.member) is not served here")
            return
        }
        // Every element under the root, parents before children. The root itself is left out: libatspi
        // already has it, with the desktop as its parent.
        // A table's rows come in row order with their cells (the cells of the rows on screen only).
        var items: [(node: Node, parent: ObjectReference, index: Int, children: [Node])] = []
        func walk(_ nodes: [Node], parent: ObjectReference) {
            for (i, n) in nodes.enumerated() {
                let kids = children(of: n)
                items.append((n, parent, i, kids))
                walk(kids, parent: reference(n))
            }
        }
        walk(allWindows.map(Node.view), parent: rootReference)
        let app = rootReference
        reply(call) { w in
            w.array("((so)(so)(so)iiassusau)") { a in
                for item in items {
                    let node = item.node
                    a.structure { s in
                        s.reference(reference(node))
                        s.reference(app)
                        s.reference(item.parent)
                        s.int32(Int32(item.index))
                        s.int32(Int32(item.children.count))
                        s.array("s") { names in for n in interfaces(of: node) { names.string(n) } }
                        s.string(name(of: node))
                        s.uint32(roleNumber(node))
                        s.string(description(of: node))
                        s.array("u") { words in for word in ATSPI.stateWords(states(of: node)) { words.uint32(word) } }
                    }
                }
            }
        }
    }

    func introspection(for node: Node) -> String {
        var xml = """
        <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
        <node>
        <interface name="org.freedesktop.DBus.Introspectable"><method name="Introspect"><arg direction="out" type="s"/></method></interface>
        <interface name="org.freedesktop.DBus.Properties">
        <method name="Get"><arg direction="in" type="s"/><arg direction="in" type="s"/><arg direction="out" type="v"/></method>
        <method name="GetAll"><arg direction="in" type="s"/><arg direction="out" type="a{sv}"/></method>
        <method name="Set"><arg direction="in" type="s"/><arg direction="in" type="s"/><arg direction="in" type="v"/></method>
        </interface>

        """
        for interface in interfaces(of: node) {
            xml += "<interface name=\"\(interface)\">"
            for p in properties(of: node, interface: interface) {
                let access = interface.hasSuffix("Value") && p.name == "CurrentValue" || p.name == "Id" ? "readwrite" : "read"
                xml += "<property name=\"\(p.name)\" type=\"\(p.signature)\" access=\"\(access)\"/>"
            }
            for (method, args) in AccessibilityBridge.methods[interface] ?? [] {
                xml += "<method name=\"\(method)\">" + args.map { "<arg direction=\"\($0.0)\" type=\"\($0.1)\"/>" }.joined() + "</method>"
            }
            xml += "</interface>\n"
        }
        return xml + "</node>\n"
    }

    /// The methods served, with their arguments' directions and types (at-spi2-core's XML specifies them).
    static let methods: [String: [(String, [(String, String)])]] = [
        "org.a11y.atspi.Accessible": [
            ("GetChildAtIndex", [("in", "i"), ("out", "(so)")]), ("GetChildren", [("out", "a(so)")]),
            ("GetIndexInParent", [("out", "i")]), ("GetRelationSet", [("out", "a(ua(so))")]),
            ("GetRole", [("out", "u")]), ("GetRoleName", [("out", "s")]), ("GetLocalizedRoleName", [("out", "s")]),
            ("GetState", [("out", "au")]), ("GetAttributes", [("out", "a{ss}")]),
            ("GetApplication", [("out", "(so)")]), ("GetInterfaces", [("out", "as")]),
        ],
        "org.a11y.atspi.Component": [
            ("Contains", [("in", "i"), ("in", "i"), ("in", "u"), ("out", "b")]),
            ("GetAccessibleAtPoint", [("in", "i"), ("in", "i"), ("in", "u"), ("out", "(so)")]),
            ("GetExtents", [("in", "u"), ("out", "(iiii)")]), ("GetPosition", [("in", "u"), ("out", "i"), ("out", "i")]),
            ("GetSize", [("out", "i"), ("out", "i")]), ("GetLayer", [("out", "u")]), ("GetAlpha", [("out", "d")]),
            ("GrabFocus", [("out", "b")]),
        ],
        "org.a11y.atspi.Action": [
            ("GetDescription", [("in", "i"), ("out", "s")]), ("GetName", [("in", "i"), ("out", "s")]),
            ("GetLocalizedName", [("in", "i"), ("out", "s")]), ("GetKeyBinding", [("in", "i"), ("out", "s")]),
            ("GetActions", [("out", "a(sss)")]), ("DoAction", [("in", "i"), ("out", "b")]),
        ],
        "org.a11y.atspi.Text": [
            ("GetText", [("in", "i"), ("in", "i"), ("out", "s")]),
            ("GetCharacterAtOffset", [("in", "i"), ("out", "i")]),
            ("GetStringAtOffset", [("in", "i"), ("in", "u"), ("out", "s"), ("out", "i"), ("out", "i")]),
            ("GetTextAtOffset", [("in", "i"), ("in", "u"), ("out", "s"), ("out", "i"), ("out", "i")]),
            ("GetTextBeforeOffset", [("in", "i"), ("in", "u"), ("out", "s"), ("out", "i"), ("out", "i")]),
            ("GetTextAfterOffset", [("in", "i"), ("in", "u"), ("out", "s"), ("out", "i"), ("out", "i")]),
            ("GetCaretOffset", [("out", "i")]), ("SetCaretOffset", [("in", "i"), ("out", "b")]),
            ("GetNSelections", [("out", "i")]), ("GetSelection", [("in", "i"), ("out", "i"), ("out", "i")]),
            ("AddSelection", [("in", "i"), ("in", "i"), ("out", "b")]), ("RemoveSelection", [("in", "i"), ("out", "b")]),
            ("SetSelection", [("in", "i"), ("in", "i"), ("in", "i"), ("out", "b")]),
            ("GetCharacterExtents", [("in", "i"), ("in", "u"), ("out", "i"), ("out", "i"), ("out", "i"), ("out", "i")]),
            ("GetRangeExtents", [("in", "i"), ("in", "i"), ("in", "u"), ("out", "i"), ("out", "i"), ("out", "i"), ("out", "i")]),
            ("GetOffsetAtPoint", [("in", "i"), ("in", "i"), ("in", "u"), ("out", "i")]),
            ("GetAttributes", [("in", "i"), ("out", "a{ss}"), ("out", "i"), ("out", "i")]),
            ("GetAttributeRun", [("in", "i"), ("in", "b"), ("out", "a{ss}"), ("out", "i"), ("out", "i")]),
            ("GetAttributeValue", [("in", "i"), ("in", "s"), ("out", "s")]),
            ("GetDefaultAttributes", [("out", "a{ss}")]), ("GetDefaultAttributeSet", [("out", "a{ss}")]),
            ("GetBoundedRanges", [("in", "i"), ("in", "i"), ("in", "i"), ("in", "i"), ("in", "u"), ("in", "u"), ("in", "u"),
                                  ("out", "a(iisv)")]),
        ],
        "org.a11y.atspi.EditableText": [
            ("SetTextContents", [("in", "s"), ("out", "b")]),
            ("InsertText", [("in", "i"), ("in", "s"), ("in", "i"), ("out", "b")]),
            ("CopyText", [("in", "i"), ("in", "i")]), ("CutText", [("in", "i"), ("in", "i"), ("out", "b")]),
            ("DeleteText", [("in", "i"), ("in", "i"), ("out", "b")]), ("PasteText", [("in", "i"), ("out", "b")]),
        ],
        "org.a11y.atspi.Application": [("GetLocale", [("in", "u"), ("out", "s")])],
    ]
}
