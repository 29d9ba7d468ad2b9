/// What moves one axis of a scroll view between frames.
enum AxisMotion {
    enum Edge { case lower, upper }
    case idle
    case decelerating(DecelerationMotion, since: Double)
    /// Springing back to an edge; the edge is named rather than stored, because it can move meanwhile
    /// (a refresh header pinned or released changes the top).
    case bouncing(SpringMotion, since: Double, edge: Edge)

    var isIdle: Bool { if case .idle = self { return true } else { return false } }
}

extension ScrollView {
    /// Slower flings than this (points a second) just stop.
    static let minimumFlingSpeed = 40.0

    /// Lets the content glide on at `velocity` (points a second, in content coordinates) from where it
    /// is, bouncing at the edges; content already past an edge springs back.
    func startMotion(velocity: Point) {
        guard let screen else { contentOffset = clampedOffset(contentOffset); return }
        let now = screen.clock.now
        let lo = minimumContentOffset, hi = maximumContentOffset, o = contentOffset
        motionX = ScrollView.motion(o.x, velocity.x, lo.x, hi.x, now: now, rate: decelerationRate, bounces: bounces)
        motionY = ScrollView.motion(o.y, velocity.y, lo.y, hi.y, now: now, rate: decelerationRate, bounces: bounces)
        if motionX.isIdle && motionY.isIdle {
            moveContent(to: clampedOffset(o))
            return
        }
        guard momentum == nil else { return }
        momentum = screen.animator.addFrameHandler({ [weak self] now in
            self?.stepMotion(now) ?? false
        }, completion: { [weak self] finished in
            guard let self else { return }
            self.momentum = nil
            if finished { self.delegate?.scrollViewDidEndDecelerating(self) }
        })
    }

    private static func motion(_ p: Double, _ v: Double, _ lo: Double, _ hi: Double, now: Double, rate: Double,
                               bounces: Bool) -> AxisMotion {
        if p < lo - 0.25 || p > hi + 0.25 {
            guard bounces else { return .idle }
            let edge: AxisMotion.Edge = p < lo ? .lower : .upper
            return .bouncing(SpringMotion(from: p, to: edge == .lower ? lo : hi, velocity: v), since: now, edge: edge)
        }
        guard abs(v) >= minimumFlingSpeed else { return .idle }
        return .decelerating(DecelerationMotion(start: min(max(p, lo), hi), velocity: v, rate: rate), since: now)
    }

    /// One frame of momentum; false when both axes are at rest.
    private func stepMotion(_ now: Double) -> Bool {
        let lo = minimumContentOffset, hi = maximumContentOffset
        var p = contentOffset
        (motionX, p.x) = ScrollView.step(motionX, now: now, lo: lo.x, hi: hi.x, current: p.x, bounces: bounces)
        (motionY, p.y) = ScrollView.step(motionY, now: now, lo: lo.y, hi: hi.y, current: p.y, bounces: bounces)
        moveContent(to: p)
        return !(motionX.isIdle && motionY.isIdle)
    }

    private static func step(_ m: AxisMotion, now: Double, lo: Double, hi: Double, current: Double,
                             bounces: Bool) -> (AxisMotion, Double) {
        switch m {
        case .idle:
            return (.idle, current)
        case .decelerating(let d, let t0):
            let t = now - t0, p = d.position(at: t)
            if p < lo || p > hi {
                // Ran into an edge: past it on a spring, as far as the speed carries, then back.
                let edge: AxisMotion.Edge = p < lo ? .lower : .upper
                let target = edge == .lower ? lo : hi
                guard bounces else { return (.idle, target) }
                return (.bouncing(SpringMotion(from: p, to: target, velocity: d.velocity(at: t)), since: now, edge: edge), p)
            }
            return (t >= d.duration ? .idle : m, p)
        case .bouncing(var s, var t0, let edge):
            let target = edge == .lower ? lo : hi
            if target != s.target {
                let t = now - t0
                s = SpringMotion(from: s.position(at: t), to: target, velocity: s.velocity(at: t))
                t0 = now
            }
            let t = now - t0
            if s.isSettled(at: t) { return (.idle, target) }
            return (.bouncing(s, since: t0, edge: edge), s.position(at: t))
        }
    }

    /// Stops momentum, bounces and offset animations where they are.
    public func stopMotion() {
        momentum?.cancel()
        momentum = nil
        motionX = .idle
        motionY = .idle
        offsetAnimation?.cancel()
        offsetAnimation = nil
    }

    // MARK: Programmatic scrolling

    /// Scrolls to `offset`, gliding over 0.3 s when `animated`; `completion` gets false when a drag or
    /// another scroll interrupts it.
    public func setContentOffset(_ offset: Point, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        setContentOffset(offset, animated: animated, duration: 0.3, curve: .easeInOut, completion: completion)
    }

    func setContentOffset(_ target: Point, animated: Bool, duration: Double, curve: TimingCurve,
                          completion: ((Bool) -> Void)? = nil) {
        stopMotion()
        guard animated, let animator = screen?.animator, target != contentOffset else {
            contentOffset = target
            completion?(true)
            return
        }
        let from = contentOffset
        offsetAnimationShift = .zero
        offsetAnimation = animator.animate(duration: duration, curve: curve, update: { [weak self] t in
            guard let self else { return }
            self.moveContent(to: lerp(from, target, t) + self.offsetAnimationShift)
        }, completion: { [weak self] finished in
            guard let self else { return }
            self.offsetAnimation = nil
            if finished { self.delegate?.scrollViewDidEndScrollingAnimation(self) }
            completion?(finished)
        })
    }

    /// Scrolls as little as possible to show `rect` (content coordinates).
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        // Not laid out yet: nothing is visible to scroll into, and an offset worked out against an empty
        // viewport would leave the content stuck past its edge once the real size comes.
        guard bounds.width > 0, bounds.height > 0 else { return }
        let visible = Rect(origin: contentOffset, size: bounds.size).inset(by: contentInset)
        var o = contentOffset
        if rect.minY < visible.minY { o.y -= visible.minY - rect.minY }
        else if rect.maxY > visible.maxY { o.y += min(rect.maxY - visible.maxY, rect.minY - visible.minY) }
        if rect.minX < visible.minX { o.x -= visible.minX - rect.minX }
        else if rect.maxX > visible.maxX { o.x += min(rect.maxX - visible.maxX, rect.minX - visible.minX) }
        let target = clampedOffset(o)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// Moves the offset and whatever is moving it by `delta`, so that content which grew or shrank above
    /// what is on screen (rows measured as they appear, rows inserted above) does not make it jump.
    public func shiftContentOffset(by delta: Point) {
        guard delta != .zero else { return }
        dragOrigin += delta
        func shifted(_ m: AxisMotion, _ d: Double) -> AxisMotion {
            switch m {
            case .idle: return .idle
            case .decelerating(var dm, let t0): dm.start += d; return .decelerating(dm, since: t0)
            case .bouncing(var s, let t0, let edge): s.target += d; return .bouncing(s, since: t0, edge: edge)
            }
        }
        motionX = shifted(motionX, delta.x)
        motionY = shifted(motionY, delta.y)
        offsetAnimationShift += delta
        contentOffset = contentOffset + delta
    }
}
