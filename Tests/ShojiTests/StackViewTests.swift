import Testing
@testable import Shoji

/// `StackView` lines up what it holds the way a reader of UIKit expects.
@MainActor
struct StackViewTests {
    func fixed(_ w: Double, _ h: Double) -> View {
        final class Fixed: View { override func sizeThatFits(_ size: Size) -> Size { frame.size } }
        return Fixed(frame: Rect(x: 0, y: 0, width: w, height: h))
    }

    @Test func aColumnIsCentredAndSpaced() {
        let a = fixed(100, 20), b = fixed(60, 30)
        let stack = StackView([a, b], spacing: 10)
        stack.insets = .zero
        stack.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        stack.layoutSubviews()
        // 20 + 10 + 30 = 60 tall, centred in 100: starts at 20.
        #expect(a.frame == Rect(x: 50, y: 20, width: 100, height: 20))
        #expect(b.frame == Rect(x: 70, y: 50, width: 60, height: 30))
    }

    @Test func aRowAlignedToItsStartFillsItsHeightWhenAskedTo() {
        let a = fixed(40, 10), b = fixed(50, 10)
        let stack = StackView([a, b], axis: .horizontal, spacing: 5, alignment: .fill)
        stack.insets = EdgeInsets(all: 4)
        stack.distribution = .start
        stack.frame = Rect(x: 0, y: 0, width: 300, height: 50)
        stack.layoutSubviews()
        #expect(a.frame == Rect(x: 4, y: 4, width: 40, height: 42))
        #expect(b.frame == Rect(x: 49, y: 4, width: 50, height: 42))
    }

    @Test func hiddenViewsTakeNoRoomAndTheStackFitsWhatItHolds() {
        let a = fixed(100, 20), b = fixed(60, 30), c = fixed(10, 10)
        c.isHidden = true
        let stack = StackView([a, c, b], spacing: 10)
        #expect(stack.sizeThatFits(.zero) == Size(100 + 32, 60 + 32))
        stack.frame = Rect(x: 0, y: 0, width: 132, height: 92)
        stack.layoutSubviews()
        #expect(b.frame.minY == a.frame.maxY + 10)
    }

    @Test func addingAViewLaysTheStackOutAgain() {
        let stack = StackView()
        stack.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        stack.layoutIfNeeded()
        let a = fixed(20, 20)
        stack.addSubview(a)
        stack.layoutIfNeeded()
        #expect(a.frame.midX == 50 && a.frame.midY == 50)
    }
}
