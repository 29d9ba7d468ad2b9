import Testing
@testable import Shoji

/// Records what reaches it: taps (through Control), keys.
@MainActor
final class RecordingControl: Control {
    var taps = 0
    var keys: [Key] = []
    init(_ frame: Rect) {
        super.init(frame: frame)
        primaryAction = { [weak self] _ in self?.taps += 1 }
    }
    override func keyDown(_ event: KeyEvent) -> Bool {
        keys.append(event.key)
        return super.keyDown(event)
    }
}

@MainActor
func click(_ screen: Screen, _ p: Point) {
    screen.send(.pointer(PointerEvent(.down, at: p)))
    screen.send(.pointer(PointerEvent(.up, at: p)))
}

@MainActor
func press(_ screen: Screen, _ key: Key, _ modifiers: Modifiers = []) {
    screen.send(.key(KeyEvent(key, modifiers: modifiers)))
}

/// Every ordering of `items`.
func permutations<T>(_ items: [T]) -> [[T]] {
    guard items.count > 1 else { return [items] }
    return items.indices.flatMap { i -> [[T]] in
        var rest = items
        let first = rest.remove(at: i)
        return permutations(rest).map { [first] + $0 }
    }
}

@MainActor
@Suite("Window stack")
struct WindowStackTests {
    let screen = Screen(size: Size(400, 300), clock: ManualClock())

    func visibleNames() -> [String] { screen.windows.filter { !$0.isHidden }.map(\.name) }

    @Test("Windows stack by level, then by the order they were made key and visible")
    func orderingByLevelAndSequence() {
        let main = Window(screen: screen, name: "main")
        let other = Window(screen: screen, name: "other")
        let a = Window(screen: screen, name: "a", level: .alert)
        let b = Window(screen: screen, name: "b", level: .alert)
        let top = Window(screen: screen, name: "top", level: .overlay)
        top.makeKeyAndVisible()
        b.makeKeyAndVisible()
        a.makeKeyAndVisible()
        other.makeKeyAndVisible()
        main.makeKeyAndVisible()
        // Shown last is on top inside a level, whatever the order of creation; levels never interleave.
        #expect(visibleNames() == ["other", "main", "b", "a", "top"])
        b.makeKeyAndVisible()                       // raising an already visible window
        #expect(visibleNames() == ["other", "main", "a", "b", "top"])
        a.isHidden = true
        a.isHidden = false                          // showing again puts it on top of its level
        #expect(visibleNames() == ["other", "main", "b", "a", "top"])
        b.level = .overlay                          // keeps its raise order: b was raised after top
        #expect(visibleNames() == ["other", "main", "a", "top", "b"])
        #expect(screen.windows.map(\.name).count == 5)
    }

    @Test("Pointer events go to the topmost visible window at the point that takes input")
    func pointerGoesToTopmostWindowThatTakesIt() {
        let main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
        let lower = Window(screen: screen, name: "lower", level: .alert)
        lower.frame = Rect(0, 0, 200, 200)
        let upper = Window(screen: screen, name: "upper", level: .alert)
        upper.frame = Rect(100, 100, 200, 200)
        lower.makeKeyAndVisible()
        upper.makeKeyAndVisible()
        #expect(screen.hitTest(Point(150, 150))?.window === upper)
        #expect(screen.hitTest(Point(50, 50))?.window === lower)
        #expect(screen.hitTest(Point(350, 50))?.window === main)
        lower.makeKeyAndVisible()
        #expect(screen.hitTest(Point(150, 150))?.window === lower)
        lower.hitPolicy = .passThroughAll               // a window that takes no input lets hits through
        #expect(screen.hitTest(Point(150, 150))?.window === upper)
        upper.isHidden = true
        #expect(screen.hitTest(Point(150, 150))?.window === main)
    }

