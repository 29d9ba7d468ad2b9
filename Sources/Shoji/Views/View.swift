/// The basic building block, as `UIView`: a rectangle in its superview, subviews in paint order (last on
/// top), drawing through `draw(in:)`, and input through `hitTest(_:)`, touches and gesture recognizers.
@MainActor
open class View: Responder {
    // MARK: Geometry

    /// The rectangle in the superview's coordinates, before `transform` (which turns about its centre).
    public var frame: Rect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            let old = storedFrame
            storedFrame = newValue
            if old.size != newValue.size {
                storedBounds.size = newValue.size
                setNeedsLayout()
            }
            invalidateGeometry(oldFrame: old, oldTransform: transform)
        }
    }

    /// The view's own coordinate space: `bounds.origin` is the point shown at the top-left corner, so
    /// moving it scrolls the content (as `UIScrollView` does).
    public var bounds: Rect {
        get { storedBounds }
        set {
            guard newValue != storedBounds else { return }
            let oldFrame = storedFrame
            let sizeChanged = newValue.size != storedBounds.size
            storedBounds = newValue
            if sizeChanged {
                storedFrame.size = newValue.size
                setNeedsLayout()
                invalidateGeometry(oldFrame: oldFrame, oldTransform: transform)
            } else {
                setNeedsDisplay()
            }
        }
    }

    private var storedFrame: Rect
    private var storedBounds: Rect

    /// Scrolls the content to `origin` by moving the pixels already on screen and drawing only the strip
    /// uncovered (what a scroll view does each step). The view must draw an opaque background for this to
    /// be right; when the screen cannot move pixels (something above, a fraction of a pixel), it redraws.
    public func scrollBounds(to origin: Point) {
        guard origin != storedBounds.origin else { return }
        let delta = storedBounds.origin - origin
        storedBounds.origin = origin
        guard let screen = window?.screen else { return }
        if backgroundColor?.alpha == 1 {
            screen.scrollPixels(in: Rect(size: storedBounds.size).offsetBy(dx: origin.x, dy: origin.y), of: self, by: delta)
        } else {
            setNeedsDisplay()
        }
    }

    /// The centre of `frame`, in the superview's coordinates; setting it moves the view.
    public var center: Point {
        get { frame.center }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Applied about the centre of `frame`, for drawing and for hit testing.
    public var transform: Transform = .identity {
        didSet { if transform != oldValue { invalidateGeometry(oldFrame: frame, oldTransform: oldValue) } }
    }

    // MARK: Appearance

    /// Filled behind the content, inside the corner radius (nil: transparent).
    public var backgroundColor: Color? { didSet { if backgroundColor != oldValue { setNeedsDisplay() } } }
    /// Rounds the background (and the clip, with `clipsToBounds`); per-corner radii win when set.
    public var cornerRadius: Double = 0 { didSet { if cornerRadius != oldValue { setNeedsDisplay() } } }
    /// Each corner's own radius; when set it takes the place of `cornerRadius`.
    public var cornerRadii: CornerRadii? { didSet { if cornerRadii != oldValue { setNeedsDisplay() } } }
    public var alpha: Double = 1 {
        didSet { if alpha != oldValue { setNeedsDisplay(); if (alpha > 0.01) != (oldValue > 0.01) { accessibilityShowingChanged() } } }
    }
    public var isHidden = false {
        didSet { if isHidden != oldValue { setNeedsDisplayInSuperview(); accessibilityHiddenChanged(); superview?.subviewVisibilityDidChange(self) } }
    }
    public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }

    /// The outline of the background (and of the clip, with `clipsToBounds`): the bounds rounded by the
    /// corner radius. Override for another shape (an oval).
    open var backgroundPath: Path {
        if let r = cornerRadii { return Path(roundedRect: bounds, cornerRadii: r) }
        if cornerRadius > 0 { return Path(roundedRect: bounds, cornerRadius: cornerRadius) }
        return Path(rect: bounds)
    }

    /// What `clipsToBounds` clips the content and the subviews to: the background's outline, unless a
    /// view whose content never reaches its corners says otherwise (`TextView`).
    var clipOutline: Path { backgroundPath }

    // MARK: Input

    /// False makes the view and its subtree ignore pointer input, as in UIKit.
    public var isUserInteractionEnabled = true
    /// Who takes a hit on this view's own area and its children's (beyond UIKit: see `HitPolicy`).
    public var hitPolicy: HitPolicy = .normal
    /// The recognizers attached with `addGestureRecognizer(_:)`.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The pointer cursor over this view; nil: the widget's own (`cursor(at:)`), else the superview's,
    /// as CSS's `cursor` inherits (View+Cursor.swift).
    public var cursor: Cursor? { didSet { if cursor != oldValue { cursorDidChange() } } }

    // MARK: Identity

    /// The name tests and the trace use for this view (UIKit's `accessibilityIdentifier`).
    public var identifier: String?

    /// What the view does with content dragged over it and dropped (nil: drops pass it by, to the views
    /// behind and above it). See ``DropInteraction``.
    public var dropInteraction: DropInteraction? { didSet { dropInteraction?.view = self } }

    /// A number of the app's choosing, as UIKit's `tag`.
    public var tag = 0

    // MARK: Hierarchy

    /// The view this one is a subview of.
    public internal(set) weak var superview: View?
    /// The subviews, back to front (the last is drawn on top).
    public internal(set) var subviews: [View] = []
    var needsLayout = true
    var subviewObservers = WeakObserverSet<SubviewObserver>()

    /// A view at `frame`, with no background (transparent), no subviews and the normal hit policy.
    public init(frame: Rect = .zero) {
        storedFrame = frame
        storedBounds = Rect(size: frame.size)
        super.init()
    }

    open override var next: Responder? { superview }

    // MARK: Hit testing

    /// The deepest view that takes a hit at `point` (in bounds coordinates), or nil. Children are asked
    /// front to back; hidden, disabled and nearly transparent views are skipped, and `hitPolicy` decides
    /// what the view's own area does.
    open func hitTest(_ point: Point) -> View? {
        // Where the point is first: most views asked are missed, and this is the cheaper question.
        guard self.point(inside: point), isHitTestable else { return nil }
        if hitPolicy == .absorb { return self }
        // Front to back; `children` holds them all while they are asked (changing `subviews` copies it).
        let children = subviews
        let hit = children.firstFromLast { sub -> View? in
            guard !sub.isHidden, let local = sub.convertFromSuperview(point) else { return nil }
            return sub.hitTest(local)
        }
        if let hit { return hit }
        return hitPolicy == .passThroughSelf ? nil : self
    }

    /// Whether `point` (in bounds coordinates) is inside the view. Override for other shapes or
    /// larger targets.
    open func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// The cursor this kind of view shows at `point` (bounds coordinates) when `cursor` is nil: a
    /// button's pointing hand, a slider thumb's grab. nil: the superview's.
    open func cursor(at point: Point) -> Cursor? { nil }

    /// The pointer started or stopped hovering over this view (the deepest view hit; buttons light up).
    open func pointerEntered() {}
    /// The pointer stopped hovering over this view.
    open func pointerExited() {}

    /// Inserts at `index` in paint order (0 = bottom); a view already here is moved.
    open func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        precondition(!isDescendant(of: view), "adding an ancestor as a subview would make a cycle")
        let oldWindow = view.window
        if view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: i)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            view.setNeedsDisplayInSuperview()
            notifySubviewsChanged(.reordered(view))
            return
        }
        view.removeFromSuperview()
        view.superview = self
        subviews.insert(view, at: min(max(0, index), subviews.count))
        if oldWindow !== window { view.propagateWindowChange(from: oldWindow) }
        view.setNeedsLayout()
        view.setNeedsDisplayInSuperview()
        didAddSubview(view)
        notifySubviewsChanged(.added(view))
    }

    /// Moves a subview to the front (drawn last, hit first).
    open func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    /// Moves a subview to the back (drawn first, hit last).
    open func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Called after a subview was added (not when one is reordered).
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}
    /// Called when the view moved to another window, or out of one.
    open func didMoveToWindow() {}

    // MARK: Gesture recognizers

    /// Attaches a recognizer: it sees touches on this view and its subviews first.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    // MARK: Layout

    /// Asks for `layoutSubviews()` before the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        window?.screen?.setNeedsUpdate(layout: true)
    }

    /// Lays out this view and its subtree now if anything asked for it.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for s in subviews { s.layoutIfNeeded() }
    }

    /// Override to place subviews; called with the final `bounds` before the next frame is drawn.
    open func layoutSubviews() {}

    /// The appearance this view is drawn in changed (light to dark, more contrast, another accent); called
    /// with the new one as ``Appearance/current``, before the window is drawn again. Dynamic colours need
    /// nothing here; override it to redo what was made from a resolved colour (an image, a cached tint).
    open func appearanceDidChange(from previous: Appearance) {}

    /// The UI font changed (``Typesetter/systemFont``: the desktop's `Gtk/FontName`): text laid out before
    /// is the wrong size. The view lays out and draws again, and its intrinsic size is asked again, so the
    /// stacks around it follow. Override it to drop what was measured from text (call `super`).
    open func systemFontDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The size the view would like for content within `size` (labels measure their text; a plain view
    /// answers its frame's size). A stack measures its views with it, offering the width it has.
    open func sizeThatFits(_ size: Size) -> Size { frame.size }

    /// The size the content needs with no limit offered, as UIKit's: `View.noIntrinsicMetric` in a
    /// dimension where the content decides nothing (a plain view, a list, a scroll view), which a stack
    /// reads as "flexible: give it the room left". Call `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: Size { Size(View.noIntrinsicMetric, View.noIntrinsicMetric) }

    /// A subview's intrinsic size changed: lay out again. A view whose own size follows its subviews' (a
    /// stack, a button's title) also passes it up (Layout/View+Layout.swift).
    func subviewIntrinsicContentSizeDidChange(_ subview: View) { setNeedsLayout() }
    /// A subview was hidden or shown: only a stack, which gives hidden views no room, cares.
    func subviewVisibilityDidChange(_ subview: View) {}
    /// Flexibility and minimum and maximum sizes, kept only for views that set them.
    var layoutStorage: LayoutStorage?

    // MARK: Drawing

    /// Override to draw the view's content in its bounds coordinates. The background and corner radius
    /// are already drawn; subviews are drawn on top afterwards.
    open func draw(in canvas: Canvas) {}

    /// Draws the content a frame redraws: `dirty` says which parts of the bounds it needs
    /// (`dirty.needsToDraw(rect)`). The default draws everything with `draw(in:)`; override this instead
    /// when drawing all of the content costs much more than drawing what the damage touches (a text view
    /// of 10,000 lines skips the paragraphs outside it), as UIKit's `draw(_:)` gets its dirty rectangle.
    open func draw(in canvas: Canvas, dirty: DirtyRegion) { draw(in: canvas) }

    /// Override to draw over the subviews (an inner shadow over an image, a focus ring).
    open func drawOverSubviews(in canvas: Canvas) {}

    /// How far the view's drawing may reach past its bounds (glyph overhang, an outer shadow), so that
    /// damage covers all of it and redrawing part of the screen gives the same pixels as redrawing all.
    open var drawingOutset: Double { 0 }

    // MARK: Accessibility (UIKit's names; defaults and the tree in View+Accessibility.swift)

    /// Set only when something was set explicitly; most views never pay for more than this reference.
    var accessibilityStorage: AccessibilityStorage?

    /// Whether assistive technology sees this view; by default, when it has a role.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? (accessibilityRole != .none) }
        set { accessibilityStore { $0.isElement = newValue }; accessibilityParentChildrenChanged() }
    }
    /// What the element is; `.none` lifts its exposed descendants to its nearest exposed ancestor.
    open var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .none }
        set { accessibilityStore { $0.role = newValue }; accessibilityParentChildrenChanged() }
    }
    /// The element's name (AT-SPI's name): a button's title, a row's text.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label }
        set { accessibilityStore { $0.label = newValue }; accessibilityNameChanged() }
    }
    /// The value a screen reader speaks after the name ("50%", "3.0 pt").
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value }
        set { accessibilityStore { $0.value = newValue } }
    }
    /// The element's states: the computed ones (`accessibilityBaseStates`) plus the widget's own.
    open var accessibilityStates: AccessibilityStates { accessibilityBaseStates }
    /// What assistive technology can do to the element; widgets add theirs before the ones set here.
    open var accessibilityActions: [AccessibilityAction] {
        get { accessibilityStorage?.actions ?? [] }
        set { accessibilityStore { $0.actions = newValue } }
    }
    /// The element that has the accessible focus while this view has the keyboard: itself, or a part of it
    /// that stands for what the keys act on (a radio group's chosen option, as GTK and the WAI-ARIA radio
    /// group report it).
    open var accessibilityFocusElement: View { self }
    /// The numeric value and its range (sliders, progress); nil for views without one.
    open var accessibilityNumericValue: AccessibilityValueRange? { nil }
    /// Sets the numeric value as the user could (clamped to the range); false when the view has none.
    open func accessibilitySetNumericValue(_ value: Double) -> Bool { false }
    /// The keys that activate the element, as AT-SPI's `GetKeyBinding` gives them for its first action:
    /// "mnemonic;sequence;shortcut" ("<Alt>s;;" for a button titled "&Save"); nil when there are none.
    open var accessibilityKeyBinding: String? { nil }
    /// The text the element shows, for the Text interface (a label's text).
    open var accessibilityText: String? { nil }
    /// Whether the element is modal: while it is up, nothing beside it can be reached (a modal window).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibilityStore { $0.viewIsModal = newValue }; accessibilityParentChildrenChanged() }
    }
    /// Name–value pairs for automation: "id" is the identifier, "layer" the layer it is drawn in.
    open var accessibilityAttributes: [String: String] { accessibilityBaseAttributes }
}
