/// Routes a screen's input: a press goes to the view hit and its gesture recognizers and stays with them
/// until release (an implicit grab); hover goes to the deepest view under the pointer; wheels and keys go
/// up the responder chain until handled. The pointer's press and every finger on a touchscreen are each
/// their own sequence, so two fingers press two keys at once; a recognizer follows one sequence at a time.
@MainActor
final class EventDispatcher {
    unowned let screen: Screen
    /// The presses under way: at most one of the pointer, any number of fingers.
    private var sequences: [InputSequence] = []
    private(set) weak var hovered: View?
    /// Local monitors (Screen+EventMonitor.swift), oldest first: each sees an event before the windows do.
    var monitors: [EventMonitor] = []
    private var lastClick: (time: Double, location: Point, button: PointerButton, count: Int)?
    /// Double-click timing, as the desktop sets it (`DesktopSettings`, read at each click).
    var multiClickInterval: Double { screen.desktopSettings.doubleClickInterval }
    var multiClickDistance: Double { screen.desktopSettings.doubleClickDistance }
    /// Where the pointer is over the screen (nil once it left), and who wants to know (the inspector).
    private(set) var pointerLocation: Point?
    var pointerObservers = WeakObserverSet<PointerObserver>()
    /// The cursor shown (see EventDispatcher+Cursor.swift) and who is told when it changes (the host).
    var cursor = Cursor.default

    init(screen: Screen) { self.screen = screen }

    /// The pointer's press under way, else the first finger's.
    var activeTouch: Touch? { (pointerSequence ?? sequences.first)?.touch }
    var pointerSequence: InputSequence? { sequences.first { $0.key == .pointer } }
    /// Every press and touch under way, oldest first.
    var activeTouches: [Touch] { sequences.map(\.touch) }

    func dispatch(_ event: Event) {
        var event = event
        for m in monitors {
            guard let next = m.handler(event) else { return }
            event = next
        }
        if screen.showsToolTips { toolTipInput(event) }
        switch event {
        case .pointer(let p):
            switch p.phase {
            case .down: pointerDown(p)
            case .moved: pointerMoved(p)
            case .up: pointerUp(p)
            }
            pointerDidMove(to: p.location)
            updateCursor()
        case .wheel(let w):
            let target = screen.hitTest(w.location)?.view
            _ = target?.scrollWheel(w)
        case .key(let k):
            traceKey(k)
            let window = screen.keyWindow
            let responder: Responder? = window?.firstResponder ?? window
            if screen.shortcuts.handle(k, responder: responder) { return }
            if screen.activateMnemonic(k) { return }
            if responder?.keyDown(k) == true { return }
            // A view's chain already ended at its window; ask the window only for other responders.
            if (responder as? View)?.window !== window, window?.keyDown(k) == true { return }
            if ContextMenuInteraction.isMenuKey(k), openContextMenuFromKeyboard(focus: responder as? View) { return }
            _ = screen.unhandledKeyHandler?(k)
        case .pointerExited:
            setHovered(nil)
            pointerDidMove(to: nil)
        case .touch(let t):
            touch(t)
        }
    }

    /// Tool tips hear of every move (over the view now hovered) and go on a key, a press or a wheel.
    private func toolTipInput(_ event: Event) {
        switch event {
        case .pointer(let p) where p.phase == .down: screen.toolTipController.userDidInteract()
        case .key, .wheel, .touch: screen.toolTipController.userDidInteract()
        case .pointer, .pointerExited: break
        }
    }

    private func pointerDidMove(to location: Point?) {
        guard location != pointerLocation else { return }
        pointerLocation = location
        if screen.showsToolTips { screen.toolTipController.pointerMoved(to: location, over: location == nil ? nil : hovered) }
        guard !pointerObservers.isEmpty else { return }
        pointerObservers.forEach { $0.pointerMoved(to: location, on: screen) }
    }

    // MARK: Press, drag, release

    private func pointerDown(_ e: PointerEvent) {
        guard pointerSequence == nil else { return } // one press at a time; other buttons wait for the release
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
        // X's middle click pastes the selection at the pointer, where a view takes it.
        if e.button == .middle, view.paste(from: screen.selectionPasteboard, at: e.location) {
            Trace.emit("edit.action", ["action": .string("pastePrimary"), "handled": .bool(true)])
            return
        }
        setHovered(view)
        begin(.pointer, Touch(view: view, window: window, event: e, time: now),
              cursor: screen.cursor(at: e.location).whilePressed)
    }

    private func pointerMoved(_ e: PointerEvent) {
        guard let s = pointerSequence else { return updateHover(e.location) }
        s.touch.modifiers = e.modifiers
        move(s, to: e.location)
    }

    private func pointerUp(_ e: PointerEvent) {
        guard let s = pointerSequence, e.button == nil || e.button == s.touch.button else { return }
        end(s, at: e.location)
        updateHover(e.location)
    }

    /// A finger: its own sequence from began to ended, hitting and grabbing as a press does. It neither
    /// hovers nor moves the pointer.
    private func touch(_ e: TouchEvent) {
        let key = InputSequence.Key.touch(e.id)
        let s = sequences.first { $0.key == key }
        switch e.phase {
        case .began:
            guard s == nil else { return } // an id already down: the host lost an end; keep the first
            let now = screen.inputClock.now
            let hit = screen.hitTest(e.location)
            traceDown(PointerEvent(.down, at: e.location, modifiers: e.modifiers), hit: hit?.view, touch: e.id)
            guard let (window, view) = hit else { return }
            begin(key, Touch(view: view, window: window, event: e, time: now), cursor: cursor)
        case .moved:
            guard let s else { return }
            s.touch.modifiers = e.modifiers
            move(s, to: e.location)
        case .ended:
            guard let s else { return }
            end(s, at: e.location)
        case .cancelled:
            guard let s else { return }
            cancel(s)
        }
    }

