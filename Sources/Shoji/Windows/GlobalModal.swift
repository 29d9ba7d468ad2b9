/// Shows a view over whatever is on screen, from anywhere: the seed's global modal. Instead of hunting for
/// the topmost view to present from, the content goes into a window of its own (a `ModalWindow` at
/// `.alert` level, above every normal window) that is made key and visible. Its dimmed backdrop blocks all
/// input to what lies below; dismissing hides the window and hands the keyboard back to whichever window
/// had it before. The screen keeps a stack of key owners, so nested modals (one `GlobalModal` each)
/// dismissed in any order end with the right owner.
///
/// The loading overlay belongs to the main window (it covers that window's content), so a global modal,
/// in a window of its own at a higher level, shows above it.
///
/// `present` replaces what is shown (the seed's behaviour). `enqueue` waits its turn by priority instead:
/// a `.required` notice (a forced update) waits for nothing and pushes a lower one on screen back to the
/// head of the queue; a `.high` one goes before every waiting `.normal` one (an announcement).
///
/// The backdrop fades and the content slides up from below the screen; the reverse on dismiss. Input is
/// never lost on the way: while coming in the modal is already key and its content takes clicks where it
/// is drawn, and while going out it already lets clicks and keys through to the app below.
///
/// Traces `modal.presented` when content is in place and `modal.dismissed` when it has gone, with `id`
/// (the content's identifier unless given) and `window`.
@MainActor
public final class GlobalModal {
    /// How queued content competes with the rest.
    public enum Priority: Int, Comparable, Sendable {
        /// Waits until everything shown or queued before it has been dismissed (an announcement).
        case normal
        /// Goes before every waiting `.normal` one, but still waits for the one shown.
        case high
        /// Waits for nothing: replaces anything of lower priority on screen at once, which goes back to the
        /// head of the queue (a forced-update notice).
        case required

        public static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    }

    /// The modal's window, from hidden to shown and back.
    public enum Phase: Hashable, Sendable { case hidden, presenting, presented, dismissing }

    /// The window the content is shown in.
    public let window: ModalWindow
    /// The window's name, used by the trace.
    public var name: String { window.name }
    /// Where the modal is now.
    public private(set) var phase: Phase = .hidden
    /// Seconds for a full slide in (and backdrop fade in), and for a full slide out; a reversal half way
    /// takes half the time.
    public var presentDuration = 0.3
    /// Seconds for a full slide out (and backdrop fade out).
    public var dismissDuration = 0.25
    /// Extra fields for the `modal.presented` trace line (the demo adds the visible views, to click on).
    public var traceFields: (() -> [(String, TraceValue)])?
    /// Called after the phase, the content shown or the queue changed (a status display follows it).
    public var onChange: (() -> Void)?

    private struct Request {
        let content: View
        let id: String
        let priority: Priority
        let isDismissible: Bool
    }

    /// One content's trip in and out.
    @MainActor
    private final class Presentation {
        let request: Request
        let panel: ModalPanel
        var animation: Animation?
        var arrived = false
        var whenGone: [() -> Void] = []
        init(_ request: Request) { self.request = request; panel = ModalPanel(content: request.content) }
    }

    private var current: Presentation?
    private var leaving: [Presentation] = []
    private var queue: [Request] = []
    private var backdropAnimation: Animation?

    /// Makes the (hidden) window; keep the modal as long as you use it.
    public init(screen: Screen, name: String = "modal", level: Window.Level = .alert) {
        window = ModalWindow(screen: screen, name: name, level: level)
        window.onEscape = { [weak self] in self?.escape() }
    }

    /// The content presented or on its way in.
    public var currentContent: View? { current?.request.content }
    /// The identifier of the content presented or on its way in.
    public var currentID: String? { current?.request.id }
    /// Whether any content is presented or on its way in.
    public var isPresented: Bool { current != nil }
    /// Whether Escape dismisses what is shown.
    public var isDismissible: Bool { current?.request.isDismissible ?? false }
    /// What waits in the queue, next first.
    public var queuedIDs: [String] { queue.map(\.id) }

    // MARK: Present and dismiss

    /// Shows `content` now, replacing anything shown (which slides away); `completion` runs when it is in
    /// place (not if it is replaced or dismissed before that).
    public func present(_ content: View, id: String? = nil, priority: Priority = .normal, isDismissible: Bool = true,
                        animated: Bool = true, completion: (() -> Void)? = nil) {
        show(request(content, id, priority, isDismissible), animated: animated, completion: completion)
    }

