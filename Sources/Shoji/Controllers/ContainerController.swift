/// A view controller that shows one of its children at a time and switches between them with a
/// transition (the seed's container view controller, as iOS 5's containment API allows).
///
/// While a transition runs, its two children are held: a press already under way in either is
/// cancelled (each view gets exactly one `touchesCancelled`, or nothing if the press was just ending),
/// new presses and wheels in the container are absorbed by it, and both are released when the
/// transition finishes. Keys are not held: they go to the first responder as always. Asking for
/// another transition while one runs finishes the running one first (its completion runs once, with
/// `false`), so quick clicks never stack animations.
///
/// Trace: `transition.began` and `transition.finished` with `container`, `from`, `to` (identifiers)
/// and `style`; `finished` also says whether it ran to the end.
@MainActor
open class ContainerController: ViewController {
    /// The child shown, or being transitioned to.
    public private(set) var selectedChild: ViewController?

    /// Where the container is; a transition has its two children and how far it has got.
    public enum State {
        /// No transition runs.
        case idle
        /// A transition from one child to another runs.
        case transitioning(from: ViewController, to: ViewController, style: TransitionStyle)
    }
    /// Whether a transition runs, and between which children.
    public private(set) var state: State = .idle

    /// Whether a transition runs.
    public var isTransitioning: Bool {
        if case .transitioning = state { return true }
        return false
    }

    private var running: RunningTransition?

    /// An empty container; add children with `show(_:)` or `addChild(_:)`.
    public override init() { super.init() }

    open override func loadView() {
        let v = ContainerView()
        v.controller = self
        v.clipsToBounds = true
        setView(v)
    }

    open override var childrenForAppearanceForwarding: [ViewController] {
        isTransitioning ? [] : selectedChild.map { [$0] } ?? []
    }

    // MARK: Showing a child

    /// Shows `child` at once (adding it as a child if needed) in place of whatever was shown; the old
    /// child stays a child. Use it for the first child; use `transition` to animate.
    public func show(_ child: ViewController) {
        finishRunningTransition()
        if child.parent !== self { addChild(child); child.didMove(toParent: self) }
        if let old = selectedChild, old !== child {
            transition(from: old, to: child, duration: 0, options: .none)
            return
        }
        guard selectedChild !== child || child.view.superview !== view else { return }
        selectedChild = child
        install(child.view)
        if appearanceState == .appeared {
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
        }
    }

    /// Replaces the shown child with `child` and, when the transition is over, removes the old one
    /// from the container altogether: the usual way to move between screens made on demand.
    public func replace(with child: ViewController, duration: Double, options: TransitionStyle,
                        curve: TimingCurve = .easeInOut, completion: ((Bool) -> Void)? = nil) {
        finishRunningTransition()
        guard let old = selectedChild, old !== child else {
            show(child)
            completion?(true)
            return
        }
        addChild(child)
        old.willMove(toParent: nil)
        transition(from: old, to: child, duration: duration, options: options, curve: curve) { [weak self] finished in
            old.removeFromParent()
            if let self { child.didMove(toParent: self) }
            completion?(finished)
        }
    }

