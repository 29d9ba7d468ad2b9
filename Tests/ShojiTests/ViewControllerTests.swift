import Testing
@testable import Shoji

/// A controller that writes down every callback it gets.
@MainActor
final class RecordingController: ViewController {
    let name: String
    var log: [String]
    private let sink: (String) -> Void
    var loads = 0

    init(_ name: String, into sink: @escaping (String) -> Void = { _ in }) {
        self.name = name
        self.log = []
        self.sink = sink
        super.init()
        identifier = name
    }

    private func note(_ s: String) { log.append(s); sink("\(name).\(s)") }

    override func viewDidLoad() { loads += 1 }
    override func willMove(toParent parent: ViewController?) { note(parent == nil ? "willMove(nil)" : "willMove") }
    override func didMove(toParent parent: ViewController?) { note(parent == nil ? "didMove(nil)" : "didMove") }
    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}

@MainActor
@Suite("View controllers")
struct ViewControllerTests {
    @Test("The view is made once, on first use, and then viewDidLoad runs once")
    func lazyView() {
        let vc = RecordingController("a")
        #expect(!vc.isViewLoaded)
        let v = vc.view
        #expect(vc.isViewLoaded && vc.view === v && vc.loads == 1)
    }

    @Test("addChild calls willMove for you; removeFromParent calls didMove(nil) for you (as UIKit)")
    func containment() {
        let parent = ViewController()
        let child = RecordingController("c")
        parent.addChild(child)
        #expect(child.parent === parent && parent.children.count == 1)
        #expect(child.log == ["willMove"])
        child.didMove(toParent: parent)
        parent.addChild(child) // already a child: nothing happens
        #expect(parent.children.count == 1 && child.log == ["willMove", "didMove"])
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.parent == nil && parent.children.isEmpty)
        #expect(child.log == ["willMove", "didMove", "willMove(nil)", "didMove(nil)"])
    }

    @Test("Moving a child to another parent takes it from the first")
    func reparent() {
        let p1 = ViewController(), p2 = ViewController()
        let child = ViewController()
        p1.addChild(child)
        p2.addChild(child)
        #expect(p1.children.isEmpty && p2.children.first === child && child.parent === p2)
    }

    @Test("Appearance callbacks come in balanced pairs, whatever order they are asked for")
    func balancedAppearance() {
        let vc = RecordingController("a")
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        vc.endAppearanceTransition()
        #expect(vc.log == ["willAppear", "didAppear"] && vc.appearanceState == .appeared)
        vc.beginAppearanceTransition(true, animated: false) // already there
        vc.beginAppearanceTransition(false, animated: true)
        vc.endAppearanceTransition()
        #expect(vc.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(vc.appearanceState == .disappeared)
    }

    @Test("A container passes its own appearance on to the child it shows, and only that one")
    func forwarding() {
        var log: [String] = []
        let c = ContainerController()
        let a = RecordingController("a") { log.append($0) }, b = RecordingController("b") { log.append($0) }
        c.show(a)
        c.addChild(b)
        c.beginAppearanceTransition(true, animated: false)
        c.endAppearanceTransition()
        c.beginAppearanceTransition(false, animated: false)
        c.endAppearanceTransition()
        #expect(log.filter { !$0.contains("Move") } == ["a.willAppear", "a.didAppear", "a.willDisappear", "a.didDisappear"])
    }
}
