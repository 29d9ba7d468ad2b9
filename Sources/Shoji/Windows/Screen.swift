/// The display: a stack of windows, the key window, the clock and the damage to redraw. The host (X11 or
/// headless) feeds it events with `send(_:)` and asks it for frames; nothing here knows about X.
@MainActor
public final class Screen {
    /// The size in points; the window the host shows has this size.
    public private(set) var size: Size
    /// Device pixels per point (2 on HiDPI); the host's back buffer is `size × scale` pixels.
    public var scale: Double { didSet { if scale != oldValue { setNeedsDisplay() } } }
    /// The time every animation and timer of this screen reads (slowed down by a scaled clock in slow motion).
    public let clock: Clock
    /// The clock input is timed by: real time even in slow motion, so that double clicks need the usual
    /// speed and a fling's velocity is what the hand did (not ten times that at a time scale of 0.1).
    public var inputClock: Clock { (clock as? ScaledClock)?.base ?? clock }
    /// Runs the animations of every view on this screen, on `clock`.
    public let animator: Animator
    /// Painted where no window is.
    public var backgroundColor = Color(white: 0.1)
    /// What the desktop says about looks and behaviour (dark, contrast, double click, blink, fonts, scale);
    /// the host keeps it up to date and the toolkit follows each change in the next frame.
    public var desktopSettings = DesktopSettings() {
        didSet { if desktopSettings != oldValue { desktopSettingsDidChange(from: oldValue) } }
    }
    /// What the app asks for (`Application.appearance`): light, dark or the desktop's, per part; a window's
    /// own ``Window/appearancePreference`` wins over it. A change redraws every window in the next frame.
    public var appearancePreference = AppearancePreference.system {
        didSet { if appearancePreference != oldValue { appearanceMayHaveChanged() } }
    }
    /// The screen whose appearance this one follows (a popup's parent): its preference and desktop.
    weak var appearanceParent: Screen?
    /// The screens that follow this one's appearance (its popups'), told of each change.
    var appearanceChildren = WeakObserverSet<Screen>()

    /// Back to front.
    public private(set) var windows: [Window] = []
    /// The window that receives key events.
    public private(set) var keyWindow: Window?
    /// Windows that were key, oldest first; hiding the key window hands the keyboard to the most recent
    /// one still visible, so nested modals dismissed in any order end with the right owner.
    private var keyHistory: [Window] = []
    private var raiseCounter = 0

    var damage = Region()
    var pendingCopies: [PixelCopy] = []
    private var needsLayout = false
    private var updateScheduled = false
    /// Called when the key window changes (the trace's `window.key`), after the host heard it
    /// (``ScreenHost/screen(_:keyWindowDidChange:)``): an app's own observer of the key window.
    public var onKeyWindowChange: ((Window?) -> Void)?
    /// Keys no responder in the key window handled: app-wide shortcuts.
    public var unhandledKeyHandler: ((KeyEvent) -> Bool)?
    /// Shows this screen's popup windows (menus, tooltips) in the window system, or in memory for a headless
    /// application: its host's (``ScreenHost/popupPresenter(for:)``); nil: nothing shows them.
    public var popupPresenter: (any PopupPresenter)? { host.popupPresenter(for: self) }

    /// Shows a tool tip for any view with a `toolTip` under a resting pointer (false for popups' own screens).
    public var showsToolTips = true
    /// The tool tips of this screen's views, made at the first pointer move (see ToolTipController.swift).
    public private(set) lazy var toolTipController = ToolTipController(screen: self)
    /// Shows this screen's context and pull-down menus in popup windows (see MenuController.swift).
    public private(set) lazy var menuController = MenuController(screen: self)

    /// The keyboard shortcuts this screen performs before the focused view sees the key (see
    /// ShortcutMap.swift): the standard editing actions, and the app's.
    public private(set) lazy var shortcuts = ShortcutMap()
    /// Whether the controls' mnemonics are underlined: while Alt is held (see Screen+Mnemonics.swift).
    public internal(set) var showsMnemonics = false { didSet { if showsMnemonics != oldValue { mnemonicsVisibilityChanged() } } }

    lazy var dispatcher = EventDispatcher(screen: self)
    /// Who listens to accessibility notifications (the AT-SPI bridge); see Screen+Accessibility.swift.
    var accessibilityObservers = AccessibilityObservers()

    /// What this screen lives in: its pasteboards (see ScreenHost.swift).
    public let host: ScreenHost
    /// The clipboard of this screen's host: what Copy writes and Paste reads.
    public var pasteboard: Pasteboard { host.generalPasteboard }
    /// The primary selection of this screen's host, pasted with the middle button.
    public var selectionPasteboard: Pasteboard { host.selectionPasteboard }

