import Testing
@testable import Shoji

/// Each headless screen lives in a host of its own (issue 35 point 3): what one copies, another never sees.
@MainActor
@Suite struct ScreenHostTests {
    @Test func twoHeadlessScreensHaveSeparatePasteboards() {
        let a = Screen(size: Size(100, 100), clock: ManualClock())
        let b = Screen(size: Size(100, 100), clock: ManualClock())
        a.pasteboard.string = "copied in a"
        a.selectionPasteboard.string = "selected in a"
        #expect(a.pasteboard.ownContent?.text == "copied in a")
        #expect(b.pasteboard.ownContent?.text == nil)
        #expect(b.selectionPasteboard.ownContent?.text == nil)
    }

    @Test("Ctrl+C in a field of one headless screen and Ctrl+V in a field of another: nothing arrives; Ctrl+V on the first pastes")
    func keysUseTheirScreensClipboard() {
        func field(on rig: Rig, text: String) -> TextField {
            let f = TextField(frame: Rect(20, 20, 200, 30))
            f.textSystem = EstimatingTextSystem()
            f.text = text
            rig.window.addSubview(f)
            rig.window.makeFirstResponder(f)
            rig.layout()
            return f
        }
        func key(_ rig: Rig, _ c: String) {
            rig.screen.send(.key(KeyEvent(.character(c), text: c, modifiers: .control)))
            rig.layout()
        }
        let a = Rig(), b = Rig()
        let source = field(on: a, text: "copied"), target = field(on: b, text: "")
        key(a, "a"); key(a, "c")
        #expect(a.screen.pasteboard.ownContent?.text == "copied")
        key(b, "v")
        #expect(target.text == "", "the other screen's clipboard is its own")
        key(a, "v")
        #expect(source.text == "copied", "pasted over its own selection")
        key(a, "v")
        #expect(source.text == "copiedcopied")
    }

    @Test func screensGivenOneHostShareItsPasteboard() {
        let host = InMemoryScreenHost()
        let a = Screen(size: Size(100, 100), clock: ManualClock(), host: host)
        let b = Screen(size: Size(100, 100), clock: ManualClock(), host: host)
        a.pasteboard.string = "shared"
        #expect(b.pasteboard.ownContent?.text == "shared")
    }

    @Test func processHostUsesTheProcessWidePasteboards() {
        #expect(ProcessScreenHost.shared.generalPasteboard === Pasteboard.general)
        #expect(ProcessScreenHost.shared.selectionPasteboard === Pasteboard.selection)
    }

    /// Starts every drag it is asked for, as the X host does while a press is held.
    final class Recorder: DragBackend {
        var drags: [PasteboardContent] = []
        func beginDrag(_ content: PasteboardContent, from view: View) -> Bool { drags.append(content); return true }
    }

    @Test("A drag begun in one headless screen is that screen's: the other has no back-end, no source, no content")
    func twoHeadlessScreensHaveSeparateDragSessions() {
        let a = Rig(), b = Rig()
        let recorder = Recorder()
        a.screen.host.dragSession.backend = recorder
        let view = View(frame: Rect(0, 0, 50, 50)), other = View(frame: Rect(0, 0, 50, 50))
        a.window.addSubview(view); b.window.addSubview(other)
        #expect(!DragSession.begin(PasteboardContent(text: "b"), from: other), "b's host has no back-end")
        #expect(DragSession.begin(PasteboardContent(text: "a"), from: view))
        #expect(recorder.drags == [PasteboardContent(text: "a")])
        #expect(view.dragSession?.sourceView === view && view.dragSession?.content?.text == "a")
        #expect(other.dragSession?.sourceView == nil && other.dragSession?.content == nil)
        a.screen.host.dragSession.end(dropped: false)
        #expect(view.dragSession?.content == nil)
    }

