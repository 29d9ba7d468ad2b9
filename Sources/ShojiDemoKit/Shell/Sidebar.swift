import Shoji

/// The list of scenes down the left side; clicking an entry shows its scene.
@MainActor
final class Sidebar: View {
    static let width = 200.0
    private let heading = Label(tr("sidebar.heading"), style: .caption.with(weight: .bold))
    private(set) var items: [SidebarItem] = []
    var onSelect: ((String) -> Void)?

    init(sceneNames: [(name: String, title: String)]) {
        super.init()
        backgroundColor = Color(hex: 0xF0F1F4)
        identifier = "sidebar"
        heading.textColor = Color(white: 0.45)
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
    }

    func select(_ name: String) {
        for item in items { item.isSelected = item.name == name }
    }

    override func layoutSubviews() {
        heading.frame = Rect(x: 16, y: 12, width: bounds.width - 32, height: 20)
        var y = 40.0
        for item in items {
            item.frame = Rect(x: 8, y: y, width: bounds.width - 16, height: 34)
            y += 36
        }
    }

    override func draw(in canvas: Canvas) {
        canvas.fill(Rect(x: bounds.maxX - 1, y: 0, width: 1, height: bounds.height), color: Color(white: 0.82))
    }
}

/// One sidebar entry: a row that lights up on hover and stays tinted while its scene is shown.
@MainActor
final class SidebarItem: Control {
    let name: String
    private let label: Label
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
        case (true, _): backgroundColor = .tint; label.textColor = .white
        case (false, .highlighted): backgroundColor = Color(white: 0.82); label.textColor = .black
        case (false, .hovered): backgroundColor = Color(white: 0.89); label.textColor = .black
        default: backgroundColor = nil; label.textColor = Color(white: 0.1)
        }
    }
}
