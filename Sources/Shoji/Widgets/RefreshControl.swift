/// The pull-to-refresh header (Tweetie's pattern, the seed's `HeaderView`): it sits above the content of
/// a `ScrollView` and shows when the content is pulled down past its top. Pulled past `threshold` it is
/// armed (the arrow turns to point up); released while armed it pins itself in view and calls
/// `onRefresh`, whose owner calls `endRefreshing` when the work is done — then it slides away. Released
/// under the threshold, the content springs back and nothing happens.
///
/// Attach it with `scrollView.refreshControl = control`. States and their trace (`refresh.state`):
/// hidden → pulling → armed → refreshing → finishing → hidden.
@MainActor
open class RefreshControl: View {
    /// How a refresh ended.
    public enum Outcome: Hashable, Sendable { case success, failure }

    /// Where the pull-to-refresh header is: hidden → pulling → armed → refreshing → finishing → hidden.
    public enum State: Hashable, Sendable {
        /// Nothing of the header shows.
        case hidden
        /// Pulled, but not far enough to refresh on release; `progress` is the pull over the threshold.
        case pulling(progress: Double)
        /// Pulled past the threshold: releasing now refreshes.
        case armed
        /// Pinned in view while the refresh action runs.
        case refreshing
        /// Sliding away after the refresh ended (after showing the failure for a moment, if it failed).
        case finishing(Outcome)

        /// The name the trace uses.
        public var name: String {
            switch self {
            case .hidden: return "hidden"
            case .pulling: return "pulling"
            case .armed: return "armed"
            case .refreshing: return "refreshing"
            case .finishing: return "finishing"
            }
        }
    }

    /// The header's words, per state; the app gives them in the user's language.
    public struct Titles: Hashable, Sendable {
        /// The words for pulling, armed ("release"), refreshing, and a failed refresh.
        public var pull, release, updating, failed: String
        /// Announced to a screen reader when a refresh ends well (nothing shows it in words).
        public var refreshed: String
        /// Titles in the app's language; `refreshed` is only spoken, by a screen reader.
        public init(pull: String, release: String, updating: String, failed: String, refreshed: String = "Refreshed") {
            self.pull = pull; self.release = release; self.updating = updating; self.failed = failed
            self.refreshed = refreshed
        }
        /// The English titles.
        public static let english = Titles(pull: "Pull down to refresh…", release: "Release to refresh",
                                           updating: "Updating…", failed: "Couldn't update — pull to retry")
    }

    /// Where the control is now.
    public private(set) var state: State = .hidden
    /// Whether the refresh action runs (the header is pinned with a spinner).
    public var isRefreshing: Bool { state == .refreshing }
    /// How the last refresh ended (nil before the first); a failure changes the pull title to a retry.
    public private(set) var lastOutcome: Outcome?
    /// The words shown; the app gives them in the user's language.
    public var titles = Titles.english { didSet { updateContent() } }
    /// The second line, e.g. "Last updated: …" (nil: none).
    public var lastUpdatedText: String? { didSet { updateContent() } }
    /// Called once per refresh, when a release while armed starts it.
    public var onRefresh: ((RefreshControl) -> Void)?

    /// How far (points past the top) the content must be pulled to arm.
    public var threshold = 70.0
    /// The header's height, in points.
    public static let headerHeight = 60.0
    /// A full turn of the arrow (180°) takes this long; a turn reversed halfway takes half.
    public var flipDuration = 0.15
    /// How long a failure stays pinned in view before sliding away.
    public var failureHoldDuration = 1.5
    /// The colour of the arrow, the spinner and the text.
    public var tintColor = Color(light: Color(hex: 0x4F6480), dark: Color(hex: 0xA9B8CC),
                                 lightIncreasedContrast: Color(hex: 0x2C3A4D), darkIncreasedContrast: Color(hex: 0xD5DEEA)) { didSet { applyTint() } }

    /// The scroll view it is attached to.
    public private(set) weak var scrollView: ScrollView?
    /// The arrow's turn in radians: 0 points down, π up.
    public var arrowAngle: Double { arrow.angle }
    /// Whether the spinner turns.
    public var isSpinnerAnimating: Bool { spinner.isAnimating }
    /// The title shown now.
    public var title: String { titleLabel.text }

