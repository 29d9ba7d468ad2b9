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
