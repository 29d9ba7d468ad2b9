/// One balloon: its view in the overlay window, the key it is over and how it rises. A pad has one for
/// each press under way (the pointer and every finger), so two fingers show two balloons.
@MainActor
final class BalloonSlot {
    let view = NumberPadBalloon()
    var index: Int?
    var direction = NumberPadLayout.BalloonDirection.up
    var rise: Animation?
}

/// What a pad keeps for its balloons: the overlay window they are drawn in and the balloons themselves
/// (the first is the one a single press uses; more are made when more fingers press at once).
@MainActor
struct BalloonHost {
    /// A full-screen window at `.overlay` level that takes no input: above every window, clipped by none.
    /// It stays visible (and empty) while the pad is on screen, so showing a balloon damages only the
    /// balloon's own rectangle, not the whole screen.
    var overlay: Window?
    var slots = [BalloonSlot()]
}

extension NumberPad {
    /// The key the first press's balloon is over, nil when none is shown.
    public var balloonIndex: Int? { balloonIndices.first }
    /// The keys balloons are over, one per press under way that is on an enabled key, oldest first.
    public var balloonIndices: [Int] { presses.compactMap(\.slot.index) }
    public var balloonDirection: NumberPadLayout.BalloonDirection {
        (presses.first?.slot ?? balloonHost.slots[0]).direction
    }
    /// The first balloon's view (in the overlay window), for tests.
    var balloonView: NumberPadBalloon { balloonHost.slots[0].view }
    /// Every balloon's view, shown or not.
    var balloonViews: [NumberPadBalloon] { balloonHost.slots.map(\.view) }

    /// A balloon no press is using, made when every one is taken.
    func freeBalloonSlot() -> BalloonSlot {
        if let s = balloonHost.slots.first(where: { slot in !presses.contains { $0.slot === slot } }) { return s }
        let s = BalloonSlot()
        balloonHost.slots.append(s)
        balloonHost.overlay?.addSubview(s.view)
        return s
    }

    /// Shows `slot`'s balloon over key `index`, at once (or rising out of the key over 0.1 s with
    /// `balloonRises`); it jumps from key to key while the press drags across them, as the phone
    /// keyboard's does.
    func showBalloon(_ slot: BalloonSlot, at index: Int) {
        guard let screen = window?.screen, let overlay = balloonHost.overlay ?? makeOverlay(on: screen) else { return }
        // Stay above a window raised later (an alert holding another pad, say).
        if screen.windows.last !== overlay { screen.raise(overlay) }
        let appearing = slot.index == nil
        slot.index = index
        slot.direction = direction(forBalloonAt: index, in: overlay)
        slot.rise?.cancel()
        slot.rise = nil
        guard appearing, balloonRises, let animator else { return updateBalloon(slot, rise: 1) }
        updateBalloon(slot, rise: 0)
        slot.rise = animator.animate(duration: 0.1, curve: .easeOut, update: { [weak self, slot] t in
            self?.updateBalloon(slot, rise: t)
        })
    }

    func hideBalloon(_ slot: BalloonSlot) {
        slot.rise?.cancel()
        slot.rise = nil
        slot.index = nil
        slot.view.isHidden = true
    }

    func hideAllBalloons() { balloonHost.slots.forEach(hideBalloon) }

    /// Redraws the balloons after the pad's size, colours or key order changed.
    func refreshBalloon() {
        for slot in balloonHost.slots where slot.index != nil && slot.rise == nil { updateBalloon(slot, rise: 1) }
    }

    private func updateBalloon(_ slot: BalloonSlot, rise: Double) {
        guard let index = slot.index else { return }
        let l = layout
        let digit = l.digit(atIndex: index)
        let shape = l.balloon(at: index, direction: slot.direction, rise: rise)
        let risen = rise >= 1 ? shape : l.balloon(at: index, direction: slot.direction)
        slot.view.show(shape, risen: risen, digit: digit, colors: colors, padToScreen: transformToScreen)
    }

    /// Up, unless the balloon would leave the top of the screen there and has room below.
    private func direction(forBalloonAt index: Int, in overlay: Window) -> NumberPadLayout.BalloonDirection {
        let toScreen = transformToScreen
        let room = overlay.screenBoundingBox
        let up = toScreen.apply(to: layout.balloon(at: index, direction: .up).bounds)
        if up.minY >= room.minY { return .up }
        let down = toScreen.apply(to: layout.balloon(at: index, direction: .down).bounds)
        return down.maxY <= room.maxY || room.minY - up.minY > down.maxY - room.maxY ? .down : .up
    }

    private func makeOverlay(on screen: Screen) -> Window? {
        let w = Window(screen: screen, name: "numberpad.balloon", level: .overlay)
        w.hitPolicy = .passThroughAll
        w.accessibilityElementsHidden = true // the balloons repeat the keys under the fingers
        for slot in balloonHost.slots { w.addSubview(slot.view) }
        w.isHidden = false
        screen.raise(w)
        balloonHost.overlay = w
        return w
    }

    /// Called when the pad enters or leaves a window: the overlay goes with it. It is made as soon as the
    /// pad is on a screen: a full-screen window appearing redraws the whole screen once, and that is
    /// better done while the pad itself appears than on the first key press.
    func balloonPadMovedWindow() {
        hideAllBalloons()
        if let screen = window?.screen {
            if balloonHost.overlay == nil { _ = makeOverlay(on: screen) }
            return
        }
        guard let overlay = balloonHost.overlay else { return }
        balloonHost.overlay = nil
        overlay.screen?.detach(overlay)
    }
}
