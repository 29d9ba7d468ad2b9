import Shoji

// PROOF OF THE POPUP WINDOWS, TO BE REPLACED: the context menu below is a plain list drawn by a minimal
// view, until `MenuView` and the menu state machine (issue 30, point 3) take its place; the title bar's
// tooltip is timed by a bare clock timer until `ToolTipScheduler` (point 4) does. Both only show that a
// `PopupWindow` is a window of its own: placed on the monitor, grabbing for a menu, never for a tooltip.

/// A right click on the feed opens a popup menu (Copy, Mark read, Delete) at the pointer.
@MainActor
final class ProofContextMenu {
    static let actions = ["copy", "markRead", "delete"]
    private var popup: PopupWindow?

    /// Adds the right-click recognizer to `view`.
    func attach(to view: View) {
        let recognizer = SecondaryClickRecognizer { [weak self, weak view] point in
            guard let self, let screen = view?.window?.screen else { return }
            self.open(at: point, on: screen)
        }
        recognizer.identifier = "proof.contextMenu"
        view.addGestureRecognizer(recognizer)
    }

    func open(at point: Point, on screen: Screen) {
        popup?.dismiss()
        let rowHeight = 30.0
        let p = PopupWindow(kind: .popupMenu, size: Size(180, rowHeight * Double(Self.actions.count) + 8), parent: screen)
        let list = ProofMenuList(titles: Self.actions.map { tr("proof.menu.\($0)") }, ids: Self.actions.map { "popup.\($0)" },
                                 rowHeight: rowHeight) { [weak p] index in
            Trace.emit("popup.action", ["action": .string(Self.actions[index])])
            p?.dismiss()
        }
        p.rootView = list
        p.onDismiss = { reason in Trace.emit("popup.dismissed", ["reason": .string("\(reason)")]) }
        popup = p
        p.show(at: Rect(origin: point, size: .zero))
    }
}

/// A press of the secondary button, recognised at once, at its point on the screen.
@MainActor
private final class SecondaryClickRecognizer: GestureRecognizer {
    private let onClick: @MainActor (Point) -> Void
    init(_ onClick: @escaping @MainActor (Point) -> Void) {
        self.onClick = onClick
        super.init()
    }
    override func touchesBegan(_ touch: Touch) {
        guard touch.button == .secondary else { state = .failed; return }
        state = .recognized
        onClick(touch.screenLocation)
    }
}

/// Rows of plain text, the hovered one highlighted; a click chooses.
@MainActor
private final class ProofMenuList: BorderedView {
    private let rowHeight: Double
    private let choose: @MainActor (Int) -> Void
    private var rows: [Label] = []
    private var hovered: Int? { didSet { if hovered != oldValue { setNeedsDisplay() } } }

    init(titles: [String], ids: [String], rowHeight: Double, choose: @escaping @MainActor (Int) -> Void) {
        self.rowHeight = rowHeight
        self.choose = choose
        super.init(color: Color(white: 0.6))
        identifier = "popup.menu"
        backgroundColor = Color(white: 0.98)
        for (t, id) in zip(titles, ids) {
            let l = Label(t)
            l.identifier = id
            l.isUserInteractionEnabled = false
            rows.append(l)
            addSubview(l)
        }
        addGestureRecognizer(TapGestureRecognizer(action: { [weak self] g in
            guard let self else { return }
            let i = Int((g.location(in: self).y - 4) / self.rowHeight)
            if self.rows.indices.contains(i) { self.choose(i) }
        }))
    }

    override func layoutSubviews() {
        for (i, l) in rows.enumerated() { l.frame = Rect(x: 14, y: 4 + Double(i) * rowHeight, width: bounds.width - 28, height: rowHeight) }
    }
}

/// A tooltip over `view` after the pointer rests on it for `delay` seconds of the screen's clock; gone when it
/// leaves. (To be replaced by `View.toolTip` and `ToolTipScheduler`.)
@MainActor
final class ProofToolTip {
    static let delay = 0.6
    private let text: String
    private weak var view: View?
    private var timer: ClockTimer?
    private var popup: PopupWindow?

    init(_ text: String, on view: View) {
        self.text = text
        self.view = view
    }

    /// The pointer entered or left the view.
    func hoverChanged(_ inside: Bool) {
        timer?.cancel()
        timer = nil
        guard inside else { popup?.dismiss(); popup = nil; return }
        guard let screen = view?.window?.screen else { return }
        timer = screen.clock.schedule(after: Self.delay) { [weak self] in self?.show() }
    }

    private func show() {
        guard let view, let screen = view.window?.screen, popup == nil else { return }
        let label = Label(text, style: .body.with(size: 13))
        label.identifier = "tooltip.text"
        let size = label.sizeThatFits(.zero)
        let p = PopupWindow(kind: .tooltip, size: Size(size.width + 16, size.height + 8), parent: screen)
        let box = BorderedView(color: Color(white: 0.5))
        box.backgroundColor = Color(hex: 0xFFFBE6)
        box.addSubview(label)
        label.frame = Rect(x: 8, y: 4, width: size.width, height: size.height)
        p.rootView = box
        p.onDismiss = { [weak self] _ in self?.popup = nil }
        popup = p
        p.show(at: view.screenBoundingBox)
    }
}

/// The title bar's About button, which tells its tooltip when the pointer rests on it.
@MainActor
final class AboutButton: Button {
    var proofToolTip: ProofToolTip?
    override func stateChanged() {
        super.stateChanged()
        proofToolTip?.hoverChanged(isHovered)
    }
}
