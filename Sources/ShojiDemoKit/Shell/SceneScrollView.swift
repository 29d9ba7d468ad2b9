import Shoji
import ShojiRuntime

/// A scene's view in a scroll view, so that a window smaller than the scene leaves nothing out of reach.
/// The scene is laid out at the size of the window's content area; if its views then reach past it
/// (they keep a minimum size), the scene is made that much larger and scrolls, with the wheel, a drag on
/// its background, Page Up/Down, Home/End, and the usual indicators (↑ ↓ go to the sidebar). A scene that fits
/// does not scroll at all.
///
/// A scroll view inside the scene (the refresh list) keeps its own scrolling: a drag that starts on it
/// is its own, and the wheel goes to it while it can move that way; at its edge the wheel scrolls the
/// scene instead, and only once the scene cannot move either does the list pull past its edge (pull to
/// refresh). See `ScrollView.scrollWheel(_:)`.
@MainActor
final class SceneScrollView: ScrollView, ScrollViewDelegate {
    let scene: View
    /// Room kept below and beside a scene's furthest view when it scrolls.
    static let margin = 24.0
    private var settleTimer: ClockTimer?

    init(scene: View) {
        self.scene = scene
        super.init()
        identifier = "scene.scroll"
        backgroundColor = scene.backgroundColor
        addSubview(scene)
        delegate = self
    }

    override func layoutSubviews() {
        let viewport = bounds.size
        var size = viewport
        scene.frame = Rect(origin: .zero, size: viewport)
        scene.layoutIfNeeded()
        var extent = Self.extent(of: scene)
        // Views that reach just to the edge (a full-width banner) fit; only views past it make room.
        if extent.maxX > viewport.width + 0.5 {
            size.width = (extent.maxX + Self.margin).rounded(.up)
            // Laid out wider, a scene may grow taller (the number pad's keys are as tall as a share of
            // their width): its height is measured at the width it gets.
            scene.frame = Rect(origin: .zero, size: Size(size.width, viewport.height))
            scene.layoutIfNeeded()
            extent = Self.extent(of: scene)
        }
        if extent.maxY > viewport.height + 0.5 { size.height = (extent.maxY + Self.margin).rounded(.up) }
        if scene.frame.size != size {
            scene.frame = Rect(origin: .zero, size: size)
            scene.layoutIfNeeded()
        }
        contentSize = size
        // A scene that fits takes no drags: its own (a slider, the number pad's keys) stay whole.
        panGestureRecognizer.isEnabled = size != viewport
        super.layoutSubviews()
    }

    /// Where the scene's views reach: its subviews, and the subviews of a subview that fills it (the
    /// layers of a `LayeredView`).
    static func extent(of scene: View) -> Rect {
        var r = Rect.zero
        for v in scene.subviews where !v.isHidden {
            r = r.union(v.frame)
            if v.frame == scene.bounds {
                for inner in v.subviews where !inner.isHidden { r = r.union(inner.frame.offsetBy(dx: v.frame.minX, dy: v.frame.minY)) }
            }
        }
        return r
    }

    /// ↑ and ↓ choose the scene in the sidebar, wherever the keyboard is (a scene's number pad, a
    /// button): the scene scrolls with Page Up/Down, Home and End.
    override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .up || event.key == .down { return next?.keyDown(event) ?? false }
        return super.keyDown(event)
    }

    // MARK: Where things are, for whoever clicks them

    func scrollViewDidScroll(_ scrollView: ScrollView) { settleTimer = traceWhenStill(previous: settleTimer) }
}

extension ScrollView {
    /// Once the content has been still for a moment, `view.scrolled` with the views where they are now
    /// (the end-to-end tests scroll, then click what came into the window). Call on every scroll with
    /// the timer the last call returned.
    func traceWhenStill(previous: ClockTimer?) -> ClockTimer? {
        previous?.cancel()
        guard Trace.isEnabled else { return nil }
        return window?.screen?.clock.schedule(after: 0.15) { [weak self] in
            guard let self, let screen = self.window?.screen, !self.isTracking, !self.isDecelerating else { return }
            Trace.emit("view.scrolled", fields: [("id", TraceValue(self.identifier)),
                                                 ("offset", .array([.number(self.contentOffset.x), .number(self.contentOffset.y)])),
                                                 ("views", screen.identifiedViewFrames())])
        }
    }
}
