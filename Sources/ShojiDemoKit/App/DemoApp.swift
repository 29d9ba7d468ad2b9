import Shoji
import ShojiFiles
import ShojiRuntime
import ShojiSystem
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
    /// Set by the runtime's delegate to change the X window's title.
    var onTitleChange: ((String) -> Void)?
    /// Opens "About Shoji" in a window of its own (F1, the title bar's About button); set by the runtime's
    /// delegate (nil when the app is made without a runtime).
    var openAbout: (() -> Void)?
    /// Ends the program (File ▸ Quit, Ctrl+Q); nil: headless, where nothing quits.
    var quit: (() -> Void)?
    /// Opens the Preferences window (Ctrl+, the title bar's menu); set by the runtime's delegate.
    var openPreferences: (() -> Void)?
    /// Asks where to save with the toolkit's save dialog (the delegate sets it; nil answers cancelled).
    var chooseSaveLocation: ((FileDialogOptions) async -> [FilePath]?)?
    /// The title bar's items that change with the language: the Shoji pull-down, About, the network status.
    private(set) var titleBarItems: (menu: Button, about: Button, network: NetworkStatusItem)!
    /// App-wide shortcuts (F2, F12…), asked before the scene.
    var keyCommands: [(KeyEvent) -> Bool] = []
    /// The only source of randomness for scenes: seeded, so a replay sees the same values.
    var random = SeededRandom(seed: 1)
    /// F2's slow motion, when the clock can be slowed.
    var slowMotion: SlowMotion?
    /// The global modals, shown over whatever scene is on screen.
    private(set) var modals: DemoModals!
    /// The app-wide loading screen, on the shell over every scene, so that it survives scene switches.
    lazy var loadingOverlay: LoadingOverlay = {
        loadingOverlayIsMade = true
        return LoadingOverlay(host: shell, text: tr("loading.text"))
    }()
    /// Whether a scene asked for the loading screen yet (a language switch re-titles it then).
    private(set) var loadingOverlayIsMade = false
    /// F12: every view outlined with its identifier and layer, and the hit path under the pointer.
    lazy var inspector = Inspector(screen: screen)
    /// When the refresh scene's timeline was last updated; the X runner makes it persistent.
    var refreshHistory = RefreshHistory(store: nil)

    /// The demo in `mainWindow` (a new window named "main" when nil: tests make the app without a runtime).
    init(screen: Screen, mainWindow: Window? = nil, assets: AssetCatalog) {
        self.screen = screen
        self.assets = assets
        networkMonitor = NetworkMonitor(clock: screen.clock)
        self.mainWindow = mainWindow ?? Window(screen: screen, name: "main")
        self.mainWindow.backgroundColor = .systemBackground
        shell = ShellView(sceneNames: SceneCatalog.all.map { ($0.name, $0.title) })
        self.mainWindow.rootView = shell
        sceneContainer.install(in: shell.content)
        let network = NetworkStatusItem(monitor: networkMonitor)
        shell.titleBar.addAccessory(network)
        let appMenu = Button(tr("menu.app") + " ▾")
        appMenu.identifier = "titlebar.menu"
        appMenu.menu = makeAppMenu()
        appMenu.showsMenuAsPrimaryAction = true
        shell.titleBar.addAccessory(appMenu)
        let about = Button(tr("about.button"))
        about.identifier = "titlebar.about"
        shell.titleBar.addAccessory(about)
        titleBarItems = (appMenu, about, network)
        shell.menuBar.menus = menuBarMenus()
        retitleTitleBar()
        self.mainWindow.makeKeyAndVisible()
        shell.sidebar.onSelect = { [weak self] name in self?.show(sceneNamed: name) }
        screen.unhandledKeyHandler = { [weak self] event in self?.handleKey(event) ?? false }
        screen.onKeyWindowChange = { window in
            Trace.emit("window.key", ["window": TraceValue(window?.name)])
        }
        modals = DemoModals(app: self)
        about.primaryAction = { [weak self] _ in self?.openAbout?() }
        keyCommands.append { [weak self] event in
            guard event.key == .function(1), let open = self?.openAbout else { return false }
            open()
            return true
        }
        keyCommands.append { [weak self] event in
            // Ctrl+, as GNOME's and macOS's apps open their preferences.
            guard event.key == .character(","), event.modifiers == .control, let open = self?.openPreferences else { return false }
            open()
            return true
        }
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
    func visibleViews() -> TraceValue { screen.identifiedViewFrames() }

    /// False while a recording is replayed: its network status comes from the recording.
    var startsNetworkMonitor = true

    /// The first frame is up (the runtime has traced `app.ready`).
    func ready() {
        // Only now: its first answer (a few milliseconds away) then always follows app.ready, under X as in
        // a replay, which applies the recorded status after ready.
        if startsNetworkMonitor { networkMonitor.start() }
    }

    private func handleKey(_ event: KeyEvent) -> Bool {
        for command in keyCommands where command(event) { return true }
        if current?.handleKey(event) == true { return true }
        // Keys nobody took: ↑ ↓ choose the scene, Page Up/Down, Home and End scroll it.
        switch event.key {
        case .up, .down: return shell.sidebar.keyDown(event)
        case .pageUp, .pageDown, .home, .end: return (sceneContainer.selectedChild?.view as? ScrollView)?.keyDown(event) ?? false
        default: return false
        }
    }
}

