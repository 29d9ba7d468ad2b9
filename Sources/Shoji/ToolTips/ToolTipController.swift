/// Tool tips on a screen: it watches the pointer (a `PointerObserver`), finds the tip of the view under
/// it (`View.effectiveToolTip`), runs a `ToolTipScheduler` on the screen's input clock, and tells the host
/// when to show a tip and where (`onShow`, with the pointer) and when to hide it. The host shows a
/// `ToolTipView` in a tool tip window at `ToolTipView.frame(for:pointer:monitor:)`, and calls
/// `userDidInteract()` on every key, press and wheel, which hides the tip.
@MainActor
public final class ToolTipController: PointerObserver {
    /// Show `text`, for `view`, near `pointer` (screen points).
    public var onShow: ((_ text: String, _ view: View, _ pointer: Point) -> Void)?
    /// Hide the tip shown.
    public var onHide: (() -> Void)?
    /// The timings (GTK 3's unless changed).
    public var scheduler = ToolTipScheduler<Tip>()

    /// A view's tip as the scheduler tells tips apart: the same view with another text is another tip.
    public struct Tip: Equatable {
        let view: ObjectIdentifier
        let text: String
    }

    private weak var screen: Screen?
    private weak var candidate: View?
    private var timer: ClockTimer?

    /// Watches `screen`'s pointer until the controller is released.
    public init(screen: Screen) {
        self.screen = screen
        screen.addPointerObserver(self)
    }

    /// The view whose tip shows now.
    public var shownView: View? { scheduler.shown == nil ? nil : candidate }

    /// The pointer moved over `screen` (nil: it left).
    public func pointerMoved(to location: Point?, on screen: Screen) {
        var tip: Tip?
        if let location, let view = screen.hitTest(location)?.view, let text = view.effectiveToolTip {
            candidate = view
            tip = Tip(view: ObjectIdentifier(view), text: text)
        }
        feed(.pointerMoved(over: tip))
    }

    /// A key, a press or a wheel: the tip goes, and stays away from this view until the pointer leaves it.
    public func userDidInteract() { feed(.otherInput) }

    private func feed(_ input: ToolTipScheduler<Tip>.Input) {
        guard let clock = screen?.inputClock else { return }
        for intent in scheduler.handle(input, at: clock.now) {
            switch intent {
            case .show(let tip):
                if let view = candidate, ObjectIdentifier(view) == tip.view {
                    onShow?(tip.text, view, screen?.pointerLocation ?? view.convertToScreen(view.bounds.center))
                }
            case .hide:
                onHide?()
            }
        }
        timer?.cancel()
        timer = nil
        if let deadline = scheduler.nextDeadline {
            timer = clock.schedule(after: max(0, deadline - clock.now)) { [weak self] in self?.feed(.tick) }
        }
    }
}

extension ToolTipView {
    /// Where a tip of `size` goes: centred under the pointer, clear of the cursor (`cursorHeight`
    /// below it), above the pointer when there is no room below, and shifted to stay on the monitor.
    public static func frame(for size: Size, pointer: Point, monitor: Rect, cursorHeight: Double = 20) -> Rect {
        var r = Rect(x: pointer.x - size.width / 2, y: pointer.y + cursorHeight, width: size.width, height: size.height)
        if r.maxY > monitor.maxY { r.origin.y = pointer.y - 4 - size.height }
        r.origin.x = min(max(r.minX, monitor.minX), monitor.maxX - r.width)
        r.origin.y = min(max(r.minY, monitor.minY), monitor.maxY - r.height)
        return r
    }
}
