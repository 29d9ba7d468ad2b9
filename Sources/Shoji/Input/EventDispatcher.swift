/// Routes a screen's input: a press goes to the view hit and its gesture recognizers and stays with them
/// until release (an implicit grab); hover goes to the deepest view under the pointer; wheels and keys go
/// up the responder chain until handled.
@MainActor
final class EventDispatcher {
    unowned let screen: Screen
    private var touch: Touch?
    private var recognizers: [GestureRecognizer] = []
    private var viewCancelled = false
    private weak var hovered: View?
    private var lastClick: (time: Double, location: Point, button: PointerButton, count: Int)?
    /// Double-click timing as most desktops set it.
    let multiClickInterval = 0.4, multiClickDistance = 4.0
    /// Where the pointer is over the screen (nil once it left), and who wants to know (the inspector).
    private(set) var pointerLocation: Point?
    var pointerObservers = WeakObserverSet<PointerObserver>()

    init(screen: Screen) { self.screen = screen }

    var activeTouch: Touch? { touch }

    func dispatch(_ event: Event) {
        switch event {
        case .pointer(let p):
            switch p.phase {
            case .down: pointerDown(p)
            case .moved: pointerMoved(p)
            case .up: pointerUp(p)
            }
            pointerDidMove(to: p.location)
        case .wheel(let w):
            let target = screen.hitTest(w.location)?.view
            _ = target?.scrollWheel(w)
        case .key(let k):
            let window = screen.keyWindow
            let responder: Responder? = window?.firstResponder ?? window
            if responder?.keyDown(k) == true { return }
            // A view's chain already ended at its window; ask the window only for other responders.
            if (responder as? View)?.window !== window, window?.keyDown(k) == true { return }
            _ = screen.unhandledKeyHandler?(k)
        case .pointerExited:
            setHovered(nil)
            pointerDidMove(to: nil)
        }
    }

    private func pointerDidMove(to location: Point?) {
        guard location != pointerLocation else { return }
        pointerLocation = location
        guard !pointerObservers.isEmpty else { return }
        pointerObservers.forEach { $0.pointerMoved(to: location, on: screen) }
    }

    // MARK: Press, drag, release

    private func pointerDown(_ e: PointerEvent) {
        guard touch == nil else { return } // one press at a time; other buttons wait for the release
        var e = e
        let now = screen.inputClock.now
        if let last = lastClick, let button = e.button, last.button == button,
           now - last.time <= multiClickInterval, last.location.distance(to: e.location) <= multiClickDistance {
            e.clickCount = last.count + 1
        } else {
            e.clickCount = 1
        }
        lastClick = (now, e.location, e.button ?? .primary, e.clickCount)

        let hit = screen.hitTest(e.location)
        traceDown(e, hit: hit?.view)
        guard let (window, view) = hit else { return }
        setHovered(view)
        let t = Touch(view: view, window: window, event: e, time: now)
        touch = t
        viewCancelled = false
        recognizers = []
        var v: View? = view
        while let cur = v {
            recognizers += cur.gestureRecognizers.filter(\.isEnabled)
            v = cur.superview
        }
        for r in recognizers { r.touch = t }
        forEachLive { $0.touchesBegan(t) }
        if !viewCancelled { view.touchesBegan(t) }
    }

    private func pointerMoved(_ e: PointerEvent) {
        guard let t = touch else { return updateHover(e.location) }
        t.previousScreenLocation = t.screenLocation
        t.screenLocation = e.location
        t.timestamp = screen.inputClock.now
        t.modifiers = e.modifiers
        t.phase = .moved
        forEachLive { $0.touchesMoved(t) }
        if !viewCancelled { t.view.touchesMoved(t) }
    }

    private func pointerUp(_ e: PointerEvent) {
        guard let t = touch, e.button == nil || e.button == t.button else { return }
        t.previousScreenLocation = t.screenLocation
        t.screenLocation = e.location
        t.timestamp = screen.inputClock.now
        t.phase = .ended
        forEachLive { $0.touchesEnded(t) }
        if !viewCancelled { t.view.touchesEnded(t) }
        finishTouch()
        updateHover(e.location)
    }

