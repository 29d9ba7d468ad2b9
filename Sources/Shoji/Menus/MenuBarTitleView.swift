/// One title of a `MenuBar`: its text (the mnemonic underlined while the bar is used from the keyboard),
/// filled while its menu is open; a press pulls the menu down. For assistive technology it is the `menu`
/// named by the title, as GTK exposes a menu bar's items.
@MainActor
final class MenuBarTitleView: View {
    unowned let bar: MenuBar
    let index: Int
    let mnemonic: Mnemonic
    /// The title as the text system it was laid out with sets it: made in `init` (so that its font is asked
    /// for first, as the bar is drawn first), and again in another UI font or in a window whose screen's
    /// host lays text out with another system.
    private var text: TextLayout
    private var laidOutWith: TextSystem

    init(bar: MenuBar, index: Int) {
        self.bar = bar
        self.index = index
        mnemonic = Mnemonic(bar.menus[index].title)
        laidOutWith = Typesetter.current
        text = laidOutWith.layout(mnemonic.text, style: MenuBar.titleStyle, width: nil)
        super.init()
        identifier = "menubar.\(index)"
    }

    /// The title is laid out again in the new UI font; the bar places its titles again.
    override func systemFontDidChange() {
        layOutTitle()
        super.systemFontDidChange()
        superview?.setNeedsLayout()
    }

    /// Another screen's host may lay text out with another text system.
    override func didMoveToWindow() {
        if effectiveTextSystem !== laidOutWith { layOutTitle() }
        super.didMoveToWindow()
    }

    private func layOutTitle() {
        laidOutWith = effectiveTextSystem
        text = laidOutWith.layout(mnemonic.text, style: MenuBar.titleStyle, width: nil)
        superview?.setNeedsLayout()
    }

    /// The title's width with its padding.
    var width: Double { (text.size.width + 2 * MenuBar.titlePadding).rounded(.up) }

    private var isOpen: Bool { bar.openIndex == index }

    override func draw(in canvas: Canvas) {
        if isOpen {
            canvas.fill(Path(roundedRect: bounds.insetBy(dx: 2, dy: 3), cornerRadius: 4), color: .selectedContentBackground)
        }
        let origin = Point(x: MenuBar.titlePadding, y: ((bounds.height - text.size.height) / 2).rounded())
        canvas.draw(text, at: origin, color: .label)
        guard bar.showsMnemonics || window?.screen?.showsMnemonics == true, let offset = mnemonic.offset else { return }
        // The marked letter's extent, from the widths of the text before it and through it.
        let before = layoutText(String(mnemonic.text.prefix(offset)), style: MenuBar.titleStyle).size.width
        let through = layoutText(String(mnemonic.text.prefix(offset + 1)), style: MenuBar.titleStyle).size.width
        let y = (origin.y + text.size.height - 2).rounded()
        canvas.fill(Rect(x: origin.x + before, y: y, width: max(1, through - before), height: 1), color: .label)
    }

    override func touchesBegan(_ touch: Touch) {
        if isOpen {
            window?.screen?.menuController.close()
        } else {
            bar.openMenu(at: index, byPress: true)
        }
    }

    override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .menu }
        set { super.accessibilityRole = newValue }
    }
    /// "click" pulls the menu down, as GTK's menu-bar items offer it.
    override var accessibilityActions: [AccessibilityAction] {
        get {
            [AccessibilityAction(name: "click") { [weak self] in
                guard let self else { return false }
                self.bar.openMenu(at: self.index, byKeyboard: true)
                return self.bar.openIndex == self.index
            }] + super.accessibilityActions
        }
        set { super.accessibilityActions = newValue }
    }
    /// Alt+letter opens it, from anywhere in the window: the mnemonic and the sequence.
    override var accessibilityKeyBinding: String? {
        mnemonic.key.map { KeyboardShortcut($0, modifiers: .alt).acceleratorName }.map { "\($0);\($0);" }
    }
    override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? mnemonic.text }
        set { super.accessibilityLabel = newValue }
    }
}
