/// A loading screen that covers its host view and stays in front of everything added to the host later
/// (the seed's always-in-front loading screen). Call `show()` when work starts and `dismiss()` when it
/// ends, from anywhere and as often as needed: calls are counted, so two `show()`s need two `dismiss()`es.
///
/// - Work shorter than `graceTime` never shows it; once shown it stays at least `minimumShowTime`, so it
///   never flashes. It fades in and out in `fadeDuration`.
/// - It stays the frontmost subview of its host by observing the host's subview list: each time a view
///   lands above it, it brings itself back in front (trace `loading.raised`). No polling, no per-frame
///   work; the seed did the same with key-value observing of the parent's sublayers.
/// - The app keeps running behind it; input under it is blocked unless `blocksInput` is false, and only
///   until the last `dismiss()`: while it lingers for its minimum time and fades out, clicks go through.
/// - The host is responsible for keeping it the size of its bounds when it resizes (a container's
///   `layoutSubviews`); it starts at the host's bounds. A host that is not on a screen has no clock:
///   there the overlay appears and goes at once.
///
/// Trace: `loading.shown` (with `frame` in window pixels), `loading.raised`, `loading.hidden`.
@MainActor
public final class LoadingOverlay: View, SubviewObserver {
    /// Where it stands, as tests and a status line see it.
    public enum Phase: String, Sendable {
        /// Not shown, not asked for.
        case hidden
        /// Asked for, but waiting out the grace time before it appears.
        case waiting
        /// Fully shown.
        case shown
        /// Dismissed before `minimumShowTime`: still shown until that has passed.
        case lingering
        /// Fading out.
        case disappearing
    }

    private enum State {
        case hidden
        case waiting(ClockTimer)
        case shown(since: Double)
        case lingering(since: Double, timer: ClockTimer)
        case disappearing
    }

    /// The view it covers.
    public private(set) weak var host: View?
    /// The card's face: a dark grey in light and dark alike (lifted a little in the dark, where the
    /// dimmed window behind is already dark), black with increased contrast.
    static let cardColor = Color(light: Color(white: 0.14), dark: Color(white: 0.26),
                                 lightIncreasedContrast: .black, darkIncreasedContrast: .black)
    /// The card's text.
    static let cardTextColor = Color.white
    /// Seconds a `show()` waits before anything appears; a `dismiss()` within it shows nothing at all.
    public var graceTime = 0.1
    /// Once visible, it stays at least this long (counted from when it started to appear).
    public var minimumShowTime = 0.5
    /// Seconds a fade in or out takes.
    public var fadeDuration = 0.2
    /// Block input to everything under it (the default), or let clicks through to the app.
    public var blocksInput = true { didSet { updateHitPolicy() } }
    /// The number of `show()`s not yet matched by a `dismiss()`.
    public private(set) var showCount = 0
    /// Called whenever `phase` or `showCount` changes.
    public var onChange: ((LoadingOverlay) -> Void)?

    /// The rounded panel in the middle, behind the spinner and the text.
    public let card = View()
    /// The spinner on the card.
    public let activityIndicator = ActivityIndicator()
    /// The text under the spinner.
    public let label: Label
    /// The text under the spinner ("Loading…" by default).
    public var text: String {
        get { label.text }
        set { label.text = newValue; setNeedsLayout() }
    }

    private var state = State.hidden { didSet { updateHitPolicy(); onChange?(self) } }
    private var fade: Animation?

    /// An overlay for `host`, hidden until `show()`.
    public init(host: View, text: String = "Loading…") {
        self.host = host
        label = Label(text, style: .body.with(weight: .medium))
        super.init(frame: host.bounds)
        identifier = "loading.overlay"
        backgroundColor = .dimming
        card.backgroundColor = LoadingOverlay.cardColor // opaque: nothing behind shows through the message
        card.cornerRadius = 14
        card.isUserInteractionEnabled = false
        label.textColor = LoadingOverlay.cardTextColor
        activityIndicator.color = LoadingOverlay.cardTextColor
        label.alignment = .center
        addSubview(card)
        card.addSubview(activityIndicator)
        card.addSubview(label)
        updateHitPolicy()
    }

    /// Where it stands now.
    public var phase: Phase {
        switch state {
        case .hidden: return .hidden
        case .waiting: return .waiting
        case .shown: return .shown
        case .lingering: return .lingering
        case .disappearing: return .disappearing
        }
    }

    /// Whether it is on screen (fading in, shown, lingering or fading out).
    public var isVisible: Bool { superview != nil }

    private var screen: Screen? { host?.window?.screen }

    // MARK: Show and dismiss

