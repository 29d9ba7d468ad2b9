import Testing
@testable import Shoji

/// A field's input view (the number pad) as iOS's keyboard: it slides up from the bottom of the window when
/// the field starts editing and down when editing ends, on the screen's clock; the scroll view around the
/// field scrolls so the field stays above it; the pad's digits go in at the caret.
@MainActor
@Suite("Input view")
struct InputViewTests {
    /// A window whose content is a scroll view holding a tall column: a name field at the top, a PIN
    /// field and an amount field near the bottom of the first screen.
    @MainActor
    final class Scene {
        let rig: Rig
        let scroll = ScrollView()
        let name = TextField()
        let pin = TextField()
        let amount = TextField()
        let pad = NumberPad()

        init(size: Size = Size(400, 600)) {
            rig = Rig(size: size)
            let content = View()
            for f in [name, pin, amount] {
                f.textSystem = EstimatingTextSystem()
                content.addSubview(f)
            }
            name.frame = Rect(20, 20, 200, 30)
            // Near the bottom of the window, whatever its size: where a keyboard would cover it.
            pin.frame = Rect(20, size.height - 50, 150, 30)
            amount.frame = Rect(200, size.height - 50, 150, 30)
            pin.identifier = "pin"
            pin.isSecureTextEntry = true
            pin.inputFilter = .digits(maximumLength: 6)
            amount.inputFilter = .digits(maximumLength: 4)
            pad.identifier = "pad"
            pin.inputView = pad
            amount.inputView = pad
            scroll.contentSize = size
            scroll.addSubview(content)
            content.frame = Rect(origin: .zero, size: size)
            rig.window.rootView = scroll
            rig.layout()
        }

        var container: InputViewContainer? { InputViewContainer.existing(in: rig.window) }
        /// The top of the strip the pad shows in (the window's bottom while it is down).
        var stripTop: Double { container.map { $0.isHidden ? rig.window.bounds.maxY : $0.frame.minY } ?? rig.window.bounds.maxY }
        func frameInWindow(_ v: View) -> Rect { v.convert(v.bounds, to: rig.window) }
        func center(of v: View) -> Point { frameInWindow(v).center }
        func tap(_ digit: Int) {
            let key = pad.keyView(for: digit)
            rig.click(key.convertToScreen(key.bounds.center))
            rig.advance(0.1)
        }
    }

    @Test("Editing a field that names the pad brings it up from the bottom in 0.25 s; the end of editing takes it down")
    func upAndDown() {
        let s = Scene()
        s.rig.startTracing()
        defer { s.rig.stopTracing() }
        s.rig.click(s.center(of: s.pin))
        #expect(s.pin.isEditing && s.pad.window === s.rig.window)
        let container = try! #require(s.container)
        let height = container.stripHeight
        #expect(height > 54)
        s.rig.advance(0.1)
        let halfway = container.frame.minY
        #expect(halfway < 600 && halfway > 600 - height)   // on its way, not there yet
        s.rig.advance(0.2)
        #expect(container.frame == Rect(0, 600 - height, 400, height) && !container.isHidden)
        #expect(s.rig.values("inputview", "visible") == [.bool(true)])
        // A click on nothing in particular ends the PIN's editing: the pad goes down.
        s.rig.click(Point(380, 300))
        #expect(!s.pin.isEditing)
        s.rig.advance(0.1)
        #expect(!container.isHidden && container.frame.minY > 600 - height)
        s.rig.settle()
        #expect(container.isHidden && container.frame.minY == 600)
        #expect(s.pad.window == nil, "down, the pad leaves the window (the app keeps it)")
        #expect(s.rig.values("inputview", "visible") == [.bool(true), .bool(false)])
    }

    @Test("Tab from the PIN to the amount field keeps the pad up (one pad serves both)")
    func sharedPad() {
        let s = Scene()
        s.rig.startTracing()
        defer { s.rig.stopTracing() }
        s.rig.click(s.center(of: s.pin))
        s.rig.settle()
        let up = s.container!.frame
        s.rig.window.makeFirstResponder(s.amount)
        s.rig.settle()
        #expect(s.amount.isEditing && s.container!.frame == up && !s.container!.isHidden)
        #expect(s.rig.values("inputview", "visible").allSatisfy { $0 == .bool(true) })
    }

    @Test("The field stays visible above the pad at several window sizes, and the content goes back after",
          arguments: [Size(400, 600), Size(400, 260), Size(800, 200), Size(320, 480)])
    func avoidance(size: Size) {
        let s = Scene(size: size)
        for field in [s.pin, s.amount] {
            s.rig.click(s.center(of: field))
            s.rig.settle()
            let f = s.frameInWindow(field)
            #expect(f.maxY <= s.stripTop && f.minY >= 0, "field \(f) under the pad at \(s.stripTop) in \(size)")
            #expect(s.scroll.contentOffset.y > 0)   // it was covered: the content moved
        }
        s.rig.window.makeFirstResponder(nil)
        s.rig.settle()
        #expect(s.scroll.contentOffset == .zero && s.scroll.contentInset.bottom == 0 && s.container!.isHidden)
    }

    @Test("A field that the pad does not cover does not move")
    func noNeedlessScroll() {
        let s = Scene()
        s.name.inputView = s.pad
        s.rig.click(s.center(of: s.name))
        s.rig.settle()
        #expect(s.scroll.contentOffset == .zero && !s.container!.isHidden)
    }

    @Test("The pad's digits go in at the caret; Backspace deletes; the pad never takes the keyboard")
    func digitsAtCaret() {
        let s = Scene()
        s.rig.click(s.center(of: s.amount))
        s.rig.settle()
        for d in [1, 2, 3] { s.tap(d) }
        #expect(s.amount.text == "123" && s.rig.window.firstResponder === s.amount)
        s.amount.selectedRange = 1..<1
        s.tap(9)
        #expect(s.amount.text == "1923" && s.amount.selectedRange == 2..<2)
        s.rig.key(.backspace)
        #expect(s.amount.text == "123" && s.amount.selectedRange == 1..<1)
        // Physical keys still type.
        s.rig.screen.send(.key(KeyEvent(.character("7"), text: "7")))
        #expect(s.amount.text == "1723" && s.amount.isEditing && !s.container!.isHidden)
    }

    @Test("The maximum length holds against the pad; the secure PIN takes digits with the input method off")
    func maximumLength() {
        let s = Scene()
        s.rig.click(s.center(of: s.amount))
        s.rig.settle()
        for d in [4, 5, 6, 7, 8, 9] { s.tap(d) }
        #expect(s.amount.text == "4567")
        s.rig.click(s.center(of: s.pin))
        s.rig.settle()
        for d in [1, 0, 2, 0, 3, 0, 4] { s.tap(d) }
        #expect(s.pin.text == "102030" && !s.pin.wantsInputMethod && s.amount.wantsInputMethod == false)
        #expect(s.name.wantsInputMethod)
    }

    @Test("A field that leaves its window while editing takes the pad down")
    func fieldLeavesWindow() {
        let s = Scene()
        s.rig.click(s.center(of: s.pin))
        s.rig.settle()
        s.pin.removeFromSuperview()
        s.rig.settle()
        #expect(s.container!.isHidden && s.scroll.contentInset.bottom == 0)
    }
}
