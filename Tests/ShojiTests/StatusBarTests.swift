import Testing
@testable import Shoji

/// A status bar along the bottom of a 400×600 window, on a manual clock.
@MainActor
@Suite("Status bar")
struct StatusBarTests {
    let rig = Rig()
    let bar = StatusBar()

    init() {
        bar.identifier = "status"
        bar.message = "Ready"
        bar.frame = Rect(0, 600 - StatusBar.height, 400, StatusBar.height)
        rig.window.addSubview(bar)
        rig.layout()
    }

    /// A view of a fixed width, as a permanent item.
    final class Fixed: View {
        let width: Double
        init(_ width: Double) { self.width = width; super.init() }
        override func sizeThatFits(_ size: Size) -> Size { Size(width: width, height: 16) }
    }

    @Test("Permanent items sit at the right at their own widths and the message takes the rest, at any width",
          arguments: [400.0, 250, 120])
    func layout(width: Double) {
        let zoom = Fixed(60), position = Fixed(90)
        bar.permanentItems = [zoom, position]
        bar.frame.size.width = width
        rig.layout()
        #expect(position.frame.maxX == width - StatusBar.spacing && position.frame.width == 90)
        #expect(zoom.frame.maxX == position.frame.minX - StatusBar.spacing && zoom.frame.width == 60)
        #expect(bar.messageLabel.frame.minX == StatusBar.spacing)
        #expect(bar.messageLabel.frame.width == max(0, zoom.frame.minX - 2 * StatusBar.spacing))
        #expect(zoom.frame.midY == bar.bounds.midY, "items are centred in the bar")
    }

    @Test("Replacing the items removes the old ones from the bar")
    func replacingItems() {
        let old = Fixed(40)
        bar.permanentItems = [old]
        bar.permanentItems = [Fixed(30)]
        #expect(old.superview == nil && bar.subviews.count == 2)
    }

    @Test("A temporary message shows for its timeout on the screen's clock, then the normal message is back")
    func temporaryMessage() {
        rig.startTracing()
        defer { rig.stopTracing() }
        bar.showMessage("Saved", timeout: 3)
        #expect(bar.messageLabel.text == "Saved" && bar.temporaryMessage == "Saved")
        rig.advance(2.9)
        #expect(bar.messageLabel.text == "Saved")
        rig.advance(0.2)
        #expect(bar.messageLabel.text == "Ready" && bar.temporaryMessage == nil)
        #expect(rig.values("statusbar.message", "text") == [.string("Saved"), .string("Ready")])
        #expect(rig.clock.pendingTimerCount == 0)
    }

    @Test("A second temporary message replaces the first and starts its time again")
    func secondMessage() {
        bar.showMessage("Copied", timeout: 2)
        rig.advance(1.5)
        bar.showMessage("Pasted", timeout: 2)
        rig.advance(1)
        #expect(bar.displayedMessage == "Pasted", "past the first one's end, the second stays")
        rig.advance(1.1)
        #expect(bar.displayedMessage == "Ready")
    }

    @Test("A message without a timeout stays until cleared; the normal message changed meanwhile comes back")
    func untilCleared() {
        bar.showMessage("Indexing…")
        rig.advance(60)
        #expect(bar.displayedMessage == "Indexing…")
        bar.message = "12 files"
        #expect(bar.messageLabel.text == "Indexing…", "the temporary message stays over the new normal one")
        bar.clearMessage()
        #expect(bar.messageLabel.text == "12 files")
    }

    @Test("Assistive technology finds a status bar named by what it shows")
    func accessibility() {
        #expect(bar.accessibilityRole == .statusBar)
        #expect(bar.accessibilityLabel == "Ready")
        bar.showMessage("Saved", timeout: 1)
        #expect(bar.accessibilityLabel == "Saved")
    }
}
