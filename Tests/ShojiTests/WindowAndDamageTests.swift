import Testing
@testable import Shoji

@MainActor
@Suite("Windows, keys and damage")
struct WindowAndDamageTests {
    @Test("Windows stack by level, then by the order they were made visible")
    func stacking() {
        let screen = Screen(size: Size(100, 100), clock: ManualClock())
        let main = Window(screen: screen, name: "main")
        let alert = Window(screen: screen, name: "alert", level: .alert)
        let other = Window(screen: screen, name: "other")
        alert.makeKeyAndVisible()
        main.makeKeyAndVisible()
        other.makeKeyAndVisible()
        #expect(screen.windows.map(\.name) == ["main", "other", "alert"])
        main.makeKeyAndVisible()
        #expect(screen.windows.map(\.name) == ["other", "main", "alert"])
    }

    @Test("Hiding the key window gives the keyboard back to the previous one")
    func keyHistory() {
        let screen = Screen(size: Size(100, 100), clock: ManualClock())
        let main = Window(screen: screen, name: "main")
        let a = Window(screen: screen, name: "a", level: .alert)
        let b = Window(screen: screen, name: "b", level: .alert)
        var log: [String?] = []
        screen.onKeyWindowChange = { log.append($0?.name) }
        main.makeKeyAndVisible()
        a.makeKeyAndVisible()
        b.makeKeyAndVisible()
        a.isHidden = true        // not key: nothing changes
        #expect(screen.keyWindow === b)
        b.isHidden = true
        #expect(screen.keyWindow === main)
        #expect(log == ["main", "a", "b", "main"])
    }

    @Test("A label whose text changes redraws where the text was and is, not its whole width")
    func labelTextDamageIsLocal() {
        let screen = Screen(size: Size(600, 100), clock: ManualClock())
        let main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
        let label = Label("7", style: .title)
        label.frame = Rect(20, 20, 500, 40)
        main.addSubview(label)
        label.alignment = .center
        screen.render(in: RecordingCanvas(), damage: [screen.bounds])
        _ = screen.takeDamage()
        label.text = "8"
        let damage = screen.takeDamage()
        #expect(damage.area > 0)
        #expect(damage.area < label.bounds.area / 5, "\(damage.rects)")
        // Centred: the damage is in the middle of the label, around both digits.
        #expect(damage.bounds.midX > 230 && damage.bounds.midX < 310)
        label.text = "a much longer line of text"
        let longer = screen.takeDamage()
        #expect(longer.bounds.width > damage.bounds.width)
        label.textColor = .white
        #expect(screen.takeDamage().bounds == longer.bounds, "a new colour: where the text is")
    }

    @Test("Raising, showing or re-levelling a window redraws only where it is, not the whole screen")
    func restackDamageIsLocal() {
        let screen = Screen(size: Size(100, 100), clock: ManualClock())
        let main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
        let small = Window(screen: screen, name: "small")
        small.frame = Rect(10, 10, 20, 20)
        _ = screen.takeDamage()
        small.makeKeyAndVisible()
        #expect(screen.takeDamage().rects == [Rect(10, 10, 20, 20)])
        small.makeKeyAndVisible()                     // already on top: nothing changes
        #expect(screen.takeDamage().isEmpty)
        main.makeKeyAndVisible()                      // main over small: only small's place changes
        #expect(screen.takeDamage().rects == [Rect(10, 10, 20, 20)])
        small.level = .alert
        #expect(screen.takeDamage().rects == [Rect(10, 10, 20, 20)])
        let far = Window(screen: screen, name: "far")
        far.frame = Rect(60, 60, 30, 30)
        far.makeKeyAndVisible()
        _ = screen.takeDamage()
        far.level = .overlay                          // passes small, which it does not overlap
        #expect(screen.takeDamage().isEmpty)
        _ = Window(screen: screen, name: "made, still hidden")
        #expect(screen.takeDamage().isEmpty)
    }

