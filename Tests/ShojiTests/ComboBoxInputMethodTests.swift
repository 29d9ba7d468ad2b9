import Testing
@testable import Shoji

/// An input method's composition in a combo box while its list is open (issue 40): the host reads the
/// keys the list's popup grabs through the field window's input method and hands the composition to that
/// screen's text input client, as here; the field shows it, the commit lands and filters the list.
@MainActor
@Suite("Combo box: an input method's composition with the list open")
final class ComboBoxInputMethodTests {
    let rig = Rig(size: Size(600, 500))
    let combo = ComboBox(items: ["東京", "東北", "大阪", "Tokyo"], text: "", frame: Rect(100, 100, 220, 32))

    init() {
        rig.window.addSubview(combo)
        rig.layout()
    }

    @Test("With the list open the field stays the text input client; the preedit shows, the commit filters the list")
    func compositionWithListOpen() throws {
        rig.window.makeFirstResponder(combo)
        combo.showList(all: true)
        let popup = try #require(combo.listPopup)
        #expect(combo.isListShown)
        #expect(popup.keepsParentTextInput, "the window system reads the grabbed keys through the field's input method")
        #expect(rig.screen.textInputClient === combo)
        rig.screen.setComposition(Composition(text: "とう", cursor: 2))
        rig.layout()
        #expect(combo.line.display.text == "とう" && combo.text.isEmpty, "the preedit shows in the field, not yet its text")
        #expect(combo.isListShown, "composing keeps the list open")
        rig.screen.setComposition(nil)
        combo.insertText("東")
        rig.layout()
        #expect(combo.text.hasPrefix("東"))
        #expect(combo.visibleItemIndices.map { combo.itemTitles[$0] } == ["東京", "東北"], "the commit filters the list")
    }

    @Test("A menu's popup does not keep its parent's text input: its keys choose")
    func menusDoNot() {
        let popup = PopupWindow(kind: .popupMenu, size: Size(100, 100), parent: rig.screen)
        #expect(!popup.keepsParentTextInput)
    }
}
