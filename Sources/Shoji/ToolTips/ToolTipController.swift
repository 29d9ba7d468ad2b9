/// Tool tips on a screen, with nothing for the app to do but set a view's `toolTip`: every screen has one
/// (`Screen.toolTipController`, made at the first pointer move). It hears of every move over the view the
/// pointer hovers, finds that view's tip (`View.effectiveToolTip`), runs a `ToolTipScheduler` on the
/// screen's input clock, and shows the tip as a `ToolTipView` in a tool tip window
/// (`PopupWindow.Kind.tooltip`) below the view that has it. Any key, press or wheel hides it
/// (`userDidInteract()`); so does the window system on input it sees first (the popup then closes, and the
/// controller hears of it).
///
/// A popup's own screen (a menu's) shows no tips (`Screen.showsToolTips`).
@MainActor
public final class ToolTipController {
    /// Also told when a tip shows: its text, the view that has it and the pointer (screen points).
    public var onShow: ((_ text: String, _ view: View, _ pointer: Point) -> Void)?
    /// Also told when the tip shown hides.
    public var onHide: (() -> Void)?
    /// The timings (GTK 3's unless changed).
    public var scheduler = ToolTipScheduler<Tip>()
    /// The tool tip window shown now.
    public private(set) var popup: PopupWindow?

    /// A view's tip as the scheduler tells tips apart: the same view with another text is another tip.
    public struct Tip: Equatable {
        let view: ObjectIdentifier
        let text: String
    }

    private unowned let screen: Screen
    private weak var candidate: View?
    private var timer: ClockTimer?

    init(screen: Screen) { self.screen = screen }

    /// The view whose tip shows now.
    public var shownView: View? { scheduler.shown == nil ? nil : candidate }

    /// The pointer moved to `location` over `view` (the view it hovers; nil: none, or it left the screen).
    func pointerMoved(to location: Point?, over view: View?) {
        var tip: Tip?
        if location != nil, let view, let text = view.effectiveToolTip {
            candidate = view
            tip = Tip(view: ObjectIdentifier(view), text: text)
        }
        feed(.pointerMoved(over: tip))
    }

    /// A key, a press or a wheel: the tip goes, and stays away from this view until the pointer leaves it.
    public func userDidInteract() {
        if scheduler.ignoresOtherInput { return }
        feed(.otherInput)
    }

    private func feed(_ input: ToolTipScheduler<Tip>.Input) {
        let clock = screen.inputClock
        for intent in scheduler.handle(input, at: clock.now) {
            switch intent {
            case .show(let tip):
                if let view = candidate, ObjectIdentifier(view) == tip.view {
                    let pointer = screen.pointerLocation ?? view.convertToScreen(view.bounds.center)
                    show(tip.text, for: view)
                    onShow?(tip.text, view, pointer)
                }
            case .hide:
                hide()
                onHide?()
            }
        }
        timer?.cancel()
        timer = nil
        if let deadline = scheduler.nextDeadline {
            timer = clock.schedule(after: max(0, deadline - clock.now)) { [weak self] in self?.feed(.tick) }
        }
    }

    private func show(_ text: String, for view: View) {
        hide()
        let tip = ToolTipView(text: text)
        tip.identifier = "tooltip.text"
        let p = PopupWindow(kind: .tooltip, size: tip.frame.size, parent: screen)
        p.window.backgroundColor = tip.backgroundColor // the window is square: no white corners
        p.rootView = tip
        p.onDismiss = { [weak self, weak p] _ in
            guard let self, self.popup === p else { return }
            self.popup = nil
            // Closed by the window system on input (a key, a press): the scheduler hears of it, so that the
            // tip does not show again until the pointer leaves the view.
            self.userDidInteract()
        }
        popup = p
        // Below the view the tip belongs to (the hovered view may be its label, whose superview has the tip).
        var owner = view
        while owner.toolTip == nil, let up = owner.superview { owner = up }
        p.show(at: owner.screenBoundingBox)
    }

    private func hide() {
        let p = popup
        popup = nil
        p?.dismiss()
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
