import Testing
@testable import Shoji

@Suite("NumberPad layout")
struct NumberPadLayoutTests {
    let phone = NumberPadLayout(size: Size(320, 54))
    let zeroFirst = NumberPadLayout(size: Size(320, 54), startsWithZero: true)

    @Test("Phone order is 1…9 then 0; start-with-zero is 0…9")
    func orders() {
        #expect(phone.digits == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0])
        #expect(zeroFirst.digits == Array(0...9))
        for i in 0..<10 {
            #expect(phone.index(of: phone.digit(atIndex: i)) == i)
            #expect(zeroFirst.index(of: zeroFirst.digit(atIndex: i)) == i)
        }
    }

    @Test("A point maps to the key whose 32-point cell holds it, in both orders")
    func digitFromPoint() {
        #expect(phone.digit(at: Point(1, 27)) == 1)
        #expect(phone.digit(at: Point(31.9, 27)) == 1)
        #expect(phone.digit(at: Point(32, 27)) == 2)
        #expect(phone.digit(at: Point(150, 2)) == 5)       // the gap above a key top still belongs to it
        #expect(phone.digit(at: Point(319.9, 53.9)) == 0)
        #expect(zeroFirst.digit(at: Point(1, 27)) == 0)
        #expect(zeroFirst.digit(at: Point(150, 27)) == 4)
        #expect(zeroFirst.digit(at: Point(319.9, 27)) == 9)
    }

    @Test("Off the pad there is no key", arguments: [Point(-0.1, 27), Point(320, 27), Point(100, -1), Point(100, 54)])
    func offThePad(point: Point) {
        #expect(phone.index(at: point) == nil)
    }

    @Test("Any width: a 700-point pad has 70-point cells")
    func anyWidth() {
        let wide = NumberPadLayout(size: Size(700, 108))
        #expect(wide.digit(at: Point(69, 50)) == 1)
        #expect(wide.digit(at: Point(70, 50)) == 2)
        #expect(wide.keyTopRect(at: 9).maxX < 700)
        #expect(wide.keyTopRect(at: 3).minX > wide.cellRect(at: 3).minX)
    }

    @Test("The first key's balloon is the left shape, the last's the right one, the rest inner")
    func balloonKinds() {
        #expect(phone.balloonKind(at: 0) == .left)
        #expect((1...8).allSatisfy { phone.balloonKind(at: $0) == .inner })
        #expect(phone.balloonKind(at: 9) == .right)
    }

    @Test("Each balloon covers its key, stands taller and wider above it, and stays within the pad's width",
          arguments: [Size(320, 54), Size(640, 96), Size(200, 40), Size(1000, 54)])
    func balloonShapes(size: Size) {
        let l = NumberPadLayout(size: size)
        for i in 0..<10 {
            let key = l.keyTopRect(at: i)
            let b = l.balloon(at: i)
            #expect(b.bounds.minX >= -1e-9 && b.bounds.maxX <= size.width + 1e-9)
            #expect(abs(b.bounds.maxY - key.maxY) < 1e-9)
            #expect(b.bounds.minY < key.minY - key.height)     // more than a key's height above the key top
            #expect(b.bubbleRect.width > key.width * 1.4)
            #expect(b.bubbleRect.maxY <= key.minY)
            switch l.balloonKind(at: i) {
            case .left: #expect(abs(b.bubbleRect.minX - key.minX) < 1e-9)
            case .right: #expect(abs(b.bubbleRect.maxX - key.maxX) < 1e-9)
            case .inner: #expect(abs(b.bubbleRect.midX - key.midX) < 1e-9)
            }
        }
    }

    @Test("Inner keys share one shape, so one cached shadow serves them all")
    func innerShapesShared() {
        let shapes = Set((1...8).map { phone.balloon(at: $0).canonicalPath })
        #expect(shapes.count == 1)
        #expect(phone.balloon(at: 0).canonicalPath != phone.balloon(at: 9).canonicalPath)
    }

    @Test("Opening downwards mirrors the balloon about the key's middle")
    func downwards() {
        let up = phone.balloon(at: 4, direction: .up), down = phone.balloon(at: 4, direction: .down)
        let key = phone.keyTopRect(at: 4)
        #expect(abs(down.bounds.minY - key.minY) < 1e-9)
        #expect(abs((key.midY - up.bounds.minY) - (down.bounds.maxY - key.midY)) < 1e-9)
        #expect(down.bubbleRect.minY >= key.maxY)
    }

    @Test("Rising grows the balloon out of the key top")
    func rising() {
        let key = phone.keyTopRect(at: 4)
        let start = phone.balloon(at: 4, rise: 0), half = phone.balloon(at: 4, rise: 0.5), full = phone.balloon(at: 4)
        #expect(abs(start.bounds.minY - key.minY) < 1e-9 && abs(start.bounds.width - key.width) < 1e-9)
        #expect(full.bounds.minY < half.bounds.minY && half.bounds.minY < start.bounds.minY)
        #expect(full.bounds.width > half.bounds.width && half.bounds.width > start.bounds.width)
    }
}