    /// Dismisses what is shown; the next queued content, if any, takes its place under the same backdrop.
    /// Otherwise the keyboard and clicks go back to the app at once, and the window hides when the
    /// backdrop has faded. `completion` runs when the content has gone.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard let p = current else { completion?(); return }
        current = nil
        if let completion { p.whenGone.append(completion) }
        leave(p, animated: animated)
        if !queue.isEmpty { return show(queue.removeFirst(), animated: animated, completion: nil) }
        phase = .dismissing
        window.isModal = false
        window.isUserInteractionEnabled = false
        window.resignKey()
        onChange?()
        fadeBackdrop(to: 0, animated: animated) { [weak self] in self?.finishDismissing() }
    }

    /// Queues `content` by priority (see `Priority`); it is shown at once when nothing is.
    public func enqueue(_ content: View, id: String? = nil, priority: Priority = .normal, isDismissible: Bool = true,
                        animated: Bool = true) {
        let r = request(content, id, priority, isDismissible)
        guard let shown = current else { return show(r, animated: animated, completion: nil) }
        if r.priority == .required && shown.request.priority < .required {
            insert(shown.request, aheadOfEqual: true)
            show(r, animated: animated, completion: nil)
        } else {
            insert(r, aheadOfEqual: false)
            onChange?()
        }
    }

    private func request(_ content: View, _ id: String?, _ priority: Priority, _ dismissible: Bool) -> Request {
        Request(content: content, id: id ?? content.identifier ?? name, priority: priority, isDismissible: dismissible)
    }

    /// By priority, first in first out within one (or ahead of its equals: content pushed back).
    private func insert(_ r: Request, aheadOfEqual: Bool) {
        let i = queue.firstIndex { aheadOfEqual ? $0.priority <= r.priority : $0.priority < r.priority } ?? queue.count
        queue.insert(r, at: i)
    }

    private func escape() {
        if isDismissible { dismiss(animated: true) }
    }

    // MARK: Transitions

    private func show(_ r: Request, animated: Bool, completion: (() -> Void)?) {
        if let old = current { leave(old, animated: animated) }
        let p = Presentation(r)
        current = p
        (r.content as? Alert)?.presenter = self
        window.addSubview(p.panel)
        window.isUserInteractionEnabled = true
        window.isModal = true
        window.makeKeyAndVisible()
        window.setNeedsLayout()
        window.layoutIfNeeded()
        phase = .presenting
        onChange?()
        fadeBackdrop(to: 1, animated: animated, then: nil)
        move(p, to: 1, animated: animated) { [weak self] in
            guard let self, self.current === p else { return }
            p.arrived = true
            self.phase = .presented
            // Content that slid in under a still pointer is hovered as if the pointer had moved onto it.
            self.window.screen?.windowInputChanged(self.window)
            self.onChange?()
            Trace.emit("modal.presented", fields: [("id", .string(r.id)), ("window", .string(self.name))]
                       + (self.traceFields?() ?? []))
            completion?()
        }
    }

    /// Content that is replaced or dismissed: no more input, no focus, slides out and is removed.
    private func leave(_ p: Presentation, animated: Bool) {
        p.panel.isUserInteractionEnabled = false
        if let focused = window.firstResponder as? View, focused.isDescendant(of: p.panel) {
            window.makeFirstResponder(nil)
        }
        leaving.append(p)
        move(p, to: 0, animated: animated) { [weak self] in self?.finishLeaving(p) }
    }

    private func finishLeaving(_ p: Presentation) {
        guard let i = leaving.firstIndex(where: { $0 === p }) else { return }
        leaving.remove(at: i)
        p.animation?.cancel()
        p.panel.removeFromSuperview()
        if p.arrived { Trace.emit("modal.dismissed", ["id": .string(p.request.id), "window": .string(name)]) }
        p.whenGone.forEach { $0() }
    }

    private func finishDismissing() {
        guard phase == .dismissing else { return }
        for p in leaving { finishLeaving(p) }
        window.isHidden = true
        phase = .hidden
        onChange?()
    }

    /// Slides a panel towards `target` (1 in place, 0 below the screen), in time proportional to the way
    /// left, so that a reversal half way is as smooth as a full trip.
    private func move(_ p: Presentation, to target: Double, animated: Bool, then done: @escaping () -> Void) {
        p.animation?.cancel()
        let from = p.panel.position
        let coming = target > from
        let duration = (coming ? presentDuration : dismissDuration) * abs(target - from)
        guard animated, duration > 0, let animator = window.screen?.animator else {
            p.panel.position = target
            return done()
        }
        p.animation = animator.animate(duration: duration, curve: coming ? .easeOut : .easeIn, update: { [weak panel = p.panel] t in
            panel?.position = lerp(from, target, t)
        }, completion: { finished in if finished { done() } })
    }

    private func fadeBackdrop(to target: Double, animated: Bool, then done: (() -> Void)?) {
        backdropAnimation?.cancel()
        let from = window.backdropLevel
        let duration = (target > from ? presentDuration : dismissDuration) * abs(target - from)
        guard animated, duration > 0, let animator = window.screen?.animator else {
            window.backdropLevel = target
            done?()
            return
        }
        backdropAnimation = animator.animate(duration: duration, curve: .linear, update: { [weak window] t in
            window?.backdropLevel = lerp(from, target, t)
        }, completion: { finished in if finished { done?() } })
    }
}
