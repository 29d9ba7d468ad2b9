import Shoji

/// What a handler answers: a reply's body, wrong arguments, or a method not served here.
enum InterfaceAnswer {
    case reply((inout MessageWriter) -> Void)
    case invalidArgs
    case unknown
}

/// `org.a11y.atspi.Text`: a label's text (read only), a field's or text view's (with its caret,
/// selection, words, lines and where each character is). Offsets are characters (Unicode scalars).
extension AccessibilityBridge {
    func handleText(_ call: inout MethodCall, _ node: Node) -> Bool {
        guard case .view(let view) = node else { return false }
        return deliver(call, textAnswer(call.member, &call.args, view))
    }

    /// Sends an answer; false when the method is not served (the caller says so).
    func deliver(_ call: MethodCall, _ answer: InterfaceAnswer) -> Bool {
        switch answer {
        case .reply(let body): reply(call, body)
        case .invalidArgs: invalidArgs(call)
        case .unknown: return false
        }
        return true
    }

    /// The answer to `member` with arguments `args`, for `view`'s text.
    func textAnswer(_ member: String, _ args: inout MessageReader, _ view: View) -> InterfaceAnswer {
        guard let text = TextContent(view) else { return .unknown }
        let element = text.element
        switch member {
        case "GetText":
            guard let start = args.int32(), let end = args.int32() else { return .invalidArgs }
            let s = text.slice(start, end)
            return .reply { $0.string(s) }
        case "GetCharacterAtOffset":
            guard let i = args.int32() else { return .invalidArgs }
            let c = text.scalars.indices.contains(Int(i)) ? Int32(text.scalars[Int(i)].value) : 0
            return .reply { $0.int32(c) }
        case "GetStringAtOffset":
            guard let i = args.int32(), let g = args.uint32() else { return .invalidArgs }
            let r = TextContent.granularity(g).map { text.range($0, at: Int(i)) } ?? 0..<0
            return rangeReply(text, r)
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            guard let i = args.int32(), let b = args.uint32() else { return .invalidArgs }
            let which: TextContent.Neighbour = member == "GetTextAtOffset" ? .at : member == "GetTextBeforeOffset" ? .before : .after
            return rangeReply(text, text.range(boundary: b, at: Int(i), which) ?? 0..<0)
        case "GetCaretOffset":
            let o = Int32(clamping: element?.accessibilityCaretOffset ?? -1)
            return .reply { $0.int32(o) }
        case "SetCaretOffset":
            guard let i = args.int32() else { return .invalidArgs }
            let ok = element?.accessibilitySetSelectedRange(Int(i)..<Int(i)) ?? false
            return .reply { $0.bool(ok) }
        case "GetNSelections":
            let n: Int32 = (element?.accessibilitySelectedRange.isEmpty ?? true) ? 0 : 1
            return .reply { $0.int32(n) }
        case "GetSelection":
            guard let k = args.int32() else { return .invalidArgs }
            let r = element?.accessibilitySelectedRange ?? 0..<0
            let (s, e) = k == 0 && !r.isEmpty ? (Int32(clamping: r.lowerBound), Int32(clamping: r.upperBound)) : (0, 0)
            return .reply { $0.int32(s); $0.int32(e) }
        case "AddSelection", "SetSelection":
            // One selection only: adding one when there is none, or setting the first.
            if member == "SetSelection" { guard let k = args.int32(), k == 0 else { return .reply { $0.bool(false) } } }
            guard let s = args.int32(), let e = args.int32() else { return .invalidArgs }
            guard let element, member == "SetSelection" || element.accessibilitySelectedRange.isEmpty else {
                return .reply { $0.bool(false) }
            }
            let ok = element.accessibilitySetSelectedRange(clamped(text, s, e))
            return .reply { $0.bool(ok) }
        case "RemoveSelection":
            guard let k = args.int32() else { return .invalidArgs }
            guard let element, k == 0, !element.accessibilitySelectedRange.isEmpty else { return .reply { $0.bool(false) } }
            let caret = element.accessibilityCaretOffset
            let ok = element.accessibilitySetSelectedRange(caret..<caret)
            return .reply { $0.bool(ok) }
        case "GetCharacterExtents":
            guard let i = args.int32(), let type = args.uint32().flatMap(ATSPI.CoordType.init) else { return .invalidArgs }
            let r = extents(ofScreenRect: characterFrame(text, view, Int(i)), in: type, relativeTo: view)
            return .reply { $0.int32(r.x); $0.int32(r.y); $0.int32(r.width); $0.int32(r.height) }
        case "GetRangeExtents":
            guard let s = args.int32(), let e = args.int32(), let type = args.uint32().flatMap(ATSPI.CoordType.init) else {
                return .invalidArgs
            }
            let range = clamped(text, s, e)
            var box = characterFrame(text, view, range.lowerBound)
            // The union of the characters' boxes (a long range is measured at its ends and line starts).
            for o in range.dropFirst().prefix(4096) { box = box.union(characterFrame(text, view, o)) }
            let r = extents(ofScreenRect: box, in: type, relativeTo: view)
            return .reply { $0.int32(r.x); $0.int32(r.y); $0.int32(r.width); $0.int32(r.height) }
        case "GetOffsetAtPoint":
            guard let x = args.int32(), let y = args.int32(), let type = args.uint32().flatMap(ATSPI.CoordType.init) else {
                return .invalidArgs
            }
            let p = screenPoint(x, y, type, relativeTo: view)
            let o = Int32(clamping: element?.accessibilityCharacterOffset(at: p) ?? -1)
            return .reply { $0.int32(o) }
        case "GetAttributes", "GetAttributeRun":
            // One style over the whole text: one run, no attributes.
            let n = Int32(clamping: text.count)
            return .reply { $0.stringDictionary([]); $0.int32(0); $0.int32(n) }
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return .reply { $0.stringDictionary([]) }
        case "GetAttributeValue":
            return .reply { $0.string("") }
        case "GetBoundedRanges":
            // Minimal: no ranges (libatspi's clients fall back to the extents of characters).
            return .reply { w in w.array("(iisv)") { _ in } }
        case "ScrollSubstringTo", "ScrollSubstringToPoint":
            return .reply { $0.bool(false) }
        default:
            return .unknown
        }
    }

    private func rangeReply(_ text: TextContent, _ r: Range<Int>) -> InterfaceAnswer {
        let piece = text.slice(r)
        let (s, e) = (Int32(clamping: r.lowerBound), Int32(clamping: r.upperBound))
        return .reply { $0.string(piece); $0.int32(s); $0.int32(e) }
    }

    /// `start..<end` within the text, in order; -1 as an end is the text's end.
    func clamped(_ text: TextContent, _ start: Int32, _ end: Int32) -> Range<Int> {
        let e = end < 0 ? text.count : min(Int(end), text.count)
        let s = max(0, min(Int(start), text.count))
        return min(s, max(0, e))..<max(s, max(0, e))
    }

    /// A character's box in screen points; a label's characters share its frame.
    private func characterFrame(_ text: TextContent, _ view: View, _ offset: Int) -> Rect {
        text.element?.accessibilityFrame(ofCharacterAt: offset) ?? view.accessibilityFrameInScreen
    }
}
