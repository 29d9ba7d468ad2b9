import Testing
@testable import Shoji

/// A view that records the touches it gets.
@MainActor
final class TouchRecorder: View {
    var log: [String] = []
    override func touchesBegan(_ touch: Touch) { log.append("began") }
    override func touchesMoved(_ touch: Touch) { log.append("moved") }
    override func touchesEnded(_ touch: Touch) { log.append("ended") }
    override func touchesCancelled(_ touch: Touch) { log.append("cancelled") }
}

/// A button that counts its actions and cancels.
@MainActor
final class CountingButton: Button {
    var cancels = 0
    var ends = 0
    override func touchesEnded(_ touch: Touch) { ends += 1; super.touchesEnded(touch) }
    override func touchesCancelled(_ touch: Touch) { cancels += 1; super.touchesCancelled(touch) }
}

@MainActor
@Suite("Container transitions")
struct ContainerControllerTests {
    /// A 300×200 container at (50, 50) in a window, behind it a recorder catching anything that leaks,
    /// children "a" and "b" each with a button at (100, 80, 100, 40): its centre is (200, 150) on screen.
    @MainActor
    final class Fixture {
        let clock = ManualClock()
        let screen: Screen
        let behind = TouchRecorder(frame: Rect(0, 0, 400, 300))
        let container = ContainerController()
        var log: [String] = []
        var a: RecordingController!, b: RecordingController!
        var buttonA = CountingButton("A"), buttonB = CountingButton("B")
        var tapsA = 0, tapsB = 0
        var completions: [Bool] = []

        init() {
            screen = Screen(size: Size(400, 300), clock: clock)
            let window = Window(screen: screen, name: "main")
            window.makeKeyAndVisible()
            window.addSubview(behind)
            container.view.frame = Rect(50, 50, 300, 200)
            behind.addSubview(container.view)
            a = RecordingController("a") { [unowned self] in self.log.append($0) }
            b = RecordingController("b") { [unowned self] in self.log.append($0) }
            buttonA.frame = Rect(100, 80, 100, 40)
            buttonB.frame = Rect(100, 80, 100, 40)
            buttonA.primaryAction = { [unowned self] _ in self.tapsA += 1 }
            buttonB.primaryAction = { [unowned self] _ in self.tapsB += 1 }
            a.view.addSubview(buttonA)
            b.view.addSubview(buttonB)
            container.beginAppearanceTransition(true, animated: false)
            container.endAppearanceTransition()
            container.show(a)
            container.addChild(b)
            b.didMove(toParent: container)
            log.removeAll()
        }

        let buttonCentre = Point(200, 150)
        func down(_ p: Point? = nil) { screen.send(.pointer(PointerEvent(.down, at: p ?? buttonCentre))) }
        func up(_ p: Point? = nil) { screen.send(.pointer(PointerEvent(.up, at: p ?? buttonCentre))) }
        func click(_ p: Point? = nil) { down(p); up(p) }

        func flip(_ from: ViewController, _ to: ViewController, style: TransitionStyle = .flipFromLeft, duration: Double = 1) {
            container.transition(from: from, to: to, duration: duration, options: style) { [unowned self] done in
                self.completions.append(done)
                self.log.append("completion")
            }
        }
    }

    @Test("While a flip runs, clicks reach neither child nor anything behind; afterwards the new child gets them")
    func inputHeldAndReleased() {
        let f = Fixture()
        f.click()
        #expect(f.tapsA == 1)
        f.flip(f.a, f.b)
        #expect(f.container.isTransitioning)
        #expect(f.screen.hitTest(f.buttonCentre)?.view === f.container.view)
        for t in [0.1, 0.45, 0.55, 0.9] {
            f.clock.advance(by: t - f.clock.now)
            f.click()
        }
        #expect(f.tapsA == 1 && f.tapsB == 0)
        #expect(f.behind.log.isEmpty)
        f.clock.advance(by: 0.2)
        #expect(!f.container.isTransitioning)
        #expect(f.completions == [true])
        f.click()
        #expect(f.tapsA == 1 && f.tapsB == 1)
    }

    @Test("A press held across the end of the transition stays absorbed: its release goes nowhere")
    func pressHeldAcrossTheEnd() {
        let f = Fixture()
        f.flip(f.a, f.b)
        f.clock.advance(by: 0.5)
        f.down()
        f.clock.advance(by: 1)
        #expect(!f.container.isTransitioning)
        f.up()
        #expect(f.tapsB == 0 && f.buttonB.ends == 0 && f.behind.log.isEmpty)
    }

    @Test("A press under way in the old child is cancelled once when the transition starts, never released into it")
    func pressUnderWayIsCancelledOnce() {
        let f = Fixture()
        f.down()
        #expect(f.buttonA.isHighlighted)
        f.flip(f.a, f.b)
        #expect(f.buttonA.cancels == 1 && !f.buttonA.isHighlighted)
        f.up()
        f.clock.advance(by: 2)
        #expect(f.tapsA == 0 && f.buttonA.ends == 0 && f.buttonA.cancels == 1)
        #expect(f.behind.log.isEmpty)
    }

    @Test("A button whose action switches children gets its release once and no cancel, for every style",
          arguments: TransitionStyle.allCases)
    func buttonThatSwitches(style: TransitionStyle) {
        let f = Fixture()
        f.buttonA.primaryAction = { [unowned f] _ in f.flip(f.a, f.b, style: style) }
        f.click()
        #expect(f.buttonA.ends == 1 && f.buttonA.cancels == 0)
        f.clock.advance(by: 2)
        #expect(f.completions == [true])
        #expect(f.container.selectedChild === f.b && f.a.view.superview == nil)
    }

