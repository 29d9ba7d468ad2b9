import Testing
@testable import Shoji

/// An 800×600 screen with a main window holding one button, a manual clock, and the trace recorded.
@MainActor
final class ModalFixture {
    let clock = ManualClock()
    let screen: Screen
    let main: Window
    let mainButton = RecordingControl(Rect(10, 10, 100, 40))
    private(set) var trace: [(event: String, fields: [(String, TraceValue)])] = []
    private(set) var keyChanges: [String] = []

    init() {
        screen = Screen(size: Size(800, 600), clock: clock)
        main = Window(screen: screen, name: "main")
        main.makeKeyAndVisible()
        main.addSubview(mainButton)
        screen.onKeyWindowChange = { [unowned self] w in keyChanges.append(w?.name ?? "none") }
    }

    /// Starts recording the trace. Call it first thing in a test body (synchronous, so no other test's
    /// events can reach the sink) and `stop()` at the end: suites are set up concurrently.
    func record() {
        Trace.removeAllSinks()
        Trace.addSink { [unowned self] event, fields in trace.append((event, fields)) }
    }

    func stop() { Trace.removeAllSinks() }

    /// `modal.presented` / `modal.dismissed` lines as "presented:id".
    var modalEvents: [String] {
        trace.compactMap { e in
            guard e.event.hasPrefix("modal.") else { return nil }
            let id = e.fields.first { $0.0 == "id" }?.1 ?? .null
            if case .string(let s) = id { return "\(e.event.dropFirst(6)):\(s)" }
            return String(e.event.dropFirst(6))
        }
    }
}

/// A 300×200 card (centred on the 800×600 screen at 250, 200) with two buttons and a disabled one.
@MainActor
final class Card: View {
    let first = RecordingControl(Rect(20, 140, 80, 40))
    let second = RecordingControl(Rect(110, 140, 80, 40))
    let disabled = RecordingControl(Rect(200, 140, 80, 40))
    init(_ id: String) {
        super.init(frame: Rect(0, 0, 300, 200))
        identifier = id
        backgroundColor = .white
        disabled.isEnabled = false
        [first, second, disabled].forEach(addSubview)
    }
    /// Where the first button sits once the card is in place.
    static let firstButtonCentre = Point(250 + 60, 200 + 160)
}

@MainActor
@Suite("Global modal")
struct GlobalModalTests {
    let f = ModalFixture()

    @Test("Presenting makes the modal's window key and visible above the app; backdrop and slide are stepped exactly")
    func presentAnimates() {
        f.record(); defer { f.stop() }
        let modal = GlobalModal(screen: f.screen, name: "notice")
        let card = Card("card")
        modal.present(card)
        #expect(f.screen.keyWindow === modal.window)
        #expect(f.keyChanges == ["notice"])
        #expect(f.screen.windows.last === modal.window)
        #expect(modal.phase == .presenting)
        let panel = try! #require(card.superview as? ModalPanel)
        #expect(panel.frame == Rect(234, 184, 332, 232))            // centred, with room for the shadow
        #expect(modal.window.backdropLevel == 0)
        #expect(panel.transform.ty == 416)                          // just below the bottom edge: 600 − 184

        f.clock.advance(by: 0.15)                                   // half of the 0.3 s
        #expect(abs(modal.window.backdropLevel - 0.5) < 1e-9)      // the fade is linear
        let half = TimingCurve.easeOut.progress(0.5)
        #expect(abs(panel.position - half) < 1e-9)                  // the slide eases out
        #expect(panel.transform.ty == ((1 - half) * 416).rounded())
        #expect(modal.window.backdrop.backgroundColor == Color(white: 0, alpha: 0.2))
        #expect(f.modalEvents.isEmpty)

        f.clock.advance(by: 0.15 - 1.0 / 60)
        #expect(modal.phase == .presenting)
        f.clock.advance(by: 1.0 / 60)
        #expect(modal.phase == .presented)
        #expect(panel.transform.isIdentity)
        #expect(card.frameInWindow == Rect(250, 200, 300, 200))     // centred, at the size it asks for
        #expect(modal.window.backdrop.backgroundColor == Color(white: 0, alpha: 0.4))
        #expect(f.modalEvents == ["presented:card"])
        #expect(!f.screen.animator.isAnimating)
    }