    /// Lays text out at 100 points an em: a text system no one else uses.
    final class Wide: TextSystem {
        func layout(_ text: String, style: TextStyle, width: Double?) -> TextLayout {
            EstimatingTextSystem().layout(String(repeating: text, count: 10), style: style, width: width)
        }
        func familyNames() -> [String] { ["Wide"] }
    }

    @Test("A label measures with its screen's host's text system: giving one headless screen another leaves the other's labels as they were")
    func twoHeadlessScreensHaveSeparateTextSystems() {
        let a = Rig(), b = Rig()
        let la = Label("text"), lb = Label("text")
        a.window.addSubview(la); b.window.addSubview(lb)
        let before = lb.intrinsicContentSize.width
        #expect(before > 0 && la.intrinsicContentSize.width == before)
        a.screen.host.textSystem = Wide()
        #expect(la.effectiveTextSystem is Wide && !(lb.effectiveTextSystem is Wide))
        #expect(la.intrinsicContentSize.width > 5 * before, "a's label follows a's text system")
        #expect(lb.intrinsicContentSize.width == before, "b's label is as it was")
        #expect(!(Typesetter.current is Wide), "the process default is untouched")
    }

    @Test("When its last animation ends, finished or cancelled, a screen asks its host for a frame, even one with nothing to draw")
    func animationsEndingAskForAFrame() {
        let rig = Rig()
        rig.layout()
        _ = rig.screen.takeDamage()
        var steps = 0
        // An animation that draws nothing (a fade of bars that are not there, where the content fits).
        rig.screen.animator.animate(duration: 0.2, update: { _ in steps += 1 })
        let asked = rig.host.updateRequests
        #expect(!rig.screen.isSettled)
        rig.clock.advance(by: 0.1)
        #expect(steps > 0 && rig.host.updateRequests == asked, "nothing drawn, nothing asked while it runs")
        rig.clock.advance(by: 0.2)
        #expect(rig.host.updateRequests == asked + 1, "asked once as it ended: the host's frame sees the screen at rest")
        _ = rig.screen.takeDamage()
        #expect(rig.screen.isSettled)

        let cancelled = rig.screen.animator.animate(duration: 1, update: { _ in })
        let before = rig.host.updateRequests
        cancelled.cancel()
        #expect(rig.host.updateRequests == before + 1)
        let first = rig.screen.animator.animate(duration: 1, update: { _ in })
        let second = rig.screen.animator.animate(duration: 1, update: { _ in })
        _ = rig.screen.takeDamage()
        let both = rig.host.updateRequests
        first.cancel()
        #expect(rig.host.updateRequests == both, "another animation still runs")
        second.cancel()
        #expect(rig.host.updateRequests == both + 1)
    }

    @Test("A screen tells its host: one frame asked for however much changes before it updates, the key window, the cursor")
    func screenTellsItsHost() {
        let rig = Rig()
        rig.layout()
        _ = rig.screen.takeDamage()
        let other = Rig()
        let asked = rig.host.updateRequests
        let view = View(frame: Rect(0, 0, 100, 100))
        rig.window.addSubview(view)
        view.setNeedsDisplay(); view.backgroundColor = .red; view.setNeedsLayout()
        #expect(rig.host.updateRequests == asked + 1, "asked once for all three changes")
        #expect(rig.host.keyWindows.last == "main")
        let modal = Window(screen: rig.screen, name: "modal", level: .alert)
        modal.makeKeyAndVisible()
        #expect(rig.host.keyWindows.last == "modal")
        modal.isHidden = true
        view.cursor = .crosshair
        rig.move(Point(50, 50))
        #expect(rig.host.cursors.last == .crosshair)
        #expect(other.host.cursors.isEmpty && other.host.keyWindows == ["main"], "the other host heard only its own screen")
    }