    private func finishTouch() {
        let rs = recognizers
        touch = nil
        recognizers = []
        for r in rs {
            r.touch = nil
            r.reset()
            r.state = .possible
        }
    }

    /// Recognizers still in the running, deepest first.
    private func forEachLive(_ body: (GestureRecognizer) -> Void) {
        for r in recognizers where r.state != .failed && r.state != .cancelled && r.state != .ended {
            body(r)
        }
    }

    /// A recognizer recognized: cancel the view's touch if it asks to, and make the others fail.
    func recognizer(_ r: GestureRecognizer, changedFrom old: GestureRecognizer.State) {
        guard let t = touch, recognizers.contains(where: { $0 === r }) else { return }
        guard old == .possible, r.state == .began || r.state == .ended else { return }
        if r.cancelsTouchesInView && !viewCancelled {
            viewCancelled = true
            t.phase = .cancelled
            t.view.touchesCancelled(t)
        }
        guard !r.recognizesSimultaneously else { return }
        for other in recognizers where other !== r && other.state == .possible && !other.recognizesSimultaneously {
            other.state = .failed
        }
    }

    /// Removing the touched view, or hiding its window, cancels the touch.
    func viewLeftWindow(_ view: View) {
        if let h = hovered, h.isDescendant(of: view) { hovered = nil; h.pointerExited() }
        guard let t = touch, t.view.isDescendant(of: view) || t.window === view else { return }
        cancelTouch()
    }

    /// A modal window appeared above: hover and a press in the windows below it end.
    func interruptInput(below modal: Window) {
        let order = screen.windows
        guard let top = order.firstIndex(where: { $0 === modal }) else { return }
        func isBelow(_ w: Window?) -> Bool {
            guard let w, let i = order.firstIndex(where: { $0 === w }) else { return false }
            return i < top
        }
        if let h = hovered, isBelow(h.window) { setHovered(nil) }
        if let t = touch, isBelow(t.window) { cancelTouch() }
    }

    /// Input to `view`'s subtree stops: hover leaves it and a press under way in it is cancelled (a
    /// container holding its children during a transition).
    func cancelInput(in view: View) { viewLeftWindow(view) }

    /// Cancels the press under way. A press already ending (a button whose action removes the button)
    /// has had its `touchesEnded` and gets no cancel on top.
    func cancelTouch() {
        guard let t = touch, t.phase != .ended else { return }
        t.phase = .cancelled
        forEachLive { $0.touchesCancelled(t) }
        if !viewCancelled { t.view.touchesCancelled(t) }
        finishTouch()
    }

    // MARK: Hover

    private func updateHover(_ location: Point) { setHovered(screen.hitTest(location)?.view) }

    /// What lies under a pointer that has not moved changed (a modal came or went, a window stopped
    /// taking input): hover goes to the view now there, as if the pointer had moved. Not during a press,
    /// whose view keeps the pointer until release.
    func refreshHover() {
        guard touch == nil, let location = pointerLocation else { return }
        updateHover(location)
    }

    private func setHovered(_ view: View?) {
        guard hovered !== view else { return }
        let old = hovered
        hovered = view
        old?.pointerExited()
        view?.pointerEntered()
    }

    // MARK: Trace

    private func traceDown(_ e: PointerEvent, hit: View?) {
        guard Trace.isEnabled else { return }
        var path: [TraceValue] = []
        var deepest: String?
        var v = hit
        while let cur = v {
            if let id = cur.identifier {
                if deepest == nil { deepest = id }
                path.insert(.string(id), at: 0)
            }
            v = cur.superview
        }
        Trace.emit("pointer.down", fields: [
            ("x", .number(e.location.x)), ("y", .number(e.location.y)),
            ("button", .number(Double(e.button?.rawValue ?? 1))), ("clicks", .number(Double(e.clickCount))),
            ("hit", TraceValue(deepest)), ("path", .array(path)),
            ("through", .array(passedThrough(e.location).map { .string($0) })),
        ])
    }

    /// Identifiers of the views that let the press through to the one hit (a layer's empty area).
    private func passedThrough(_ location: Point) -> [String] {
        screen.hitPath(at: location)?.passedThrough.compactMap(\.identifier) ?? []
    }
}