    private func begin(_ key: InputSequence.Key, _ t: Touch, cursor: Cursor) {
        // The recognizers on the view and its ancestors, deepest first, that are not following another
        // finger already (a list's pan follows the first finger on it; a second one on the same list
        // does not steal it).
        var recognizers: [GestureRecognizer] = []
        var v: View? = t.view
        while let cur = v {
            recognizers += cur.gestureRecognizers.filter { $0.isEnabled && $0.touch == nil }
            v = cur.superview
        }
        let s = InputSequence(key: key, touch: t, recognizers: recognizers, cursor: cursor)
        sequences.append(s)
        for r in recognizers { r.touch = t }
        forEachLive(s) { $0.touchesBegan(t) }
        if !s.viewCancelled { t.view.touchesBegan(t) }
    }

    private func move(_ s: InputSequence, to location: Point) {
        let t = s.touch
        t.previousScreenLocation = t.screenLocation
        t.screenLocation = location
        t.timestamp = screen.inputClock.now
        t.phase = .moved
        forEachLive(s) { $0.touchesMoved(t) }
        if !s.viewCancelled { t.view.touchesMoved(t) }
    }

    private func end(_ s: InputSequence, at location: Point) {
        let t = s.touch
        t.previousScreenLocation = t.screenLocation
        t.screenLocation = location
        t.timestamp = screen.inputClock.now
        t.phase = .ended
        forEachLive(s) { $0.touchesEnded(t) }
        if !s.viewCancelled { t.view.touchesEnded(t) }
        finish(s)
    }

    private func finish(_ s: InputSequence) {
        sequences.removeAll { $0 === s }
        let rs = s.recognizers
        s.recognizers = []
        for r in rs {
            r.touch = nil
            r.reset()
            r.state = .possible
        }
    }

    /// Recognizers of `s` still in the running, deepest first.
    private func forEachLive(_ s: InputSequence, _ body: (GestureRecognizer) -> Void) {
        for r in s.recognizers where r.state != .failed && r.state != .cancelled && r.state != .ended {
            body(r)
        }
    }

    /// A recognizer recognized: cancel the view's touch if it asks to, and make the others of its sequence
    /// fail.
    func recognizer(_ r: GestureRecognizer, changedFrom old: GestureRecognizer.State) {
        guard let s = sequences.first(where: { $0.recognizers.contains { $0 === r } }) else { return }
        guard old == .possible, r.state == .began || r.state == .ended else { return }
        if r.cancelsTouchesInView && !s.viewCancelled {
            s.viewCancelled = true
            s.touch.phase = .cancelled
            s.touch.view.touchesCancelled(s.touch)
        }
        guard !r.recognizesSimultaneously else { return }
        for other in s.recognizers where other !== r && other.state == .possible && !other.recognizesSimultaneously {
            other.state = .failed
        }
    }

    /// Removing the touched view, or hiding its window, cancels the touches in it.
    func viewLeftWindow(_ view: View) {
        if let h = hovered, h.isDescendant(of: view) { hovered = nil; h.pointerExited() }
        for s in sequences where s.touch.view.isDescendant(of: view) || s.touch.window === view { cancel(s) }
    }

    /// A modal window appeared above: hover and the presses in the windows below it end.
    func interruptInput(below modal: Window) {
        let order = screen.windows
        guard let top = order.firstIndex(where: { $0 === modal }) else { return }
        func isBelow(_ w: Window?) -> Bool {
            guard let w, let i = order.firstIndex(where: { $0 === w }) else { return false }
            return i < top
        }
        if let h = hovered, isBelow(h.window) { setHovered(nil) }
        for s in sequences where isBelow(s.touch.window) { cancel(s) }
    }

    /// Input to `view`'s subtree stops: hover leaves it and a press under way in it is cancelled (a
    /// container holding its children during a transition).
    func cancelInput(in view: View) { viewLeftWindow(view) }

    /// Cancels every press and touch under way.
    func cancelTouch() { for s in sequences { cancel(s) } }

    /// Cancels one sequence. A press already ending (a button whose action removes the button) has had
    /// its `touchesEnded` and gets no cancel on top.
    private func cancel(_ s: InputSequence) {
        let t = s.touch
        guard sequences.contains(where: { $0 === s }), t.phase != .ended else { return }
        t.phase = .cancelled
        forEachLive(s) { $0.touchesCancelled(t) }
        if !s.viewCancelled { t.view.touchesCancelled(t) }
        finish(s)
    }

    // MARK: Hover

    private func updateHover(_ location: Point) { setHovered(screen.hitTest(location)?.view) }

    /// What lies under a pointer that has not moved changed (a modal came or went, a window stopped
    /// taking input): hover goes to the view now there, as if the pointer had moved. Not during a press,
    /// whose view keeps the pointer until release.
    func refreshHover() {
        guard pointerSequence == nil, let location = pointerLocation else { return }
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

    private func traceDown(_ e: PointerEvent, hit: View?, touch: UInt32? = nil) {
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
        ] + (touch.map { [("touch", TraceValue.number(Double($0)))] } ?? []))
    }

    /// Identifiers of the views that let the press through to the one hit (a layer's empty area).
    private func passedThrough(_ location: Point) -> [String] {
        screen.hitPath(at: location)?.passedThrough.compactMap(\.identifier) ?? []
    }
}

extension EventDispatcher {
    func traceKey(_ k: KeyEvent) {
        guard Trace.isEnabled else { return }
        Trace.emit("key", ["text": .string(k.text), "keypad": .bool(k.isKeypad)])
    }
}
