import CDBus
import Shoji

/// One method call from a client, with its arguments still to read.
struct MethodCall {
    let message: OpaquePointer
    let path: String
    let interface: String
    let member: String
    var args: MessageReader
}

extension AccessibilityBridge {
    static let cachePath = "/org/a11y/atspi/cache"

    /// Answers the method calls addressed to our objects; anything else goes back to libdbus (which
    /// answers "unknown method" for calls nobody took).
    func handle(_ message: OpaquePointer) -> Bool {
        guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL,
              let path = dbus_message_get_path(message).map({ String(cString: $0) }),
              let member = dbus_message_get_member(message).map({ String(cString: $0) }) else { return false }
        let interface = dbus_message_get_interface(message).map { String(cString: $0) } ?? ""
        var call = MethodCall(message: message, path: path, interface: interface, member: member, args: MessageReader(message))
        if path == Self.cachePath {
            handleCache(&call)
            return true
        }
        guard path.hasPrefix(ObjectTable.prefix) else { return false }
        guard let node = node(at: path) else {
            fail(call, "org.freedesktop.DBus.Error.UnknownObject", "No such accessible object (it is gone)")
            return true
        }
        let handled: Bool
        switch interface {
        case "org.a11y.atspi.Accessible": handled = handleAccessible(&call, node)
        case "org.a11y.atspi.Component": handled = handleComponent(&call, node)
        case "org.a11y.atspi.Action": handled = handleAction(&call, node)
        case "org.a11y.atspi.Text": handled = handleText(&call, node)
        case "org.a11y.atspi.EditableText": handled = handleEditableText(&call, node)
        case "org.a11y.atspi.Application": handled = handleApplication(&call, node)
        case "org.a11y.atspi.Table": handled = handleTable(&call, node)
        case "org.a11y.atspi.TableCell": handled = handleTableCell(&call, node)
        case "org.a11y.atspi.Selection": handled = handleSelection(&call, node)
        case "org.a11y.atspi.Value": handled = false // properties only
        case "org.freedesktop.DBus.Properties": handled = handleProperties(&call, node)
        case "org.freedesktop.DBus.Introspectable":
            handled = member == "Introspect"
            if handled { reply(call) { $0.string(introspection(for: node)) } }
        default: handled = false
        }
        if !handled {
            fail(call, "org.freedesktop.DBus.Error.UnknownMethod", "\(interface).\(member) is not served here")
        }
        return true
    }

    /// Sends a method return whose arguments `body` writes (nothing when the caller asked for no reply).
    func reply(_ call: MethodCall, _ body: (inout MessageWriter) -> Void = { _ in }) {
        guard dbus_message_get_no_reply(call.message) == 0, let bus = connection,
              let reply = dbus_message_new_method_return(call.message) else { return }
        var w = MessageWriter(appendingTo: reply)
        body(&w)
        bus.send(reply)
    }

    func fail(_ call: MethodCall, _ name: String, _ text: String) {
        guard dbus_message_get_no_reply(call.message) == 0, let bus = connection,
              let reply = dbus_message_new_error(call.message, name, text) else { return }
        bus.send(reply)
    }

    func invalidArgs(_ call: MethodCall) {
        fail(call, "org.freedesktop.DBus.Error.InvalidArgs", "Wrong arguments for \(call.interface).\(call.member)")
    }

    // MARK: Properties

    private func handleProperties(_ call: inout MethodCall, _ node: Node) -> Bool {
        switch call.member {
        case "Get":
            guard let iface = call.args.string(), let name = call.args.string() else { invalidArgs(call); return true }
            guard let value = properties(of: node, interface: iface).first(where: { $0.name == name }) else {
                fail(call, "org.freedesktop.DBus.Error.UnknownProperty", "No property \(iface).\(name)")
                return true
            }
            reply(call) { w in w.variant(value.signature) { value.write(&$0) } }
        case "GetAll":
            guard let iface = call.args.string() else { invalidArgs(call); return true }
            let all = properties(of: node, interface: iface)
            reply(call) { w in
                w.array("{sv}") { a in
                    for p in all { a.dictEntry { e in e.string(p.name); e.variant(p.signature) { p.write(&$0) } } }
                }
            }
        case "Set":
            guard let iface = call.args.string(), let name = call.args.string() else { invalidArgs(call); return true }
            setProperty(call, node, iface, name)
        default:
            return false
        }
        return true
    }

    private func setProperty(_ call: MethodCall, _ node: Node, _ iface: String, _ name: String) {
        var args = call.args
        switch (node, iface, name) {
        case (.application, "org.a11y.atspi.Application", "Id"):
            // The registry numbers the application when it embeds it.
            guard let id = args.number() else { return invalidArgs(call) }
            applicationID = Int32(id)
            reply(call)
        case (.view(let view), "org.a11y.atspi.Value", "CurrentValue"):
            guard let value = args.number() else { return invalidArgs(call) }
            _ = view.accessibilitySetNumericValue(value)
            reply(call)
        default:
            fail(call, "org.freedesktop.DBus.Error.PropertyReadOnly", "\(iface).\(name) cannot be set")
        }
    }

    /// A property: its name, D-Bus signature and how to write its value.
    struct Property {
        let name: String
        let signature: String
        let write: (inout MessageWriter) -> Void
    }

    func properties(of node: Node, interface: String) -> [Property] {
        switch (interface, node) {
        case ("org.a11y.atspi.Accessible", _): return accessibleProperties(node)
        case ("org.a11y.atspi.Application", .application):
            return [
                Property(name: "ToolkitName", signature: "s") { $0.string(self.toolkitName) },
                Property(name: "Version", signature: "s") { $0.string("1.0") },
                Property(name: "AtspiVersion", signature: "s") { $0.string("2.1") },
                Property(name: "Id", signature: "i") { $0.int32(self.applicationID) },
            ]
        case ("org.a11y.atspi.Table", .view(let v)): return tableProperties(v)
        case ("org.a11y.atspi.Selection", .view(let v)): return selectionProperties(v)
        case ("org.a11y.atspi.TableCell", .cell): return tableCellProperties(node)
        case ("org.a11y.atspi.Action", .view(let v)):
            let n = Int32(v.accessibilityActions.count)
            return [Property(name: "NActions", signature: "i") { $0.int32(n) }]
        case ("org.a11y.atspi.Value", .view(let v)):
            guard let range = v.accessibilityNumericValue else { return [] }
            return [
                Property(name: "CurrentValue", signature: "d") { $0.double(range.current) },
                Property(name: "MinimumValue", signature: "d") { $0.double(range.minimum) },
                Property(name: "MaximumValue", signature: "d") { $0.double(range.maximum) },
                Property(name: "MinimumIncrement", signature: "d") { $0.double(range.step) },
                Property(name: "Text", signature: "s") { $0.string(v.accessibilityValue ?? "") },
            ]
        case ("org.a11y.atspi.Text", .view(let v)):
            let count = Int32(clamping: v.accessibilityText?.unicodeScalars.count ?? 0)
            let caret = Int32(clamping: (v as? AccessibleText)?.accessibilityCaretOffset ?? -1)
            return [
                Property(name: "CharacterCount", signature: "i") { $0.int32(count) },
                Property(name: "CaretOffset", signature: "i") { $0.int32(caret) },
            ]
        default:
            return []
        }
    }
}
