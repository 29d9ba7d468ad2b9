/// Where a text input view's `inputView` (an on-screen number pad) is shown while it edits, as iOS shows its
/// keyboard: a strip along the bottom of the window that slides up when editing begins and down when it
/// ends, on the screen's clock.
///
/// Keyboard avoidance is the nearest enclosing `ScrollView`'s: the strip's height (where it covers the scroll
/// view) is added to its bottom `contentInset`, and the content scrolls, with the strip, just far enough to
/// keep the field above it. A scroll view is the toolkit's one thing that can show content moved (the
/// window's root view has a fixed frame), and it already knows how to go back inside its edges; a field with
/// no scroll view around it is not moved. When the strip goes, the inset comes off and the offset slides back.
///
/// One container per window, found among its subviews (the window's last). Editing that moves from one
/// field to another that names the same input view keeps it up: the end of the first editing starts it
/// down, the beginning of the next turns it round where it is.
///
/// Trace: `inputview` with `id` (the input view's), `client` (the field's), `visible`, and `frames` (the
/// input view and its identified subviews, in window pixels, as `views` lists them elsewhere: named apart
/// so that it adds to the last full list rather than standing for it) once it is all the way up or down.
@MainActor
final class InputViewContainer: View {
    /// How long the strip takes to slide up or down (the iOS keyboard's 0.25 s).
    static let duration = 0.25
    /// Room around the input view inside the strip.
    static let padding = 6.0

    private(set) var content: View?
    private(set) weak var client: TextInputView?
    /// 0: below the window's bottom edge; 1: all the way up.
    private(set) var progress = 0.0
    private var animation: Animation?
    private var avoidance: Avoidance?
    /// The strip's top edge (in the window) when the avoidance was last worked out.
    private var lastStripTop: Double?

    /// What was done to the scroll view around the field: the inset added, and the offset to slide back to.
    private struct Avoidance {
        weak var scrollView: ScrollView?
        var addedInset: Double
        var startOffset: Point
        var targetOffset: Point
    }

    init() {
        super.init(frame: .zero)
        identifier = "inputview.container"
        backgroundColor = NumberPad.trayColor
    }

    /// The window's container, if one was ever made.
    static func existing(in window: Window) -> InputViewContainer? {
        window.subviews.lazy.compactMap { $0 as? InputViewContainer }.first
    }

    /// The strip's height at the window's width.
    var stripHeight: Double {
        guard let content, let window else { return 0 }
        let w = max(0, window.bounds.width - 2 * Self.padding)
        return content.sizeThatFits(Size(width: w, height: 0)).height + 2 * Self.padding
    }

    /// Where the strip is now, in the window.
    func stripFrame(in bounds: Rect) -> Rect {
        let h = stripHeight
        return Rect(x: bounds.minX, y: bounds.maxY - h * progress, width: bounds.width, height: h)
    }

    /// The window's size changed (or the progress): the strip sits on its bottom edge.
    func layoutInWindow() {
        guard let window else { return }
        frame = stripFrame(in: window.bounds)
        isHidden = progress <= 0
    }

    /// The window was laid out (it may have a new size): the strip sits on the bottom edge again, and while
    /// it is up the field is kept above it.
    func windowDidLayout() {
        layoutInWindow()
        guard animation == nil, progress == 1, let client, client.isEditing, let window,
              let scroll = avoidance?.scrollView else { return }
        let before = window.bounds.maxY - stripHeight
        guard before != lastStripTop else { return }
        startAvoiding(for: client, in: window)
        if let target = avoidance?.targetOffset { scroll.contentOffset = target }
    }

    override func layoutSubviews() {
        content?.frame = bounds.insetBy(dx: Self.padding, dy: Self.padding)
    }

    // MARK: Showing and hiding

    /// Brings `view` up for `client` (turning round a strip on its way down; swapping in a different view
    /// at once).
    func show(_ view: View, for client: TextInputView) {
        guard let window else { return }
        if content !== view {
            content?.removeFromSuperview()
            content = view
            addSubview(view)
        }
        self.client = client
        window.bringSubviewToFront(self)
        setNeedsLayout()
        startAvoiding(for: client, in: window)
        slide(to: 1)
    }

    /// Takes the strip down, if `client` is the one it is up for.
    func hide(for client: TextInputView) {
        guard self.client === client else { return }
        slide(to: 0)
    }

