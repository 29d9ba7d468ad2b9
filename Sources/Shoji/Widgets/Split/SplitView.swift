/// Two or more panes side by side or stacked, with a divider between each two that the user drags, as
/// AppKit's `NSSplitView`, GTK's `GtkPaned` and Qt's `QSplitter`.
///
/// ```swift
/// let split = SplitView(panes: [sidebar, editor], axis: .horizontal)
/// split.setMinimumSize(120, forPaneAt: 0)
/// split.setPosition(200, ofDividerAt: 0)
/// defaults.splitState = split.state            // later: split.state = defaults.splitState
/// ```
///
/// A divider is dragged with the mouse (the resize cursor shows over it), or focused with Tab and moved
/// with the arrow keys (Shift: a point at a time), Home and End to its limits. No pane gets smaller than
/// its minimum size, whether a divider is dragged or the window shrinks: a change of the split view's
/// size goes to ``resizingPaneIndex`` first (the last pane unless set), then to the others from the last.
/// A double click on a divider collapses the pane before it (or restores a collapsed neighbour); so do
/// ``collapsePane(at:)`` and ``expandPane(at:)``. ``state`` is a `Codable` value of the sizes and the
/// collapsed panes, for an app to keep and give back.
///
/// For assistive technology it is a `split pane` whose value is the first divider's position; each
/// divider is a focusable `separator` with its own position as value. Traces `split.moved` and
/// `split.collapsed`.
@MainActor
open class SplitView: View {
    /// Which way the panes go.
    public enum Axis: Sendable, Hashable {
        /// Side by side, with vertical dividers.
        case horizontal
        /// Stacked, with horizontal dividers.
        case vertical
    }

    /// What an app stores to give the user back the same split: each pane's size along the axis and which
    /// panes are collapsed.
    public struct State: Codable, Hashable, Sendable {
        /// Each pane's size along the axis, in points (a collapsed pane's size before it collapsed).
        public var sizes: [Double]
        /// Whether each pane is collapsed.
        public var collapsed: [Bool]
        /// A state of these sizes, none collapsed unless said.
        public init(sizes: [Double], collapsed: [Bool]? = nil) {
            self.sizes = sizes
            self.collapsed = collapsed ?? sizes.map { _ in false }
        }
    }

    /// One pane and what the split view knows of it.
    struct Pane {
        let view: View
        var minimumSize: Double
        /// Its size along the axis; nil until the first layout shares the room.
        var size: Double?
        var isCollapsed = false
        /// The size it had before it collapsed, given back when it is restored.
        var sizeBeforeCollapse: Double?
    }

    /// The way the panes go.
    public let axis: Axis
    /// The panes' views, in order.
    public var panes: [View] { items.map(\.view) }
    /// The dividers, one between each two panes.
    public private(set) var dividers: [SplitDivider] = []
    /// The pane that takes a change of the split view's size first (nil: the last).
    public var resizingPaneIndex: Int?
    /// The thickness of a divider, the width of its grip.
    public static let dividerThickness = 6.0
    /// How far an arrow key moves a divider.
    public static let keyboardStep = 10.0
    /// Called after the user moved a divider (dragged, by key, collapsed or restored by a double click).
    public var dividerMoved: (@MainActor (SplitView, Int) -> Void)?

    var items: [Pane] = []

    /// A split view of `panes` (each minimum size 0, sharing the room equally at first).
    public init(panes: [View] = [], axis: Axis = .horizontal, frame: Rect = .zero) {
        self.axis = axis
        super.init(frame: frame)
        for p in panes { addPane(p) }
    }

    /// Adds `view` as the last pane, `size` points long (nil: a share of the room left).
    public func addPane(_ view: View, minimumSize: Double = 0, size: Double? = nil) {
        if !items.isEmpty {
            let d = SplitDivider(index: dividers.count)
            d.splitView = self
            dividers.append(d)
            addSubview(d)
        }
        items.append(Pane(view: view, minimumSize: max(0, minimumSize), size: size))
        insertSubview(view, at: 0)
        setNeedsLayout()
    }

    /// Sets the smallest the pane at `index` may get (a collapsed pane is 0).
    public func setMinimumSize(_ size: Double, forPaneAt index: Int) {
        guard items.indices.contains(index) else { return }
        items[index].minimumSize = max(0, size)
        setNeedsLayout()
    }

    /// The smallest the pane at `index` may get.
    public func minimumSize(ofPaneAt index: Int) -> Double {
        items.indices.contains(index) ? items[index].minimumSize : 0
    }

    /// The length along the axis, and what the panes share of it (less the dividers).
    var length: Double { axis == .horizontal ? bounds.width : bounds.height }
    var paneRoom: Double { max(0, length - Double(dividers.count) * SplitView.dividerThickness) }

    /// A pane's smallest size now: 0 when collapsed.
    func floor(_ i: Int) -> Double { items[i].isCollapsed ? 0 : items[i].minimumSize }

    // MARK: Dividers

    /// Where divider `index` starts along the axis, in the split view's coordinates.
    public func positionOfDivider(at index: Int) -> Double {
        fitSizes()
        let panes = items.prefix(index + 1).reduce(0) { $0 + ($1.size ?? 0) }
        return panes + Double(index) * SplitView.dividerThickness
    }

