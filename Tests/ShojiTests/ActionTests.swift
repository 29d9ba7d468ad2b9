import Testing
@testable import Shoji

/// Actions and their shortcuts, driven through the screen as keys and menus drive them: validation down
/// the responder chain, conflicts, key repeat, listing, and text fields answering the standard commands.
@MainActor
@Suite("Actions and shortcuts")
struct ActionTests {
    let rig = Rig()
    let field = TextField(frame: Rect(20, 20, 200, 30))

    init() {
        field.textSystem = EstimatingTextSystem()
        rig.window.addSubview(field)
        rig.window.makeFirstResponder(field)
        rig.layout()
    }

    func send(_ e: KeyEvent) { rig.screen.send(.key(e)); rig.layout() }

    /// A responder that counts the keys that reach it, and performs `.find` when told it can.
    final class KeyCounter: View {
        var keys: [KeyEvent] = []
        var canFind = false
        var found = 0
        override var canBecomeFirstResponder: Bool { true }
        override func keyDown(_ event: KeyEvent) -> Bool { keys.append(event); return true }
        override func canPerformCommand(_ command: Command) -> Bool { command == .find && canFind }
        override func performCommand(_ command: Command) { found += 1 }
    }

    @Test("On a Russian layout Ctrl+A and Ctrl+C select and copy through the Latin key; Ctrl+Z undoes")
    func latinKeys() {
        field.text = "привет"
        // What the X host decodes on the A and C keys with Russian active: Cyrillic keysyms, Latin names.
        send(KeyEvent(.other(0x6c6), text: "\u{1}", modifiers: .control, latinKey: .character("a")))
        #expect(field.selectedRange == 0..<6)
        send(KeyEvent(.other(0x6d3), text: "\u{3}", modifiers: .control, latinKey: .character("c")))
        #expect(rig.screen.pasteboard.ownContent?.text == "привет")
        send(KeyEvent(.other(0x6de), text: "\u{18}", modifiers: .control, latinKey: .character("x")))
        #expect(field.text == "")
        send(KeyEvent(.other(0x6d1), text: "\u{1a}", modifiers: .control, latinKey: .character("z")))
        #expect(field.text == "привет")
    }

    @Test("Undo, Copy and Paste are enabled in a menu only where the focused field can perform them")
    func validation() {
        let menu = Menu(items: [Command.undo, .copy, .paste, .find].map { MenuItem(action: Action(command: $0)) })
        field.text = "abc"
        menu.validateActions(on: rig.screen)
        #expect(menu.items.map(\.isEnabled) == [false, false, true, false])
        #expect(menu.items.map(\.shortcut) == ["Ctrl+Z", "Ctrl+C", "Ctrl+V", "Ctrl+F"])
        field.selectedRange = 0..<2
        field.insertText("x")
        field.selectedRange = 0..<1
        menu.validateActions(on: rig.screen)
        #expect(menu.items.map(\.isEnabled) == [true, true, true, false])
        field.isEditable = false
        menu.validateActions(on: rig.screen)
        #expect(menu.items.map(\.isEnabled) == [false, true, false, false])
        // Choosing the item performs the command on the field.
        menu.items[1].action?(menu.items[1])
        #expect(rig.screen.pasteboard.ownContent?.text == "x")
    }

    @Test("A command nobody performs lets its key go on to the focused view; once someone can, the key is the action's")
    func disabledPassesKey() {
        let counter = KeyCounter(frame: Rect(0, 100, 50, 50))
        rig.window.addSubview(counter)
        rig.window.makeFirstResponder(counter)
        rig.screen.shortcuts.add(Action(command: .find))
        let ctrlF = KeyEvent(.character("f"), text: "\u{6}", modifiers: .control)
        send(ctrlF)
        #expect(counter.keys.count == 1 && counter.found == 0)
        counter.canFind = true
        send(ctrlF)
        #expect(counter.keys.count == 1 && counter.found == 1)
    }

    @Test("A held key performs a non-repeating action once; Undo repeats with the key")
    func repeats() {
        var saves = 0
        rig.screen.shortcuts.add(Action("Save", shortcut: KeyboardShortcut("s", modifiers: .control)) { _ in saves += 1 })
        let ctrlS = KeyEvent(.character("s"), modifiers: .control)
        let held = KeyEvent(.character("s"), modifiers: .control, isRepeat: true)
        send(ctrlS); send(held); send(held)
        #expect(saves == 1)
        send(ctrlS)
        #expect(saves == 2)
        field.text = ""
        field.insertText("a")
        field.insertText("b")
        send(KeyEvent(.character("z"), modifiers: .control))
        #expect(field.text == "a")
        send(KeyEvent(.character("z"), modifiers: .control, isRepeat: true))
        #expect(field.text == "")
    }

