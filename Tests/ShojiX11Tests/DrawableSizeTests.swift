import Shoji
@testable import ShojiX11
import Testing

/// A window the window manager or another client makes larger than the limits is drawn in part, never
/// with a back buffer of gigabytes.
struct DrawableSizeTests {
    @Test func aWindowWithinTheLimitsIsDrawnWhole() {
        #expect(X11Host.drawableSize(width: 1024, height: 720) == (1024, 720))
        #expect(X11Host.drawableSize(width: 8192, height: 8192) == (8192, 8192))
        #expect(X11Host.drawableSize(width: 32767, height: 2048) == (32767, 2048))
    }

    @Test func aLargerWindowIsDrawnInItsTopLeftPartOfTheSameShape() {
        let (w, h) = X11Host.drawableSize(width: 32767, height: 32767)
        #expect(w == h && w * h <= Limits.windowPixelCount && w > 8000)
        let (a, b) = X11Host.drawableSize(width: 20000, height: 10000)
        #expect(a * b <= Limits.windowPixelCount && abs(Double(a) / Double(b) - 2) < 0.001)
        #expect(X11Host.drawableSize(width: 0, height: -5) == (1, 1))
    }
}
