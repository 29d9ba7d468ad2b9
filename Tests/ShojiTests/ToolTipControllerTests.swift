import Testing
@testable import Shoji

/// Tool tips on a headless screen: a button with a tip and one without, the pointer moved by events.
@MainActor
@Suite("Tool tip controller")
struct ToolTipControllerTests {
    let rig = Rig()
    let save = Button("Save", frame: Rect(20, 20, 100, 40))
    let plain = Button("Plain", frame: Rect(20, 100, 100, 40))
    let controller: ToolTipController
    final class Log { var lines: [String] = [] }
    let log = Log()

    init() {
        save.toolTip = "Save the document"
        rig.window.addSubview(save)
        rig.window.addSubview(plain)
        rig.layout()
        controller = rig.screen.toolTipController
        controller.onShow = { [log] text, view, pointer in log.lines.append("show \(text) at \(Int(pointer.x)),\(Int(pointer.y))") }
        controller.onHide = { [log] in log.lines.append("hide") }
    }

    func hover(_ p: Point) { rig.screen.send(.pointer(PointerEvent(.moved, at: p, button: nil))) }

    @Test("Resting on a view with a tip shows it after 500 ms at the pointer; a view without one shows nothing")
    func shows() {
        hover(Point(40, 40))
        rig.clock.advance(by: 0.49)
        #expect(log.lines.isEmpty)
        rig.clock.advance(by: 0.01)
        #expect(log.lines == ["show Save the document at 40,40"])
        #expect(controller.shownView === save)
        hover(Point(40, 120))
        #expect(log.lines.last == "hide")
        rig.clock.advance(by: 2)
        #expect(log.lines.count == 2)
    }

    @Test("The tip shows in a tool tip window below its view, with nothing set up but the view's toolTip")
    func window() throws {
        hover(Point(40, 40))
        rig.clock.advance(by: 0.5)
        let popup = try #require(controller.popup)
        #expect(popup.kind == .tooltip && popup.isShown)
        #expect(popup.frame.origin == Point(20, 60), "below the button, left edges aligned")
        #expect((popup.rootView as? ToolTipView)?.text == "Save the document")
        #expect(popup.screen.showsToolTips == false)
        hover(Point(40, 120))
        #expect(!popup.isShown)
    }

    @Test("A press hides the tip, and it does not come back while the pointer stays on the view")
    func pressHides() {
        hover(Point(40, 40))
        rig.clock.advance(by: 0.5)
        rig.screen.send(.pointer(PointerEvent(.down, at: Point(40, 40))))
        #expect(log.lines.last == "hide")
        #expect(controller.popup == nil)
        rig.screen.send(.pointer(PointerEvent(.up, at: Point(40, 40))))
        hover(Point(45, 42))
        rig.clock.advance(by: 1)
        #expect(log.lines.count == 2)
    }

    @Test("A tip goes below the pointer, clear of the cursor, and above it at the monitor's bottom edge")
    func placement() {
        let monitor = Rect(0, 0, 800, 600)
        #expect(ToolTipView.frame(for: Size(120, 24), pointer: Point(400, 300), monitor: monitor) == Rect(340, 320, 120, 24))
        #expect(ToolTipView.frame(for: Size(120, 24), pointer: Point(400, 590), monitor: monitor) == Rect(340, 562, 120, 24))
        #expect(ToolTipView.frame(for: Size(120, 24), pointer: Point(790, 300), monitor: monitor).maxX == 800)
    }
}
