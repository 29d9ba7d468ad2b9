/// Where the ten keys of a `NumberPad` sit and which digit each shows. Pure geometry in the pad's
/// bounds coordinates, so hit testing and the balloon's shapes are testable without drawing.
public struct NumberPadLayout: Hashable, Sendable {
    /// Ten keys, one a digit.
    public static let keyCount = 10

    /// The pad's size, in points.
    public var size: Size
    /// 0…9 left to right; otherwise the phone's order, 1…9 then 0.
    public var startsWithZero: Bool

    /// The layout of a pad of `size`.
    public init(size: Size, startsWithZero: Bool = false) {
        self.size = size
        self.startsWithZero = startsWithZero
    }

    /// The digits left to right.
    public var digits: [Int] { startsWithZero ? Array(0...9) : Array(1...9) + [0] }

    /// The digit shown by the key at `index` (0 is the leftmost key).
    public func digit(atIndex index: Int) -> Int { startsWithZero ? index : (index + 1) % 10 }

    /// The index of the key showing `digit`.
    public func index(of digit: Int) -> Int { startsWithZero ? digit : (digit + 9) % 10 }

    /// The horizontal distance from one key to the next.
    public var keyPitch: Double { size.width / Double(NumberPadLayout.keyCount) }

    /// The key's share of the pad: it takes the hits there, gaps included, so no press falls between keys.
    public func cellRect(at index: Int) -> Rect {
        Rect(x: Double(index) * keyPitch, y: 0, width: keyPitch, height: size.height)
    }

    /// Gaps around each key top, scaled with the pad (the seed's 320×54 gives 3 pt between keys).
    public var keyInsets: EdgeInsets {
        let x = min(max(keyPitch * 0.09, 1), 6)
        let y = min(max(size.height * 0.09, 2), 8)
        return EdgeInsets(top: y, left: x, bottom: y + 1, right: x)
    }

    /// The drawn key top inside its cell (the bottom inset leaves room for the key's edge shadow).
    public func keyTopRect(at index: Int) -> Rect { cellRect(at: index).inset(by: keyInsets) }

    /// The corner radius of a key top, in proportion to its size.
    public var keyCornerRadius: Double {
        let k = keyTopRect(at: 0)
        return min(max(min(k.width, k.height) * 0.16, 2), 8)
    }

    /// The key at `point`, nil when the point is off the pad.
    public func index(at point: Point) -> Int? {
        guard Rect(size: size).contains(point), keyPitch > 0 else { return nil }
        return min(NumberPadLayout.keyCount - 1, max(0, Int(saturating: point.x / keyPitch)))
    }

    /// The digit of the key at `point`, nil off the pad.
    public func digit(at point: Point) -> Int? { index(at: point).map(digit(atIndex:)) }
}

// MARK: - The balloon

extension NumberPadLayout {
    /// The balloon's three shapes, as the seed's three pre-drawn images: the upper part of an edge key's
    /// balloon grows inwards only, so it never leaves the pad's horizontal extent.
    public enum BalloonKind: Hashable, Sendable { case left, inner, right }

    /// Where the balloon opens: above the key, or below it when there is no room above.
    public enum BalloonDirection: Hashable, Sendable { case up, down }

    /// Which balloon shape a key gets: the edge keys lean inward.
    public func balloonKind(at index: Int) -> BalloonKind {
        if index <= 0 { return .left }
        if index >= NumberPadLayout.keyCount - 1 { return .right }
        return .inner
    }

    /// The balloon over key `index`; `rise` 0…1 grows it out of the key top (0 is the key top itself).
    public func balloon(at index: Int, direction: BalloonDirection = .up, rise: Double = 1) -> BalloonShape {
        let key = keyTopRect(at: index)
        return BalloonShape(keySize: key.size, keyCornerRadius: keyCornerRadius, kind: balloonKind(at: index),
                            direction: direction, rise: rise, keyOrigin: key.origin)
    }
}

/// A balloon's outline: a wide, tall bubble that holds the big digit, narrowing through a curved neck
/// down to the key top it covers. Built at the key's origin (`canonicalPath`), so every key of one kind
/// shares one shape and its shadow can be cached.
public struct BalloonShape: Hashable, Sendable {
    /// Which of the three shapes.
    public let kind: NumberPadLayout.BalloonKind
    /// Whether it opens above or below the key.
    public let direction: NumberPadLayout.BalloonDirection
    /// The key top's top-left corner, in the pad's coordinates.
    public let keyOrigin: Point
    /// The outline with the key top's top-left corner at (0, 0).
    public let canonicalPath: Path
    /// The bubble that holds the digit, with the key top's top-left corner at (0, 0).
    public let canonicalBubble: Rect