    @Test("The screen's colour is painted only where no opaque window covers the damage")
    func screenBackgroundUnderOpaqueWindow() {
        let screen = Screen(size: Size(100, 100), clock: ManualClock())
        screen.backgroundColor = Color(red: 1, green: 0, blue: 1)
        let main = Window(screen: screen, name: "main")
        main.backgroundColor = .white
        main.makeKeyAndVisible()
        func paintsScreenColour(_ damage: [Rect]) -> Bool {
            let canvas = RecordingCanvas()
            screen.render(in: canvas, damage: damage)
            return canvas.commands.contains { if case .fill(_, let c) = $0 { return c == screen.backgroundColor }; return false }
        }
        #expect(!paintsScreenColour([screen.bounds]))
        main.frame = Rect(0, 0, 100, 60)
        #expect(paintsScreenColour([screen.bounds]))          // the bottom is bare screen
        #expect(!paintsScreenColour([Rect(0, 0, 50, 50)]))    // but this damage is all window
        main.backgroundColor = Color(white: 1, alpha: 0.5)
        #expect(paintsScreenColour([Rect(0, 0, 50, 50)]))     // seen through a translucent window
    }

    @Test("Keys go to the first responder, then up the chain, then to the app")
    func keyRouting() {
        final class Field: View {
            var keys: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func keyDown(_ e: KeyEvent) -> Bool {
                guard e.text == "a" else { return super.keyDown(e) }
                keys.append(e.text); return true
            }
        }
        let screen = Screen(size: Size(100, 100), clock: ManualClock())
        let main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
        let field = Field()
        main.addSubview(field)
        #expect(main.makeFirstResponder(field))
        var unhandled: [Key] = []
        screen.unhandledKeyHandler = { unhandled.append($0.key); return true }
        screen.send(.key(KeyEvent(.character("a"), text: "a")))
        screen.send(.key(KeyEvent(.function(12))))
        #expect(field.keys == ["a"])
        #expect(unhandled == [.function(12)])
    }

    @Test("Changing a view damages only where it was and where it is")
    func damageIsLocal() {
        let screen = Screen(size: Size(400, 300), clock: ManualClock())
        let main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
        let v = View(frame: Rect(10, 10, 20, 20))
        main.addSubview(v)
        _ = screen.takeDamage()
        v.backgroundColor = .red
        #expect(screen.takeDamage().rects == [Rect(10, 10, 20, 20)])
        v.frame.origin = Point(100, 100)
        let d = screen.takeDamage()
        #expect(d.rects.contains(Rect(10, 10, 20, 20)) && d.rects.contains(Rect(100, 100, 20, 20)))
        #expect(screen.takeDamage().isEmpty)
    }

    @Test("A view's damage is clipped to the screen and nothing is damaged when nothing changes")
    func noChangeNoDamage() {
        let screen = Screen(size: Size(100, 100), clock: ManualClock())
        let main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
        let v = View(frame: Rect(90, 90, 50, 50))
        main.addSubview(v)
        _ = screen.takeDamage()
        v.backgroundColor = .blue
        v.backgroundColor = .blue
        #expect(screen.takeDamage().rects == [Rect(90, 90, 10, 10)])
        v.alpha = 1
        v.isHidden = false
        #expect(screen.takeDamage().isEmpty)
    }

    @Test("Weak observers vanish with their owners")
    func weakObservers() {
        final class Obs {}
        var set = WeakObserverSet<Obs>()
        var a: Obs? = Obs()
        let b = Obs()
        set.add(a!)
        set.add(b)
        set.add(b)
        #expect(set.count == 2)
        a = nil
        #expect(set.count == 1)
        #expect(set.observers.first === b)
    }
}

@MainActor
@Suite("Moving windows")
struct MovingWindowTests {
    @Test("Moving a window damages where it was, so it leaves no trail")
    func windowMoveDamagesOldPlace() {
        let screen = Screen(size: Size(400, 300), clock: ManualClock())
        let w = Window(screen: screen, name: "hud", level: .overlay)
        w.resizesWithScreen = false
        w.frame = Rect(10, 10, 50, 50)
        w.orderFront()
        _ = screen.takeDamage()
        w.frame.origin = Point(200, 100)
        let d = screen.takeDamage()
        #expect(d.rects.contains { $0.contains(Rect(10, 10, 50, 50)) })
        #expect(d.rects.contains { $0.contains(Rect(200, 100, 50, 50)) })
    }
}
