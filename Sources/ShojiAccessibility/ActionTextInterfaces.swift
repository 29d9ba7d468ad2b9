import Shoji

/// `org.a11y.atspi.Action` (press, toggle, increment, the list's refresh…) and `org.a11y.atspi.Text`
/// (a label's text, read only). `Value` is properties only (BridgeDispatch).
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
            case "GetKeyBinding": reply(call) { $0.string("") }
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

    func handleText(_ call: inout MethodCall, _ node: Node) -> Bool {
        guard case .view(let view) = node, let text = view.accessibilityText else { return false }
        let scalars = Array(text.unicodeScalars)
        /// AT-SPI offsets count characters (code points); -1 as an end means "to the end".
        func slice(_ start: Int32, _ end: Int32) -> String {
            let s = max(0, min(Int(start), scalars.count))
            let e = end < 0 ? scalars.count : max(s, min(Int(end), scalars.count))
            var out = String.UnicodeScalarView()
            out.append(contentsOf: scalars[s..<e])
            return String(out)
        }
        switch call.member {
        case "GetText":
            guard let start = call.args.int32(), let end = call.args.int32() else { invalidArgs(call); return true }
            reply(call) { $0.string(slice(start, end)) }
        case "GetCharacterAtOffset":
            guard let i = call.args.int32() else { invalidArgs(call); return true }
            let c = scalars.indices.contains(Int(i)) ? Int32(scalars[Int(i)].value) : 0
            reply(call) { $0.int32(c) }
        case "GetStringAtOffset", "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            // Labels are short: every granularity but a character answers with the whole text.
            guard let i = call.args.int32(), let granularity = call.args.uint32() else { invalidArgs(call); return true }
            let (start, end): (Int32, Int32)
            if granularity == 0 { // a character: the one at, before or after the offset
                let at = call.member == "GetTextBeforeOffset" ? i - 1 : call.member == "GetTextAfterOffset" ? i + 1 : i
                (start, end) = scalars.indices.contains(Int(at)) ? (at, at + 1) : (0, 0)
            } else {
                (start, end) = (0, Int32(scalars.count))
            }
            let piece = slice(start, end)
            reply(call) { $0.string(piece); $0.int32(start); $0.int32(end) }
        case "GetNSelections":
            reply(call) { $0.int32(0) }
        case "GetSelection":
            reply(call) { $0.int32(0); $0.int32(0) }
        case "GetCaretOffset":
            reply(call) { $0.int32(-1) }
        case "SetCaretOffset", "AddSelection", "RemoveSelection", "SetSelection":
            reply(call) { $0.bool(false) }
        case "GetAttributes", "GetDefaultAttributes", "GetAttributeRun", "GetDefaultAttributeSet":
            // No runs of differing style in a label: one run, no attributes.
            if call.member == "GetAttributes" || call.member == "GetAttributeRun" {
                let count = Int32(scalars.count)
                reply(call) { $0.stringDictionary([]); $0.int32(0); $0.int32(count) }
            } else {
                reply(call) { $0.stringDictionary([]) }
            }
        default:
            return false
        }
        return true
    }
}
