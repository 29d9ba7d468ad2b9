import ShojiRuntime
import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

/// Whatever a user opens and closes goes away once it is closed: a second window, a context menu, a
/// pull-down, a tool tip, an alert, the number pad an input field slides up, a global modal's content.
/// Each is opened and closed 100 times the way a user would (keys, clicks, the pointer resting), every
/// object made for it is held weakly, and all must be gone afterwards. A closure that captures its owner
/// strongly (a retain cycle) keeps them alive and fails the check; `make sanitize` finds the same cycles
/// only at the end of a much longer run.
@MainActor
@Suite("Nothing closed stays alive")
struct PopupLeakTests {
    static let cycles = 100

    /// Weak references to every object made for what was opened, named for the failure message.
    @MainActor
    final class Tracked {
        private var refs: [LeakTests.Weak] = []
        func track(_ object: AnyObject?, _ name: String) { if let object { refs.append(LeakTests.Weak(object, name)) } }
        /// A view and everything under it.
        func track(tree view: View?, _ name: String) {
            guard let view else { return }
            track(view, "\(name) \(view.identifier ?? "\(type(of: view))")")
            for s in view.subviews { track(tree: s, name) }
        }
        var count: Int { refs.count }
        /// What is still alive, at most ten names.
        var alive: [String] { Array(refs.filter { $0.object != nil }.map(\.name).prefix(10)) }
    }

    /// A screen on a manual clock with a key window, as the X host gives one (Pango's text system).
    @MainActor
    class Stage {
        let clock = ManualClock()
        let screen: Screen
        let window: Window
        init(size: Size = Size(800, 600)) {
            Typesetter.current = PangoTextSystem()
            screen = Screen(size: size, clock: clock)
            window = Window(screen: screen, name: "main")
            window.makeKeyAndVisible()
        }
        func advance(_ seconds: Double) {
            var left = seconds
            while left > 1e-9 { clock.advance(by: min(left, 1.0 / 60)); left -= 1.0 / 60; screen.layoutIfNeeded() }
        }
        func pointer(_ phase: PointerEvent.Phase, at p: Point, button: PointerButton? = .primary, on s: Screen? = nil) {
            (s ?? screen).send(.pointer(PointerEvent(phase, at: p, button: button)))
            screen.layoutIfNeeded()
        }
        func click(_ p: Point, on s: Screen? = nil) { pointer(.down, at: p, on: s); pointer(.up, at: p, on: s) }
        func key(_ key: KeyEvent, on s: Screen? = nil) { (s ?? screen).send(.key(key)); screen.layoutIfNeeded() }
    }

    /// What a popup is made of: the popup, its own screen and window, and its views.
    static func track(_ popup: PopupWindow?, _ name: String, in t: Tracked) {
        guard let popup else { return }
        t.track(popup, "\(name) popup")
        t.track(popup.screen, "\(name) popup screen")
        t.track(popup.window, "\(name) popup window")
        t.track(tree: popup.rootView, name)
    }

    @Test("The About window opened by F1 and closed by its Close button 100 times leaves no window, screen or view")
    func secondWindow() {
        Typesetter.current = PangoTextSystem()
        let app = HeadlessApplication(delegate: DemoDelegate())
        let t = Tracked()
        for _ in 0..<Self.cycles {
            app.send(.key(KeyEvent(.function(1))))
            guard let w = app.application.topLevelWindows.last else { Issue.record("F1 opened no window"); return }
            t.track(w, "about window")
            t.track(w.screen, "about screen")
            t.track(w.window, "about Shoji window")
            t.track(tree: w.rootView, "about")
            #expect(app.tap(identifier: "about.close"))
        }
        app.settle()
        #expect(app.application.topLevelWindows.isEmpty)
        #expect(t.count > 4 * Self.cycles)
        #expect(t.alive.isEmpty, "still alive after closing: \(t.alive)")
    }

    /// A context menu (on `target`) and a pull-down (`pullDown`) on a plain screen, with a submenu.
    @MainActor
    final class MenuStage: Stage {
        let target = Button("Target", frame: Rect(40, 40, 200, 100))
        let pullDown = Button("File", frame: Rect(300, 20, 100, 36))
        var chosen: [String] = []
        var menus: MenuController { screen.menuController }