    private func slide(to target: Double) {
        animation?.cancel()
        animation = nil
        let from = progress
        let distance = abs(target - from)
        // The content scrolls with the strip: up to show the field, down back to where it was.
        let scroll = avoidance?.scrollView
        let offsetFrom = scroll?.contentOffset ?? .zero
        let offsetTo = avoidance.map { target > 0 ? $0.targetOffset : $0.startOffset } ?? .zero
        guard let animator = window?.screen?.animator, distance > 0 else {
            scroll?.contentOffset = scroll?.clampedOffset(offsetTo) ?? .zero
            return finishSlide(at: target)
        }
        animation = animator.animate(duration: Self.duration * distance, curve: .easeOut, update: { [weak self] t in
            guard let self else { return }
            self.progress = from + (target - from) * t
            self.layoutInWindow()
            if let scroll { scroll.contentOffset = scroll.clampedOffset(lerp(offsetFrom, offsetTo, t)) }
        }, completion: { [weak self] finished in
            guard finished else { return }
            self?.animation = nil
            self?.finishSlide(at: target)
        })
    }

    private func finishSlide(at target: Double) {
        progress = target
        layoutInWindow()
        if target == 0 { stopAvoiding() }
        if Trace.isEnabled, let screen = window?.screen {
            Trace.emit("inputview", fields: [
                ("id", TraceValue(content?.identifier)), ("client", TraceValue(client?.identifier)),
                ("visible", .bool(target > 0)),
                ("frames", target > 0 ? identifiedFrames(scale: screen.scale) : .array([])),
            ])
        }
        // Down: the view leaves the window (the app keeps it; a scene no longer shown is not held here).
        if target == 0 {
            content?.removeFromSuperview()
            content = nil
            client = nil
        }
    }

    // MARK: Keyboard avoidance

    /// Adds the strip's height to the scroll view around `client` as a bottom inset, and picks the offset
    /// that shows the field above the strip (nothing moves if it already shows).
    private func startAvoiding(for client: TextInputView, in window: Window) {
        var scroll: ScrollView?
        var v = client.superview
        while let s = v, scroll == nil { scroll = s as? ScrollView; v = s.superview }
        guard let scroll else { stopAvoiding(); return }
        if let old = avoidance, old.scrollView !== scroll { stopAvoiding() }
        let stripTop = window.bounds.maxY - stripHeight
        lastStripTop = stripTop
        let scrollBox = scroll.convert(scroll.bounds, to: window)
        let covered = max(0, scrollBox.maxY - stripTop)
        let added = avoidance?.addedInset ?? 0
        var inset = scroll.contentInset
        inset.bottom += covered - added
        scroll.contentInset = inset
        // The field, with room for its focus ring, in the content's coordinates.
        let field = client.convert(client.bounds, to: scroll).insetBy(dx: 0, dy: -12)
        let visibleHeight = scroll.bounds.height - covered
        var offset = scroll.contentOffset
        if field.maxY > offset.y + visibleHeight { offset.y = field.maxY - visibleHeight }
        if field.minY < offset.y { offset.y = field.minY }
        offset = scroll.clampedOffset(offset)
        let start = avoidance?.startOffset ?? scroll.contentOffset
        avoidance = Avoidance(scrollView: scroll, addedInset: covered, startOffset: start, targetOffset: offset)
    }

    private func stopAvoiding() {
        if let a = avoidance, let scroll = a.scrollView {
            var inset = scroll.contentInset
            inset.bottom -= a.addedInset
            scroll.contentInset = inset
            scroll.contentOffset = scroll.clampedOffset(scroll.contentOffset)
        }
        avoidance = nil
    }

    /// The input view and its identified subviews, in window pixels (the trace's `views`).
    private func identifiedFrames(scale s: Double) -> TraceValue {
        var out: [TraceValue] = []
        func visit(_ v: View) {
            guard !v.isHidden else { return }
            if let id = v.identifier {
                let box = v.screenBoundingBox
                out.append(.object([("id", .string(id)),
                                    ("frame", TraceValue(Rect(x: box.minX * s, y: box.minY * s, width: box.width * s, height: box.height * s)))]))
            }
            v.subviews.forEach(visit)
        }
        if let content { visit(content) }
        return .array(out)
    }
}

extension TextInputView {
    /// Editing began: the input view, if the view names one, comes up.
    func presentInputView() {
        guard let window, let inputView else { return }
        let container = InputViewContainer.existing(in: window) ?? {
            let c = InputViewContainer()
            window.addSubview(c)
            return c
        }()
        container.show(inputView, for: self)
        caret.inputViewContainer = container
    }

    /// Editing ended: the input view goes down.
    func dismissInputView() {
        caret.inputViewContainer?.hide(for: self)
        caret.inputViewContainer = nil
    }
}
