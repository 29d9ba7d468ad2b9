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
        let top = edges.contains(.top), left = edges.contains(.left)
        let bottom = edges.contains(.bottom), right = edges.contains(.right)
        let rootHalf = Float(0.5.squareRoot())
        occluder.withUnsafeMutableBufferPointer { plane in
            for y in 0..<height {
                let py = Double(y) + 0.5
                let dt = Float(py - box.minY), db = Float(box.maxY - py)
                for x in 0..<width {
                    let i = y * width + x
                    guard plane[i] > 0 else { continue }
                    let px = Double(x) + 0.5
                    let dl = Float(px - box.minX), dr = Float(box.maxX - px)
                    // Signed distances inward from each edge: negative beyond it.
                    var nearestChosen = Float.infinity, nearestQuiet = Float.infinity, beyond: Float = 0
                    func take(_ d: Float, _ chosen: Bool) {
                        if chosen {
                            nearestChosen = min(nearestChosen, d)
                            beyond = max(beyond, min(1, max(0, 0.5 - d)))
                        } else {
                            nearestQuiet = min(nearestQuiet, d)
                        }
                    }
                    take(dt, top); take(dl, left); take(db, bottom); take(dr, right)
                    // Across the nearest-edge boundary (a 45° diagonal), a one-pixel ramp.
                    let skeleton = min(1, max(0, 0.5 + (nearestQuiet - nearestChosen) * rootHalf))
                    plane[i] *= max(beyond, skeleton)
                }
            }
        }
    }
}
