import Shoji

/// The seed's grey top view controller: two children, One (red) and Two (blue), and `toggle()` switching
/// between them — One → Two with the built-in flip, Two → One with the seed's own "slide up and out,
/// then swap with no animation".
@MainActor
final class SeedContainerController: ContainerController {
    static let duration = 1.0
    let one: ColorChildController
    let two: ColorChildController
    /// Every appearance and containment callback of the children, oldest first (shown in the scene).
    private(set) var log: [String] = []
    var onLogChange: (() -> Void)?

    override init() {
        one = ColorChildController(name: "one", title: tr("transitions.one"), color: Color(hex: 0xD83A34),
                                   buttonTitle: tr("transitions.one.button"))
        two = ColorChildController(name: "two", title: tr("transitions.two"), color: Color(hex: 0x2F62C9),
                                   buttonTitle: tr("transitions.two.button"))
        super.init()
        identifier = "transitions.container"
        for child in [one, two] {
            child.onCallback = { [weak self] line in self?.record(line) }
            child.container = self
        }
    }

    override func loadView() {
        super.loadView()
        view.backgroundColor = Color(white: 0.62)
        view.identifier = "transitions.container"
    }

    /// A grey margin shows the container itself around the child it holds.
    override func frameForChild(in bounds: Rect) -> Rect { bounds.insetBy(dx: 10, dy: 10) }

    /// The seed's setup: both children added, then One's view shown.
    func start() {
        addChild(one)
        addChild(two)
        one.didMove(toParent: self)
        two.didMove(toParent: self)
        show(one)
    }

    /// The seed's `toggleVC`.
    func toggle() {
        if selectedChild === one {
            transition(from: one, to: two, duration: Self.duration, options: .flipFromLeft)
        } else {
            transition(from: two, to: one, duration: Self.duration, options: .slideUpAndSwap)
        }
    }

    private func record(_ line: String) {
        log.append(line)
        if log.count > 40 { log.removeFirst(log.count - 40) }
        onLogChange?()
    }
}

/// A full-size coloured child with its name and a button that asks the container to switch; it reports
/// each callback it gets, so the scene can show the order UIKit promises.
@MainActor
final class ColorChildController: ViewController {
    let name: String
    private let color: Color
    private let buttonTitle: String
    /// The seed's `cvcViewController`: a weak way back to the container.
    weak var container: SeedContainerController?
    var onCallback: ((String) -> Void)?

    init(name: String, title: String, color: Color, buttonTitle: String) {
        self.name = name
        self.color = color
        self.buttonTitle = buttonTitle
        super.init()
        self.title = title
        identifier = "transitions.\(name)"
    }

    override func loadView() {
        let titleLabel = Label(title ?? "", style: .title.with(size: 40))
        titleLabel.textColor = .white
        titleLabel.alignment = .center
        let button = Button(buttonTitle)
        button.tintColor = .white
        button.identifier = "transitions.\(name).switch"
        button.primaryAction = { [weak self] _ in self?.container?.toggle() }
        let root = SceneView(background: color) { v in
            let b = v.bounds
            titleLabel.frame = Rect(x: 0, y: b.height * 0.22, width: b.width, height: 56)
            let s = button.sizeThatFits(.zero)
            button.frame = Rect(x: (b.width - s.width) / 2, y: b.height - s.height - 28, width: s.width, height: s.height)
        }
        root.identifier = "transitions.\(name)"
        root.addSubview(titleLabel)
        root.addSubview(button)
        setView(root)
    }

    override func willMove(toParent parent: ViewController?) { report("willMove(toParent: \(parent == nil ? "nil" : "top"))") }
    override func didMove(toParent parent: ViewController?) { report("didMove(toParent: \(parent == nil ? "nil" : "top"))") }
    override func viewWillAppear(_ animated: Bool) { report("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { report("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { report("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { report("viewDidDisappear") }

    private func report(_ callback: String) { onCallback?("\(title ?? name): \(callback)") }
}

/// The seed's earlier article in a box: two full-size views, red (view1) and blue (view2), switched on
/// each press either by adding one and removing the other, or by reordering them.
@MainActor
final class SwitchingStage: View {
    enum Method: String { case addRemove, bringSend }
    let method: Method
    let view1 = View()
    let view2 = View()
    /// The stage's subviews in paint order, back to front, after each switch.
    var onSwitch: (([String]) -> Void)?
    private var isView1 = true

    init(method: Method) {
        self.method = method
        super.init()
        clipsToBounds = true
        cornerRadius = 6
        backgroundColor = .systemBackground
        for (v, color, label, id) in [(view1, Color(hex: 0xD83A34), "view1", "red"), (view2, Color(hex: 0x2F62C9), "view2", "blue")] {
            v.backgroundColor = color
            v.isUserInteractionEnabled = false   // presses land on the stage itself, as on the seed's window
            v.identifier = "transitions.\(method.rawValue).\(id)"
            let l = Label(label, style: .headline)
            l.textColor = .white
            l.alignment = .center
            v.addSubview(l)
        }
        // The seed adds view1 first; bring/send also starts with view2 underneath it.
        if method == .bringSend { addSubview(view2) }
        addSubview(view1)
    }

    var paintOrder: [String] { subviews.map { $0 === view1 ? "red" : "blue" } }

    override func layoutSubviews() {
        for v in [view1, view2] {
            v.frame = bounds
            v.subviews.first?.frame = v.bounds
        }
    }

    /// As the seed's `touchesBegan:withEvent:`: every press switches.
    override func touchesBegan(_ touch: Touch) {
        guard touch.button == .primary else { return }
        switch (method, isView1) {
        case (.addRemove, true):
            addSubview(view2)
            view1.removeFromSuperview()
        case (.addRemove, false):
            addSubview(view1)
            view2.removeFromSuperview()
        case (.bringSend, true):
            sendSubviewToBack(view1)
        case (.bringSend, false):
            bringSubviewToFront(view1)
        }
        isView1.toggle()
        onSwitch?(paintOrder)
    }

    override func touchesMoved(_ touch: Touch) {}
    override func touchesEnded(_ touch: Touch) {}
    override func touchesCancelled(_ touch: Touch) {}
}
