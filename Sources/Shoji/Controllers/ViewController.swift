/// Owns a view and its behaviour, as `UIViewController`: the view is made on first use (`loadView`,
/// then `viewDidLoad`), controllers nest as parent and children, and a container tells its children
/// when their views appear and disappear.
///
/// The containment calls follow UIKit exactly, because that is what a UIKit reader will write:
/// `addChild(_:)` calls `willMove(toParent:)` for you, and you call `didMove(toParent:)` once the
/// child's view is in place; before `removeFromParent()` you call `willMove(toParent: nil)`, and
/// `removeFromParent()` calls `didMove(toParent: nil)` for you.
@MainActor
open class ViewController {
    private var loadedView: View?

    /// A name for the trace and for tests (`transition.finished` reports it as `from` / `to`).
    public var identifier: String?
    /// A title for whoever shows the controller (a window title, a tab).
    public var title: String?

    /// A controller whose view is made on first use.
    public init() {}

    // MARK: The view

    /// The root view, made by `loadView()` the first time it is asked for.
    public var view: View {
        if let v = loadedView { return v }
        loadView()
        guard let v = loadedView else { preconditionFailure("loadView() must set `view`") }
        viewDidLoad()
        return v
    }

    /// Whether the view was made already (reading `view` makes it).
    public var isViewLoaded: Bool { loadedView != nil }

    /// Override to make a custom root view and assign it with `setView(_:)`; the default is a plain `View`.
    open func loadView() { setView(View()) }

    /// Sets the root view (from `loadView()`, or to replace it).
    public func setView(_ view: View) { loadedView = view }

    /// Called once, after the view was made: build the view's contents here.
    open func viewDidLoad() {}

    // MARK: Containment

    /// The container this controller is a child of.
    public private(set) weak var parent: ViewController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []

    /// Makes `child` a child of this controller (taking it from its old parent), calling
    /// `child.willMove(toParent: self)`. Adding the child's view, and then calling
    /// `child.didMove(toParent: self)`, is the container's job.
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "a view controller cannot be its own child")
        if child.parent === self { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Leaves the parent, calling `didMove(toParent: nil)`. Call `willMove(toParent: nil)` first, and
    /// take the view out of the container's hierarchy yourself.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller moves to `parent` (nil: before it is removed).
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller moved to `parent` (nil: after it was removed).
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Appearance

    /// Where the view is in its appear/disappear cycle; the callbacks come in balanced pairs.
    public enum AppearanceState: Hashable, Sendable { case disappeared, appearing, appeared, disappearing }
    /// Where the view is in its appear/disappear cycle now.
    public private(set) var appearanceState: AppearanceState = .disappeared

    /// The view is about to appear (a transition or presentation starts).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view has appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Starts appearing (`true`) or disappearing; calls `viewWillAppear` / `viewWillDisappear` unless the
    /// view is already on its way there. Whoever shows a root controller calls this and
    /// `endAppearanceTransition()`; containers call them for their children.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared):
            return
        case (true, _):
            appearanceState = .appearing
            viewWillAppear(animated)
        case (false, _):
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        pendingAppearanceAnimated = animated
        forwardAppearanceBegin(isAppearing, animated: animated)
    }

    /// Finishes the appearance transition begun last: `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        let animated = pendingAppearanceAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        forwardAppearanceEnd()
    }

    private var pendingAppearanceAnimated = false

    /// The children whose appearance follows this controller's own (a container's visible child).
    /// The default is none: plain controllers have no children on screen that they do not manage.
    open var childrenForAppearanceForwarding: [ViewController] { [] }

    private func forwardAppearanceBegin(_ isAppearing: Bool, animated: Bool) {
        for c in childrenForAppearanceForwarding { c.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    private func forwardAppearanceEnd() {
        for c in childrenForAppearanceForwarding { c.endAppearanceTransition() }
    }
}
