import Shoji
import ShojiCairo

/// The demo: one screen, the main window with the shell, and the scene shown in it.
@MainActor
final class DemoApp {
    let screen: Screen
    let mainWindow: Window
    let shell: ShellView
    let assets: AssetCatalog
    /// Holds the shown scene and animates scene changes.
    let sceneContainer = SceneContainer()
    /// Whether a network interface is up, shown in the title bar.
    let networkMonitor: NetworkMonitor
    private(set) var current: (any DemoScene)?
    private(set) var currentName: String?
    /// Set by the host to change the X window's title.
    var onTitleChange: ((String) -> Void)?
    /// App-wide shortcuts (F2, F12…), asked before the scene.
    var keyCommands: [(KeyEvent) -> Bool] = []
    /// The only source of randomness for scenes: seeded, so a replay sees the same values.
    var random = SeededRandom(seed: 1)
    /// F2's slow motion, when the clock can be slowed.
    var slowMotion: SlowMotion?
    /// The global modals, shown over whatever scene is on screen.
    private(set) var modals: DemoModals!
    /// The app-wide loading screen, on the shell over every scene, so that it survives scene switches.
    lazy var loadingOverlay = LoadingOverlay(host: shell, text: tr("loading.text"))
    /// F12: every view outlined with its identifier and layer, and the hit path under the pointer.
    lazy var inspector = Inspector(screen: screen)
    /// When the refresh scene's timeline was last updated; the X runner makes it persistent.
    var refreshHistory = RefreshHistory(store: nil)

    init(screen: Screen, assets: AssetCatalog) {
        self.screen = screen
        self.assets = assets
        networkMonitor = NetworkMonitor(clock: screen.clock)
        mainWindow = Window(screen: screen, name: "main")
        mainWindow.backgroundColor = .white
        shell = ShellView(sceneNames: SceneCatalog.all.map { ($0.name, $0.title) })
        mainWindow.rootView = shell
        sceneContainer.install(in: shell.content)
        shell.titleBar.addAccessory(NetworkStatusItem(monitor: networkMonitor))
        mainWindow.makeKeyAndVisible()
        shell.sidebar.onSelect = { [weak self] name in self?.show(sceneNamed: name) }
        screen.unhandledKeyHandler = { [weak self] event in self?.handleKey(event) ?? false }
        screen.onKeyWindowChange = { window in
            Trace.emit("window.key", ["window": TraceValue(window?.name)])
        }
        modals = DemoModals(app: self)
        keyCommands.append { [weak self] event in
            guard event.key == .function(12), let self else { return false }
            self.inspector.toggle()
            return true
        }
    }

    /// Shows a scene, dropping the previous one after the shell's transition; traces `scene.shown` with
    /// the visible views once it is in place.
    @discardableResult
    func show(sceneNamed name: String) -> Bool {
        guard let type = SceneCatalog.scene(named: name) else { return false }
        let scene = type.init(context: SceneContext(screen: screen, assets: assets, app: self))
        current = scene
        currentName = name
        shell.sidebar.select(name)
        shell.titleBar.titleLabel.text = type.title
        refreshTitle()
        // The old scene disappears and the new one appears through the container's transition.
        sceneContainer.show(scene, named: name) { [weak self] in
            guard let self else { return }
            Trace.emit("scene.shown", fields: [("scene", .string(name)), ("views", self.visibleViews())])
        }
        return true
    }

    /// The X window's title: the scene, and the time scale while it is not 1.
    func refreshTitle() {
        var title = "Shoji"
        if let name = currentName, let type = SceneCatalog.scene(named: name) { title += " — \(type.title)" }
        if let scaled = screen.clock as? ScaledClock, scaled.factor != 1 { title += " (× \(SlowMotion.format(scaled.factor)))" }
        onTitleChange?(title)
    }

    /// Every visible view with an identifier, with its frame in window pixels.
    func visibleViews() -> TraceValue {
        screen.layoutIfNeeded()
        var out: [TraceValue] = []
        func visit(_ v: View, clip: Rect) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            let box = v.screenBoundingBox
            let visible = box.intersection(clip)
            if let id = v.identifier, !visible.isEmpty {
                let s = screen.scale
                out.append(.object([("id", .string(id)),
                                    ("frame", TraceValue(Rect(x: box.minX * s, y: box.minY * s, width: box.width * s, height: box.height * s)))]))
            }
            let inner = v.clipsToBounds ? clip.intersection(box) : clip
            for sub in v.subviews { visit(sub, clip: inner) }
        }
        for w in screen.windows where !w.isHidden { visit(w, clip: screen.bounds) }
        return .array(out)
    }

    /// False while a recording is replayed: its network status comes from the recording.
    var startsNetworkMonitor = true

    func ready() {
        Trace.emit("app.ready", fields: [
            ("scene", TraceValue(currentName)), ("size", .array([.number(screen.size.width * screen.scale), .number(screen.size.height * screen.scale)])),
            ("lang", .string(Strings.language.rawValue)), ("views", visibleViews()),
        ])
        // Only now: its first answer (a few milliseconds away) then always follows app.ready, under X as in
        // a replay, which applies the recorded status after ready.
        if startsNetworkMonitor { networkMonitor.start() }
    }

    private func handleKey(_ event: KeyEvent) -> Bool {
        for command in keyCommands where command(event) { return true }
        return current?.handleKey(event) ?? false
    }
}

