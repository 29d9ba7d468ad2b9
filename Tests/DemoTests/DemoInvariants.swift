@testable import Shoji
@testable import ShojiDemoKit

// Shared with the libFuzzer driver Fuzz/Sources/FuzzScreen (a link to this file), so that the headless fuzz
// test and the fuzzer hold the demo to the same promises.

/// Scene-specific invariants; each scene issue adds its own check here.
@MainActor
enum DemoInvariants {
    /// Every invariant: the window stack's, the view trees', then the scenes'. A description of the first
    /// broken one, or nil.
    static func all(screen: Screen, app: DemoApp) -> String? {
        let visibleKeys = screen.windows.filter { $0.isKeyWindow }
        guard visibleKeys.count == 1, let key = screen.keyWindow, !key.isHidden else {
            return "expected exactly one visible key window, have \(screen.keyWindow?.name ?? "none")"
        }
        for w in screen.windows { if let broken = treeProblem(w) { return broken } }
        return check(screen: screen, app: app)
    }

    /// Every view's geometry is finite and every subview's superview is the view that holds it.
    static func treeProblem(_ v: View) -> String? {
        guard v.frame.isFinite, v.bounds.isFinite, v.alpha.isFinite, !v.transform.a.isNaN, !v.transform.tx.isNaN else {
            return "view \(v.identifier ?? "\(type(of: v))") has a non-finite frame \(v.frame) or bounds \(v.bounds)"
        }
        for s in v.subviews {
            guard s.superview === v else { return "\(type(of: s)) is in \(type(of: v)).subviews but its superview differs" }
            if let broken = treeProblem(s) { return broken }
        }
        return nil
    }

    /// The scenes' invariants: a description of the first broken one, or nil.
    static func check(screen: Screen, app: DemoApp) -> String? {
        if let broken = containerIsSettled(app.sceneContainer, name: "shell") { return broken }
        if let scene = app.current as? TransitionsScene, let broken = containerIsSettled(scene.seedContainer, name: "seed") {
            return broken
        }
        screen.layoutIfNeeded()
        for w in screen.windows where !w.isHidden {
            if let problem = listProblem(in: w) { return problem }
        }
        return nil
    }

    /// Containers (issue 8): idle, exactly the selected child's view is in place, whole and untransformed;
    /// mid-transition, nothing but the two children and the shade.
    static func containerIsSettled(_ c: ContainerController, name: String) -> String? {
        guard c.isViewLoaded else { return nil }
        let subs = c.view.subviews
        if c.isTransitioning { return subs.count <= 3 ? nil : "\(name) container holds \(subs.count) views mid-transition" }
        guard let child = c.selectedChild else { return subs.isEmpty ? nil : "\(name) container shows views but no child" }
        guard subs.count == 1, subs[0] === child.view else { return "\(name) container holds \(subs.count) views when idle" }
        let v = child.view
        guard v.transform.isIdentity, v.alpha == 1, !v.isHidden, v.frame == c.frameForChild(in: c.view.bounds) else {
            return "\(name) container's child is left transformed, faded, hidden or misplaced after a transition"
        }
        return nil
    }

    /// Lists (refresh, fonts): only rows on screen have cells, each cell shows the row it is kept for,
    /// where the row's height puts it; and a refresh control adds its one inset while it needs it, never
    /// a second.
    static func listProblem(in view: View) -> String? {
        if let list = view as? ListView {
            let name = list.identifier ?? "list"
            let shown = list.subviews.compactMap { $0 as? ListCell }.filter { !$0.isHidden }
            if shown.count != list.visibleCells.count { return "\(name): \(shown.count) cells shown, \(list.visibleCells.count) kept" }
            let range = list.rowsInViewport()
            for (row, cell) in list.visibleCells {
                if cell.row != row || row >= list.numberOfRows { return "\(name): a cell kept for row \(row) shows row \(cell.row)" }
                guard list.reorder == nil else { continue }
                if range?.contains(row) != true { return "\(name): row \(row) has a cell but is not on screen" }
                if cell.frame.minY != list.metrics.offset(ofRow: row) { return "\(name): row \(row) drawn at \(cell.frame.minY)" }
            }
            if let rc = list.refreshControl {
                if list.contentInset.top != rc.appliedInset || ![0, RefreshControl.headerHeight].contains(rc.appliedInset) {
                    return "\(name): top inset \(list.contentInset.top) with the refresh control's \(rc.appliedInset)"
                }
                if (rc.state == .refreshing) != (rc.appliedInset > 0) && rc.state != .finishing(.failure) {
                    return "\(name): refresh control \(rc.state.name) with inset \(rc.appliedInset)"
                }
            }
        }
        for s in view.subviews { if let p = listProblem(in: s) { return p } }
        return nil
    }
}
