/// The scroll indicators: thin bars over the content that show where the view is in it. They appear
/// while the content moves, shrink when it is pulled past an edge, and fade out half a second after it
/// stops (as on iOS), so a still list shows nothing over its rows.
extension ScrollView {
    static let indicatorLinger = 0.5
    static let indicatorFadeDuration = 0.25
    static let indicatorThickness = 3.0
    static let indicatorMargin = 2.0
    static let indicatorMinimumLength = 36.0

    /// How visible the indicators are now (0…1).
    public var scrollIndicatorAlpha: Double { indicatorAlpha }

    /// Shows the indicators for a moment, as `flashScrollIndicators()` does.
    public func flashScrollIndicators() { scrollActivity() }

    /// The content moved: show the indicators and (re)start the countdown to fading them.
    func scrollActivity() {
        guard showsVerticalScrollIndicator || showsHorizontalScrollIndicator, let screen else { return }
        lastScrollTime = screen.clock.now
        if indicatorFade != nil { indicatorFade?.cancel(); indicatorFade = nil }
        if indicatorAlpha != 1 {
            indicatorAlpha = 1
            damageIndicators()
        }
        if indicatorTimer == nil { scheduleIndicatorCheck(after: ScrollView.indicatorLinger) }
        screen.setChangePending(true, for: self) // the fade to come: the screen is not settled until it starts
    }

    private func scheduleIndicatorCheck(after delay: Double) {
        indicatorTimer = screen?.clock.schedule(after: delay) { [weak self] in self?.indicatorCheck() }
    }

    /// One timer a linger period, not one a scroll event: it looks at how long ago the content last moved.
    private func indicatorCheck() {
        indicatorTimer = nil
        guard let screen else { return }
        let idle = screen.clock.now - lastScrollTime
        if isTracking || idle < ScrollView.indicatorLinger - 1e-9 {
            scheduleIndicatorCheck(after: isTracking ? ScrollView.indicatorLinger : ScrollView.indicatorLinger - idle)
            // Held by a finger or the pointer: nothing changes until the user moves or lets go.
            if isTracking { screen.setChangePending(false, for: self) }
            return
        }
        screen.setChangePending(false, for: self) // the fade's animation keeps the screen unsettled now
        indicatorFade = screen.animator.animate(duration: ScrollView.indicatorFadeDuration, curve: .easeIn, update: { [weak self] t in
            guard let self else { return }
            self.indicatorAlpha = 1 - t
            self.damageIndicators()
        }, completion: { [weak self] _ in
            self?.indicatorFade = nil
            // One more frame, even with nothing to draw (the content fits, so the bars showed nothing): the
            // host then sees the screen at rest and says so (the trace's `settled`).
            self?.screen?.setNeedsUpdate(layout: false)
        })
    }

    /// The indicators are drawn over the content, so moved pixels carry them along: redraw the thin
    /// strips they run in whenever the content moves.
    func damageIndicatorTracks() {
        guard indicatorAlpha > 0.001 else { return }
        let w = ScrollView.indicatorThickness + ScrollView.indicatorMargin + 1
        if showsVerticalScrollIndicator { setNeedsDisplay(Rect(x: bounds.maxX - w, y: bounds.minY, width: w, height: bounds.height)) }
        if showsHorizontalScrollIndicator { setNeedsDisplay(Rect(x: bounds.minX, y: bounds.maxY - w, width: bounds.width, height: w)) }
    }

    private func damageIndicators() {
        for r in [verticalIndicatorRect, horizontalIndicatorRect].compactMap({ $0 }) {
            setNeedsDisplay(r.insetBy(dx: -1, dy: -1))
        }
    }

    /// The vertical bar in bounds coordinates, or nil when the content fits.
    public var verticalIndicatorRect: Rect? {
        guard showsVerticalScrollIndicator else { return nil }
        let lo = minimumContentOffset.y, hi = maximumContentOffset.y
        let content = contentSize.height + contentInset.top + contentInset.bottom
        guard hi > lo, content > 0 else { return nil }
        let m = ScrollView.indicatorMargin, w = ScrollView.indicatorThickness
        let track = bounds.height - 2 * m - (horizontalIndicatorShown ? w + m : 0)
        let (pos, len) = ScrollView.indicator(track: track, fraction: bounds.height / content,
                                              progress: (contentOffset.y - lo) / (hi - lo), overscroll: abs(overscroll.y))
        return Rect(x: bounds.maxX - m - w, y: bounds.minY + m + pos, width: w, height: len)
    }

    /// The horizontal bar in bounds coordinates, or nil when the content fits.
    public var horizontalIndicatorRect: Rect? {
        guard horizontalIndicatorShown else { return nil }
        let lo = minimumContentOffset.x, hi = maximumContentOffset.x
        let content = contentSize.width + contentInset.left + contentInset.right
        let m = ScrollView.indicatorMargin, w = ScrollView.indicatorThickness
        let track = bounds.width - 2 * m - (verticalIndicatorShown ? w + m : 0)
        let (pos, len) = ScrollView.indicator(track: track, fraction: bounds.width / content,
                                              progress: (contentOffset.x - lo) / (hi - lo), overscroll: abs(overscroll.x))
        return Rect(x: bounds.minX + m + pos, y: bounds.maxY - m - w, width: len, height: w)
    }

    private var verticalIndicatorShown: Bool {
        showsVerticalScrollIndicator && maximumContentOffset.y > minimumContentOffset.y
    }

    private var horizontalIndicatorShown: Bool {
        showsHorizontalScrollIndicator && maximumContentOffset.x > minimumContentOffset.x
            && contentSize.width + contentInset.left + contentInset.right > 0
    }

    /// Where a bar sits along its track and how long it is: as long as the visible fraction (never too
    /// short to see), shorter by how far the content is pulled past an edge.
    private static func indicator(track: Double, fraction: Double, progress: Double, overscroll: Double) -> (Double, Double) {
        let thick = ScrollView.indicatorThickness
        var length = min(track, max(indicatorMinimumLength, track * min(1, fraction)))
        length = max(2 * thick, length - overscroll)
        let p = min(max(progress, 0), 1)
        return ((track - length) * p, length)
    }

    func drawScrollIndicators(in canvas: Canvas) {
        guard indicatorAlpha > 0.001 else { return }
        let color = Color.label.withAlpha(0.4 * indicatorAlpha)
        for r in [verticalIndicatorRect, horizontalIndicatorRect].compactMap({ $0 }) {
            canvas.fill(Path(roundedRect: r, cornerRadius: ScrollView.indicatorThickness / 2), color: color)
        }
    }
}
