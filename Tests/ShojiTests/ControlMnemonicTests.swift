import Testing
@testable import Shoji

/// Alt+letter on a window's controls (Screen+Mnemonics.swift): a button clicked, a box toggled, an option
/// chosen, a form label's field focused; on a Russian layout through the key's Latin twin; the menu bar's
/// titles win a shared letter; several controls on one letter cycle the focus; underlined while Alt is held.
@MainActor
@Suite("Control mnemonics")
final class ControlMnemonicTests {
    let rig = Rig(size: Size(600, 400))
    var saved = 0
    var found = 0
    lazy var save = Button("&Save", frame: Rect(20, 40, 120, 36)) { [unowned self] _ in saved += 1 }
    lazy var find = Button("F&ind", frame: Rect(160, 40, 120, 36)) { [unowned self] _ in found += 1 }
    let wrap = Checkbox("&Wrap lines", frame: Rect(20, 90, 200, 24))
    let size = RadioGroup(["S&mall", "&Large"], frame: Rect(20, 120, 200, 60))
    let form = FormView(frame: Rect(300, 90, 300, 200))
    let name = TextField(frame: .zero)

    init() {
        name.textSystem = EstimatingTextSystem()
        form.addRow("&Name", field: name)
        for v in [save, find, wrap, size, form] as [View] { rig.window.addSubview(v) }
        rig.layout()
    }

    func key(_ k: Key, _ mods: Modifiers = .alt, latin: Key? = nil, isRepeat: Bool = false) {
        rig.screen.send(.key(KeyEvent(k, modifiers: mods, isRepeat: isRepeat, latinKey: latin)))
        rig.layout()
    }

    @Test("The mark is not shown: the title reads Save to the eye and to assistive technology")
    func titleWithoutMark() {
        #expect(save.titleLabel.displayText == "Save" && save.accessibilityLabel == "Save")
        #expect(wrap.accessibilityLabel == "Wrap lines" && form.rows[0].label.accessibilityLabel == "Name")
        #expect(Button("Salt && Pepper").accessibilityLabel == "Salt & Pepper")
    }

    @Test("Alt+S clicks Save, Alt+W toggles the box, Alt+L chooses Large, Alt+N focuses the Name field")
    func activates() {
        key(.character("s"))
        #expect(saved == 1)
        key(.character("w"))
        #expect(wrap.isChecked)
        key(.character("l"))
        #expect(size.selectedIndex == 1 && rig.window.firstResponder === size)
        key(.character("n"))
        #expect(rig.window.firstResponder === name)
        key(.character("s"), [])
        #expect(saved == 1, "S without Alt types, it does not click")
    }

    @Test("On a Russian layout Alt+Ы (the S key) clicks Save, through the key's Latin twin")
    func nonLatinLayout() {
        key(.other(0x6d9), latin: .character("s")) // Cyrillic_yeru on the S key
        #expect(saved == 1)
    }

    @Test("A held Alt+S clicks once, and a disabled button is not reached")
    func repeatAndDisabled() {
        key(.character("s"))
        key(.character("s"), isRepeat: true)
        #expect(saved == 1)
        save.isEnabled = false
        key(.character("s"))
        #expect(saved == 1)
    }

    @Test("A menu-bar title wins the letter it shares with a control: Alt+I opens the menu, Find is not clicked")
    func menuBarWins() {
        let bar = MenuBar(menus: [Menu(title: "&Insert", items: [MenuItem("Image")])], frame: Rect(0, 0, 600, MenuBar.height))
        rig.window.addSubview(bar)
        rig.layout()
        key(.character("i"))
        #expect(bar.openIndex == 0 && found == 0)
        rig.screen.menuController.close()
        bar.removeFromSuperview()
        key(.character("i"))
        #expect(found == 1, "without the bar, the button has its letter")
    }

    @Test("Two controls on one letter: each Alt+letter moves the focus to the next, activating neither")
    func sharedLetterCycles() {
        let other = Button("&Send", frame: Rect(20, 300, 120, 36))
        rig.window.addSubview(other)
        rig.layout()
        key(.character("s"))
        #expect(rig.window.firstResponder === save && saved == 0)
        key(.character("s"))
        #expect(rig.window.firstResponder === other && saved == 0)
        key(.character("s"))
        #expect(rig.window.firstResponder === save)
    }

    @Test("Mnemonics are underlined while Alt is held: the labels are redrawn as it goes down and up")
    func altHeld() {
        _ = rig.screen.takeDamage()
        rig.screen.altKeyChanged(isDown: true)
        #expect(rig.screen.showsMnemonics)
        let damage = rig.screen.takeDamage()
        #expect(damage.rects.contains { $0.contains(save.titleLabel.convertToScreen(save.titleLabel.bounds).center) })
        rig.screen.altKeyChanged(isDown: false)
        #expect(!rig.screen.showsMnemonics && !rig.screen.takeDamage().isEmpty)
    }
}
