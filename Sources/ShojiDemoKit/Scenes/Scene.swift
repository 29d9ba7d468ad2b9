import Shoji
import ShojiCairo

/// One page of the demo. A scene is made anew each time it is shown and dropped when another is, so
/// nothing of a scene that is not shown stays alive.
@MainActor
protocol DemoScene: AnyObject, SendableMetatype {
    /// The name used by `--scene`, `sidebar.<name>` and the tour's file names.
    nonisolated static var name: String { get }
    init(context: SceneContext)
    /// The content, sized to the shell's content area; lay it out in `layoutSubviews`.
    var view: View { get }
    func didAppear()
    func willDisappear()
    /// Keys nothing else handled while the scene is shown.
    func handleKey(_ event: KeyEvent) -> Bool
    /// Puts the scene in the state that shows its pattern best, for the tour's screenshot (a key held, a
    /// modal up). Returns what undoes it after the screenshot, if anything outlives the scene.
    func prepareForTour() -> (@MainActor () -> Void)?
    /// How long the tour lets the app run after `prepareForTour` before the screenshot.
    var tourWait: Double { get }
}

extension DemoScene {
    static var title: String { tr("scene.\(name)") }
    func didAppear() {}
    func willDisappear() {}
    func handleKey(_ event: KeyEvent) -> Bool { false }
    func prepareForTour() -> (@MainActor () -> Void)? { nil }
    var tourWait: Double { 0 }
}

/// What a scene may use of the app.
@MainActor
final class SceneContext {
    let screen: Screen
    let assets: AssetCatalog
    private(set) weak var app: DemoApp?

    init(screen: Screen, assets: AssetCatalog, app: DemoApp) {
        self.screen = screen; self.assets = assets; self.app = app
    }

    var clock: Clock { screen.clock }
    var animator: Animator { screen.animator }
}

/// Every scene, in sidebar order: the one place a new scene is registered.
enum SceneCatalog {
    static let all: [any DemoScene.Type] = [
        BasicsScene.self,
        LayersScene.self,
        LoadingScene.self,
        ShadowsScene.self,
        NumberPadScene.self,
        RefreshScene.self,
        FontsScene.self,
        ModalScene.self,
        TransitionsScene.self,
        TasksScene.self,
        TextScene.self,
        DataScene.self,
        WorkspaceScene.self,
    ]

    static var names: [String] { all.map { $0.name } }

    static func scene(named name: String) -> (any DemoScene.Type)? { all.first { $0.name == name } }
}
