import Testing
@testable import Shoji

@MainActor
@Suite("Global modal queue")
struct ModalQueueTests {
    let f = ModalFixture()

    @Test("Announcements wait their turn, first in first out")
    func announcementsWait() {
        f.record(); defer { f.stop() }
        let modal = GlobalModal(screen: f.screen)
        modal.enqueue(Card("one"))
        modal.enqueue(Card("two"))
        #expect(modal.currentID == "one")
        #expect(modal.queuedIDs == ["two"])
        f.clock.advance(by: 1)
        modal.dismiss()
        #expect(modal.currentID == "two")
        #expect(f.screen.keyWindow === modal.window)               // the next one keeps the keyboard
        f.clock.advance(by: 1)
        modal.dismiss()
        f.clock.advance(by: 1)
        #expect(modal.window.isHidden)
        #expect(f.modalEvents == ["presented:one", "dismissed:one", "presented:two", "dismissed:two"])
        #expect(f.keyChanges == ["modal", "main"])
    }

    @Test("A forced update waits for nothing; the announcement it pushed aside comes back after it")
    func requiredPreempts() {
        f.record(); defer { f.stop() }
        let modal = GlobalModal(screen: f.screen)
        modal.enqueue(Card("announcement"))
        f.clock.advance(by: 1)
        modal.enqueue(Card("update"), priority: .required, isDismissible: false)
        #expect(modal.currentID == "update")
        #expect(modal.queuedIDs == ["announcement"])
        f.clock.advance(by: 1)
        press(f.screen, .escape)                                    // a forced update cannot be waved away
        #expect(modal.currentID == "update")
        modal.dismiss()
        f.clock.advance(by: 1)
        #expect(modal.currentID == "announcement")
        #expect(f.modalEvents == ["presented:announcement", "dismissed:announcement", "presented:update",
                                  "dismissed:update", "presented:announcement"])
    }

    @Test("Queued in one go, the forced update is the one that shows, then the announcement")
    func queuedTogether() {
        f.record(); defer { f.stop() }
        let modal = GlobalModal(screen: f.screen)
        modal.enqueue(Card("announcement"))
        modal.enqueue(Card("update"), priority: .required)
        f.clock.advance(by: 1)
        #expect(f.modalEvents == ["presented:update"])              // the announcement never got in place
        modal.dismiss()
        f.clock.advance(by: 1)
        #expect(f.modalEvents == ["presented:update", "dismissed:update", "presented:announcement"])
    }

    @Test("Priorities order the waiting line; equals keep their order; a required one waits for another")
    func queueOrder() {
        f.record(); defer { f.stop() }
        let modal = GlobalModal(screen: f.screen)
        modal.enqueue(Card("shown"), priority: .required)
        modal.enqueue(Card("n1"))
        modal.enqueue(Card("h1"), priority: .high)
        modal.enqueue(Card("n2"))
        modal.enqueue(Card("r1"), priority: .required)
        modal.enqueue(Card("h2"), priority: .high)
        #expect(modal.currentID == "shown")
        #expect(modal.queuedIDs == ["r1", "h1", "h2", "n1", "n2"])
        var order: [String] = []
        while let id = modal.currentID {
            order.append(id)
            modal.dismiss(animated: false)
        }
        #expect(order == ["shown", "r1", "h1", "h2", "n1", "n2"])
        #expect(modal.window.isHidden && f.screen.keyWindow === f.main)
    }

    @Test("Present replaces what is shown but leaves the queue waiting")
    func presentKeepsTheQueue() {
        f.record(); defer { f.stop() }
        let modal = GlobalModal(screen: f.screen)
        modal.enqueue(Card("one"), animated: false)
        modal.enqueue(Card("two"), animated: false)
        modal.present(Card("now"), animated: false)
        #expect(modal.queuedIDs == ["two"])
        modal.dismiss(animated: false)
        #expect(modal.currentID == "two")
        #expect(f.modalEvents == ["presented:one", "dismissed:one", "presented:now", "dismissed:now", "presented:two"])
    }
}
