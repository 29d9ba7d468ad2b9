/// What a pad keeps for its balloon: the overlay window it is drawn in, the view, and which key it is over.
@MainActor
struct BalloonHost {
    /// A full-screen window at `.overlay` level that takes no input: above every window, clipped by none.
    /// It stays visible (and empty) while the pad is on screen, so showing the balloon damages only the
    /// balloon's own rectangle, not the whole screen.
    var overlay: Window?
    let view = NumberPadBalloon()
    var index: Int?
    var direction = NumberPadLayout.BalloonDirection.up
    var rise: Animation?
}

extension NumberPad {
    /// The key the balloon is over, nil when none is shown.
    public var balloonIndex: Int? { balloonHost.index }
    public var balloonDirection: NumberPadLayout.BalloonDirection { balloonHost.direction }
    /// The balloon's view (in the overlay window), for tests.
    var balloonView: NumberPadBalloon { balloonHost.view }

    /// Shows the balloon over key `index`. It rises out of the key when it first appears (0.1 s) and jumps
    /// from key to key while the pointer drags across them, as the phone keyboard's does.
    func showBalloon(at index: Int) {
        guard let screen = window?.screen, let overlay = balloonHost.overlay ?? makeOverlay(on: screen) else { return }
        // Stay above a window raised later (an alert holding another pad, say).
        if screen.windows.last !== overlay { screen.raise(overlay) }
        let appearing = balloonHost.index == nil
        balloonHost.index = index
        balloonHost.direction = direction(forBalloonAt: index, in: overlay)
        balloonHost.rise?.cancel()
        balloonHost.rise = nil
        guard appearing, let animator else { return updateBalloon(rise: 1) }
        updateBalloon(rise: 0)
        balloonHost.rise = animator.animate(duration: 0.1, curve: .easeOut, update: { [weak self] t in
            self?.updateBalloon(rise: t)
        })
    }

    func hideBalloon() {
        balloonHost.rise?.cancel()
        balloonHost.rise = nil
        balloonHost.index = nil
        balloonHost.view.isHidden = true
    }

    /// Redraws the balloon after the pad's size, colours or key order changed.
    func refreshBalloon() {
        guard balloonHost.index != nil, balloonHost.rise == nil else { return }
        updateBalloon(rise: 1)
    }

    private func updateBalloon(rise: Double) {
        guard let index = balloonHost.index else { return }
        let l = layout
        let digit = l.digit(atIndex: index)
        let shape = l.balloon(at: index, direction: balloonHost.direction, rise: rise)
        let risen = rise >= 1 ? shape : l.balloon(at: index, direction: balloonHost.direction)
        balloonHost.view.show(shape, risen: risen, digit: digit, colors: colors, padToScreen: transformToScreen)
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
        w.addSubview(balloonHost.view)
        w.isHidden = false
        screen.raise(w)
        balloonHost.overlay = w
        return w
    }

    /// Called when the pad enters or leaves a window: the overlay goes with it. It is made as soon as the
    /// pad is on a screen: a full-screen window appearing redraws the whole screen once, and that is
    /// better done while the pad itself appears than on the first key press.
    func balloonPadMovedWindow() {
        hideBalloon()
        if let screen = window?.screen {
            if balloonHost.overlay == nil { _ = makeOverlay(on: screen) }
            return
        }
        guard let overlay = balloonHost.overlay else { return }
        balloonHost.overlay = nil
        overlay.screen?.detach(overlay)
    }
}
