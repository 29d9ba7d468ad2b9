/// A window's row of menu titles, as GTK and Qt draw a menu bar on X11: a press on a title pulls its menu
/// down; while one is open, hovering another title switches to it and Left / Right move between menus;
/// F10 opens the first menu and Alt+letter the menu whose title marks that letter ("&File": Alt+F, on any
/// layout, as shortcuts match); the marked letters are underlined while the bar is used from the keyboard.
/// Items are best made from actions (``MenuItem/init(action:)``), validated each time a menu opens.
///
/// ```swift
/// let bar = MenuBar(menus: [Menu(title: "&File", items: [MenuItem(action: quit)]),
///                           Menu(title: "&Edit", items: [.undo, .cut, .copy, .paste].map { MenuItem(action: Action(command: $0)) })])
/// window.addSubview(bar)
/// ```
///
/// For assistive technology it is a `menu bar` whose children are its titles, each a `menu` named by the
/// title, as GTK exposes one.
@MainActor
open class MenuBar: View {
    /// The menus, left to right; each title may mark its mnemonic with `&`.
    public var menus: [Menu] { didSet { reloadTitles() } }
    /// The index of the menu now pulled down (nil: none).
    public private(set) var openIndex: Int?
    /// Whether the marked letters are underlined: from F10 or Alt+letter until the menu closes.
    public private(set) var showsMnemonics = false { didSet { titleViews.forEach { $0.setNeedsDisplay() } } }
    /// The bar's height; titles are padded by ``titlePadding`` on each side.
    public static let height = 28.0
    /// Space on each side of a title.
    public static let titlePadding = 10.0
    /// The titles' text style.
    public static let titleStyle = TextStyle.body.with(size: 14)

    private(set) var titleViews: [MenuBarTitleView] = []
    /// The F10 and Alt+letter actions registered on the window's screen while the bar is in one.
    private var keyActions: [Action] = []
    private weak var keyScreen: Screen?

    /// A bar showing `menus`.
    public init(menus: [Menu] = [], frame: Rect = .zero) {
        self.menus = menus
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        reloadTitles()
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: titleViews.reduce(0) { $0 + $1.width }, height: MenuBar.height)
    }

    open override func layoutSubviews() {
        var x = 0.0
        for v in titleViews {
            v.frame = Rect(x: x, y: 0, width: v.width, height: bounds.height)
            x += v.width
        }
    }

    open override func draw(in canvas: Canvas) {
        canvas.fill(Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), color: .separator)
    }

    private func reloadTitles() {
        titleViews.forEach { $0.removeFromSuperview() }
        titleViews = menus.indices.map { MenuBarTitleView(bar: self, index: $0) }
        titleViews.forEach(addSubview)
        installKeys()
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Opening menus

    /// Pulls down the menu at `index` below its title (closing any other); `byKeyboard` underlines the
    /// mnemonics and highlights the menu's first item, `byPress`: the press that opened it is still held.
    public func openMenu(at index: Int, byKeyboard: Bool = false, byPress: Bool = false) {
        guard menus.indices.contains(index), let screen = window?.screen else { return }
        let controller = screen.menuController
        controller.activeMenuBar = nil // the menu closed by the switch is not the bar's closing
        controller.popUpPullDown(menus[index], from: titleViews[index].screenBoundingBox, byPress: byPress)
        guard controller.isOpen else { return }
        if byKeyboard { controller.highlightFirstItem() }
        controller.activeMenuBar = self
        setOpenIndex(index)
        if byKeyboard { showsMnemonics = true }
        Trace.emit("menubar.open", ["index": .number(Double(index)), "title": .string(Mnemonic(menus[index].title).text),
                                    "keyboard": .bool(byKeyboard)])
    }

    /// The menu controller closed the bar's menu (chosen, Escape, a click elsewhere).
    func menuDidClose() {
        setOpenIndex(nil)
        showsMnemonics = false
    }

    private func setOpenIndex(_ index: Int?) {
        guard index != openIndex else { return }
        for i in [openIndex, index].compactMap({ $0 }) where titleViews.indices.contains(i) { titleViews[i].setNeedsDisplay() }
        openIndex = index
    }

    /// The title under `point` (screen points), for hover switching.
    func titleIndex(atScreenPoint point: Point) -> Int? {
        titleViews.firstIndex { $0.screenBoundingBox.contains(point) }
    }

    /// Left (-1) or Right (+1) from the open menu, wrapping, as GTK's and Qt's bars do.
    func step(_ delta: Int) {
        guard let openIndex, !menus.isEmpty else { return }
        openMenu(at: (openIndex + delta + menus.count) % menus.count, byKeyboard: true)
    }

    // MARK: Keys

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        installKeys()
    }

    /// F10 and each title's Alt+letter as actions of the window's screen, so they are matched as every
    /// shortcut is (a Russian layout's Alt+А is Alt+F's key when the title says &F).
    private func installKeys() {
        keyActions.forEach { keyScreen?.shortcuts.remove($0) }
        keyActions = []
        keyScreen = window?.screen
        guard let screen = keyScreen else { return }
        var actions = [Action("Menu Bar", shortcut: KeyboardShortcut(.function(10)), identifier: "menubar.f10") { [weak self] _ in
            self?.openMenu(at: 0, byKeyboard: true)
        }]
        for (i, menu) in menus.enumerated() {
            guard let key = Mnemonic(menu.title).key else { continue }
            actions.append(Action(menu.title, shortcut: KeyboardShortcut(key, modifiers: .alt),
                                  identifier: "menubar.\(key)") { [weak self] _ in self?.openMenu(at: i, byKeyboard: true) })
        }
        for a in actions {
            a.validate = { [weak self] in $0.isEnabled = self?.window != nil && self?.isHidden == false }
            screen.shortcuts.add(a)
        }
        keyActions = actions
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .menuBar }
        set { super.accessibilityRole = newValue }
    }
}
