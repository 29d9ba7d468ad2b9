/// Shows an `Image`, as `UIImageView`, scaled by `contentMode`. Takes no input, as in UIKit.
@MainActor
open class ImageView: View {
    /// How the image fits the bounds, as `UIView.ContentMode`.
    public enum ContentMode: Hashable, Sendable {
        /// Stretched to the bounds.
        case scaleToFill
        /// As large as fits, whole, centred.
        case scaleAspectFit
        /// Covering the bounds, centred, the overflow cut off.
        case scaleAspectFill
        /// At its own size, centred.
        case center
    }

    /// The image shown (nil: nothing).
    public var image: Image? { didSet { if image !== oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } } }
    /// How the image fits the bounds.
    public var contentMode: ContentMode = .scaleAspectFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }

    /// An image view showing `image`.
    public init(image: Image? = nil, frame: Rect = .zero) {
        self.image = image
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }
    /// The image's size; none without an image.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(View.noIntrinsicMetric, View.noIntrinsicMetric)
    }

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .image }
        set { super.accessibilityRole = newValue }
    }

    /// Where the image is drawn, in bounds coordinates (beyond the bounds for aspect fill).
    public var imageRect: Rect {
        guard let image, !image.size.isEmpty else { return .zero }
        let b = bounds, s = image.size
        var size = b.size
        switch contentMode {
        case .scaleToFill: return b
        case .scaleAspectFit: size = s * min(b.width / s.width, b.height / s.height)
        case .scaleAspectFill: size = s * max(b.width / s.width, b.height / s.height)
        case .center: size = s
        }
        return Rect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
    }

    open override func draw(in canvas: Canvas) {
        guard let image else { return }
        let r = imageRect
        guard !r.isEmpty else { return }
        if bounds.contains(r) {
            canvas.draw(image, in: r)
        } else {
            canvas.save()
            canvas.clip(to: bounds)
            canvas.draw(image, in: r)
            canvas.restore()
        }
    }
}
