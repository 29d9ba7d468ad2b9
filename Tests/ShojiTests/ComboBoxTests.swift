import Testing
@testable import Shoji

/// `ComboBox`: filtering, inline completion, the list's keys and mouse, committing free or listed text.
/// Real events through a headless `Screen`: while the list is open its popup's screen gets the keys and
/// the pointer, as X routes them under its grab; a press on the main screen closes it, as the grab would.
@MainActor
@Suite("Combo box")
final class ComboBoxTests {
    let rig = Rig(size: Size(600, 500))
    let combo = ComboBox(items: ["Amsterdam", "Berlin", "Bern", "Bratislava", "Brussels", "Budapest", "Lisbon", "Tokyo"],
                         text: "Lisbon", frame: Rect(100, 100, 220, 32))
    let other = Button("Other", frame: Rect(100, 300, 100, 32))
    var told: [String] = []

    init() {
        combo.identifier = "city"
        combo.valueChanged = { [unowned self] in told.append($0.stringValue) }
        rig.window.addSubview(combo)
        rig.window.addSubview(other)
        rig.layout()
    }

    /// The screen X would send input to: the list's popup while it is open.
    var inputScreen: Screen { popupOfList?.screen ?? rig.screen }
    var popupOfList: PopupWindow? { combo.listPopup }

    func key(_ k: Key, _ mods: Modifiers = []) { inputScreen.send(.key(KeyEvent(k, modifiers: mods))); rig.layout() }
    func type(_ s: String) {
        for c in s { inputScreen.send(.key(KeyEvent(.character(String(c)), text: String(c)))); rig.layout() }
    }
    func replaceText(with s: String) {
        rig.window.makeFirstResponder(combo)
        combo.selectedRange = 0..<combo.text.count
        key(.backspace)
        type(s)
    }
    var shownTitles: [String] { combo.visibleItemIndices.map { combo.itemTitles[$0] } }

    @Test("Typing filters the list (titles starting with the text first, then containing it) and opens it under the field")
    func filters() throws {
        replaceText(with: "b")
        #expect(combo.isListShown)
        #expect(shownTitles == ["Berlin", "Bern", "Bratislava", "Brussels", "Budapest", "Lisbon"], "Lisbon contains a b")
        let popup = try #require(popupOfList)
        #expect(popup.frame.minY == combo.frame.maxY && popup.frame.minX == combo.frame.minX && popup.frame.width == combo.frame.width)
        type("u")
        #expect(shownTitles == ["Budapest"])
        type("x")
        #expect(!combo.isListShown && shownTitles.isEmpty, "nothing matches: the list goes")
    }

    @Test("Inline completion: the rest of the first title is typed in and selected; the next letter replaces it; Backspace removes it")
    func inlineCompletion() {
        replaceText(with: "be")
        #expect(combo.text == "berlin" && combo.selectedRange == 2..<6)
        type("r")
        #expect(combo.text == "berlin" && combo.selectedRange == 3..<6, "typing on replaces the completion with the same letters")
        type("n")
        #expect(combo.text == "bern" && combo.selectedRange == 4..<4, "Bern: nothing left to complete")
        key(.backspace)
        #expect(combo.text == "ber", "Backspace deletes a letter, and completes nothing")
        key(.backspace)
        #expect(combo.text == "be" && combo.selectedRange.isEmpty)
        combo.completes = false
        type("r")
        #expect(combo.text == "ber")
    }

    @Test("Return takes the completed title as it is written; the value is committed once")
    func returnTakesCompletion() {
        replaceText(with: "tok")
        #expect(combo.text == "tokyo" && combo.highlightedRow == 0)
        key(.enter)
        #expect(combo.text == "Tokyo" && combo.stringValue == "Tokyo" && !combo.isListShown)
        #expect(combo.indexOfSelectedItem == 7 && told == ["Tokyo"])
        #expect(combo.selectedRange == 5..<5, "the caret after the title")
    }

    @Test("Down opens the whole list on the current title; Up and Down move, Page Down a page, no wrapping; Return takes it")
    func keyboardList() {
        rig.window.makeFirstResponder(combo)
        key(.down)
        #expect(combo.isListShown && shownTitles.count == 8 && combo.highlightedRow == 6, "Lisbon highlighted")
        key(.down); key(.down)
        #expect(combo.highlightedRow == 7, "no wrapping past the last")
        key(.up)
        #expect(combo.highlightedRow == 6)
        key(.pageUp)
        #expect(combo.highlightedRow == 0)
        key(.pageDown)
        #expect(combo.highlightedRow == 7)
        key(.up); key(.up); key(.up); key(.up)
        key(.enter)
        #expect(combo.text == "Bratislava" && told == ["Bratislava"] && !combo.isListShown)
        key(.down, .alt)
        #expect(combo.isListShown && combo.highlightedRow == 3)
    }