    /// Notes the calls passed on to it, as an X11 host would act on them.
    final class Presenter: ScreenPresenter {
        var updates = 0, cursors: [Cursor] = [], textInput = 0, keys: [String?] = []
        func screenNeedsUpdate(_ screen: Screen) { updates += 1 }
        func screen(_ screen: Screen, keyWindowDidChange window: Window?) { keys.append(window?.name) }
        func screenTextInputDidChange(_ screen: Screen) { textInput += 1 }
        func screen(_ screen: Screen, cursorDidChange cursor: Cursor) { cursors.append(cursor) }
    }

    @Test("The process host passes each screen's calls to the presenter registered for that screen, and to no other")
    func processHostRoutesToEachScreensPresenter() {
        let host = ProcessScreenHost.shared
        let a = Screen(size: Size(100, 100), clock: ManualClock(), host: host)
        let b = Screen(size: Size(100, 100), clock: ManualClock(), host: host)
        let pa = Presenter(), pb = Presenter()
        host.setPresenter(pa, for: a); host.setPresenter(pb, for: b)
        defer { host.setPresenter(nil, for: a); host.setPresenter(nil, for: b) }
        let w = Window(screen: a, name: "a")
        w.makeKeyAndVisible()
        a.textInputDidChange()
        #expect(pa.keys == ["a"] && pa.updates >= 1 && pa.textInput >= 1)
        #expect(pb.keys.isEmpty && pb.updates == 0 && pb.textInput == 0)
    }

    /// Keeps the popups it is given, as a headless application's presenter does.
    final class Popups: PopupPresenter {
        var shown: [PopupWindow] = []
        func present(_ popup: PopupWindow) -> Rect { shown.append(popup); return Rect(x: 10, y: 10, width: 50, height: 20) }
        func dismiss(_ popup: PopupWindow) { shown.removeAll { $0 === popup } }
        func monitor(containing point: Point) -> Rect { Rect(x: 0, y: 0, width: 100, height: 100) }
    }

    @Test("Popups open where the host says: every screen of an in-memory host, a popup's own screen too, uses its presenter; another host's screen has none")
    func popupsOpenThroughTheHost() {
        let host = InMemoryScreenHost()
        let popups = Popups()
        host.popupPresenter = popups
        let screen = Screen(size: Size(100, 100), clock: ManualClock(), host: host)
        let menu = PopupWindow(kind: .popupMenu, size: Size(50, 20), parent: screen)
        menu.show(at: Rect(x: 10, y: 0, width: 10, height: 10))
        #expect(popups.shown.count == 1 && menu.frame == Rect(x: 10, y: 10, width: 50, height: 20))
        let submenu = PopupWindow(kind: .popupMenu, size: Size(50, 20), parent: menu.screen)
        submenu.show(at: Rect(x: 40, y: 0, width: 10, height: 10))
        #expect(popups.shown.count == 2, "a submenu opens from its menu's screen, which shares the host")
        #expect(Screen(size: Size(100, 100), clock: ManualClock()).popupPresenter == nil)
    }

    @Test("The process host asks each screen's presenter where its popups open")
    func processHostRoutesPopupsToEachScreensPresenter() {
        final class WithPopups: ScreenPresenter {
            let popups = Popups()
            func screenNeedsUpdate(_ screen: Screen) {}
            func screen(_ screen: Screen, keyWindowDidChange window: Window?) {}
            func screenTextInputDidChange(_ screen: Screen) {}
            func screen(_ screen: Screen, cursorDidChange cursor: Cursor) {}
            func popupPresenter(for screen: Screen) -> (any PopupPresenter)? { popups }
        }
        let host = ProcessScreenHost.shared
        let a = Screen(size: Size(100, 100), clock: ManualClock(), host: host)
        let b = Screen(size: Size(100, 100), clock: ManualClock(), host: host)
        let pa = WithPopups(), pb = Presenter()
        host.setPresenter(pa, for: a); host.setPresenter(pb, for: b)
        defer { host.setPresenter(nil, for: a); host.setPresenter(nil, for: b) }
        #expect(a.popupPresenter === pa.popups)
        #expect(b.popupPresenter == nil, "a presenter without popups")
    }
}
