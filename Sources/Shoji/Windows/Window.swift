/// A root of views on a `Screen`, as `UIWindow`. Windows stack by `level`, and inside a level the one
/// shown (or made key and visible) last is on top, so the order is total (UIKit leaves ties undefined).
/// A window starts hidden; `makeKeyAndVisible()` shows it and gives it the keyboard, and hiding it gives
/// the keyboard back to the window that had it before.
@MainActor
open class Window: View {
    /// Where a window stacks: every window of a higher level is above every window of a lower one.
    public struct Level: Hashable, Comparable, Sendable {
        /// The level as a number; larger is higher.
        public var rawValue: Double
        /// A level from its number.
        public init(_ rawValue: Double) { self.rawValue = rawValue }
        /// Ordinary windows: the main window.
        public static let normal = Level(0)
        /// Alerts and global modals, above every ordinary window.
        public static let alert = Level(2000)
        /// Overlays above alerts, such as a number pad's balloon.
        public static let overlay = Level(3000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// The screen the window is on.
    public private(set) weak var screen: Screen?
    /// The name the trace uses (`window.key` with `window`).
    public let name: String
    /// Where the window stacks; changing it restacks the window on the screen.
    public var level: Level { didSet { if level != oldValue { screen?.restack(moving: self) } } }
    /// Order of raising inside the level; the screen sets it.
    var raiseSequence = 0

    /// What this window asks for, over the app's ``Screen/appearancePreference`` (nil parts follow it): a
    /// window can stay light in a dark app. A change redraws the window in the next frame.
    public var appearancePreference = AppearancePreference.system {
        didSet { if appearancePreference != oldValue { screen?.appearanceMayHaveChanged() } }
    }
    /// The appearance its views were last told of (see `Screen.appearanceMayHaveChanged`).
    var appliedAppearance: Appearance?

    /// The responder that gets key events first (nil: the window itself).
    public private(set) weak var firstResponder: Responder?

    /// Creates a hidden window covering the whole screen.
    public init(screen: Screen, name: String, level: Level = .normal) {
        self.name = name
        self.level = level
        super.init(frame: Rect(size: screen.size))
        isHidden = true          // before it is on the screen: a window made (still hidden) redraws nothing
        self.screen = screen
        screen.attach(self)
    }

    /// Whether this window receives key events.
    public var isKeyWindow: Bool { screen?.keyWindow === self }

    /// Shows the window on top of its level and makes it the key window.
    public func makeKeyAndVisible() {
        if isHidden { isHidden = false } else { screen?.raise(self) } // showing raises it too
        makeKey()
    }

    /// Makes the window the key window without changing its place in the stack.
    public func makeKey() { screen?.makeKey(self) }

    /// Shows the window on top of its level without taking the keyboard (an overlay, a HUD).
    public func orderFront() {
        isHidden = false
        screen?.raise(self)
    }

    /// Gives the keyboard back to the window that had it before this one (hiding does this too).
    public func resignKey() { screen?.resignKey(self) }

    /// A modal window takes every pointer event that reaches it: nothing in a window below it is hit,
    /// even where none of its own views is, and a press or hover below ends when it appears.
    public var isModal = false {
        didSet {
            if isModal && !oldValue && !isHidden { screen?.modalWindowAppeared(self) }
            if isModal != oldValue {
                accessibilityModalityChanged()
                screen?.windowInputChanged(self)
            }
        }
    }

    public override var isUserInteractionEnabled: Bool {
        didSet { if isUserInteractionEnabled != oldValue { screen?.windowInputChanged(self) } }
    }

    /// Hiding a window takes it off the screen and gives the keyboard back to the window that had it before.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            screen?.windowVisibilityChanged(self)
            if accessibilityViewIsModal { accessibilityModalityChanged() }
        }
    }

    /// The view that fills the window (UIKit's root view controller's view).
    public var rootView: View? {
        didSet {
            guard rootView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let v = rootView { v.frame = bounds; insertSubview(v, at: 0) }
        }
    }

    open override func layoutSubviews() {
        rootView?.frame = bounds
        InputViewContainer.existing(in: self)?.windowDidLayout()   // a text field's input view (the number pad)
    }

    /// Whether the window follows the screen's size (true for full-screen windows).
    public var resizesWithScreen = true

    // MARK: First responder

    /// Gives `responder` the keyboard; false when it cannot take it. The old and the new first responder
    /// are told (a control redraws its focus ring).
    @discardableResult
    public func makeFirstResponder(_ responder: Responder?) -> Bool {
        if let r = responder, !r.canBecomeFirstResponder { return false }
        guard responder !== firstResponder else { return true }
        let old = firstResponder
        let focusBefore = isKeyWindow ? screen?.observedAccessibilityFocus : nil
        firstResponder = responder
        old?.didResignFirstResponder()
        responder?.didBecomeFirstResponder()
        if isKeyWindow { screen?.accessibilityFocusMoved(from: focusBefore) }
        screen?.textInputDidChange()
        return true
    }

    func viewLeftWindow(_ view: View) {
        if let fr = firstResponder as? View, fr.isDescendant(of: view) {
            firstResponder = nil
            fr.didResignFirstResponder()
            screen?.textInputDidChange()
        }
        screen?.dispatcher.viewLeftWindow(view)
    }

    open override var next: Responder? { nil }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .window }
        set { super.accessibilityRole = newValue }
    }
    /// A modal window (`isModal`) is modal to assistive technology too, unless told otherwise.
    open override var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? isModal }
        set { super.accessibilityViewIsModal = newValue; accessibilityModalityChanged() }
    }
    /// The window's name unless one was set.
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? name }
        set { super.accessibilityLabel = newValue }
    }

    /// Tab and Shift-Tab that no responder took move the focus along the key-view loop.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .tab, event.modifiers.subtracting(.shift).isEmpty {
            return event.modifiers.contains(.shift) ? selectPreviousKeyView() : selectNextKeyView()
        }
        return super.keyDown(event)
    }
}
