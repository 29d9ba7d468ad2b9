/// Content larger than the view, as `UIScrollView`: `contentOffset` is `bounds.origin`, so subviews are
/// laid out in content coordinates and scroll by themselves. A drag moves the content and rubber-bands
/// past the edges, a release glides on with momentum and bounces back, the wheel scrolls (and pulls past
/// an edge when a wheel gesture starts there), and the arrow and page keys scroll when it has the
/// keyboard. All motion runs on `screen.animator`, so a `ManualClock` drives it exactly.
@MainActor
open class ScrollView: View {
    // MARK: Content

    /// The size of the content, in points.
    public var contentSize: Size = .zero { didSet { if contentSize != oldValue { contentGeometryChanged() } } }
    /// Extra room around the content (a pinned refresh header adds to `top`).
    public var contentInset: EdgeInsets = .zero { didSet { if contentInset != oldValue { contentGeometryChanged() } } }

    /// The content point shown at the top-left corner.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin, newValue.isFinite else { return }
            // Moves the pixels already drawn and redraws only the strip uncovered (when it can).
            scrollBounds(to: newValue)
            didScroll()
        }
    }

    // MARK: Behaviour

    /// Rubber-band past the edges; false stops the content hard at them.
    public var bounces = true
    /// Bounce vertically even when the content fits (a short list can still be pulled to refresh).
    public var alwaysBounceVertical = false
    /// Bounce horizontally even when the content fits.
    public var alwaysBounceHorizontal = false
    /// False stops dragging, wheel and key scrolling (code can still set the offset).
    public var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Velocity kept per millisecond of momentum (`DecelerationMotion.normalRate` is iOS's).
    public var decelerationRate = DecelerationMotion.normalRate
    /// Shows the vertical indicator while scrolling.
    public var showsVerticalScrollIndicator = true
    /// Shows the horizontal indicator while scrolling.
    public var showsHorizontalScrollIndicator = true
    /// How far ↑ and ↓ scroll.
    public var lineScrollDistance = 40.0

    /// The drag that scrolls (`isScrollEnabled` turns it off).
    public let panGestureRecognizer = PanGestureRecognizer()
    /// Told when scrolling, dragging and decelerating happen (held weakly).
    public weak var delegate: ScrollViewDelegate?

    /// The pull-to-refresh header above the content, if any.
    public var refreshControl: RefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.detach()
            if let rc = refreshControl { rc.attach(to: self); insertSubview(rc, at: 0) }
        }
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .scrollPane }
        set { super.accessibilityRole = newValue }
    }
    open override var accessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates
        if contentSize.height > bounds.height || alwaysBounceVertical { s.insert(.vertical) }
        if contentSize.width > bounds.width || alwaysBounceHorizontal { s.insert(.horizontal) }
        return s
    }
    /// With a refresh control, "refresh" starts a refresh as a pull released past the threshold does: a
    /// screen-reader user cannot pull.
    open override var accessibilityActions: [AccessibilityAction] {
        get {
            guard let rc = refreshControl else { return super.accessibilityActions }
            return [AccessibilityAction(name: AccessibilityAction.refresh, localizedDescription: rc.titles.updating) { [weak self, weak rc] in
                guard self?.isAccessibilityReachable == true, let rc else { return false }
                return rc.refreshAsIfPulled()
            }] + super.accessibilityActions
        }
        set { super.accessibilityActions = newValue }
    }

    /// The pointer is dragging the content.
    public internal(set) var isDragging = false
    /// Dragging, or pulling past an edge with the wheel: a refresh control arms only while tracking and
    /// fires when it ends.
    public internal(set) var isTracking = false
    /// Momentum or a bounce is moving the content.
    public var isDecelerating: Bool { momentum != nil }
    /// The last press stopped moving content (so it selects nothing, as on iOS).
    var touchStoppedMotion = false

    // MARK: State shared with the motion and indicator extensions

    var dragOrigin = Point.zero
    var momentum: Animation?
    var motionX = AxisMotion.idle
    var motionY = AxisMotion.idle
    var offsetAnimation: Animation?
    /// How far content changes above the view moved an animated scroll's path (see `shiftContentOffset`).
    var offsetAnimationShift = Point.zero
    var wheelEnd: ClockTimer?
    var wheelMayOverscroll = (x: false, y: false)
    /// Where the last wheel step put the content before rounding to pixels: a touchpad's many small
    /// deltas add up exactly instead of each rounding away.
    var wheelExactOffset: Point?
    var indicatorAlpha = 0.0
    var indicatorFade: Animation?
    var indicatorTimer: ClockTimer?
    var lastScrollTime = 0.0

    /// An empty scroll view; add content as subviews and set `contentSize`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.identifier = "scroll.pan"
        panGestureRecognizer.addAction { [weak self] g in
            guard let self, let pan = g as? PanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        // A drag mostly along an axis the content cannot move on is not this view's: a page that scrolls
        // up and down (or not at all) leaves a sideways drag across a number pad or a slider to them.
        // A mouse drag that began on a control is the control's (see `touchesShouldCancel(in:)`).
        panGestureRecognizer.shouldBegin = { [weak self] d in
            guard let self else { return false }
            if let touch = self.panGestureRecognizer.touch, touch.type == .pointer,
               !self.touchesShouldCancel(in: touch.view) { return false }
            return abs(d.y) >= abs(d.x) ? self.scrollsVertically : self.scrollsHorizontally
        }
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(TouchDownObserver { [weak self] in self?.touchDown() })
    }

    var screen: Screen? { window?.screen }

    /// Whether a mouse drag that began on `view` (the content's view under the press) scrolls, taking the
    /// press from it, as `UIScrollView.touchesShouldCancel(in:)` asks. By default it does not when `view`
    /// is a control or inside one: a drag in a text field selects or drags its text, a slider slides, a
    /// button tracks the press, as on every desktop. A finger's drag always scrolls; override for views
    /// that should let the mouse scroll too.
    open func touchesShouldCancel(in view: View) -> Bool {
        var v: View? = view
        while let current = v, current !== self {
            if current is Control { return false }
            v = current.superview
        }
        return true
    }

    // MARK: Geometry

    /// The smallest offset at rest: the top-left of the content less the insets.
    public var minimumContentOffset: Point { Point(-contentInset.left, -contentInset.top) }

    /// The largest offset at rest: the content's bottom-right edge (plus insets) at the view's.
    public var maximumContentOffset: Point {
        let lo = minimumContentOffset
        return Point(max(lo.x, contentSize.width + contentInset.right - bounds.width),
                      max(lo.y, contentSize.height + contentInset.bottom - bounds.height))
    }

    /// Whether the content can scroll vertically (it is taller than the view, or `alwaysBounceVertical`).
    public var scrollsVertically: Bool {
        isScrollEnabled && (maximumContentOffset.y > minimumContentOffset.y || alwaysBounceVertical)
    }

    /// Whether the content can scroll horizontally.
    public var scrollsHorizontally: Bool {
        isScrollEnabled && (maximumContentOffset.x > minimumContentOffset.x || alwaysBounceHorizontal)
    }

    /// The nearest offset at rest.
    public func clampedOffset(_ p: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return Point(min(max(p.x, lo.x), hi.x), min(max(p.y, lo.y), hi.y))
    }

    /// How far the content shows past its edges (0 at rest inside them), per axis, signed.
    public var overscroll: Point { contentOffset - clampedOffset(contentOffset) }

    /// Where a pointer position `raw` (ignoring edges) shows the content: rubber-banded past the edges.
    func banded(_ raw: Point) -> Point {
        let c = clampedOffset(raw)
        guard bounces else { return c }
        func band(_ r: Double, _ c: Double, _ dim: Double) -> Double {
            r == c ? r : c + (r > c ? 1 : -1) * RubberBand.offset(for: abs(r - c), dimension: dim)
        }
        return Point(band(raw.x, c.x, bounds.width), band(raw.y, c.y, bounds.height))
    }

    /// The inverse of `banded`: where the pointer would be for the content to show at `shown`.
    func unbanded(_ shown: Point) -> Point {
        let c = clampedOffset(shown)
        func unband(_ s: Double, _ c: Double, _ dim: Double) -> Double {
            s == c ? s : c + (s > c ? 1 : -1) * RubberBand.distance(for: abs(s - c), dimension: dim)
        }
        return Point(unband(shown.x, c.x, bounds.width), unband(shown.y, c.y, bounds.height))
    }

    /// Rounded to device pixels, so text never lands between them and scrolled pixels can be reused.
    func pixelAligned(_ p: Point) -> Point {
        let s = screen?.scale ?? 1
        return Point(x: (p.x * s).rounded() / s, y: (p.y * s).rounded() / s)
    }

    /// Moves the content (from a gesture or a motion), on whole pixels.
    func moveContent(to p: Point) { contentOffset = pixelAligned(p) }

    // MARK: Scrolling

    /// Called for every change of the offset. Subclasses that override must call super.
    open func didScroll() {
        setNeedsLayout()
        damageIndicatorTracks()
        scrollActivity()
        refreshControl?.scrollViewDidScroll()
        delegate?.scrollViewDidScroll(self)
    }

    func contentGeometryChanged() {
        setNeedsLayout()
        damageIndicatorTracks() // their length and place depend on the content's size
        refreshControl?.scrollViewDidScroll()
    }

    open override func layoutSubviews() {
        sizeContentToStack()   // a stack as the content sets the content's size (Layout/ScrollView+ContentStack.swift)
        refreshControl?.layoutInScrollView()
        // Content that shrank, or an inset that went away, leaves the offset past an edge: go back.
        if !isTracking, momentum == nil, offsetAnimation == nil, overscroll.length > 0.5 {
            startMotion(velocity: .zero)
        }
    }

    open override func drawOverSubviews(in canvas: Canvas) { drawScrollIndicators(in: canvas) }

    // MARK: Dragging

    private func touchDown() {
        touchStoppedMotion = momentum != nil || offsetAnimation != nil
        if touchStoppedMotion { stopMotion() }
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            endWheelGesture(releasing: false)
            isDragging = true
            isTracking = true
            // From here on the content follows the pointer point for point; it does not jump to make up
            // the few points the pointer moved before the drag was recognized (as on iOS).
            pan.setTranslationToZero()
            dragOrigin = unbanded(contentOffset)
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            dragMoved(pan)
        case .ended:
            var v = pan.velocity * -1
            if !scrollsHorizontally { v.x = 0 }
            if !scrollsVertically { v.y = 0 }
            endDrag(velocity: v, cancelled: false)
        case .cancelled:
            endDrag(velocity: .zero, cancelled: true)
        default:
            break
        }
    }

    private func dragMoved(_ pan: PanGestureRecognizer) {
        let t = pan.translation(in: self)
        var raw = dragOrigin
        if scrollsHorizontally { raw.x -= t.x }
        if scrollsVertically { raw.y -= t.y }
        moveContent(to: banded(raw))
    }

    private func endDrag(velocity: Point, cancelled: Bool) {
        isDragging = false
        isTracking = false
        // The refresh control decides first: pinning its header changes where the content comes to rest.
        refreshControl?.scrollViewDidEndTracking(cancelled: cancelled)
        startMotion(velocity: velocity)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: momentum != nil)
    }

    // MARK: Touches and keys

    open override var canBecomeFirstResponder: Bool { true }

    /// A press on the scroll view itself (not on a subview that takes it) gives it the keyboard.
    open override func touchesBegan(_ touch: Touch) { window?.makeFirstResponder(self) }
    open override func touchesMoved(_ touch: Touch) {}
    open override func touchesEnded(_ touch: Touch) {}
    open override func touchesCancelled(_ touch: Touch) {}

    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isScrollEnabled, scrollsVertically, !isDragging else { return super.keyDown(event) }
        let page = max(lineScrollDistance, bounds.height - contentInset.top - contentInset.bottom - lineScrollDistance)
        let y: Double
        switch event.key {
        case .up: y = contentOffset.y - lineScrollDistance
        case .down: y = contentOffset.y + lineScrollDistance
        case .pageUp: y = contentOffset.y - page
        case .pageDown: y = contentOffset.y + page
        case .home: y = minimumContentOffset.y
        case .end: y = maximumContentOffset.y
        default: return super.keyDown(event)
        }
        let target = clampedOffset(Point(contentOffset.x, y))
        setContentOffset(target, animated: true, duration: 0.2, curve: .easeOut)
        return true
    }

    // MARK: Wheel

    open override func scrollWheel(_ event: WheelEvent) -> Bool {
        guard isScrollEnabled, !isDragging else { return super.scrollWheel(event) }
        var d = event.delta
        // A vertical wheel scrolls a view that only scrolls sideways.
        if !scrollsVertically && scrollsHorizontally && d.x == 0 { d = Point(d.y, 0) }
        if !scrollsHorizontally { d.x = 0 }
        if !scrollsVertically { d.y = 0 }
        guard d != .zero else { return super.scrollWheel(event) }

        // A wheel gesture pulls past an edge only if it started there; one that runs into an edge on its
        // way stops at it, so spinning up to the top does not refresh by accident. Inside another scroll
        // view (a list in a scrolling page) the inner one takes the wheel while it can move; at its edge
        // the outer one moves, and only once neither can does a new gesture pull past the inner's edge.
        if wheelEnd == nil {
            let lo = minimumContentOffset, hi = maximumContentOffset, o = contentOffset
            wheelMayOverscroll = (x: (d.x < 0 ? o.x <= lo.x + 0.5 : o.x >= hi.x - 0.5) && !enclosingScrollViewCanMove(by: Point(d.x, 0)),
                                  y: (d.y < 0 ? o.y <= lo.y + 0.5 : o.y >= hi.y - 0.5) && !enclosingScrollViewCanMove(by: Point(0, d.y)))
        }
        stopMotion()
        // Go on from the exact place the last step aimed at, unless something else moved the content since.
        let base = wheelExactOffset.flatMap { pixelAligned($0) == contentOffset ? $0 : nil } ?? contentOffset
        let raw = unbanded(base) + d
        let band = banded(raw), clamp = clampedOffset(raw)
        let target = Point(wheelMayOverscroll.x ? band.x : clamp.x, wheelMayOverscroll.y ? band.y : clamp.y)
        guard pixelAligned(target) != contentOffset || isTracking else {
            wheelExactOffset = target
            return target != base || super.scrollWheel(event)
        }
        moveContent(to: target)
        wheelExactOffset = target
        if overscroll.length > 0.5 { isTracking = true }

        wheelEnd?.cancel()
        // The gap groups input events, so it is real time, like a double click's: in slow motion a
        // touchpad pull is still released 0.2 s after the fingers stop, not 2 s at a scale of 0.1.
        wheelEnd = screen?.inputClock.schedule(after: ScrollView.wheelGestureGap) { [weak self] in
            self?.endWheelGesture(releasing: true)
        }
        if isTracking && overscroll.length <= 0.5 {
            // Wheeled back inside: the pull is over without a release.
            isTracking = false
            refreshControl?.scrollViewDidEndTracking(cancelled: true)
        }
        return true
    }

    /// Whether a scroll view this one is inside could move its content by `d` (a wheel's delta).
    func enclosingScrollViewCanMove(by d: Point) -> Bool {
        var v = superview
        while let cur = v {
            if let s = cur as? ScrollView, s.isScrollEnabled {
                let o = s.contentOffset, lo = s.minimumContentOffset, hi = s.maximumContentOffset
                if (d.y < 0 && o.y > lo.y + 0.5) || (d.y > 0 && o.y < hi.y - 0.5)
                    || (d.x < 0 && o.x > lo.x + 0.5) || (d.x > 0 && o.x < hi.x - 0.5) { return true }
            }
            v = cur.superview
        }
        return false
    }

    /// Wheel events closer together than this are one gesture. XInput 2 has no end-of-scroll event, so
    /// this quiet time is also how a touchpad scroll is seen to stop: a pull past the top made with two
    /// fingers is released (and refreshes when armed) 0.2 s after the last scroll event. Real time, on
    /// the screen's `inputClock`, whatever the time scale.
    public static let wheelGestureGap = 0.2

    func endWheelGesture(releasing: Bool) {
        wheelEnd?.cancel()
        wheelEnd = nil
        wheelExactOffset = nil
        guard isTracking, !isDragging else { return }
        isTracking = false
        refreshControl?.scrollViewDidEndTracking(cancelled: !releasing)
        if releasing { startMotion(velocity: .zero) }
    }
}
