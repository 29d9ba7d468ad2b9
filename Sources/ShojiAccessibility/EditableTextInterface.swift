import Shoji

/// `org.a11y.atspi.EditableText` on text fields and views: every change goes through the element's own
/// editing path (its input filter, `shouldChangeText`, undo, did-change), so a client cannot put letters in
/// a digits-only field. Copy, cut and paste use the clipboard, as the keyboard shortcuts do.
extension AccessibilityBridge {
    func handleEditableText(_ call: inout MethodCall, _ node: Node) -> Bool {
        guard case .view(let view) = node else { return false }
        return deliver(call, editableTextAnswer(call.member, &call.args, view))
    }

    /// The answer to `member` with `args`, for `view`'s text.
    func editableTextAnswer(_ member: String, _ args: inout MessageReader, _ view: View) -> InterfaceAnswer {
        guard let element = view as? AccessibleText, let text = TextContent(view) else { return .unknown }
        func done(_ ok: Bool) -> InterfaceAnswer { .reply { $0.bool(ok) } }
        switch member {
        case "SetTextContents":
            guard let s = args.string() else { return .invalidArgs }
            return done(element.accessibilityReplaceText(in: 0..<text.count, with: s))
        case "InsertText":
            guard let p = args.int32(), var s = args.string(), let length = args.int32() else { return .invalidArgs }
            // The length counts UTF-8 bytes; a shorter one cuts the text (at a character's start).
            if length >= 0, Int(length) < s.utf8.count {
                var bytes = 0
                s = String(String.UnicodeScalarView(s.unicodeScalars.prefix { c in
                    bytes += String(c).utf8.count
                    return bytes <= Int(length)
                }))
            }
            guard p >= 0, Int(p) <= text.count else { return done(false) }
            return done(element.accessibilityReplaceText(in: Int(p)..<Int(p), with: s))
        case "DeleteText":
            guard let s = args.int32(), let e = args.int32() else { return .invalidArgs }
            let r = clamped(text, s, e)
            return done(!r.isEmpty && element.accessibilityReplaceText(in: r, with: ""))
        case "CopyText":
            guard let s = args.int32(), let e = args.int32() else { return .invalidArgs }
            _ = element.accessibilityCopyText(in: clamped(text, s, e))
            return .reply { _ in }
        case "CutText":
            guard let s = args.int32(), let e = args.int32() else { return .invalidArgs }
            let r = clamped(text, s, e)
            guard !r.isEmpty, element.isAccessibilityTextEditable, element.accessibilityCopyText(in: r) else { return done(false) }
            return done(element.accessibilityReplaceText(in: r, with: ""))
        case "PasteText":
            guard let p = args.int32() else { return .invalidArgs }
            guard p >= 0, Int(p) <= text.count else { return done(false) }
            return done(element.accessibilityPasteText(at: Int(p)))
        default:
            return .unknown
        }
    }
}
