import Testing
@testable import Shoji

/// Each headless screen lives in a host of its own (issue 35 point 3): what one copies, another never sees.
@MainActor
@Suite struct ScreenHostTests {
    @Test func twoHeadlessScreensHaveSeparatePasteboards() {
        let a = Screen(size: Size(100, 100), clock: ManualClock())
        let b = Screen(size: Size(100, 100), clock: ManualClock())
        a.pasteboard.string = "copied in a"
        a.selectionPasteboard.string = "selected in a"
        #expect(a.pasteboard.ownContent?.text == "copied in a")
        #expect(b.pasteboard.ownContent?.text == nil)
        #expect(b.selectionPasteboard.ownContent?.text == nil)
    }

    @Test("Ctrl+C in a field of one headless screen and Ctrl+V in a field of another: nothing arrives; Ctrl+V on the first pastes")
    func keysUseTheirScreensClipboard() {
        func field(on rig: Rig, text: String) -> TextField {
            let f = TextField(frame: Rect(20, 20, 200, 30))
            f.textSystem = EstimatingTextSystem()
            f.text = text
            rig.window.addSubview(f)
            rig.window.makeFirstResponder(f)
            rig.layout()
            return f
        }
        func key(_ rig: Rig, _ c: String) {
            rig.screen.send(.key(KeyEvent(.character(c), text: c, modifiers: .control)))
            rig.layout()
        }
        let a = Rig(), b = Rig()
        let source = field(on: a, text: "copied"), target = field(on: b, text: "")
        key(a, "a"); key(a, "c")
        #expect(a.screen.pasteboard.ownContent?.text == "copied")
        key(b, "v")
        #expect(target.text == "", "the other screen's clipboard is its own")
        key(a, "v")
        #expect(source.text == "copied", "pasted over its own selection")
        key(a, "v")
        #expect(source.text == "copiedcopied")
    }

    @Test func screensGivenOneHostShareItsPasteboard() {
        let host = InMemoryScreenHost()
        let a = Screen(size: Size(100, 100), clock: ManualClock(), host: host)
        let b = Screen(size: Size(100, 100), clock: ManualClock(), host: host)
        a.pasteboard.string = "shared"
        #expect(b.pasteboard.ownContent?.text == "shared")
    }

    @Test func processHostUsesTheProcessWidePasteboards() {
        #expect(ProcessScreenHost.shared.generalPasteboard === Pasteboard.general)
        #expect(ProcessScreenHost.shared.selectionPasteboard === Pasteboard.selection)
    }
}
