import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

/// The modal scene's delete question, headless on a manual clock: the standard alert with a destructive
/// action, answered by keys, and the toast that says what happened.
@MainActor
@Suite("Demo: the delete question")
struct ConfirmAlertDemoTests {
    let demo: HeadlessDemo
    let clock: ManualClock
    let screen: Screen
    let app: DemoApp

    init() {
        demo = HeadlessDemo(scene: "modal")
        (clock, screen, app) = (demo.clock, demo.screen, demo.app)
    }

    func settle() { demo.settle() }
    func key(_ k: Key) { screen.send(.key(KeyEvent(k))); settle() }
    var toasts: ToastPresenter? { screen.view(withIdentifier: "modal.toasts") as? ToastPresenter }

    func ask() throws {
        let button = try #require(screen.view(withIdentifier: "modal.confirm") as? Button)
        button.sendAction()
        settle()
        #expect(app.modals.notices.currentID == "notice.confirm")
    }

    @Test("The focus starts on Cancel: Return deletes nothing, and a toast says so")
    func returnKeeps() throws {
        try ask()
        let alert = try #require(app.modals.notices.currentContent as? Alert)
        #expect(alert.preferredAction == nil, "no default action: nothing is filled")
        #expect((app.modals.notices.window.firstResponder as? View)?.identifier == "modal.confirm.cancel")
        key(.enter)
        #expect(!app.modals.notices.isPresented)
        #expect(toasts?.text == tr("confirm.kept") && toasts?.isShowing == true)
    }

    @Test("Tab to Delete and Return deletes; the toast says so, and the buttons below still take clicks")
    func tabDeletes() throws {
        try ask()
        key(.tab)
        #expect((app.modals.notices.window.firstResponder as? View)?.identifier == "modal.confirm.delete")
        key(.enter)
        #expect(toasts?.text == tr("confirm.deleted"))
        let present = try #require(screen.view(withIdentifier: "modal.present"))
        let centre = present.convertToScreen(present.bounds.center)
        #expect(screen.hitTest(centre)?.view === present)
        for _ in 0..<3 { settle() }
        #expect(toasts?.isShowing == false, "gone after its two seconds")
    }

    @Test("Escape cancels too")
    func escapeCancels() throws {
        try ask()
        key(.escape)
        #expect(toasts?.text == tr("confirm.kept"))
    }
}