    let arrow = RefreshArrow()
    let spinner = ActivityIndicator()
    let titleLabel = Label("", style: TextStyle(size: 14, weight: .bold))
    let detailLabel = Label("", style: .caption)
    /// The top inset this control added to pin itself; removed exactly once, so a second begin can never
    /// stack a second inset.
    private(set) var appliedInset = 0.0
    private var flip: Animation?
    private var hold: ClockTimer?
    /// Bumped whenever a refresh starts or ends, so a late completion of an older one does nothing.
    private var generation = 0

    /// A hidden control; attach it with `scrollView.refreshControl = control`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(light: Color(hex: 0xE2E7ED), dark: Color(hex: 0x242A32))
        titleLabel.alignment = .leading
        for v in [arrow, spinner, titleLabel, detailLabel] as [View] { addSubview(v) }
        applyTint()
        updateContent()
        accessibilityElementsHidden = true
    }

    // MARK: Attaching

    func attach(to scrollView: ScrollView) {
        self.scrollView = scrollView
        layoutInScrollView()
    }

    func detach() {
        hold?.cancel()
        generation += 1
        if appliedInset != 0, let sv = scrollView { sv.contentInset.top -= appliedInset }
        appliedInset = 0
        removeFromSuperview()
        scrollView = nil
        setState(.hidden)
    }

    /// Covers everything above the content that shows (at least the header's height).
    func layoutInScrollView() {
        guard let sv = scrollView else { return }
        let h = max(RefreshControl.headerHeight, -sv.contentOffset.y)
        frame = Rect(x: 0, y: -h, width: sv.bounds.width, height: h)
    }

    /// How far the content is pulled past the top where it rests (without this control's pin).
    public var pullDistance: Double {
        guard let sv = scrollView else { return 0 }
        return -(sv.contentOffset.y + sv.contentInset.top - appliedInset)
    }

    // MARK: Following the scroll view

    func scrollViewDidScroll() {
        guard let sv = scrollView else { return }
        switch state {
        case .refreshing, .finishing: return
        default: break
        }
        let pull = pullDistance
        if pull <= 0.5 {
            setState(.hidden)
        } else if sv.isTracking && pull >= threshold {
            setState(.armed)
        } else {
            setState(.pulling(progress: min(1, pull / threshold)))
        }
    }

    /// The drag (or the wheel pull) ended: a release while armed refreshes; a cancelled one does not.
    func scrollViewDidEndTracking(cancelled: Bool) {
        guard state == .armed else { return }
        if cancelled {
            setState(.pulling(progress: min(1, pullDistance / threshold)))
        } else {
            startRefreshing()
            onRefresh?(self)
        }
    }

    // MARK: Refreshing

    /// Shows the header, pinned, scrolling it into view (the action is not called: the caller starts the
    /// work). False, changing nothing, when a refresh is already running.
    @discardableResult
    public func beginRefreshing() -> Bool {
        guard state != .refreshing else { return false }
        startRefreshing()
        if let sv = scrollView, !sv.isTracking {
            sv.setContentOffset(Point(sv.contentOffset.x, -sv.contentInset.top), animated: true)
        }
        return true
    }

    /// Starts a refresh as a pull released past the threshold would: the header pins in view and
    /// `onRefresh` runs (the list's "refresh" action). False, changing nothing, while one runs already.
    @discardableResult
    public func refreshAsIfPulled() -> Bool {
        guard scrollView != nil, beginRefreshing() else { return false }
        onRefresh?(self)
        return true
    }

    /// The work is done: the header slides away (a failure first shows "Couldn't update" for a moment,
    /// and the next pull offers a retry). Does nothing unless refreshing.
    public func endRefreshing(_ outcome: Outcome = .success) {
        guard state == .refreshing else { return }
        generation += 1
        let gen = generation
        lastOutcome = outcome
        setState(.finishing(outcome))
        switch outcome {
        case .success:
            Trace.emit("refresh.completed", ["rows": TraceValue((scrollView as? ListView)?.numberOfRows ?? 0)])
            postAccessibility(.announcement(titles.refreshed))
            slideAway(gen)
        case .failure:
            Trace.emit("refresh.failed")
            postAccessibility(.announcement(titles.failed))
            if let clock = window?.screen?.clock, failureHoldDuration > 0 {
                hold = clock.schedule(after: failureHoldDuration) { [weak self] in self?.slideAway(gen) }
            } else {
                slideAway(gen)
            }
        }
    }

    private func startRefreshing() {
        hold?.cancel()
        generation += 1
        setState(.refreshing)
        guard let sv = scrollView, appliedInset == 0 else { return }
        appliedInset = RefreshControl.headerHeight
        sv.contentInset.top += appliedInset
    }

    private func slideAway(_ gen: Int) {
        guard gen == generation else { return }
        guard let sv = scrollView else { return finish(gen) }
        sv.contentInset.top -= appliedInset
        appliedInset = 0
        let rest = -sv.contentInset.top
        if sv.contentOffset.y < rest - 0.5 && !sv.isTracking {
            sv.setContentOffset(Point(sv.contentOffset.x, rest), animated: true) { [weak self] _ in self?.finish(gen) }
        } else {
            finish(gen)
        }
    }

    private func finish(_ gen: Int) {
        guard gen == generation else { return }
        setState(.hidden)
        scrollViewDidScroll() // still pulled by a drag: back to pulling
    }

    // MARK: Appearance

    private func setState(_ new: State) {
        let old = state
        guard new != old else { return }
        state = new
        guard old.name != new.name else { return }
        // Only while it shows: a header at rest above the content is out of sight and out of the tree.
        accessibilityElementsHidden = new == .hidden
        Trace.emit("refresh.state", ["state": .string(new.name)])
        switch new {
        case .hidden:
            flip?.cancel()
            arrow.angle = 0
        case .pulling:
            if old == .armed { turnArrow(to: 0) }
        case .armed:
            turnArrow(to: .pi)
        case .refreshing, .finishing:
            flip?.cancel()
            arrow.angle = 0
        }
        updateContent()
    }

    /// Turns the arrow on its own animation, so the drag that crossed the threshold goes on moving the
    /// content every frame meanwhile (the hitch the seed's follow-up article fixed).
    private func turnArrow(to target: Double) {
        flip?.cancel()
        let from = arrow.angle
        guard let animator = window?.screen?.animator, abs(target - from) > 1e-6 else { arrow.angle = target; return }
        flip = animator.animate(duration: flipDuration * abs(target - from) / .pi, curve: .easeOut, update: { [weak self] t in
            self?.arrow.angle = lerp(from, target, t)
        })
    }

    private func updateContent() {
        let title: String
        switch state {
        case .hidden, .pulling: title = lastOutcome == .failure ? titles.failed : titles.pull
        case .armed: title = titles.release
        case .refreshing: title = titles.updating
        case .finishing(.success): title = titles.pull
        case .finishing(.failure): title = titles.failed
        }
        titleLabel.text = title
        detailLabel.text = lastUpdatedText ?? ""
        let spinning = state == .refreshing
        if spinning { spinner.startAnimating() } else { spinner.stopAnimating() }
        arrow.isHidden = spinning
        arrow.isWarning = state == .finishing(.failure)
        setNeedsLayout()
    }

    private func applyTint() {
        titleLabel.textColor = tintColor
        detailLabel.textColor = tintColor.withAlpha(0.85)
        arrow.color = tintColor
        spinner.color = tintColor
    }

    open override func layoutSubviews() {
        // The glyph and the two lines, centred as a group in the header band at the bottom.
        let band = Rect(x: 0, y: bounds.height - RefreshControl.headerHeight, width: bounds.width, height: RefreshControl.headerHeight)
        let t = titleLabel.sizeThatFits(.zero)
        let d = detailLabel.text.isEmpty ? Size.zero : detailLabel.sizeThatFits(.zero)
        let glyph = 30.0, gap = 14.0
        let textWidth = min(max(t.width, d.width), max(0, band.width - glyph - gap - 24))
        let x0 = ((band.width - glyph - gap - textWidth) / 2).rounded()
        arrow.frame = Rect(x: x0, y: band.midY - 16, width: glyph, height: 32) // before its turn
        spinner.frame = Rect(x: x0 + (glyph - 22) / 2, y: band.midY - 11, width: 22, height: 22)
        let textHeight = t.height + (d.height > 0 ? d.height + 2 : 0)
        var y = (band.midY - textHeight / 2).rounded()
        titleLabel.frame = Rect(x: x0 + glyph + gap, y: y, width: textWidth, height: t.height)
        y += t.height + 2
        detailLabel.frame = Rect(x: x0 + glyph + gap, y: y, width: textWidth, height: d.height)
    }
}
