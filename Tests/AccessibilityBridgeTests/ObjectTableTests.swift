import Shoji
import Testing
@testable import ShojiAccessibility

@MainActor
@Suite("Object paths for views")
struct ObjectTableTests {
    @Test("A view keeps its path; a view that is gone answers no more, and a new view never takes its path")
    func pathsOutliveNoView() {
        let table = ObjectTable()
        let kept = View()
        let path = table.path(for: kept)
        #expect(table.path(for: kept) == path)
        #expect(table.view(at: path) === kept)

        var gone: View? = View()
        let gonePath = table.path(for: gone!)
        gone = nil
        #expect(table.view(at: gonePath) == nil, "a client asking for a released view gets 'unknown object'")
        let fresh = View() // may reuse the released view's address
        #expect(table.path(for: fresh) != gonePath)
        #expect(table.view(at: ObjectTable.rootPath) == nil, "the root is the application, not a view")
        #expect(table.view(at: "/org/a11y/atspi/accessible/x") == nil)
    }

    @Test("Released views are forgotten as new ones are named, so the table does not grow without end")
    func sweep() {
        let table = ObjectTable()
        for _ in 0..<2000 { _ = table.path(for: View()) }
        #expect(table.count < 600)
    }
}
