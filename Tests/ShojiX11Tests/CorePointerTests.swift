import Shoji
@testable import ShojiX11
import Testing

/// The core protocol's pointer events (a server without XInput 2) as Shoji events.
@Suite("Core pointer translation")
struct CorePointerTests {
    let at = Point(10, 20)

    @Test("Buttons 1–3 press and release as primary, middle and secondary, with the modifiers held")
    func buttons() {
        guard case .pointer(let down)? = X11Host.coreButtonEvent(button: 3, pressed: true, at: at, state: UInt32(1 << 2)) else {
            Issue.record("no pointer event"); return
        }
        #expect(down.phase == .down && down.button == .secondary && down.location == at && down.modifiers == [.control])
        guard case .pointer(let up)? = X11Host.coreButtonEvent(button: 1, pressed: false, at: at, state: 0) else {
            Issue.record("no pointer event"); return
        }
        #expect(up.phase == .up && up.button == .primary && up.modifiers.isEmpty)
        #expect(X11Host.coreButtonEvent(button: 9, pressed: true, at: at, state: 0) == nil)
    }

    @Test("Wheel buttons scroll a click each on press only; Shift turns a vertical wheel sideways")
    func wheel() {
        func delta(_ button: UInt32, shift: Bool = false) -> Point? {
            guard case .wheel(let w)? = X11Host.coreButtonEvent(button: button, pressed: true, at: at, state: shift ? 1 : 0)
            else { return nil }
            return w.delta
        }
        #expect(delta(4) == Point(0, -40) && delta(5) == Point(0, 40) && delta(6) == Point(-40, 0) && delta(7) == Point(40, 0))
        #expect(delta(5, shift: true) == Point(40, 0))
        #expect(X11Host.coreButtonEvent(button: 4, pressed: false, at: at, state: 0) == nil)
    }

    @Test("Motion drags the first button held, primary before secondary before middle")
    func motion() {
        func button(_ state: UInt32) -> PointerButton? {
            guard case .pointer(let p) = X11Host.coreMotionEvent(at: at, state: state) else { return nil }
            return p.phase == .moved ? p.button : nil
        }
        #expect(button(0) == nil)
        #expect(button(1 << 8 | 1 << 10) == .primary)   // Button1Mask | Button3Mask
        #expect(button(1 << 10 | 1 << 9) == .secondary) // Button3Mask | Button2Mask
        #expect(button(1 << 9) == .middle)
    }
}