    /// A screen of `size` points at `scale` device pixels per point, whose time is `clock` (a `ManualClock` in
    /// tests), living in `host`: by default a fresh ``InMemoryScreenHost``, so headless screens share nothing.
    public init(size: Size, scale: Double = 1, clock: Clock, host: ScreenHost = InMemoryScreenHost()) {
        self.size = size; self.scale = scale; self.clock = clock; self.host = host
        animator = Animator(clock: clock)
        damage.add(Rect(size: size))
        animator.onIdle = { [weak self] in self?.setNeedsUpdate(layout: false) }
    }

    /// The whole screen, in points, at the origin.
    public var bounds: Rect { Rect(size: size) }

    // MARK: Windows

    func attach(_ window: Window) {
        windows.append(window)
        raiseCounter += 1
        window.raiseSequence = raiseCounter // every window has its own place: the order is total
        window.appliedAppearance = appearance(for: window)
        restack(moving: window)
    }

    private func isAttached(_ window: Window) -> Bool { windows.contains { $0 === window } }

    /// The windows that had the keyboard, oldest first, ending with the key window; all visible. Hiding
    /// or resigning one hands the keyboard to the one before it.
    public var keyWindowHistory: [Window] { keyHistory }

    /// Removes a window for good (a modal that will not be shown again).
    public func detach(_ window: Window) {
        window.isHidden = true
        windows.removeAll { $0 === window }
        keyHistory.removeAll { $0 === window }
    }

    func raise(_ window: Window) {
        guard isAttached(window) else { return }
        raiseCounter += 1
        window.raiseSequence = raiseCounter
        restack(moving: window)
    }

    /// Puts the windows back in order after `window` moved in it (raised, or given another level). Pixels
    /// change only where it overlaps a visible window it passed (it now covers that one, or is covered),
    /// so only that is redrawn: raising a window already on top redraws nothing.
    func restack(moving window: Window) {
        let before = windows
        windows.sort { ($0.level, $0.raiseSequence) < ($1.level, $1.raiseSequence) }
        guard !window.isHidden, let old = before.firstIndex(where: { $0 === window }),
              let new = windows.firstIndex(where: { $0 === window }), old != new else { return }
        let passed = old < new ? before[(old + 1)...new] : before[new..<old]
        let box = window.screenBoundingBox
        for w in passed where !w.isHidden { addDamage(box.intersection(w.screenBoundingBox)) }
    }

    func makeKey(_ window: Window) {
        guard !window.isHidden, keyWindow !== window, isAttached(window) else { return }
        keyHistory.removeAll { $0 === window }
        keyHistory.append(window)
        setKeyWindow(window)
    }

    private func setKeyWindow(_ window: Window?) {
        guard keyWindow !== window else { return }
        let focusBefore = observedAccessibilityFocus
        keyWindow = window
        host.screen(self, keyWindowDidChange: window)
        onKeyWindowChange?(window)
        accessibilityFocusMoved(from: focusBefore)
        textInputDidChange()
    }

    /// The window gives up the keyboard without hiding (a modal on its way out): it goes back to the most
    /// recent earlier key window still visible.
    func resignKey(_ window: Window) {
        keyHistory.removeAll { $0 === window }
        if keyWindow === window { setKeyWindow(keyHistory.last { !$0.isHidden }) }
    }

    func windowVisibilityChanged(_ window: Window) {
        guard isAttached(window) else { return }
        if window.isHidden {
            addDamage(window.screenBoundingBox)
            dispatcher.viewLeftWindow(window)
            resignKey(window)
        } else {
            setNeedsUpdate(layout: true)
            addDamage(window.screenBoundingBox)
            raise(window) // shown on top of its level, as UIKit orders a window front when it is unhidden
            if window.isModal { modalWindowAppeared(window) }
        }
        dispatcher.refreshHover()
    }

    /// A window stopped or started taking the pointer without moving (a modal on its way out): hover
    /// follows to whatever is under the pointer now.
    func windowInputChanged(_ window: Window) {
        guard isAttached(window), !window.isHidden else { return }
        dispatcher.refreshHover()
    }

    /// A modal window came up: a press or hover in a window below it ends now.
    func modalWindowAppeared(_ window: Window) {
        dispatcher.interruptInput(below: window)
    }

    /// The screen changed size (the X window was resized): full-screen windows follow, everything redraws.
    public func resize(to newSize: Size) {
        guard newSize != size, newSize.width > 0, newSize.height > 0 else { return }
        size = newSize
        for w in windows where w.resizesWithScreen { w.frame = Rect(size: newSize) }
        damage.removeAll()
        pendingCopies.removeAll()
        setNeedsDisplay()
    }

    // MARK: Damage and frames

    /// The whole screen must be redrawn.
    public func setNeedsDisplay() { addDamage(bounds) }

    func addDamage(_ rect: Rect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        damage.add(r)
        scheduleUpdate()
    }

    func setNeedsUpdate(layout: Bool) {
        if layout { needsLayout = true }
        scheduleUpdate()
    }

    private func scheduleUpdate() {
        guard !updateScheduled else { return }
        updateScheduled = true
        host.screenNeedsUpdate(self)
    }