        override init(size: Size = Size(800, 600)) {
            super.init(size: size)
            window.addSubview(target)
            window.addSubview(pullDown)
            target.contextMenuInteraction = ContextMenuInteraction { [unowned self] _ in
                Menu(items: ["Copy", "Paste"].map { t in MenuItem(t) { [unowned self] _ in chosen.append(t) } })
            }
            let recent = Menu(title: "recent", items: [MenuItem("a.txt") { [unowned self] _ in chosen.append("a.txt") }])
            pullDown.menu = Menu(title: "file", items: [MenuItem("New") { [unowned self] _ in chosen.append("New") },
                                                        MenuItem("Open Recent", submenu: recent)])
            pullDown.showsMenuAsPrimaryAction = true
            screen.layoutIfNeeded()
        }

        /// The centre of item `i` of the menu at `level`, in that menu's own screen.
        func item(_ i: Int, level: Int = 0) -> (Point, Screen) {
            let popup = menus.popups[level]
            let c = menus.session.panels[level].rowFrame(i).center
            return (Point(c.x - popup.frame.minX, c.y - popup.frame.minY), popup.screen)
        }
    }

    @Test("A context menu and a pull-down with its submenu, opened and closed 100 times each, leave no popup, screen or view")
    func menus() {
        let t = Tracked()
        do {
            let s = MenuStage()
            for i in 0..<Self.cycles {
                // Right press on the target, release, then choose Paste (or Escape every other time).
                s.pointer(.down, at: Point(60, 60), button: .secondary)
                s.pointer(.up, at: Point(60, 60), button: .secondary)
                s.advance(0.6)
                for p in s.menus.popups { Self.track(p, "context menu", in: t) }
                if i % 2 == 0 { let (p, on) = s.item(1); s.click(p, on: on) } else { s.key(KeyEvent(.escape), on: s.menus.popups.first?.screen) }
                #expect(!s.menus.isOpen)
                // The pull-down, its submenu opened by Right, closed by a click outside every menu.
                s.click(s.pullDown.frame.center)
                s.key(KeyEvent(.down), on: s.menus.popups.first?.screen)
                s.key(KeyEvent(.down), on: s.menus.popups.first?.screen)
                s.key(KeyEvent(.right), on: s.menus.popups.first?.screen)
                s.advance(0.3)
                #expect(s.menus.popups.count == 2, "the pull-down and its submenu")
                for p in s.menus.popups { Self.track(p, "pull-down", in: t) }
                s.click(Point(700, 500))
                #expect(!s.menus.isOpen)
                s.advance(0.3)
            }
            #expect(s.chosen.count == Self.cycles / 2)
            #expect(t.count > 3 * 4 * Self.cycles)
            #expect(t.alive.isEmpty, "still alive after closing: \(t.alive)")
            // A screen that goes away with a menu open (its window closed meanwhile) takes the menu along.
            s.click(s.pullDown.frame.center)
            #expect(s.menus.isOpen)
            for p in s.menus.popups { Self.track(p, "menu left open", in: t) }
            t.track(s, "stage"); t.track(s.screen, "screen"); t.track(s.window, "window"); t.track(s.menus, "menu controller")
        }
        #expect(t.alive.isEmpty, "still alive after the screen went with a menu open: \(t.alive)")
    }

    @Test("A tool tip shown by the resting pointer and hidden by a key or by leaving, 100 times, leaves no popup or view")
    func toolTips() {
        let t = Tracked()
        let s = Stage()
        let button = Button("Help", frame: Rect(100, 100, 120, 40))
        button.toolTip = "Shows the help"
        s.window.addSubview(button)
        s.screen.layoutIfNeeded()
        for i in 0..<Self.cycles {
            s.pointer(.moved, at: Point(150, 120), button: nil)
            s.advance(0.7)
            let popup = s.screen.toolTipController.popup
            #expect(popup?.isShown == true, "the tip shows after the hover delay")
            Self.track(popup, "tool tip", in: t)
            if i % 2 == 0 { s.key(KeyEvent(.character("a"), text: "a")) } else { s.pointer(.moved, at: Point(600, 500), button: nil) }
            s.advance(0.7)
            #expect(s.screen.toolTipController.popup == nil)
            s.pointer(.moved, at: Point(600, 500), button: nil)
            s.advance(1)
        }
        #expect(t.count >= 4 * Self.cycles)
        #expect(t.alive.isEmpty, "still alive after hiding: \(t.alive)")
    }

