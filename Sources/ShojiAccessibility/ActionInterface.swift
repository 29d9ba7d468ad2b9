import Shoji

/// `org.a11y.atspi.Action` (press, toggle, increment, the list's refresh…). `Value` is properties only
/// (BridgeDispatch); `Text` and `EditableText` are in TextInterface.swift and EditableTextInterface.swift.
extension AccessibilityBridge {
    func handleAction(_ call: inout MethodCall, _ node: Node) -> Bool {
        guard case .view(let view) = node else { return false }
        let actions = view.accessibilityActions
        switch call.member {
        case "GetActions":
            reply(call) { w in
                w.array("(sss)") { a in
                    for action in actions {
                        a.structure { $0.string(action.name); $0.string(action.localizedDescription); $0.string("") }
                    }
                }
            }
            return true
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding", "DoAction":
            guard let i = call.args.int32() else { invalidArgs(call); return true }
            guard actions.indices.contains(Int(i)) else {
                // As GTK: an index out of range is no action, not an error.
                if call.member == "DoAction" { reply(call) { $0.bool(false) } } else { reply(call) { $0.string("") } }
                return true
            }
            let action = actions[Int(i)]
            switch call.member {
            case "GetName": reply(call) { $0.string(action.name) }
            // The stable name doubles as the localized one: the description carries the user's language.
            case "GetLocalizedName": reply(call) { $0.string(action.name) }
            case "GetDescription": reply(call) { $0.string(action.localizedDescription) }
            // The keys belong to the element's first action (press, click, toggle), as GTK reports them.
            case "GetKeyBinding": reply(call) { $0.string(i == 0 ? view.accessibilityKeyBinding ?? "" : "") }
            default:
                // Done now, and the answer says whether it did anything (an action where a click could not
                // reach, below a modal, does nothing). Shoji has no nested run loop an action could spin,
                // which is why GTK defers its actions; what the action sets off goes out before the reply.
                let done = action.perform()
                reply(call) { $0.bool(done) }
            }
            return true
        default:
            return false
        }
    }
}
