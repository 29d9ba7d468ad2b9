import Shoji

/// `org.a11y.atspi.Component`: where an element is in X root pixels, and which element is at a point,
/// answered by Shoji's own hit testing (pass-through layers let it through, a modal window stops it).
extension AccessibilityBridge {
    func handleComponent(_ call: inout MethodCall, _ node: Node) -> Bool {
        guard case .view(let view) = node else { return handleCellComponent(&call, node) }
        switch call.member {
        case "GetExtents", "GetPosition", "GetSize":
            guard let type = call.args.uint32().flatMap(ATSPI.CoordType.init) ?? (call.member == "GetSize" ? .screen : nil) else {
                invalidArgs(call); return true
            }
            let r = extents(of: view, in: type)
            switch call.member {
            case "GetExtents":
                reply(call) { w in w.structure { $0.int32(r.x); $0.int32(r.y); $0.int32(r.width); $0.int32(r.height) } }
            case "GetPosition": reply(call) { $0.int32(r.x); $0.int32(r.y) }
            default: reply(call) { $0.int32(r.width); $0.int32(r.height) }
            }
        case "Contains":
            guard let x = call.args.int32(), let y = call.args.int32(),
                  let type = call.args.uint32().flatMap(ATSPI.CoordType.init) else { invalidArgs(call); return true }
            let p = screenPoint(x, y, type, relativeTo: view)
            reply(call) { $0.bool(view.accessibilityFrameInScreen.contains(p)) }
        case "GetAccessibleAtPoint":
            guard let x = call.args.int32(), let y = call.args.int32(),
                  let type = call.args.uint32().flatMap(ATSPI.CoordType.init) else { invalidArgs(call); return true }
            let found = element(at: screenPoint(x, y, type, relativeTo: view), below: view)
            reply(call) { $0.reference(reference(found)) }
        case "GetLayer":
            reply(call) { $0.uint32(view is Window ? ATSPI.layerWindow : ATSPI.layerWidget) }
        case "GetAlpha":
            reply(call) { $0.double(view.alpha) }
        case "GrabFocus":
            let ok = grabFocus(view)
            reply(call) { $0.bool(ok) }
        default:
            return false
        }
        return true
    }

    /// The element Shoji's hit test finds at `point` (screen points), when it lies inside `container`'s
    /// accessible subtree: the deepest one, as Qt answers (a client asking again of it gets nil).
    func element(at point: Point, below container: View) -> View? {
        guard let hit = screen(of: container).accessibilityElement(at: point), hit !== container else { return nil }
        var v: View? = hit
        while let cur = v {
            if cur === container { return hit }
            v = cur.accessibilityParent ?? (cur is Window ? nil : cur.window)
        }
        return nil
    }

    struct PixelRect { var x, y, width, height: Int32 }

    /// The element's rectangle in device pixels: on the X screen, in the X window, or from its parent.
    func extents(of view: View, in type: ATSPI.CoordType) -> PixelRect {
        extents(ofScreenRect: view.accessibilityFrameInScreen, in: type, relativeTo: view)
    }

    /// A rectangle in screen points (an element's, a character's) in device pixels, as `type` says;
    /// `.parent` is from the parent of `view`.
    func extents(ofScreenRect f: Rect, in type: ATSPI.CoordType, relativeTo view: View) -> PixelRect {
        let s = scale()
        let minX = (f.minX * s).rounded(.down), minY = (f.minY * s).rounded(.down)
        // An app's frame may be anything (1e300, NaN): saturated to what the protocol's 32 bits hold.
        var rect = PixelRect(x: Int32(saturating: minX), y: Int32(saturating: minY),
                             width: Int32(saturating: (f.maxX * s).rounded(.up) - minX),
                             height: Int32(saturating: (f.maxY * s).rounded(.up) - minY))
        switch type {
        case .window: break
        case .screen:
            let o = windowOrigin(of: view)
            rect.x = Int32(saturating: Double(rect.x) + o.x); rect.y = Int32(saturating: Double(rect.y) + o.y)
        case .parent:
            if let parent = view.accessibilityParent {
                let p = extents(of: parent, in: .window)
                rect.x = Int32(clamping: Int(rect.x) - Int(p.x)); rect.y = Int32(clamping: Int(rect.y) - Int(p.y))
            }
        }
        return rect
    }

    /// A client's point in Shoji's screen points.
    func screenPoint(_ x: Int32, _ y: Int32, _ type: ATSPI.CoordType, relativeTo view: View) -> Point {
        let s = scale()
        var px = Double(x), py = Double(y)
        switch type {
        case .window: break
        case .screen:
            let o = windowOrigin(of: view)
            px -= o.x; py -= o.y
        case .parent:
            if let parent = view.accessibilityParent {
                let p = extents(of: parent, in: .window)
                px += Double(p.x); py += Double(p.y)
            }
        }
        // The centre of the pixel, so that a pixel on an element's edge belongs to it at any scale.
        return Point(x: (px + 0.5) / s, y: (py + 0.5) / s)
    }

    /// Keyboard focus to the element, when it takes it (its window becomes key too).
    private func grabFocus(_ view: View) -> Bool {
        guard let window = view.window, !window.isHidden else { return false }
        if view === window { window.makeKey(); return window.isKeyWindow }
        guard view.canBecomeFirstResponder, window.makeFirstResponder(view) else { return false }
        window.makeKey()
        return true
    }
}