    /// Whether a frame is due: damage or layout pending.
    public var hasPendingUpdate: Bool { needsLayout || !damage.isEmpty }

    /// Runs pending layout, then returns and clears the damage (screen points, whole pixels at scale 1).
    public func takeDamage() -> Region {
        updateScheduled = false
        layoutIfNeeded()
        // Pixel moves nobody applied become plain redraws.
        for c in pendingCopies { damage.add(c.rect) }
        pendingCopies.removeAll()
        let d = damage
        damage.removeAll()
        return d
    }

    /// Lays out every window that asked for it (run before each frame).
    public func layoutIfNeeded() {
        // Layout can move views and ask for more layout; a few passes settle any sane tree.
        var passes = 0
        while needsLayout && passes < 4 {
            needsLayout = false
            for w in windows where !w.isHidden { w.effectiveAppearance.performAsCurrent { w.layoutIfNeeded() } }
            passes += 1
        }
    }

    /// Lays out and draws the damaged part of the screen into `canvas` (whose coordinates are device
    /// pixels) and returns the damage drawn, in points. Empty when nothing changed. With `copy`, pending
    /// pixel moves (scrolling) are handed to it first; without, they are redrawn instead.
    @discardableResult
    public func update(into canvas: Canvas, copyingPixels copy: ((PixelCopy) -> Void)? = nil) -> Region {
        if let copy {
            layoutIfNeeded()
            for c in takePixelCopies() { copy(c) }
        }
        // Whole device pixels: a clip edge through a pixel would blend the new frame over the old one
        // there (a seam a full redraw does not have), and Cairo would clip every glyph and fill of the
        // frame through a mask instead of a list of boxes (a third of a typed key's glyph drawing).
        let d = takeDamage().integral(scale: scale)
        if !d.isEmpty { render(in: canvas, damage: d.rects) }
        // What is under a pointer that did not move may have changed (a control disabled, an overlay up).
        if !d.isEmpty { dispatcher.updateCursor() }
        return d
    }

    /// Draws the windows back to front, clipped to `damage` (screen points).
    public func render(in canvas: Canvas, damage: [Rect]) {
        guard !damage.isEmpty else { return }
        canvas.save()
        defer { canvas.restore() }
        if scale != 1 { canvas.concatenate(Transform(scaleX: scale, y: scale)) }
        var clip = Path()
        for r in damage { clip.append(Path(rect: r)) }
        canvas.clip(to: clip)
        // The screen's own colour only where no opaque window covers it: painting it under a full-screen
        // window costs a whole extra pass over the pixels each full frame.
        if !damage.allSatisfy(isCoveredByOpaqueWindow) {
            appearance.performAsCurrent { canvas.fill(bounds, color: backgroundColor) }
        }
        // Each window's dynamic colours resolve in its own appearance (one may force dark in a light app).
        for w in windows where !w.isHidden {
            w.effectiveAppearance.performAsCurrent {
                w.render(in: canvas, damage: damage, superviewToScreen: .identity)
            }
        }
    }

    /// A visible, untransformed window with an opaque square background covers all of `rect`.
    func isCoveredByOpaqueWindow(_ rect: Rect) -> Bool {
        windows.contains { w in
            !w.isHidden && w.alpha >= 1 && w.transform.isIdentity && (w.backgroundColor?.alpha ?? 0) >= 1
                && w.cornerRadius == 0 && w.cornerRadii == nil && w.frame.contains(rect)
        }
    }

    // MARK: Input

    /// Delivers one input event: pointer events to the topmost window that takes them, keys to the key window.
    public func send(_ event: Event) {
        // Handlers that resolve a colour get the key window's appearance, as drawing would.
        (keyWindow?.effectiveAppearance ?? appearance).performAsCurrent {
            dispatcher.dispatch(event)
            switch event {
            case .key, .touch: shortcuts.inputWasHandled()
            case .pointer(let p) where p.phase != .moved: shortcuts.inputWasHandled()
            default: break
            }
        }
    }

    /// Whether the screen will stay as it is until the next input: nothing animates, no frame is pending,
    /// and no view has said its look will change by itself (``setChangePending(_:for:)``: a scroll view's
    /// indicators, shown and waiting to fade). A screenshot waits until this is true. A caret's blink does
    /// not count: it never ends.
    public var isSettled: Bool { !animator.isAnimating && !hasPendingUpdate && !hasPendingChange }

    /// Views that said a change of their look is coming without an animation running yet.
    var pendingChanges: [ObjectIdentifier: PendingChange] = [:]
    struct PendingChange { weak var view: View? }

    /// The topmost visible window at `point` whose views take the hit, and the view hit. Nothing below a
    /// visible modal window is ever hit.
    public func hitTest(_ point: Point) -> (window: Window, view: View)? {
        for w in windows.reversed() where !w.isHidden {
            if let local = w.convertFromSuperview(point), let v = w.hitTest(local) { return (w, v) }
            if w.isModal { return nil }
        }
        return nil
    }
}