    @Test("Dismissing hands the keyboard and clicks back at once, and hides the window when the fade ends")
    func dismissHandsBackAtOnce() {
        f.record(); defer { f.stop() }
        let modal = GlobalModal(screen: f.screen)
        modal.present(Card("card"), animated: false)
        #expect(f.modalEvents == ["presented:card"])
        modal.dismiss()
        #expect(f.screen.keyWindow === f.main)
        #expect(f.keyChanges == ["modal", "main"])
        #expect(modal.phase == .dismissing)
        click(f.screen, Point(60, 30))                              // under the fading backdrop: not lost
        #expect(f.mainButton.taps == 1)
        f.clock.advance(by: 0.15)                                   // 9 of the 15 frames of 0.25 s
        #expect(abs(modal.window.backdropLevel - 0.4) < 1e-9)
        #expect(!modal.window.isHidden)
        f.clock.advance(by: 0.1)
        #expect(modal.window.isHidden)
        #expect(modal.phase == .hidden)
        #expect(f.modalEvents == ["presented:card", "dismissed:card"])
    }

    @Test("Escape dismisses a dismissible modal and nothing else")
    func escape() {
        f.record(); defer { f.stop() }
        let modal = GlobalModal(screen: f.screen)
        modal.present(Card("sticky"), isDismissible: false, animated: false)
        press(f.screen, .escape)
        #expect(modal.phase == .presented)
        #expect(f.screen.keyWindow === modal.window)
        modal.present(Card("card"), animated: false)
        press(f.screen, .escape, [.control])                        // not plain Escape
        #expect(modal.phase == .presented)
        press(f.screen, .escape)
        f.clock.advance(by: 0.25)
        #expect(modal.window.isHidden)
        #expect(f.screen.keyWindow === f.main)
        #expect(f.modalEvents == ["presented:sticky", "dismissed:sticky", "presented:card", "dismissed:card"])
    }

    @Test("Escape while the modal slides in turns it round from where it is, and traces nothing")
    func escapeMidwayReverses() {
        f.record(); defer { f.stop() }
        let modal = GlobalModal(screen: f.screen)
        let card = Card("card")
        modal.present(card)
        let panel = try! #require(card.superview as? ModalPanel)
        f.clock.advance(by: 0.1)
        let reached = panel.position, dimmed = modal.window.backdropLevel
        press(f.screen, .escape)                                    // the modal is key from the start
        #expect(modal.phase == .dismissing)
        #expect(f.screen.keyWindow === f.main)
        f.clock.advance(by: 1.0 / 60)
        #expect(panel.position < reached && panel.position > 0)
        #expect(modal.window.backdropLevel < dimmed && modal.window.backdropLevel > 0)
        f.clock.advance(by: 0.25 * dimmed)                          // the way back is as long as the way in so far
        #expect(modal.window.isHidden)
        #expect(f.modalEvents.isEmpty)
    }

    @Test("While it slides in, the content takes clicks where it is drawn; the backdrop takes the rest")
    func clicksDuringTheSlide() {
        f.record(); defer { f.stop() }
        let modal = GlobalModal(screen: f.screen)
        let card = Card("card")
        modal.present(card)
        f.clock.advance(by: 0.15)
        let drawnAt = card.first.convertToScreen(card.first.bounds).center
        #expect(drawnAt.y > Card.firstButtonCentre.y + 100)
        click(f.screen, Card.firstButtonCentre)                     // where it will be: not there yet
        #expect(card.first.taps == 0)
        #expect(f.screen.hitTest(Point(400, 230))?.view === modal.window.backdrop) // the card's final top
        click(f.screen, drawnAt)
        #expect(card.first.taps == 1)
        click(f.screen, Point(60, 30))                              // the app's button, under the backdrop
        #expect(f.mainButton.taps == 0)
    }

    @Test("No key reaches the app below a modal, not even as an unhandled key")
    func keysDoNotLeak() {
        f.record(); defer { f.stop() }
        var unhandled = 0
        f.screen.unhandledKeyHandler = { _ in unhandled += 1; return true }
        f.main.makeFirstResponder(f.mainButton)
        let modal = GlobalModal(screen: f.screen)
        modal.present(Card("card"), animated: false)
        for k in [Key.character("a"), .enter, .space, .up, .function(5)] { press(f.screen, k) }
        #expect(unhandled == 0)
        #expect(f.mainButton.keys.isEmpty && f.mainButton.taps == 0)
        modal.dismiss(animated: false)
        press(f.screen, .character("x"))                            // the app's first responder is intact
        #expect(f.mainButton.keys == [.character("x")])
    }

    @Test("Tab moves the focus only among the modal's enabled controls; Enter and Space activate")
    func tabStaysInTheModal() {
        f.record(); defer { f.stop() }
        f.main.makeFirstResponder(f.mainButton)
        let modal = GlobalModal(screen: f.screen)
        let card = Card("card")
        modal.present(card, animated: false)
        press(f.screen, .tab)
        #expect(card.first.isFocused)
        press(f.screen, .tab)
        #expect(card.second.isFocused)
        press(f.screen, .tab)
        #expect(card.first.isFocused)                               // wraps, skipping the disabled one
        press(f.screen, .tab, [.shift])
        #expect(card.second.isFocused)
        press(f.screen, .enter)
        press(f.screen, .space)
        #expect(card.second.taps == 2 && card.first.taps == 0)
        #expect(f.main.firstResponder === f.mainButton)            // the app's focus is left alone
        #expect(f.mainButton.keys.isEmpty)
    }