    /// Switches from `from` (the shown child) to `to`, both children of this controller, as UIKit's
    /// `transition(from:to:duration:options:animations:completion:)`: `to`'s view goes in, the style
    /// animates, `from`'s view comes out, and `completion` runs once, after the appearance callbacks.
    public func transition(from: ViewController, to: ViewController, duration: Double, options style: TransitionStyle,
                           curve: TimingCurve = .easeInOut, completion: ((Bool) -> Void)? = nil) {
        precondition(from.parent === self && to.parent === self, "both view controllers must be children of the container")
        finishRunningTransition()
        precondition(from === selectedChild, "`from` must be the child shown")
        guard from !== to else { completion?(true); return }

        let t = RunningTransition(from: from, to: to, style: style, completion: completion)
        running = t
        state = .transitioning(from: from, to: to, style: style)
        selectedChild = to
        let animated = duration > 0 && style != .none && view.window?.screen != nil
        holdInput(of: [from, to])
        install(to.view)
        if style != .none {
            let shade = FlipShadeView()
            shade.frame = frameForChild(in: view.bounds)
            t.shade = shade
            view.addSubview(shade)
        }
        t.forwardsAppearance = appearanceState == .appeared
        if t.forwardsAppearance {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        trace("transition.began", t, extra: [])
        apply(t, progress: 0)

        guard animated, let animator = view.window?.screen?.animator else {
            finish(t, completed: true)
            return
        }
        t.animation = animator.animate(duration: duration, curve: curve, update: { [weak self, weak t] p in
            guard let self, let t, !t.isDone else { return }
            self.apply(t, progress: p)
        }, completion: { [weak self, weak t] completed in
            guard let self, let t else { return }
            self.finish(t, completed: completed)
        })
    }

    /// Jumps a running transition to its end (its completion runs with `false`). Nothing when idle.
    public func finishRunningTransition() {
        guard let t = running else { return }
        t.animation?.cancel()          // its completion calls finish(false)
        finish(t, completed: false)     // no-op if that already happened
    }

    /// Where a child's view goes in the container's view; the default fills it. Override to inset.
    open func frameForChild(in bounds: Rect) -> Rect { bounds }

    // MARK: Steps

    private func install(_ v: View) {
        v.frame = frameForChild(in: view.bounds)
        if v.superview !== view {
            if let shade = running?.shade, shade.superview === view {
                view.insertSubview(v, belowSubview: shade)
            } else {
                view.addSubview(v)
            }
        }
    }

    private func apply(_ t: RunningTransition, progress: Double) {
        let slot = frameForChild(in: view.bounds)
        let f = t.style.frame(at: progress, size: slot.size, travel: slot.maxY - view.bounds.minY)
        pose(t.from.view, f.from)
        pose(t.to.view, f.to)
        guard let shade = t.shade else { return }
        let covered = f.shadeCoversFrom ? t.from.view : t.to.view
        shade.shade = f.shade
        shade.isHidden = f.shade == nil || covered.isHidden
        shade.frame = covered.frame
        shade.transform = covered.transform
        // The shade sits just above the view it darkens.
        let subs = view.subviews
        if let i = subs.firstIndex(where: { $0 === shade }), let j = subs.firstIndex(where: { $0 === covered }), i != j + 1 {
            view.insertSubview(shade, aboveSubview: covered)
        }
    }

    private func pose(_ v: View, _ p: TransitionPose) {
        v.isHidden = p.isHidden
        v.alpha = p.alpha
        v.transform = p.transform
    }

    private func finish(_ t: RunningTransition, completed: Bool) {
        guard !t.isDone else { return }
        t.isDone = true
        t.animation = nil
        pose(t.from.view, .identity)
        pose(t.to.view, .identity)
        t.shade?.removeFromSuperview()
        t.from.view.removeFromSuperview()
        t.to.view.frame = frameForChild(in: view.bounds)
        running = nil
        state = .idle
        if t.forwardsAppearance {
            t.from.endAppearanceTransition()
            t.to.endAppearanceTransition()
        }
        trace("transition.finished", t, extra: [("finished", .bool(completed))])
        t.completion?(completed)
    }

    /// A press under way in either child ends now, with one cancel; hover leaves them.
    private func holdInput(of children: [ViewController]) {
        guard let dispatcher = view.window?.screen?.dispatcher else { return }
        for c in children where c.isViewLoaded { dispatcher.cancelInput(in: c.view) }
    }

    private func trace(_ event: String, _ t: RunningTransition, extra: [(String, TraceValue)]) {
        guard Trace.isEnabled else { return }
        Trace.emit(event, fields: [
            ("container", TraceValue(identifier ?? view.identifier)), ("from", TraceValue(t.from.identifier)),
            ("to", TraceValue(t.to.identifier)), ("style", .string(t.style.rawValue)),
        ] + extra)
    }
}

/// One transition under way.
@MainActor
private final class RunningTransition {
    let from: ViewController, to: ViewController
    let style: TransitionStyle
    let completion: ((Bool) -> Void)?
    var animation: Animation?
    var shade: FlipShadeView?
    var forwardsAppearance = false
    var isDone = false

    init(from: ViewController, to: ViewController, style: TransitionStyle, completion: ((Bool) -> Void)?) {
        self.from = from; self.to = to; self.style = style; self.completion = completion
    }
}

/// The container's own view: lays its children out to fill it and, while a transition runs, takes
/// every hit in its area so that neither child gets input.
@MainActor
final class ContainerView: View {
    weak var controller: ContainerController?
    /// A press that began while holding: all of it stays here, even if the transition ends first.
    private weak var absorbed: Touch?

    private var isHolding: Bool { controller?.isTransitioning ?? false }

    override func hitTest(_ point: Point) -> View? {
        if isHolding { return isHitTestable && self.point(inside: point) ? self : nil }
        return super.hitTest(point)
    }

    override func layoutSubviews() {
        let f = controller?.frameForChild(in: bounds) ?? bounds
        for v in subviews { v.frame = f }
    }

    // Held input stops here instead of going on up the responder chain.
    override func touchesBegan(_ touch: Touch) {
        if isHolding { absorbed = touch } else { super.touchesBegan(touch) }
    }
    override func touchesMoved(_ touch: Touch) { if absorbed !== touch { super.touchesMoved(touch) } }
    override func touchesEnded(_ touch: Touch) { if absorbed !== touch { super.touchesEnded(touch) } }
    override func touchesCancelled(_ touch: Touch) { if absorbed !== touch { super.touchesCancelled(touch) } }
    override func scrollWheel(_ event: WheelEvent) -> Bool { isHolding || super.scrollWheel(event) }
}