    @Test("Escape closes the list and keeps the text; a second Escape goes on to the window")
    func escape() {
        var windowHeard = 0
        rig.screen.unhandledKeyHandler = { k in if k.key == .escape { windowHeard += 1 }; return true }
        replaceText(with: "bud")
        #expect(combo.isListShown)
        key(.escape)
        #expect(!combo.isListShown && combo.text == "budapest" && windowHeard == 0)
        key(.escape)
        #expect(windowHeard == 1)
        #expect(told.isEmpty, "nothing committed yet")
    }

    @Test("Free text commits on Return or focus out; with custom values refused it goes back to the last value")
    func customValues() {
        replaceText(with: "Osaka")
        key(.enter)
        #expect(combo.stringValue == "Osaka" && combo.indexOfSelectedItem == -1 && told == ["Osaka"])
        combo.allowsCustomValue = false
        replaceText(with: "Kyoto")
        rig.window.makeFirstResponder(other)
        #expect(combo.text == "Osaka" && told == ["Osaka"], "not a title: back to the last value")
        combo.completes = false
        replaceText(with: "berlin")
        rig.window.makeFirstResponder(other)
        #expect(combo.stringValue == "Berlin" && told == ["Osaka", "Berlin"], "a title in another case becomes the title")
    }

    @Test("The button opens the whole list and a second press closes it; hovering highlights; a click on a row takes it")
    func mouse() throws {
        let button = Point(combo.frame.maxX - 12, combo.frame.midY)
        rig.click(button)
        #expect(combo.isListShown && combo.isFocused && shownTitles.count == 8)
        let popup = try #require(popupOfList)
        #expect(popup.frame.height == 8 * ComboBox.rowHeight + 2 * ComboBox.listPadding)
        // Row 2 (Bern) in the popup's points.
        let bern = Point(40, ComboBox.listPadding + 2.5 * ComboBox.rowHeight)
        popup.screen.send(.pointer(PointerEvent(.moved, at: bern, button: nil)))
        #expect(combo.highlightedRow == 2)
        popup.screen.send(.pointer(PointerEvent(.down, at: bern)))
        popup.screen.send(.pointer(PointerEvent(.up, at: bern)))
        rig.layout()
        #expect(combo.text == "Bern" && told == ["Bern"] && !combo.isListShown)
        rig.click(button)
        #expect(combo.isListShown)
        rig.click(button)
        #expect(!combo.isListShown, "the press outside the list closes it and goes no further")
    }

    @Test("A long list shows numberOfVisibleItems rows and scrolls to keep the highlight in view; the wheel scrolls")
    func scrolling() throws {
        combo.itemTitles = (1...30).map { "City \($0)" }
        combo.numberOfVisibleItems = 5
        rig.window.makeFirstResponder(combo)
        key(.down)
        for _ in 0..<7 { key(.down) }
        #expect(combo.highlightedRow == 6)
        let list = try #require(popupOfList?.rootView as? ComboBoxListView)
        #expect(list.firstRow == 2, "row 6 is the last of five in view")
        popupOfList?.screen.send(.wheel(WheelEvent(at: Point(20, 20), delta: Point(0, 3 * ComboBox.rowHeight))))
        #expect(list.firstRow == 5)
    }

    @Test("An editable combo box to assistive technology; its list a list of items, the highlighted one selected")
    func accessibility() throws {
        #expect(combo.accessibilityRole == .comboBox)
        #expect(combo.accessibilityStates.contains(.editable))
        #expect(combo.accessibilityValue == "Lisbon")
        rig.window.makeFirstResponder(combo)
        key(.down)
        let list = try #require(popupOfList?.rootView as? ComboBoxListView)
        list.layoutIfNeeded()
        #expect(list.accessibilityRole == .list)
        let rows = list.subviews.compactMap { $0 as? ComboBoxRowView }.filter { !$0.isHidden }
        #expect(rows.count == 8 && rows.allSatisfy { $0.accessibilityRole == .listItem })
        #expect(rows.filter { $0.accessibilityStates.contains(.selected) }.map { $0.accessibilityLabel } == ["Lisbon"])
    }
}