    @Test("An alert answered by Return or Escape 100 times leaves no alert, button or action")
    func alerts() {
        let t = Tracked()
        let s = Stage()
        let modal = GlobalModal(screen: s.screen)
        var answers: [String] = []
        for i in 0..<Self.cycles {
            let alert = Alert(title: "Delete the draft?", message: "It cannot be brought back.")
            let cancel = AlertAction(title: "Cancel", style: .cancel) { answers.append($0.title) }
            let delete = AlertAction(title: "Delete", style: .destructive) { answers.append($0.title) }
            alert.addAction(cancel)
            alert.addAction(delete)
            alert.preferredAction = delete
            alert.addTextField { $0.placeholder = "Reason" }
            modal.present(alert)
            s.advance(0.4)
            #expect(modal.currentContent === alert)
            t.track(tree: alert, "alert")
            t.track(cancel, "cancel action")
            t.track(delete, "delete action")
            s.key(KeyEvent(i % 2 == 0 ? .enter : .escape))
            s.advance(0.6)
            #expect(modal.phase == .hidden)
        }
        #expect(answers.count == Self.cycles)
        #expect(t.alive.isEmpty, "still alive after answering: \(t.alive)")
    }

    @Test("A global modal's content presented and dismissed by its own button 100 times leaves nothing")
    func globalModal() {
        let t = Tracked()
        let s = Stage()
        let modal = GlobalModal(screen: s.screen)
        for _ in 0..<Self.cycles {
            let card = View(frame: Rect(0, 0, 300, 200))
            card.backgroundColor = .white
            let close = Button("Close", frame: Rect(100, 140, 100, 40)) { [weak modal] _ in modal?.dismiss() }
            card.addSubview(close)
            modal.present(card)
            s.advance(0.4)
            t.track(tree: card, "modal content")
            s.click(close.convertToScreen(close.bounds).center)
            s.advance(0.6)
            #expect(modal.phase == .hidden)
        }
        #expect(t.alive.isEmpty, "still alive after dismissing: \(t.alive)")
    }

    @Test("A number pad sliding up under a field, typed on and slid down, 100 times, leaves no pad, key or field")
    func numberPad() {
        let t = Tracked()
        let s = Stage(size: Size(600, 500))
        let other = TextField(frame: Rect(20, 100, 200, 30))
        s.window.addSubview(other)
        for _ in 0..<Self.cycles {
            let field = TextField(frame: Rect(20, 20, 200, 30))
            field.inputFilter = .digits(maximumLength: 6)
            let pad = NumberPad()
            pad.identifier = "pad"
            field.inputView = pad
            s.window.addSubview(field)
            s.screen.layoutIfNeeded()
            s.click(field.convertToScreen(field.bounds).center)
            s.advance(0.4)
            #expect(pad.window != nil, "the pad slid up")
            // A key pressed (its balloon pops up) and released.
            let key = pad.keys[4]
            let c = key.convertToScreen(key.bounds).center
            s.pointer(.down, at: c)
            s.advance(0.1)
            s.pointer(.up, at: c)
            #expect(!field.text.isEmpty, "the key typed into the field")
            t.track(tree: pad, "pad")
            t.track(field, "field")
            // Editing ends (another field takes the focus): the pad slides down; then the field goes.
            s.click(other.convertToScreen(other.bounds).center)
            s.advance(0.4)
            field.removeFromSuperview()
            s.advance(0.1)
        }
        #expect(t.alive.isEmpty, "still alive after the fields went: \(t.alive)")
    }
}
