/// Which part of the space around a shape belongs to a chosen set of its bounding box's edges, for an
/// inner shadow cast by some edges only.
///
/// Every point belongs to the box edge it is nearest, measured inward (negative beyond the edge), so
/// the plane splits along the box's straight skeleton: 45° mitre lines through each corner, running
/// both into the box and out of it. The occluder is kept only where a chosen edge owns it. So:
/// - a chosen edge casts along its whole length, and a quiet edge casts nothing: no veil;
/// - a rounded corner (or an oval's curve) between two chosen edges is shadowed all round;
/// - between a chosen and a quiet edge, the shadow hugs the curve up to the mitre line and ends
///   there, so a hard band ends in a clean mitred cut, and a soft one tapers;
/// - at a square corner next to a quiet edge the shadow keeps full strength up to the corner, less
///   the quiet edge's share within a blur radius of it (the seed's shadow bar, which stopped at the
///   view's edge, did the same).
struct EdgeSelection {
    /// The bounding box of the shape casting the shadow (moved and spread), in plane pixels.
    let box: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    let edges: RectEdge

    /// Multiplies `occluder` (a `width × height` plane whose pixel centres are at `+0.5`) by how much
    /// each pixel belongs to the chosen edges, 0…1 with a one-pixel anti-aliased boundary.
    func restrict(_ occluder: inout [Float], width: Int, height: Int) {
        guard edges != .all else { return }
        guard !edges.isEmpty else {
            for i in occluder.indices { occluder[i] = 0 }
            return
        }
        // The top and bottom distances depend on the row only, left and right on the column: work
        // those out once, then combine per pixel.
        let rows = (0..<height).map { y in
            Nearest(Float(Double(y) + 0.5 - box.minY), edges.contains(.top), Float(box.maxY - Double(y) - 0.5), edges.contains(.bottom))
        }
        let columns = (0..<width).map { x in
            Nearest(Float(Double(x) + 0.5 - box.minX), edges.contains(.left), Float(box.maxX - Double(x) - 0.5), edges.contains(.right))
        }
        // The signed distance to a mitre line is the difference of the two edge distances over √2.
        let rootHalf = Float(0.5.squareRoot())
        occluder.withUnsafeMutableBufferPointer { plane in
            columns.withUnsafeBufferPointer { cols in
                for y in 0..<height {
                    let r = rows[y], line = plane.baseAddress! + y * width
                    for x in 0..<width where line[x] > 0 {
                        let c = cols[x]
                        let margin = (min(r.quiet, c.quiet) - min(r.chosen, c.chosen)) * rootHalf
                        line[x] *= min(max(0.5 + margin, 0), 1)
                    }
                }
            }
        }
    }

    /// The nearer of two opposite edges that casts and the nearer that does not, seen from one row or
    /// column (inward distances; infinity when there is none).
    private struct Nearest {
        var chosen = Float.infinity, quiet = Float.infinity

        init(_ a: Float, _ aChosen: Bool, _ b: Float, _ bChosen: Bool) {
            if aChosen { chosen = a } else { quiet = a }
            if bChosen { chosen = min(chosen, b) } else { quiet = min(quiet, b) }
        }
    }
}
