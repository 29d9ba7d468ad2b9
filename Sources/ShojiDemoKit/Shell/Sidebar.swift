import Shoji

/// The list of scenes down the left side; clicking an entry shows its scene, and so do ↑ and ↓. In a
/// window too short for every entry it scrolls (wheel, drag, keys), and the entry chosen with the keys
/// is scrolled into view.
@MainActor
final class Sidebar: ScrollView, ScrollViewDelegate {
    static let width = 200.0
    static let rowHeight = 36.0
    private let heading = Label(tr("sidebar.heading"), style: .caption.with(weight: .bold))
    private(set) var items: [SidebarItem] = []
    var onSelect: ((String) -> Void)?
    private var settleTimer: ClockTimer?

    init(sceneNames: [(name: String, title: String)]) {
        super.init()
        backgroundColor = Color(light: Color(hex: 0xF0F1F4), dark: Color(hex: 0x1C1E22))
        identifier = "sidebar"
        heading.textColor = .secondaryLabel
        // To a screen reader the sidebar is a list of its entries, named by its heading.
        accessibilityRole = .list
        accessibilityLabel = heading.text
        heading.accessibilityElementsHidden = true
        addSubview(heading)
        for (name, title) in sceneNames {
            let item = SidebarItem(name: name, title: title)
            item.primaryAction = { [weak self] _ in self?.onSelect?(name) }
            items.append(item)
            addSubview(item)
        }
        delegate = self
    }

    /// The heading and every entry in the language now chosen (`titles` by scene name).
    func retitle(_ titles: [String: String]) {
        heading.text = tr("sidebar.heading")
        accessibilityLabel = heading.text
        for item in items { if let t = titles[item.name] { item.title = t } }
        setNeedsLayout()
    }

    func select(_ name: String) {
        for item in items { item.isSelected = item.name == name }
        // Before the first layout there is no height to scroll in: the entry is shown once there is.
        guard bounds.height > 0 else { revealPending = true; return }
        reveal(animated: true)
    }

    private var revealPending = false

    /// Scrolls the selected entry into view; the first entry brings the heading above it back too.
    private func reveal(animated: Bool) {
        guard let item = items.first(where: { $0.isSelected }) else { return }
        layoutIfNeeded()
        let r = item === items.first ? Rect(x: 0, y: 0, width: bounds.width, height: item.frame.maxY + 4)
                                     : item.frame.insetBy(dx: 0, dy: -4)
        scrollRectToVisible(r, animated: animated)
    }

    /// The entry `step` places after the selected one (before, when negative), shown; false at the ends.
    @discardableResult
    func moveSelection(by step: Int) -> Bool {
        guard let i = items.firstIndex(where: { $0.isSelected }) else { return false }
        let j = i + step
        guard items.indices.contains(j) else { return false }
        onSelect?(items[j].name)
        return true
    }

    override func keyDown(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .up: moveSelection(by: -1); return true
        case .down: moveSelection(by: 1); return true
        default: return super.keyDown(event)
        }
    }

    override func layoutSubviews() {
        heading.frame = Rect(x: 16, y: 12, width: bounds.width - 32, height: 20)
        var y = 40.0
        for item in items {
            item.frame = Rect(x: 8, y: y, width: bounds.width - 16, height: 34)
            y += Self.rowHeight
        }
        contentSize = Size(bounds.width, y + 6)
        super.layoutSubviews()
        if revealPending && bounds.height > 0 {
            revealPending = false
            reveal(animated: false)
        }
    }

    override func draw(in canvas: Canvas) {
        canvas.fill(Rect(x: bounds.maxX - 1, y: bounds.minY, width: 1, height: bounds.height), color: .separator)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { settleTimer = traceWhenStill(previous: settleTimer) }
}

/// One sidebar entry: a row that lights up on hover and stays tinted while its scene is shown.
@MainActor
final class SidebarItem: Control {
    let name: String
    private let label: Label
    var title: String {
        get { label.text }
        set { label.text = newValue }
    }
    var isSelected = false {
        didSet { if isSelected != oldValue { stateChanged(); accessibilityStateChanged(.selected, isSelected) } }
    }

    init(name: String, title: String) {
        self.name = name
        label = Label(title)
        super.init()
        identifier = "sidebar.\(name)"
        cornerRadius = 6
        label.accessibilityElementsHidden = true // its text is the item's name
        addSubview(label)
        stateChanged()
    }

    // MARK: Accessibility: a list item named by its title, selected while its scene shows; "press" shows it

    override var accessibilityRole: AccessibilityRole {
        get { .listItem }
        set { super.accessibilityRole = newValue }
    }
    override var accessibilityLabel: String? {
        get { label.text }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityStates: AccessibilityStates {
        super.accessibilityStates.union(isSelected ? [.selectable, .selected] : .selectable)
    }


    override func layoutSubviews() { label.frame = bounds.insetBy(dx: 12, dy: 0) }

    override func stateChanged() {
        switch (isSelected, state) {
        case (true, _): backgroundColor = .tint; label.textColor = .labelOnTint
        case (false, .highlighted): backgroundColor = .systemFill; label.textColor = .label
        case (false, .hovered): backgroundColor = .secondarySystemFill; label.textColor = .label
        default: backgroundColor = nil; label.textColor = .label
        }
    }
}