    /// Moves divider `index` to start at `position` along the axis, as far as the two panes beside it
    /// allow (neither under its minimum). A collapsed pane beside it comes back once it would be at least
    /// its minimum size.
    public func setPosition(_ position: Double, ofDividerAt index: Int) {
        guard dividers.indices.contains(index) else { return }
        fitSizes()
        let a = index, b = index + 1
        let start = positionOfDivider(at: index) - (items[a].size ?? 0)
        let pair = (items[a].size ?? 0) + (items[b].size ?? 0)
        var first = position - start
        if items[a].isCollapsed, first >= items[a].minimumSize { items[a].isCollapsed = false }
        if items[b].isCollapsed, pair - first >= items[b].minimumSize { items[b].isCollapsed = false }
        let lo = floor(a), hi = pair - floor(b)
        first = hi >= lo ? min(max(first, lo), hi) : (items[a].size ?? 0)
        if items[a].isCollapsed { first = 0 }
        if items[b].isCollapsed { first = pair }
        items[a].size = first
        items[b].size = pair - first
        setNeedsLayout()
    }

    /// Collapses the pane at `index` to nothing (its neighbour takes the room), remembering its size.
    public func collapsePane(at index: Int) {
        guard items.indices.contains(index), !items[index].isCollapsed, items.count > 1 else { return }
        fitSizes()
        let n = neighbour(of: index)
        let size = items[index].size ?? 0
        items[index].sizeBeforeCollapse = size
        items[index].isCollapsed = true
        items[index].size = 0
        items[n].size = (items[n].size ?? 0) + size
        Trace.emit("split.collapsed", ["id": TraceValue(identifier), "pane": .number(Double(index)), "collapsed": .bool(true)])
        setNeedsLayout()
    }

    /// Gives a collapsed pane back its size (as far as its neighbour can spare, keeping its minimum).
    public func expandPane(at index: Int) {
        guard items.indices.contains(index), items[index].isCollapsed else { return }
        fitSizes()
        let n = neighbour(of: index)
        let want = max(items[index].sizeBeforeCollapse ?? items[index].minimumSize, items[index].minimumSize)
        let spare = max(0, (items[n].size ?? 0) - floor(n))
        let size = min(want, spare)
        items[index].isCollapsed = false
        items[index].size = size
        items[n].size = (items[n].size ?? 0) - size
        Trace.emit("split.collapsed", ["id": TraceValue(identifier), "pane": .number(Double(index)), "collapsed": .bool(false)])
        setNeedsLayout()
    }

    /// Whether the pane at `index` is collapsed.
    public func isPaneCollapsed(at index: Int) -> Bool { items.indices.contains(index) && items[index].isCollapsed }

    /// The pane that gives or takes the room of the pane at `index` when it collapses: the next, or for
    /// the last pane the one before.
    private func neighbour(of index: Int) -> Int { index + 1 < items.count ? index + 1 : index - 1 }

    /// A double click on divider `index`: restores a collapsed pane beside it, else collapses the pane
    /// before it.
    func toggleCollapse(ofDividerAt index: Int) {
        if items[index].isCollapsed { expandPane(at: index) }
        else if items[index + 1].isCollapsed { expandPane(at: index + 1) }
        else { collapsePane(at: index) }
        userMovedDivider(index)
    }

    /// The user moved divider `index`: trace it, tell the owner and assistive technology.
    func userMovedDivider(_ index: Int) {
        layoutIfNeeded()
        let position = positionOfDivider(at: index)
        Trace.emit("split.moved", ["id": TraceValue(identifier), "divider": .number(Double(index)),
                                   "position": .number(position)])
        dividerMoved?(self, index)
        dividers[index].postAccessibility(.valueChanged(dividers[index]))
        if index == 0 { postAccessibility(.valueChanged(self)) }
    }

    open override func layoutSubviews() { layoutPanes() }

    // MARK: State

    /// The sizes and collapsed panes, to store; setting it gives them back (fitted to the room there is).
    public var state: State {
        get {
            fitSizes()
            return State(sizes: items.map { $0.isCollapsed ? ($0.sizeBeforeCollapse ?? 0) : ($0.size ?? 0) },
                         collapsed: items.map(\.isCollapsed))
        }
        set {
            for i in items.indices {
                let collapsed = newValue.collapsed.indices.contains(i) && newValue.collapsed[i]
                let size = newValue.sizes.indices.contains(i) ? max(0, newValue.sizes[i]) : nil
                items[i].isCollapsed = collapsed
                items[i].sizeBeforeCollapse = collapsed ? size : nil
                items[i].size = collapsed ? 0 : size
            }
                setNeedsLayout()
        }
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .splitPane }
        set { super.accessibilityRole = newValue }
    }
    open override var accessibilityStates: AccessibilityStates {
        super.accessibilityStates.union(axis == .horizontal ? .horizontal : .vertical)
    }
    /// The first divider's position and its range.
    open override var accessibilityNumericValue: AccessibilityValueRange? { dividers.first?.accessibilityNumericValue }
}
