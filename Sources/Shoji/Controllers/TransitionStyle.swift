
/// How `ContainerController.transition(from:to:duration:options:)` swaps one child for another.
public enum TransitionStyle: String, Hashable, Sendable, CaseIterable {
    /// Swap at once.
    case none
    /// The new view fades in over the old one.
    case crossDissolve
    /// The view turns about its vertical axis, its left edge coming towards you; the new view is on
    /// the back (UIKit's `transitionFlipFromLeft`).
    case flipFromLeft
    /// The same turn the other way.
    case flipFromRight
    /// The seed's custom transition: the old view slides up out of the container, uncovering the
    /// container's own background, and the new view is then swapped in without animation.
    case slideUpAndSwap
}

/// What a transition does to one view at a moment of it.
public struct TransitionPose: Hashable, Sendable {
    /// Whether the view is hidden at this moment.
    public var isHidden = false
    /// The view's opacity at this moment.
    public var alpha = 1.0
    /// The view's transform at this moment (about its centre).
    public var transform = Transform.identity

    /// The view as it is at rest.
    public static let identity = TransitionPose()
    /// The view out of sight.
    public static let hidden = TransitionPose(isHidden: true)
}

/// The shading laid over a turning view: darker towards the edge that is turning away.
public struct FlipShade: Hashable, Sendable {
    /// The edge nearer the viewer is on the left.
    public var nearEdgeIsLeft: Bool
    /// The shade's alpha at the near edge.
    public var nearAlpha: Double
    /// The shade's alpha at the far edge.
    public var farAlpha: Double
}

/// The whole picture of a transition at one moment: computed from the style and the eased progress
/// alone, so tests can check any frame exactly and the controller only applies it.
public struct TransitionFrame: Hashable, Sendable {
    /// What happens to the old view.
    public var from: TransitionPose
    /// What happens to the new view.
    public var to: TransitionPose
    /// Set while a flip shows a view turned away from the viewer; applied with the turning view's transform.
    public var shade: FlipShade?
    /// Which view the shade covers.
    public var shadeCoversFrom = true
}

extension TransitionStyle {
    /// Whether the old view slides out before the swap (and the new one stays hidden until then).
    var swapsAtEnd: Bool { self == .slideUpAndSwap }

    /// The frame at `progress` (0…1, already eased) for views of `size`; `travel` is how far up the old
    /// view must slide to leave the container (its height when it fills the container).
    public func frame(at progress: Double, size: Size, travel: Double? = nil) -> TransitionFrame {
        let p = min(max(progress, 0), 1)
        switch self {
        case .none:
            return TransitionFrame(from: p < 1 ? .identity : .hidden, to: p < 1 ? .hidden : .identity)
        case .crossDissolve:
            // The old view stays opaque underneath, so the background never shows through mid-fade.
            return TransitionFrame(from: .identity, to: TransitionPose(alpha: p))
        case .slideUpAndSwap:
            let slid = TransitionPose(isHidden: p >= 1, transform: Transform(translationX: 0, y: -(travel ?? size.height) * p))
            return TransitionFrame(from: slid, to: p < 1 ? .hidden : .identity)
        case .flipFromLeft, .flipFromRight:
            return flipFrame(p, size: size, leftComesForward: self == .flipFromLeft)
        }
    }

    /// Half a turn: the old view for the first quarter-turn, then the new one on the back. Affine
    /// transforms cannot taper, so the perspective is approximated: the near half is drawn wider than the
    /// far half (the centre shifts towards the near edge), the view swells a little as it turns, and a
    /// shade darkens the edge that turns away.
    private func flipFrame(_ p: Double, size: Size, leftComesForward: Bool) -> TransitionFrame {
        let angle = p * Double.pi
        let firstHalf = angle < Double.pi / 2
        let phi = firstHalf ? angle : Double.pi - angle            // the visible face's turn from flat
        // The old face turns its `leftComesForward` edge towards the viewer; the back face shows the
        // same physical edge on the opposite side.
        let nearIsLeft = firstHalf == leftComesForward
        let half = size.width / 2
        let distance = 2 * size.width                               // camera distance, in view widths
        let depth = half * sin(phi)
        let near = half * cos(phi) * distance / (distance - depth)
        let far = half * cos(phi) * distance / (distance + depth)
        let scaleX = half > 0 ? (near + far) / (2 * half) : 1
        let shift = (near - far) / 2 * (nearIsLeft ? -1 : 1)
        let scaleY = distance * distance / (distance * distance - depth * depth)
        var pose = TransitionPose()
        if scaleX < 0.01 {
            pose.isHidden = true                                    // edge-on: a singular transform draws nothing
        } else {
            pose.transform = Transform(scaleX: scaleX, y: scaleY).concatenating(Transform(translationX: shift, y: 0))
        }
        let s = sin(phi)
        let shade = s > 0.001 ? FlipShade(nearEdgeIsLeft: nearIsLeft, nearAlpha: 0.08 * s, farAlpha: 0.45 * s) : nil
        if firstHalf {
            return TransitionFrame(from: pose, to: .hidden, shade: shade, shadeCoversFrom: true)
        }
        return TransitionFrame(from: .hidden, to: pose, shade: shade, shadeCoversFrom: false)
    }
}

/// Draws a `FlipShade` over a turning view; it takes no input.
@MainActor
final class FlipShadeView: View {
    var shade: FlipShade? { didSet { if shade != oldValue { setNeedsDisplay() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(in canvas: Canvas) {
        guard let shade else { return }
        let b = bounds
        let nearX = shade.nearEdgeIsLeft ? b.minX : b.maxX, farX = shade.nearEdgeIsLeft ? b.maxX : b.minX
        canvas.fill(Path(rect: b), gradient: Gradient(start: Point(x: nearX, y: 0), end: Point(x: farX, y: 0), stops: [
            (0, Color(white: 0, alpha: shade.nearAlpha)), (1, Color(white: 0, alpha: shade.farAlpha)),
        ]))
    }
}