    /// Asks for the overlay; it appears after the grace time unless dismissed first.
    public func show() {
        showCount += 1
        defer { onChange?(self) }
        guard showCount == 1 else { return }
        switch state {
        case .hidden:
            if graceTime > 0, let clock = screen?.clock {
                state = .waiting(clock.schedule(after: graceTime) { [weak self] in self?.appear() })
            } else {
                appear()
            }
        case .lingering(let since, let timer):
            timer.cancel()
            state = .shown(since: since)
        case .disappearing:
            // Fade back in from wherever the fade-out got to; it never left the screen.
            state = .shown(since: screen?.clock.now ?? 0)
            fade(to: 1)
        case .waiting, .shown:
            break
        }
    }

    /// Matches one `show()`; the last one hides the overlay (after the minimum show time). Extra calls do
    /// nothing.
    public func dismiss() {
        guard showCount > 0 else { return }
        showCount -= 1
        defer { onChange?(self) }
        guard showCount == 0 else { return }
        switch state {
        case .waiting(let timer):
            timer.cancel()
            state = .hidden
        case .shown(let since):
            let remaining = since + minimumShowTime - (screen?.clock.now ?? since + minimumShowTime)
            if remaining > 1e-9, let clock = screen?.clock {
                state = .lingering(since: since, timer: clock.schedule(after: remaining) { [weak self] in self?.disappear() })
            } else {
                disappear()
            }
        case .hidden, .lingering, .disappearing:
            break
        }
    }

    private func appear() {
        guard let host else { state = .hidden; return }
        frame = host.bounds
        alpha = 0
        host.addSubview(self)
        host.addSubviewObserver(self)
        state = .shown(since: screen?.clock.now ?? 0)
        activityIndicator.startAnimating()
        let scale = screen?.scale ?? 1
        let f = frameInWindow
        Trace.emit("loading.shown", ["frame": TraceValue(Rect(x: f.minX * scale, y: f.minY * scale,
                                                               width: f.width * scale, height: f.height * scale))])
        fade(to: 1)
    }

    private func disappear() {
        state = .disappearing
        fade(to: 0) { [weak self] in self?.finishHiding() }
    }

    private func finishHiding() {
        host?.removeSubviewObserver(self)
        removeFromSuperview()
        updateBusy()
        activityIndicator.stopAnimating()
        state = .hidden
        Trace.emit("loading.hidden")
    }

    /// Fades from the current alpha, taking the part of `fadeDuration` that distance needs.
    private func fade(to target: Double, then completion: (@MainActor () -> Void)? = nil) {
        fade?.cancel()
        fade = nil
        let from = alpha
        guard let animator = screen?.animator, fadeDuration > 0, from != target else {
            alpha = target
            completion?()
            return
        }
        fade = animator.animate(duration: fadeDuration * abs(target - from), curve: .easeInOut, update: { [weak self] t in
            self?.alpha = lerp(from, target, t)
        }, completion: { finished in
            if finished { completion?() }
        })
    }

    private func updateHitPolicy() {
        defer { updateBusy() }
        // Once dismissed, input goes through at once: the work is done, and nobody should wait for the
        // minimum show time (which is only there so that the overlay does not flash) or for the fade.
        switch state {
        case .lingering, .disappearing: hitPolicy = .passThroughAll; cursor = nil; return
        case .hidden, .waiting, .shown: break
        }
        hitPolicy = blocksInput ? .absorb : .passThroughAll
        // Busy: `wait` where nothing can be clicked, `progress` where clicks still go through.
        cursor = blocksInput ? .wait : .progress
    }

    // MARK: Accessibility

    /// On its host and taking the input meant for it: what it covers is busy.
    public var isBlocking: Bool { superview != nil && superview === host && hitPolicy == .absorb }
    private var wasBlocking = false

    private func updateBusy() {
        guard isBlocking != wasBlocking else { return }
        wasBlocking = isBlocking
        host?.accessibilityStateChanged(.busy, wasBlocking)
    }

    public override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .panel }
        set { super.accessibilityRole = newValue }
    }
    public override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// Blocks from the moment it appears, not from when the fade-in makes it visible enough for the
    /// usual alpha rule: a click in the first frames must not slip through.
    public override func hitTest(_ point: Point) -> View? {
        if hitPolicy == .absorb, isUserInteractionEnabled, !isHidden, self.point(inside: point) { return self }
        return super.hitTest(point)
    }

    // MARK: Staying in front

    public func subviewsDidChange(of view: View, change: SubviewChange) {
        guard view === superview, view.subviews.last !== self else { return }
        view.bringSubviewToFront(self)
        Trace.emit("loading.raised")
    }

    // MARK: Layout

    public override func layoutSubviews() {
        let labelSize = label.sizeThatFits(.zero)
        let width = max(150, labelSize.width + 40), height = 124.0
        card.frame = Rect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                          width: width, height: height)
        let spinner = activityIndicator.sizeThatFits(.zero)
        activityIndicator.frame = Rect(x: ((width - spinner.width) / 2).rounded(), y: 24, width: spinner.width, height: spinner.height)
        label.frame = Rect(x: 12, y: 24 + spinner.height + 14, width: width - 24, height: labelSize.height)
    }
}