    @Test("Key events go to the key window's first responder, once, and unhandled ones to the app")
    func keysGoToTheKeyWindow() {
        final class CountingWindow: Window {
            var seen = 0
            override func keyDown(_ event: KeyEvent) -> Bool { seen += 1; return super.keyDown(event) }
        }
        let main = CountingWindow(screen: screen, name: "main")
        main.makeKeyAndVisible()
        let other = CountingWindow(screen: screen, name: "other", level: .alert)
        var unhandled: [Key] = []
        screen.unhandledKeyHandler = { unhandled.append($0.key); return true }
        let field = RecordingControl(Rect(10, 10, 50, 20))
        main.addSubview(field)
        #expect(main.makeFirstResponder(field))
        press(screen, .character("a"))
        #expect(field.keys == [.character("a")])
        #expect(main.seen == 1)                          // up the chain once, not again from the dispatcher
        #expect(unhandled == [.character("a")])
        other.makeKeyAndVisible()
        press(screen, .character("b"))
        #expect(field.keys == [.character("a")])
        #expect(other.seen == 1 && main.seen == 1)
    }

    @Test("Hiding the key window gives the keyboard to the most recent earlier owner, in every order",
          arguments: permutations([0, 1, 2]))
    func keyRestoredInEveryOrder(order: [Int]) {
        let main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
        let modals = (0..<3).map { Window(screen: screen, name: "m\($0)", level: .alert) }
        modals.forEach { $0.makeKeyAndVisible() }
        #expect(screen.keyWindow === modals[2])
        var shown = Set(0..<3)
        for i in order {
            modals[i].isHidden = true
            shown.remove(i)
            let expected = shown.max().map { modals[$0] } ?? main
            #expect(screen.keyWindow === expected, "after hiding m\(i)")
        }
        #expect(screen.keyWindow === main)
        #expect(screen.keyWindowHistory.map(\.name) == ["main"])
    }

    @Test("A window shown again without being made key does not take the keyboard")
    func showingIsNotKeying() {
        let main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
        let a = Window(screen: screen, name: "a", level: .alert)
        a.makeKeyAndVisible()
        a.isHidden = true
        a.isHidden = false
        #expect(screen.keyWindow === main)
        a.resignKey()                                    // not key: nothing changes
        #expect(screen.keyWindow === main)
        a.makeKey()
        a.resignKey()
        #expect(screen.keyWindow === main)
        #expect(a.isHidden == false)
    }

    @Test("A hidden or detached window never becomes key")
    func hiddenAndDetachedWindows() {
        let main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
        let a = Window(screen: screen, name: "a")
        a.makeKey()
        #expect(screen.keyWindow === main)
        screen.detach(a)
        a.makeKeyAndVisible()
        #expect(screen.keyWindow === main)
        #expect(!screen.windows.contains { $0 === a })
    }

    @Test("Nothing below a modal window gets a click, even outside the modal's own frame")
    func inputBelowAModalReachesNothing() {
        let main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
        let button = RecordingControl(Rect(10, 10, 80, 30))
        main.addSubview(button)
        let modal = Window(screen: screen, name: "modal", level: .alert)
        modal.frame = Rect(150, 100, 100, 100)
        modal.makeKeyAndVisible()
        click(screen, Point(50, 25))
        #expect(button.taps == 1)                         // an ordinary window lets the rest through
        modal.isModal = true
        click(screen, Point(50, 25))
        #expect(button.taps == 1)
        #expect(screen.hitTest(Point(50, 25)) == nil)
        modal.isHidden = true
        click(screen, Point(50, 25))
        #expect(button.taps == 2)
    }

    @Test("A press and a hover in progress below end when a modal window appears")
    func modalInterruptsPressAndHover() {
        let main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
        let button = RecordingControl(Rect(10, 10, 80, 30))
        main.addSubview(button)
        screen.send(.pointer(PointerEvent(.moved, at: Point(50, 25), button: nil)))
        #expect(button.isHovered)
        screen.send(.pointer(PointerEvent(.down, at: Point(50, 25))))
        #expect(button.isHighlighted)
        let modal = Window(screen: screen, name: "modal", level: .alert)
        modal.isModal = true
        modal.makeKeyAndVisible()
        #expect(!button.isHighlighted)
        #expect(!button.isHovered)
        screen.send(.pointer(PointerEvent(.up, at: Point(50, 25))))
        #expect(button.taps == 0)                        // the release under the modal fires nothing
    }
}