    @Test("Conflicting shortcuts are reported when added; the first keeps the key; an app's Copy replaces the standard one")
    func conflicts() {
        var which: [String] = []
        let map = rig.screen.shortcuts
        #expect(map.add(Action("Save", shortcut: KeyboardShortcut("s", modifiers: .control)) { _ in which.append("save") }).isEmpty)
        let clash = map.add(Action("Sort", shortcut: KeyboardShortcut("S", modifiers: .control)) { _ in which.append("sort") })
        #expect(clash.map(\.description) == ["Ctrl+S: save and sort"])
        send(KeyEvent(.character("s"), modifiers: .control))
        #expect(which == ["save"])
        #expect(map.add(Action(command: .copy, title: "コピー")).isEmpty)
        #expect(map.actions.filter { $0.command == .copy }.map(\.title) == ["コピー"])
        #expect(map.add(Action("Zap", shortcut: KeyboardShortcut("z", modifiers: .control)) { _ in }).map(\.existing) == ["undo"])
    }

    @Test("An app lists every shortcut with its action, labelled as menus show them")
    func listing() {
        rig.screen.shortcuts.add(Action("Zoom In", shortcut: KeyboardShortcut("+", modifiers: .control)) { _ in })
        let list = rig.screen.shortcuts.entries.map { "\($0.shortcut) \($0.action.identifier)" }
        #expect(list == ["Ctrl+Z undo", "Ctrl+Shift+Z redo", "Ctrl+Y redo", "Ctrl+X cut", "Shift+Delete cut",
                         "Ctrl+C copy", "Ctrl+Insert copy", "Ctrl+V paste", "Shift+Insert paste", "Ctrl+A selectAll",
                         "Ctrl++ zoomin"])
    }

    @Test("Ctrl++ is Ctrl+Shift+= on a US keyboard and Ctrl+= without Shift; Ctrl+Shift+Z is never Ctrl+Z")
    func shiftMatching() {
        let plus = KeyboardShortcut("+", modifiers: .control)
        let equals = KeyboardShortcut("=", modifiers: .control)
        let usEquals = KeyEvent(.character("="), text: "+", modifiers: [.control, .shift], shiftedKey: .character("+"))
        #expect(plus.matches(usEquals) && !equals.matches(usEquals))
        let noShift = KeyEvent(.character("="), modifiers: .control, shiftedKey: .character("+"))
        #expect(equals.matches(noShift) && !plus.matches(noShift))
        let shiftZ = KeyEvent(.character("z"), modifiers: [.control, .shift], shiftedKey: .character("z"))
        #expect(!KeyboardShortcut("z", modifiers: .control).matches(shiftZ))
        #expect(KeyboardShortcut("z", modifiers: [.control, .shift]).matches(shiftZ))
    }

    @Test("Quit goes to the app's last responder when nothing in the window performs it")
    func lastResponder() {
        final class AppResponder: Responder {
            var quits = 0
            override func canPerformCommand(_ command: Command) -> Bool { command == .quit }
            override func performCommand(_ command: Command) { quits += 1 }
        }
        let app = AppResponder()
        rig.screen.shortcuts.lastResponder = app
        let quit = Action(command: .quit)
        rig.screen.shortcuts.add(quit)
        send(KeyEvent(.character("q"), modifiers: .control))
        #expect(app.quits == 1 && rig.screen.canPerform(quit))
        rig.screen.shortcuts.lastResponder = nil
        #expect(!rig.screen.canPerform(quit))
    }

    @Test("Mnemonic marks: &File is Alt+F, && is an ampersand, ファイル(&F) keeps its Latin letter")
    func mnemonics() {
        #expect(Mnemonic("&File").text == "File" && Mnemonic("&File").key == "f" && Mnemonic("&File").offset == 0)
        #expect(Mnemonic("Save && &Quit").text == "Save & Quit" && Mnemonic("Save && &Quit").key == "q")
        #expect(Mnemonic("ファイル(&F)").text == "ファイル(F)" && Mnemonic("ファイル(&F)").offset == 5)
        #expect(Mnemonic("Plain").key == nil)
    }
}
