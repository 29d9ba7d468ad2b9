import Shoji
import ShojiCairo

extension Benchmark {
    /// One 400×300 inner shadow with blur 10 drawn onto a Cairo surface: made from scratch (a slider
    /// being dragged to a new value) versus taken from the mask cache (any other redraw).
    static let innerShadow = Benchmark(
        name: "shadow.inner",
        summary: "A 400×300 rounded panel's inner shadow, blur 10: uncached vs cached, at 1x and 2x"
    ) {
        var measurements: [Measurement] = []
        for scale in [1.0, 2.0] {
            let surface = CairoSurface(width: Int(440 * scale), height: Int(340 * scale))
            let canvas = CairoCanvas(surface: surface, scale: scale)
            canvas.concatenate(Transform(scaleX: scale, y: scale))
            canvas.translate(x: 20, y: 20)
            let shape = Shape.roundedRect(Rect(0, 0, 400, 300), cornerRadius: 12)
            let shadows = [InnerShadow(offset: Point(0, 2), blurRadius: 10, opacity: 0.5, edges: .all)]
            let suffix = scale == 1 ? "" : "@2x"

            let uncached = ShadowRenderer(cacheLimit: 0)
            measurements.append(Measurement(name: "400x300.blur10.uncached\(suffix)") {
                uncached.draw(shadows, in: shape, on: canvas)
            })
            let cached = ShadowRenderer()
            cached.draw(shadows, in: shape, on: canvas)
            measurements.append(Measurement(name: "400x300.blur10.cached\(suffix)") {
                cached.draw(shadows, in: shape, on: canvas)
            })
            let edges = [InnerShadow(offset: Point(0, 2), blurRadius: 10, opacity: 0.5, edges: [.top, .left])]
            measurements.append(Measurement(name: "400x300.blur10.topLeft.uncached\(suffix)") {
                uncached.draw(edges, in: shape, on: canvas)
            })
        }
        // The blur alone, on the plane an uncached 400×300 shadow at blur 10 blurs.
        var plane = [Float](repeating: 0, count: 430 * 330)
        for y in 15..<315 { for x in 15..<415 { plane[y * 430 + x] = 1 } }
        let source = plane
        measurements.append(Measurement(name: "blur.430x330.sigma5", prepare: { plane = source }) {
            GaussianBlur.blur(&plane, width: 430, height: 330, sigma: 5)
        })
        return measurements
    }
}
