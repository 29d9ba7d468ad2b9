import Testing
@testable import Shoji

/// The one place the limits live, and the conversion that never traps.
struct LimitsTests {
    @Test("A window fits when each side is at most 32767 pixels and all of it at most 8192 × 8192")
    func windows() {
        #expect(Limits.windowPixels(for: Size(8192, 8192), scale: 1)! == (8192, 8192))
        #expect(Limits.windowPixels(for: Size(8192, 8192), scale: 4) == nil)          // 32768 a side
        #expect(Limits.windowPixels(for: Size(8000, 8000), scale: 2) == nil)          // 256 million pixels
        #expect(Limits.windowPixels(for: Size(32767, 10), scale: 1)! == (32767, 10))
        #expect(Limits.windowPixels(for: Size(1, 1), scale: 0.5)! == (1, 1))          // half a pixel rounds up
        for bad in [Double.nan, .infinity, -1, 0, 0.4] { #expect(Limits.windowPixels(for: Size(bad, 100), scale: 1) == nil) }
        #expect(Limits.windowSizeProblem(Size(8192, 8192), scale: 4)
                == "8192 × 8192 points at a scale of 4 is 32768 × 32768 pixels; a window may have at most 32767 a side and 67,108,864 in all")
        #expect(Limits.windowSizeProblem(Size(800, 600), scale: 1) == nil)
    }

    @Test("An image fits within 32767 pixels a side and 16,777,216 in all")
    func images() {
        #expect(Limits.imageSizeProblem(width: 4096, height: 4096) == nil)
        #expect(Limits.imageSizeProblem(width: 20000, height: 20000) == "20000 × 20000 is larger than the 16,777,216 pixels an image may have")
        #expect(Limits.imageSizeProblem(width: 32768, height: 1) == "32768 × 1 is larger than 32767 pixels a side")
        #expect(Limits.imageSizeProblem(width: 0, height: 1) == "0 × 1 has no pixels")
    }

    @Test("Int(saturating:) rounds towards zero like Int(_:), clamps to the type's range and makes NaN 0")
    func saturating() {
        #expect(Int(saturating: 2.9) == 2 && Int(saturating: -2.9) == -2)
        #expect(Int(saturating: 1e300) == .max && Int(saturating: -1e300) == .min)
        #expect(Int(saturating: .infinity) == .max && Int(saturating: -.infinity) == .min && Int(saturating: .nan) == 0)
        #expect(Int(saturating: Double(Int.max)) == .max)                          // 2^63: just past Int.max
        #expect(Int(saturating: 9.223372036854775e18) == 9_223_372_036_854_774_784)   // the double just below it
        #expect(Int32(saturating: 3e9) == .max && Int32(saturating: -3e9) == .min && Int32(saturating: 2_147_483_647) == .max)
        #expect(UInt32(saturating: -1) == 0 && UInt32(saturating: 5e9) == .max && UInt16(saturating: 65535.9) == 65535)
        #expect(UInt64(saturating: 1.8446744073709552e19) == .max)
    }
}
