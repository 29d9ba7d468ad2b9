import Shoji

/// The shell's content area as a container controller: each scene is its child while shown, and a
/// sidebar click replaces it through a transition the user picks in the transitions scene. The old
/// scene's view leaves when the transition is over; `scene.shown` is traced then, with final frames.
@MainActor
final class SceneContainer: ContainerController {
    /// How scenes replace each other (the transitions scene changes it).
    var style: TransitionStyle = .crossDissolve

    /// Short enough not to slow anyone down, long enough to see.
    static func duration(of style: TransitionStyle) -> Double {
        switch style {
        case .none: return 0
        case .crossDissolve: return 0.25
        case .flipFromLeft, .flipFromRight: return 0.6
        case .slideUpAndSwap: return 0.45
        }
    }

    override init() {
        super.init()
        identifier = "shell"
    }

    /// Puts the container's view in `host` (sized by the host's layout) and marks it on screen.
    func install(in host: View) {
        view.frame = host.bounds
        host.addSubview(view)
        beginAppearanceTransition(true, animated: false)
        endAppearanceTransition()
    }

    /// Shows `scene` in place of the current one; `completion` runs once it is fully in place. Showing
    /// the scene already shown again remakes it without animation.
    func show(_ scene: any DemoScene, named name: String, completion: @escaping @MainActor () -> Void) {
        let same = (selectedChild as? SceneController)?.name == name
        let style = same ? .none : self.style
        replace(with: SceneController(scene: scene, name: name), duration: Self.duration(of: style), options: style,
                curve: .easeInOut) { _ in completion() }
    }
}

/// One scene as a child view controller: its appearance callbacks are the scene's own.
@MainActor
final class SceneController: ViewController {
    let scene: any DemoScene
    let name: String

    init(scene: any DemoScene, name: String) {
        self.scene = scene
        self.name = name
        super.init()
        identifier = name
    }

    /// The scene's view, in a scroll view of its own for windows smaller than the scene.
    override func loadView() { setView(SceneScrollView(scene: scene.view)) }

    override func viewDidAppear(_ animated: Bool) {
        view.window?.screen?.layoutIfNeeded()
        // A scene larger than the window says so, as iOS flashes the indicators of a page that scrolls.
        if let scroll = view as? ScrollView, scroll.scrollsVertically || scroll.scrollsHorizontally {
            scroll.flashScrollIndicators()
        }
        scene.didAppear()
    }

    override func viewWillDisappear(_ animated: Bool) { scene.willDisappear() }
}