    @Test("Completion runs once, after the appearance callbacks, which come in UIKit's order")
    func callbackOrder() {
        let f = Fixture()
        f.flip(f.a, f.b)
        #expect(f.log == ["a.willDisappear", "b.willAppear"])
        f.clock.advance(by: 0.5)
        #expect(f.log.count == 2)
        f.clock.advance(by: 0.6)
        #expect(f.log == ["a.willDisappear", "b.willAppear", "a.didDisappear", "b.didAppear", "completion"])
        f.clock.advance(by: 5)
        #expect(f.completions == [true])
    }

    @Test("At the end only the new child's view is in the container, untransformed and full size")
    func finalState() {
        let f = Fixture()
        f.flip(f.a, f.b)
        f.clock.advance(by: 1.1)
        #expect(f.container.view.subviews.count == 1 && f.container.view.subviews.first === f.b.view)
        #expect(f.a.view.superview == nil)
        #expect(f.b.view.transform.isIdentity && f.b.view.alpha == 1 && !f.b.view.isHidden)
        #expect(f.b.view.frame == f.container.view.bounds)
        #expect(f.a.view.transform.isIdentity && !f.a.view.isHidden)
    }

    @Test("Asking for a transition while one runs finishes the first (completion once, false), then runs the second")
    func interrupting() {
        let f = Fixture()
        f.flip(f.a, f.b)
        f.clock.advance(by: 0.3)
        f.flip(f.b, f.a, style: .slideUpAndSwap)
        #expect(f.completions == [false])
        #expect(f.a.view.superview === f.container.view && f.b.view.superview === f.container.view)
        f.clock.advance(by: 1.1)
        #expect(f.completions == [false, true])
        #expect(f.container.selectedChild === f.a && f.b.view.superview == nil)
        #expect(f.log.filter { $0 == "completion" }.count == 2)
        #expect(f.log.filter { $0.hasSuffix("didAppear") } == ["b.didAppear", "a.didAppear"])
    }

    @Test("The slide moves the old view up by its height, then swaps in one step")
    func slideSwapsAtTheEnd() {
        let f = Fixture()
        f.container.transition(from: f.a, to: f.b, duration: 1, options: .slideUpAndSwap, curve: .linear)
        f.clock.advance(by: 0.5)
        #expect(abs(f.a.view.transform.ty + 100) < 4)
        #expect(f.b.view.isHidden)
        f.clock.advance(by: 0.6)
        #expect(!f.b.view.isHidden && f.a.view.superview == nil && f.a.view.transform.isIdentity)
    }

    @Test("A container that is not on a screen switches at once")
    func offScreen() {
        let c = ContainerController()
        let a = ViewController(), b = ViewController()
        c.show(a)
        c.addChild(b)
        var done: [Bool] = []
        c.transition(from: a, to: b, duration: 1, options: .flipFromLeft) { done.append($0) }
        #expect(done == [true] && !c.isTransitioning && c.view.subviews.first === b.view)
    }

    @Test("replace(with:) removes the old child when the transition is over")
    func replace() {
        let f = Fixture()
        let c = RecordingController("c") { [unowned f] in f.log.append($0) }
        f.container.replace(with: c, duration: 0.5, options: .crossDissolve) { [unowned f] _ in f.log.append("completion") }
        #expect(f.a.parent === f.container)
        f.clock.advance(by: 0.6)
        #expect(f.a.parent == nil && f.container.children.map(\.identifier) == ["b", "c"])
        #expect(f.log == ["c.willMove", "a.willMove(nil)", "a.willDisappear", "c.willAppear",
                          "a.didDisappear", "c.didAppear", "a.didMove(nil)", "c.didMove", "completion"])
    }
}

@Suite("Transition frames")
struct TransitionFrameTests {
    let size = Size(width: 200, height: 100)

    @Test("A flip shows the old view for the first quarter-turn, edge-on at half, the new one after")
    @MainActor func flipHalves() {
        let early = TransitionStyle.flipFromLeft.frame(at: 0.25, size: size)
        #expect(!early.from.isHidden && early.to.isHidden && early.shadeCoversFrom)
        #expect(early.from.transform.a < 0.8 && early.from.transform.a > 0.6)     // about cos 45°, a little wider
        #expect(early.from.transform.tx < 0)                                       // shifted towards the near (left) edge
        #expect(early.shade?.nearEdgeIsLeft == true)
        let mid = TransitionStyle.flipFromLeft.frame(at: 0.5, size: size)
        #expect(mid.from.isHidden && mid.to.isHidden)
        let late = TransitionStyle.flipFromLeft.frame(at: 0.75, size: size)
        #expect(late.from.isHidden && !late.to.isHidden && !late.shadeCoversFrom)
        #expect(late.shade?.nearEdgeIsLeft == false && late.to.transform.tx > 0)
        let right = TransitionStyle.flipFromRight.frame(at: 0.25, size: size)
        #expect(right.shade?.nearEdgeIsLeft == false && right.from.transform.tx > 0)
    }

    @Test("Every style starts on the old view and ends on the new one, untouched", arguments: TransitionStyle.allCases)
    @MainActor func endpoints(style: TransitionStyle) {
        let start = style.frame(at: 0, size: size), end = style.frame(at: 1, size: size)
        #expect(!start.from.isHidden && start.from.transform.isIdentity && start.from.alpha == 1)
        #expect(end.to == .identity)
        #expect(start.to.isHidden || start.to.alpha == 0)
    }
}
