import CPango
import Shoji

/// A point's coordinate in Pango units (1/1024 point), rounded, for any coordinate a hit test is given:
/// huge, infinite or NaN too. `Int32((x * PANGO_SCALE).rounded())` traps past about ±2.1 million points
/// (a click far down a long paragraph: a megabyte's line is 544,000 points wide) and on infinity and NaN.
enum PangoUnits {
    /// In Int, clamped to ±2^50 units (far past any layout, which Pango's Int32 units bound to ±2^31) so that
    /// a layout's arithmetic with its own Int32 offsets cannot overflow; NaN is 0.
    static func of(_ points: Double) -> Int {
        let units = (points * Double(PANGO_SCALE)).rounded()
        guard !units.isNaN else { return 0 }
        return Int(min(max(units, -0x1p50), 0x1p50))
    }

    /// As ``of(_:)``, clamped into `low...high` (Pango units, in Int so that a box's edge plus one cannot
    /// overflow) and then into Int32.
    static func of(_ points: Double, clampedTo low: Int, _ high: Int) -> Int32 {
        Int32(clamping: min(max(of(points), low), high))
    }

    /// A logical box in Pango units as Pango's pixel extents give it (`pango_extents_to_pixels`, inclusive:
    /// rounded outwards): its top-left corner and size in points.
    static func pixelBox(x: Int32, y: Int32, width: Int32, height: Int32) -> (origin: Point, size: Size) {
        let scale = Int(PANGO_SCALE)
        func floorDiv(_ v: Int) -> Int { v >= 0 ? v / scale : -((-v + scale - 1) / scale) }
        let left = floorDiv(Int(x)), right = (Int(x) + Int(width) + scale - 1) / scale
        let top = floorDiv(Int(y)), bottom = (Int(y) + Int(height) + scale - 1) / scale
        return (Point(x: Double(left), y: Double(top)), Size(width: Double(right - left), height: Double(bottom - top)))
    }
}