    @Test("Presenting while shown replaces the content under the same backdrop")
    func presentReplaces() {
        f.record(); defer { f.stop() }
        let modal = GlobalModal(screen: f.screen)
        let a = Card("a"), b = Card("b")
        modal.present(a)
        f.clock.advance(by: 0.5)
        modal.present(b)
        #expect(modal.currentID == "b")
        #expect(a.superview?.isUserInteractionEnabled == false)     // the old one takes no more input
        f.clock.advance(by: 0.1)
        #expect(modal.window.backdropLevel == 1)                    // no flicker of the dimming
        #expect(f.screen.keyWindow === modal.window)
        f.clock.advance(by: 0.5)
        #expect(a.window == nil)
        #expect(f.modalEvents == ["presented:a", "dismissed:a", "presented:b"])
        #expect(f.keyChanges == ["modal"])
    }

    @Test("Presenting again while the modal fades out turns it round and takes the keyboard back")
    func presentDuringDismissal() {
        f.record(); defer { f.stop() }
        let modal = GlobalModal(screen: f.screen)
        modal.present(Card("a"), animated: false)
        modal.dismiss()
        f.clock.advance(by: 0.1)
        let level = modal.window.backdropLevel
        modal.present(Card("b"))
        #expect(f.screen.keyWindow === modal.window)
        #expect(modal.window.isModal && modal.window.isUserInteractionEnabled)
        f.clock.advance(by: 1.0 / 60)
        #expect(modal.window.backdropLevel > level)
        f.clock.advance(by: 1)
        #expect(modal.phase == .presented && !modal.window.isHidden)
        #expect(f.keyChanges == ["modal", "main", "modal"])
        #expect(f.modalEvents == ["presented:a", "dismissed:a", "presented:b"])
    }

    @Test("Nested modals dismissed in every order leave the keyboard with the right window",
          arguments: permutations([0, 1, 2]))
    func nestedInEveryOrder(order: [Int]) {
        f.record(); defer { f.stop() }
        let modals = (0..<3).map { GlobalModal(screen: f.screen, name: "m\($0)") }
        for (i, m) in modals.enumerated() { m.present(Card("c\(i)")) }
        f.clock.advance(by: 1)
        #expect(f.screen.windows.suffix(3).map(\.name) == ["m0", "m1", "m2"])  // the later one on top
        #expect(f.screen.keyWindow === modals[2].window)
        var shown = Set(0..<3)
        for i in order {
            modals[i].dismiss()
            shown.remove(i)
            let expected = shown.max().map { modals[$0].window } ?? f.main
            #expect(f.screen.keyWindow === expected, "at once after dismissing m\(i)")
            f.clock.advance(by: 1)
            #expect(f.screen.keyWindow === expected, "after m\(i) has gone")
            #expect(modals[i].window.isHidden)
        }
        #expect(f.screen.keyWindowHistory.map(\.name) == ["main"])
    }
}

@MainActor
@Suite("Global modal: hover")
struct GlobalModalHoverTests {
    let f = ModalFixture()

    @Test("A button under a still pointer loses hover when a modal comes and has it back when the modal goes",
          arguments: [true, false])
    func hoverComesBack(animated: Bool) {
        f.screen.send(.pointer(PointerEvent(.moved, at: Point(60, 30))))
        #expect(f.mainButton.isHovered)
        let modal = GlobalModal(screen: f.screen)
        modal.present(Card("card"), animated: animated)
        f.clock.advance(by: 1)
        #expect(!f.mainButton.isHovered, "the modal's backdrop is over it")
        modal.dismiss(animated: animated)
        // Clicks go back to the app at once (the fade is only a picture), and so does hover.
        #expect(f.mainButton.isHovered)
        f.clock.advance(by: 1)
        #expect(modal.window.isHidden && f.mainButton.isHovered)
    }

    @Test("A modal's button under a still pointer is hovered when the modal arrives")
    func hoverInTheModal() {
        f.screen.send(.pointer(PointerEvent(.moved, at: Card.firstButtonCentre)))
        let modal = GlobalModal(screen: f.screen)
        let card = Card("card")
        modal.present(card, animated: false)
        f.screen.layoutIfNeeded()
        #expect(card.first.isHovered)
        modal.dismiss(animated: false)
        #expect(!card.first.isHovered)
    }
}
