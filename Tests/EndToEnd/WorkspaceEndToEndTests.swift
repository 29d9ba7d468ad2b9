import Foundation
import Testing

/// The Workspace scene under real X input: tabs clicked, switched with Ctrl+Tab, dragged to reorder and
/// closed by their × (which the status bar says); the split view's divider dragged (the new frames read from
/// the trace), moved by key and collapsed by a double click.
@Suite("Tabs and split view, end to end", .serialized)
struct WorkspaceEndToEndTests {
    /// The latest frames the scene traced (`workspace.changed`) after `mark`, for `reason`.
    func changed(_ demo: DemoProcess, _ reason: String, after mark: Int) throws -> [String: [Double]] {
        try demo.waitFor("workspace.changed", after: mark) { $0.string("reason") == reason }.views
    }

    @Test("Click a tab, Ctrl+Tab, drag a tab to reorder, close one by its ×")
    func tabs() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "workspace"])
        let shown = try demo.waitFor("scene.shown") { $0.string("scene") == "workspace" }
        try demo.waitForSettledFrame(since: shown.time)
        var m = demo.mark
        try demo.click("tab.plan")
        try demo.waitFor("tab.selected", after: m) { $0.string("tab") == "plan" && $0.string("by") == "click" }
        m = demo.mark
        try demo.key("ctrl+Tab")
        try demo.waitFor("tab.selected", after: m) { $0.string("tab") == "ideas" && $0.string("by") == "key" }
        m = demo.mark
        try demo.key("ctrl+shift+Tab")
        try demo.waitFor("tab.selected", after: m) { $0.string("tab") == "plan" }

        // Drag Notes one Plan's width on: past half of Plan, not half of Ideas, so it moves from 0 to 1.
        let notes = try #require(demo.views["tab.notes"])
        let plan = try #require(demo.views["tab.plan"])
        m = demo.mark
        let y = Int(notes[1] + notes[3] / 2)
        try demo.drag(from: (Int(notes[0] + 20), y), to: (Int(notes[0] + 20 + plan[2]), y))
        let moved = try demo.waitFor("tab.moved", after: m)
        #expect(moved.string("tab") == "notes" && moved.int("from") == 0 && moved.int("to") == 1)
        let views = try changed(demo, "moved", after: m)
        let plan2 = try #require(views["tab.plan"]), notes2 = try #require(views["tab.notes"])
        #expect(plan2[0] < notes2[0], "Plan is now left of Notes")

        // The × of Ideas (the last tab) closes it.
        let ideas = try #require(views["tab.ideas"])
        m = demo.mark
        try demo.click(at: Int(ideas[0] + ideas[2] - 16), Int(ideas[1] + ideas[3] / 2))
        let closed = try demo.waitFor("tab.closed", after: m)
        #expect(closed.string("tab") == "ideas" && closed.int("count") == 2)
        // The status bar says so over the document's line.
        let said = try demo.waitFor("statusbar.message", after: m) {
            $0.string("id") == "workspace.status" && $0.string("text")?.hasPrefix("Closed") == true
        }
        #expect(said.string("text") == "Closed “Ideas”")
    }

    @Test("Drag the divider, move it by key, collapse the outline by a double click")
    func divider() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "workspace"])
        let shown = try demo.waitFor("scene.shown") { $0.string("scene") == "workspace" }
        try demo.waitForSettledFrame(since: shown.time)
        let d = try #require(demo.views["split.divider.0"])
        let outline = try #require(demo.views["workspace.outline.notes"])
        let (cx, cy) = (Int(d[0] + d[2] / 2), Int(d[1] + d[3] / 2))
        var m = demo.mark
        try demo.drag(from: (cx, cy), to: (cx + 80, cy))
        try demo.waitFor("split.moved", after: m)
        // Wait for the last move's layout: the drag ends 80 pixels on.
        let views = try demo.waitFor("workspace.changed", after: m) { e in
            guard e.string("reason") == "divider", let w = e.views["workspace.outline.notes"]?[2] else { return false }
            return abs(w - (outline[2] + 80)) <= 1
        }.views
        let wider = try #require(views["workspace.outline.notes"])
        #expect(abs(wider[2] - (outline[2] + 80)) <= 1, "the outline is 80 pixels wider: \(outline) → \(wider)")
        let d2 = try #require(views["split.divider.0"])
        #expect(abs(d2[0] - (d[0] + 80)) <= 1)

        // The press focused the divider: Right moves it 10 points on.
        m = demo.mark
        try demo.key("Right")
        let keyed = try demo.waitFor("split.moved", after: m)
        let before = (d2[0] - (outline[0])) // the position, relative to the split view's leading edge
        #expect(abs(Double(keyed.int("position") ?? 0) - (before + 10)) <= 1)

        // A double click collapses the outline.
        let d3 = try #require(try changed(demo, "divider", after: m)["split.divider.0"])
        m = demo.mark
        try x.xdotool("mousemove", "\(Int(d3[0] + d3[2] / 2))", "\(cy)", "click", "--repeat", "2", "--delay", "80", "1")
        let collapsed = try demo.waitFor("split.collapsed", after: m)
        #expect(collapsed["collapsed"] as? Bool == true && collapsed.int("pane") == 0)
        let after = try changed(demo, "divider", after: m)
        #expect(after["workspace.outline.notes"] == nil, "the collapsed outline is hidden")
        #expect(abs((after["split.divider.0"]?[0] ?? -1) - outline[0]) <= 1, "the divider went to the leading edge")
    }
}
