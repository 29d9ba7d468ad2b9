import Testing
@testable import Shoji
@testable import ShojiCairo

@MainActor
@Suite("ImageView pixels")
struct ImageViewPixelTests {
    @Test("A scaled-up opaque image stays opaque to its very edges (no pale seam)", arguments: [1.0, 2.0])
    func noSeamWhenScaled(scale: Double) {
        let stage = ShadowStage(width: 100, height: 80, scale: scale)
        let image = Image(pixelWidth: 4, pixelHeight: 3, pixels: Array(repeating: 0xFF20_4080, count: 12))
        let v = ImageView(image: image, frame: Rect(10, 10, 80, 60))
        v.contentMode = .scaleToFill
        stage.window.addSubview(v)
        stage.render()
        let s = Int(scale)
        for (x, y) in [(10, 10), (89, 10), (10, 69), (89, 69), (50, 40)] {
            #expect(stage.pixel(x * s, y * s) == 0xFF20_4080, "at \(x), \(y)")
            #expect(stage.pixel((x + 1) * s - 1, (y + 1) * s - 1) == 0xFF20_4080, "at \(x), \(y)")
        }
        #expect(stage.pixel(9 * s, 40 * s) == 0xFFFF_FFFF)
    }

    @Test("Aspect fill covers the bounds and crops the overflow; aspect fit letterboxes")
    func contentModes() {
        let image = Image(pixelWidth: 200, pixelHeight: 100, pixels: Array(repeating: 0xFF00_0000, count: 20_000))
        let v = ImageView(image: image, frame: Rect(0, 0, 100, 100))
        v.contentMode = .scaleAspectFill
        #expect(v.imageRect == Rect(-50, 0, 200, 100))
        v.contentMode = .scaleAspectFit
        #expect(v.imageRect == Rect(0, 25, 100, 50))
        v.contentMode = .center
        #expect(v.imageRect == Rect(-50, 0, 200, 100))
    }
}
