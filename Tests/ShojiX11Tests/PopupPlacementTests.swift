import Shoji
@testable import ShojiRuntime
@testable import ShojiX11
import Testing

/// Where a popup goes on the monitor (root pixels): below the anchor with left edges aligned when it fits;
/// above it at the monitor's bottom, to its left at the right edge; never off the monitor.
struct PopupPlacementTests {
    let monitor = Rect(x: 0, y: 0, width: 1280, height: 800)
    let size = Size(180, 100)

    @Test func belowAndRightOfAPointWhenThereIsRoom() {
        let o = PopupPlacement.origin(size: size, anchor: Rect(x: 500, y: 300, width: 0, height: 0), monitor: monitor)
        #expect(o == Point(x: 500, y: 300))
    }

    @Test func belowAButtonLeftEdgesAligned() {
        let o = PopupPlacement.origin(size: size, anchor: Rect(x: 40, y: 10, width: 90, height: 30), monitor: monitor)
        #expect(o == Point(x: 40, y: 40))
    }

    @Test func flipsAboveAtTheBottomAndLeftAtTheRightEdge() {
        let o = PopupPlacement.origin(size: size, anchor: Rect(x: 1200, y: 750, width: 0, height: 0), monitor: monitor)
        #expect(o == Point(x: 1020, y: 650))
        let button = PopupPlacement.origin(size: size, anchor: Rect(x: 1150, y: 760, width: 100, height: 30), monitor: monitor)
        #expect(button == Point(x: 1070, y: 660), "above the button, its right edge on the button's")
    }

    @Test func staysOnASecondMonitor() {
        let right = Rect(x: 1280, y: 0, width: 1024, height: 768)
        let o = PopupPlacement.origin(size: size, anchor: Rect(x: 1290, y: 5, width: 0, height: 0), monitor: right)
        #expect(o == Point(x: 1290, y: 5))
        let nearLeft = PopupPlacement.origin(size: size, anchor: Rect(x: 1300, y: 700, width: 0, height: 0), monitor: right)
        #expect(nearLeft == Point(x: 1300, y: 600))
    }

    @Test func aPopupLargerThanTheRoomOnEitherSideIsKeptOnTheMonitor() {
        let small = Rect(x: 0, y: 0, width: 300, height: 150)
        let o = PopupPlacement.origin(size: size, anchor: Rect(x: 150, y: 75, width: 0, height: 0), monitor: small)
        #expect(o.x >= 0 && o.x + size.width <= 300 && o.y >= 0 && o.y + size.height <= 150, "\(o)")
    }
}

/// More than one window without an X server, and popups in memory.
@MainActor
struct HeadlessWindowsTests {
    final class Probe: ApplicationDelegate {
        var configuration = ApplicationConfiguration(title: "Probe", size: Size(300, 200))
        func applicationDidFinishLaunching(_ application: Application) {}
    }

    @Test func openWindowMakesAScreenOfItsOwnAndClosingRemovesItAlone() {
        var options = LaunchOptions()
        options.scale = 2
        let app = HeadlessApplication(delegate: Probe(), options: options)
        let w = app.application.openWindow(title: "About", size: Size(200, 100), kind: .dialog, name: "about")
        #expect(w.screen !== app.screen && w.screen.size == Size(200, 100) && w.screen.scale == 2)
        #expect(app.application.topLevelWindows.map(\.name) == ["about"])
        let label = Label("hi")
        w.rootView = label
        #expect(label.window === w.window && w.window.isKeyWindow)
        var closed = 0
        w.onClose = { closed += 1 }
        w.close()
        w.close()
        #expect(closed == 1 && !w.isOpen && app.application.topLevelWindows.isEmpty)
        #expect(app.application.mainWindow.isKeyWindow, "the main window is untouched")
    }

    @Test func aTapFindsAViewInAnotherWindowAndItsButtonClosesIt() {
        let app = HeadlessApplication(delegate: Probe())
        let w = app.application.openWindow(title: "About", size: Size(200, 100))
        // Weakly, as an app does: the window holds its button, whose action would otherwise hold the window.
        let close = Button("Close") { [weak w] _ in w?.close() }
        close.identifier = "about.close"
        close.frame = Rect(x: 100, y: 60, width: 80, height: 30)
        w.window.addSubview(close)
        #expect(app.tap(identifier: "about.close"))
        #expect(!w.isOpen && app.application.topLevelWindows.isEmpty)
        #expect(!app.tap(identifier: "about.close"), "gone with its window")
    }

    @Test func aPopupClosesOnEscapeOnceAndTellsWhy() {
        let app = HeadlessApplication(delegate: Probe())
        let popup = PopupWindow(kind: .popupMenu, size: Size(120, 60), parent: app.screen)
        var reasons: [PopupWindow.DismissReason] = []
        popup.onDismiss = { reasons.append($0) }
        popup.show(at: Rect(x: 10, y: 10, width: 0, height: 0))
        #expect(popup.isShown && popup.anchor == Rect(x: 10, y: 10, width: 0, height: 0))
        popup.screen.send(.key(KeyEvent(.escape)))
        popup.dismiss()
        #expect(reasons == [.escape] && !popup.isShown)
        #expect(popup.screen.size == Size(120, 60) && popup.screen.scale == app.screen.scale)
        #expect(PopupWindow.Kind.tooltip.grabsInput == false && PopupWindow.Kind.dropdownMenu.grabsInput)
    }
}
