import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

/// The demo in a 900×300 window, headless on a manual clock: the sidebar and the scenes scroll, and the
/// arrow keys choose the scene.
@MainActor
@Suite("Small window")
struct SmallWindowTests {
    let clock = ManualClock()
    let screen: Screen
    let app: DemoApp

    init() {
        Typesetter.current = PangoTextSystem()
        screen = Screen(size: Size(900, 300), clock: ScaledClock(base: clock))
        app = DemoApp(screen: screen, assets: AssetCatalog(directory: "/nonexistent-assets"))
        app.assets.warn = { _ in }
    }

    func settle() {
        for _ in 0..<120 { clock.advance(by: 1.0 / 60); screen.layoutIfNeeded() }
    }

    var sceneScroll: ScrollView? { app.sceneContainer.selectedChild?.view as? ScrollView }

    @Test("↓ and ↑ move the sidebar's selection through every scene, and the chosen entry is scrolled into view")
    func arrowKeysChooseScenes() {
        app.show(sceneNamed: SceneCatalog.names[0])
        settle()
        let sidebar = app.shell.sidebar
        for name in SceneCatalog.names.dropFirst() {
            screen.send(.key(KeyEvent(.down)))
            settle()
            #expect(app.currentName == name)
            let item = sidebar.items.first { $0.name == name }!
            let visible = Rect(origin: sidebar.contentOffset, size: sidebar.bounds.size)
            #expect(visible.contains(item.frame.origin) && item.frame.maxY <= visible.maxY + 0.5, "\(name) is out of view")
        }
        #expect(sidebar.contentOffset.y > 0, "ten entries do not fit in 252 points")
        screen.send(.key(KeyEvent(.down)))       // at the end: stays
        settle()
        #expect(app.currentName == SceneCatalog.names.last)
        for _ in SceneCatalog.names.dropFirst() { screen.send(.key(KeyEvent(.up))); settle() }
        #expect(app.currentName == SceneCatalog.names[0])
        #expect(sidebar.contentOffset.y == 0)
    }

    @Test("Every scene's furthest view can be scrolled to: the content is as tall and as wide as the scene needs",
          arguments: SceneCatalog.names, [Size(900, 300), Size(480, 300)])
    func scenesScroll(scene: String, size: Size) throws {
        screen.resize(to: size)
        app.show(sceneNamed: scene)
        settle()
        let scroll = try #require(sceneScroll)
        let root = try #require(app.current?.view)
        // Where the views are as laid out at the content's size (a scene laid out wider can grow taller).
        let extent = root.subviews.filter { !$0.isHidden }.reduce(Rect.zero) { $0.union($1.frame) }
        #expect(scroll.contentSize.height >= extent.maxY, "\(scene): \(scroll.contentSize) for views down to \(extent.maxY)")
        #expect(scroll.contentSize.width >= extent.maxX, "\(scene): \(scroll.contentSize) for views across to \(extent.maxX)")
        #expect(root.frame.size == scroll.contentSize, "\(scene): the scene is laid out at the size it scrolls in")
        // End shows the bottom, Home the top again.
        screen.send(.key(KeyEvent(.end)))
        settle()
        #expect(scroll.contentOffset.y == scroll.maximumContentOffset.y)
        #expect(scroll.contentOffset.y + scroll.bounds.height >= extent.maxY)
        screen.send(.key(KeyEvent(.home)))
        settle()
        #expect(scroll.contentOffset.y == 0)
    }

    @Test("A scene that fits does not scroll")
    func fitsThenStill() throws {
        screen.resize(to: Size(1600, 1200))
        app.show(sceneNamed: "basics")
        settle()
        let scroll = try #require(sceneScroll)
        #expect(!scroll.scrollsVertically && !scroll.scrollsHorizontally)
    }
}