    /// How much wider than the key the bubble is, and how tall, relative to the key top.
    static let bubbleWidthFactor = 1.56, bubbleHeightFactor = 1.05, neckFactor = 0.28

    /// The outline for a key of `keySize` at `keyOrigin`, `rise` (0…1) of the way through its pop-up animation.
    public init(keySize: Size, keyCornerRadius: Double, kind: NumberPadLayout.BalloonKind,
                direction: NumberPadLayout.BalloonDirection, rise: Double, keyOrigin: Point) {
        self.kind = kind; self.direction = direction; self.keyOrigin = keyOrigin
        let r = min(max(rise, 0), 1)
        let kw = keySize.width, kh = keySize.height
        let bubbleWidth = kw + (BalloonShape.bubbleWidthFactor - 1) * kw * r
        let bubbleHeight = kh * BalloonShape.bubbleHeightFactor * r
        let neck = kh * BalloonShape.neckFactor * r
        let left: Double
        switch kind {
        case .left: left = 0
        case .inner: left = (kw - bubbleWidth) / 2
        case .right: left = kw - bubbleWidth
        }
        var bubble = Rect(x: left, y: -neck - bubbleHeight, width: bubbleWidth, height: bubbleHeight)
        var path = BalloonShape.outline(key: Rect(size: keySize), keyRadius: keyCornerRadius, bubble: bubble, neck: neck)
        if direction == .down {
            // Mirrored about the key's middle: the bubble hangs below the key.
            let flip = Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: kh)
            path = path.applying(flip)
            bubble = flip.apply(to: bubble)
        }
        canonicalPath = path
        canonicalBubble = bubble
    }

    /// The outline in the pad's coordinates.
    public var path: Path { canonicalPath.applying(Transform(translationX: keyOrigin.x, y: keyOrigin.y)) }
    /// The bubble (where the digit goes) in the pad's coordinates.
    public var bubbleRect: Rect { canonicalBubble.offsetBy(dx: keyOrigin.x, dy: keyOrigin.y) }
    /// The outline's extent in the pad's coordinates.
    public var bounds: Rect { canonicalPath.bounds.offsetBy(dx: keyOrigin.x, dy: keyOrigin.y) }

    /// Clockwise from the bubble's top-left corner. Where the bubble is wider than the key, its side runs
    /// straight down and then curves in to the key's side (an S through the neck); an edge key's outer
    /// side is one straight line from the bubble's top to the key's bottom.
    static func outline(key k: Rect, keyRadius: Double, bubble u: Rect, neck: Double) -> Path {
        let h = Double.pi / 2
        let rk = min(keyRadius, k.width / 2, k.height / 2)
        let ru = min(max(keyRadius * 1.6, 0), u.width / 2, u.height / 2)
        let eps = 0.01
        var p = Path()
        p.move(to: Point(u.minX + ru, u.minY))
        p.line(to: Point(u.maxX - ru, u.minY))
        if ru > 0 { p.addArc(center: Point(u.maxX - ru, u.minY + ru), radius: ru, startAngle: -h, endAngle: 0) }
        if u.maxX > k.maxX + eps {
            p.line(to: Point(u.maxX, u.maxY))
            p.curve(to: Point(k.maxX, k.minY), control1: Point(u.maxX, u.maxY + neck * 0.55),
                    control2: Point(k.maxX, k.minY - neck * 0.45))
        }
        p.line(to: Point(k.maxX, k.maxY - rk))
        p.addArc(center: Point(k.maxX - rk, k.maxY - rk), radius: rk, startAngle: 0, endAngle: h)
        p.line(to: Point(k.minX + rk, k.maxY))
        p.addArc(center: Point(k.minX + rk, k.maxY - rk), radius: rk, startAngle: h, endAngle: 2 * h)
        if u.minX < k.minX - eps {
            p.line(to: Point(k.minX, k.minY))
            p.curve(to: Point(u.minX, u.maxY), control1: Point(k.minX, k.minY - neck * 0.45),
                    control2: Point(u.minX, u.maxY + neck * 0.55))
        }
        p.line(to: Point(u.minX, u.minY + ru))
        if ru > 0 { p.addArc(center: Point(u.minX + ru, u.minY + ru), radius: ru, startAngle: 2 * h, endAngle: 3 * h) }
        p.close()
        return p
    }
}
