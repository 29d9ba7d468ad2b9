import Foundation
import Testing
@testable import Shoji

/// The split view's frames, computed by hand: dividers dragged and moved by key within the panes'
/// minimum sizes, a shrinking window taken from the last pane first, collapsing by double click and
/// by API, the state an app stores, and what assistive technology reads.
@MainActor
@Suite("SplitView")
struct SplitViewTests {
    let rig = Rig(size: Size(400, 300))
    let left = View(), right = View()
    let split: SplitView

    init() {
        split = SplitView(axis: .horizontal, frame: Rect(0, 0, 400, 300))
        split.addPane(left, minimumSize: 80, size: 120)
        split.addPane(right, minimumSize: 100)
        rig.window.addSubview(split)
        rig.layout()
    }

    var divider: SplitDivider { split.dividers[0] }

    @Test("Side by side: 120, a 6-point divider, and the rest (274) for the second pane")
    func frames() {
        #expect(left.frame == Rect(0, 0, 120, 300))
        #expect(divider.frame == Rect(120, 0, 6, 300))
        #expect(right.frame == Rect(126, 0, 274, 300))
        #expect(divider.resolvedCursor(at: Point(3, 150)) == .columnResize)
    }

    @Test("Dragging the divider moves it with the pointer, no pane under its minimum")
    func drag() {
        rig.drag(from: Point(123, 150), to: Point(153, 150))
        #expect(left.frame.width == 150 && right.frame == Rect(156, 0, 244, 300))
        rig.drag(from: Point(153, 150), to: Point(10, 150))
        #expect(left.frame.width == 80, "the first pane's minimum")
        rig.drag(from: Point(83, 150), to: Point(390, 150))
        #expect(right.frame == Rect(300, 0, 100, 300), "the second pane's minimum")
    }

    @Test("The window shrinks: the last pane gives first, down to its minimum, then the first pane")
    func shrink() {
        split.setPosition(150, ofDividerAt: 0)
        split.frame = Rect(0, 0, 300, 300)
        rig.layout()
        #expect(left.frame.width == 150 && right.frame.width == 144)
        split.frame = Rect(0, 0, 250, 300)
        rig.layout()
        #expect(left.frame.width == 144 && right.frame == Rect(150, 0, 100, 300))
        split.frame = Rect(0, 0, 200, 300)
        rig.layout()
        #expect(left.frame.width == 94 && right.frame.width == 100)
        split.frame = Rect(0, 0, 500, 300)
        rig.layout()
        #expect(left.frame.width == 94 && right.frame.width == 400, "growing goes to the last pane")
    }

    @Test("The focused divider: arrows move 10 points, Shift 1, Home and End to the limits")
    func keyboard() {
        #expect(rig.window.makeFirstResponder(divider))
        rig.key(.right)
        #expect(split.positionOfDivider(at: 0) == 130)
        rig.key(.left, modifiers: .shift)
        #expect(split.positionOfDivider(at: 0) == 129)
        rig.key(.home)
        #expect(left.frame.width == 80)
        rig.key(.end)
        #expect(right.frame.width == 100 && split.positionOfDivider(at: 0) == 294)
    }

    @Test("A double click collapses the first pane, another restores it; the API does the same")
    func collapse() {
        rig.click(Point(123, 150))
        rig.advance(0.1)
        rig.click(Point(123, 150))
        #expect(split.isPaneCollapsed(at: 0) && left.isHidden)
        #expect(divider.frame == Rect(0, 0, 6, 300) && right.frame == Rect(6, 0, 394, 300))
        rig.advance(1)
        rig.click(Point(3, 150))
        rig.advance(0.1)
        rig.click(Point(3, 150))
        #expect(!split.isPaneCollapsed(at: 0) && left.frame == Rect(0, 0, 120, 300))
        split.collapsePane(at: 1)
        rig.layout()
        #expect(right.isHidden && left.frame.width == 394)
        split.expandPane(at: 1)
        rig.layout()
        #expect(right.frame == Rect(126, 0, 274, 300))
    }

    @Test("The state survives JSON and gives a new split view the same frames, collapsed panes included")
    func state() throws {
        split.setPosition(200, ofDividerAt: 0)
        split.collapsePane(at: 1)
        let data = try JSONEncoder().encode(split.state)
        let back = try JSONDecoder().decode(SplitView.State.self, from: data)
        #expect(back == SplitView.State(sizes: [394, 194], collapsed: [false, true]), "the first pane holds the room; the second remembers its size")
        let a = View(), b = View()
        let other = SplitView(panes: [a, b], frame: Rect(0, 300, 400, 300))
        rig.window.addSubview(other)
        other.state = back
        rig.layout()
        #expect(b.isHidden && a.frame.width == 394)
        other.expandPane(at: 1)
        rig.layout()
        #expect(a.frame.width == 200 && b.frame.width == 194)
    }

    @Test("Stacked panes: three, equal shares, horizontal dividers, the row-resize cursor")
    func stacked() {
        let panes = [View(), View(), View()]
        let v = SplitView(panes: panes, axis: .vertical, frame: Rect(0, 0, 200, 312))
        rig.window.addSubview(v)
        rig.layout()
        #expect(panes.map(\.frame) == [Rect(0, 0, 200, 100), Rect(0, 106, 200, 100), Rect(0, 212, 200, 100)])
        #expect(v.dividers[1].frame == Rect(0, 206, 200, 6))
        #expect(v.dividers[0].resolvedCursor(at: .zero) == .rowResize)
        v.setPosition(150, ofDividerAt: 0)
        rig.layout()
        #expect(panes.map(\.frame.height) == [150, 50, 100], "only the two panes beside the divider change")
    }

    @Test("Assistive technology: a split pane whose value is the divider's position; setting it moves the divider")
    func accessibility() {
        #expect(split.accessibilityRole == .splitPane)
        #expect(split.accessibilityNumericValue == AccessibilityValueRange(current: 120, minimum: 80, maximum: 294, step: 1))
        #expect(divider.accessibilityRole == .separator && divider.canBecomeFirstResponder)
        #expect(divider.accessibilitySetNumericValue(200))
        rig.layout()
        #expect(left.frame.width == 200)
    }
}
