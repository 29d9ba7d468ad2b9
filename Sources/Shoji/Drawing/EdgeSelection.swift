/// Which part of the space around a shape belongs to a chosen set of its bounding box's edges, for an
/// inner shadow cast by some edges only.
///
/// The shape is thought of as reaching out to infinity past every edge that casts nothing, so the
/// shadow's source is the outside beyond the chosen edges only. Beyond an edge means past its line
/// (above the top, the whole width and beyond: a top shadow stays even right into square corners).
/// Inside the box, where a rounded corner or an oval leaves room between the shape and the box, each
/// point belongs to the edge it is nearest (the box's straight skeleton: corners split on their 45°
/// diagonals). So a rounded corner between two casting edges is shadowed all round; between a
/// casting edge and a quiet one the shadow hugs the curve to its midpoint and fades from there.
struct EdgeSelection {
    /// The bounding box of the shape casting the shadow (moved and spread), in plane pixels.
    let box: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    let edges: RectEdge

    /// Multiplies `occluder` (a `width × height` plane whose pixel centres are at `+0.5`) by how much
    /// each pixel belongs to the chosen edges, 0…1 with an anti-aliased boundary.
    func restrict(_ occluder: inout [Float], width: Int, height: Int) {
        guard edges != .all else { return }
        guard !edges.isEmpty else {
            for i in occluder.indices { occluder[i] = 0 }
            return
        }
        // What the top and bottom edges say depends on the row only, and the left and right on the
        // column: work those out once, then combine per pixel.
        let rows = (0..<height).map { y in
            Along(inward: Float(Double(y) + 0.5 - box.minY), edges.contains(.top),
                  Float(box.maxY - Double(y) - 0.5), edges.contains(.bottom))
        }
        let columns = (0..<width).map { x in
            Along(inward: Float(Double(x) + 0.5 - box.minX), edges.contains(.left),
                  Float(box.maxX - Double(x) - 0.5), edges.contains(.right))
        }
        let rootHalf = Float(0.5.squareRoot())
        occluder.withUnsafeMutableBufferPointer { plane in
            columns.withUnsafeBufferPointer { cols in
                for y in 0..<height {
                    let r = rows[y], line = plane.baseAddress! + y * width
                    for x in 0..<width where line[x] > 0 {
                        let c = cols[x]
                        // Across the nearest-edge boundary (a 45° diagonal), a one-pixel ramp.
                        let skeleton = 0.5 + (min(r.nearestQuiet, c.nearestQuiet) - min(r.nearestChosen, c.nearestChosen)) * rootHalf
                        line[x] *= max(r.beyond, c.beyond, min(max(skeleton, 0), 1))
                    }
                }
            }
        }
    }

    /// The two opposite edges along one axis, seen from one row or column: signed distances inward
    /// (negative beyond an edge), split by whether the edge casts.
    private struct Along {
        var nearestChosen = Float.infinity, nearestQuiet = Float.infinity
        /// How far past a casting edge's line this is, as a one-pixel ramp 0…1.
        var beyond: Float = 0

        init(inward a: Float, _ aChosen: Bool, _ b: Float, _ bChosen: Bool) {
            for (d, chosen) in [(a, aChosen), (b, bChosen)] {
                if chosen {
                    nearestChosen = min(nearestChosen, d)
                    beyond = max(beyond, min(1, max(0, 0.5 - d)))
                } else {
                    nearestQuiet = min(nearestQuiet, d)
                }
            }
        }
    }
}
