import Foundation
import Testing
@testable import Shoji

@Suite("Scroll physics")
struct ScrollPhysicsTests {
    @Test("The rubber band gives ever less per point pulled and never reaches the view's length")
    func rubberBand() {
        var last = 0.0, lastGain = 1.0
        for pull in stride(from: 20.0, through: 2000, by: 20) {
            let shown = RubberBand.offset(for: pull, dimension: 600)
            #expect(shown > last && shown < pull && shown < 600)
            let gain = shown - last
            #expect(gain <= lastGain * 20 + 1e-9)
            last = shown; lastGain = gain / 20
            #expect(abs(RubberBand.distance(for: shown, dimension: 600) - pull) < 1e-6 * pull)
        }
        // iOS's numbers: 200 pt pulled in a 600 pt view shows about 93 pt.
        #expect(abs(RubberBand.offset(for: 200, dimension: 600) - 92.96) < 0.01)
    }

    @Test("Momentum comes to rest at its destination, under half a point away when it stops")
    func deceleration() {
        let d = DecelerationMotion(start: 100, velocity: 2000)
        #expect(abs(d.destination - (100 + 2000 / (-1000 * Foundation.log(0.998)))) < 1e-9)
        #expect(d.duration > 2 && d.duration < 5)
        #expect(abs(d.position(at: d.duration) - d.destination) < 0.5)
        #expect(abs(d.velocity(at: d.duration) - DecelerationMotion.restingSpeed) < 1e-6)
        #expect(DecelerationMotion(start: 0, velocity: -500).destination < 0)
    }

    @Test("A spring released from rest returns without crossing its target, and settles")
    func spring() {
        let s = SpringMotion(from: -90, to: 0, velocity: 0)
        var t = 0.0
        while !s.isSettled(at: t) {
            #expect(s.position(at: t) <= 0)
            t += 1.0 / 60
        }
        #expect(t < 0.8)
        // Thrown outwards, it goes a little further first.
        let thrown = SpringMotion(from: 0, to: 0, velocity: -1000)
        #expect(thrown.position(at: 0.05) < -10)
        #expect(abs(thrown.position(at: 1)) < 0.5)
    }
}
