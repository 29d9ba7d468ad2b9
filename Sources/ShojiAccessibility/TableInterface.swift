import Shoji

/// `org.a11y.atspi.Table`, `TableCell` and `Selection` for views that are `AccessibleTable`s. The table's
/// children are its rows on screen, in row order, and a row's children its cells; any cell of any row can
/// be asked for by number (`GetAccessibleAt`), so a screen reader says "row 5 of 1,000,000, Name" of a
/// row that has no view. `Selection` counts children as GTK 4's list views do: the rows on screen.
extension AccessibilityBridge {
    /// The table, and the row an element of it stands for, when `view` is a table's row on screen.
    func tableRow(of view: View) -> (table: View, accessible: AccessibleTable, row: Int)? {
        guard let parent = view.accessibilityParent, let t = parent as? AccessibleTable,
              let row = t.accessibilityRow(of: view) else { return nil }
        return (parent, t, row)
    }

    /// The element's children as AT-SPI nodes: a table's rows in row order (row views are reused, so their
    /// paint order means nothing), a row's cells, any other element's exposed descendants.
    func accessibleChildren(of view: View) -> [Node] {
        if let (table, t, row) = tableRow(of: view) {
            return (0..<t.accessibilityColumnCount).map { .cell(table, row: row, column: $0) }
        }
        let kids = view.accessibilityChildren
        guard let t = view as? AccessibleTable else { return kids.map(Node.view) }
        return kids.enumerated().sorted { a, b in
            let ra = t.accessibilityRow(of: a.element) ?? -1, rb = t.accessibilityRow(of: b.element) ?? -1
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map { .view($0.element) }
    }

    func cellStates(_ node: Node) -> [ATSPI.State] {
        guard case .cell(let table, let row, let column) = node, let t = table as? AccessibleTable, table.window != nil else { return [] }
        var s = row >= 0 ? t.accessibilityCellStates(row: row, column: column) : [.enabled]
        let onScreen = row < 0 ? table.accessibilityStates.contains(.showing) : t.accessibilityRowElement(row) != nil
        if onScreen { s.formUnion(table.accessibilityStates.intersection([.visible, .showing])) }
        return ATSPI.states(s)
    }

    /// ARIA's row and column index (1-based) of a cell, and its level in an outline, as GTK 4 exports them.
    func cellAttributes(_ node: Node) -> [(String, String)] {
        guard case .cell(let table, let row, let column) = node, row >= 0, let t = table as? AccessibleTable else { return [] }
        var out = [("colindex", String(column + 1)), ("rowindex", String(row + 1))]
        if column == 0, let level = t.accessibilityLevel(ofRow: row) { out.append(("level", String(level))) }
        return out
    }

    // MARK: Table

    func handleTable(_ call: inout MethodCall, _ node: Node) -> Bool {
        guard case .view(let view) = node, let t = view as? AccessibleTable else { return false }
        let columns = t.accessibilityColumnCount, rows = t.accessibilityRowCount
        func cell(_ r: Int32?, _ c: Int32?) -> Node? {
            guard let r, let c, r >= 0, Int(r) < rows, c >= 0, Int(c) < columns else { return nil }
            return .cell(view, row: Int(r), column: Int(c))
        }
        switch call.member {
        case "GetAccessibleAt":
            let ref = cell(call.args.int32(), call.args.int32()).map { reference($0) } ?? .null
            reply(call) { $0.reference(ref) }
        case "GetIndexAt":
            let found = cell(call.args.int32(), call.args.int32())
            var index: Int32 = -1
            if case .cell(_, let r, let c)? = found { index = Int32(clamping: r * columns + c) }
            reply(call) { $0.int32(index) }
        case "GetRowAtIndex", "GetColumnAtIndex":
            guard let i = call.args.int32() else { invalidArgs(call); return true }
            let ok = i >= 0 && columns > 0 && Int(i) < rows * columns
            let answer: Int32 = ok ? (call.member == "GetRowAtIndex" ? i / Int32(columns) : i % Int32(columns)) : -1
            reply(call) { $0.int32(answer) }
        case "GetRowColumnExtentsAtIndex":
            guard let i = call.args.int32() else { invalidArgs(call); return true }
            let ok = i >= 0 && columns > 0 && Int(i) < rows * columns
            let r = ok ? Int(i) / columns : -1, c = ok ? Int(i) % columns : -1
            let selected = ok && t.accessibilitySelectedRows.contains(r)
            reply(call) { w in
                w.bool(ok); w.int32(Int32(r)); w.int32(Int32(c)); w.int32(ok ? 1 : 0); w.int32(ok ? 1 : 0); w.bool(selected)
            }
        case "GetRowExtentAt", "GetColumnExtentAt":
            let found = cell(call.args.int32(), call.args.int32())
            reply(call) { $0.int32(found == nil ? 0 : 1) }
        case "GetRowDescription":
            reply(call) { $0.string("") }
        case "GetColumnDescription":
            guard let c = call.args.int32() else { invalidArgs(call); return true }
            let title = c >= 0 && Int(c) < columns ? t.accessibilityColumnTitle(Int(c)) : ""
            reply(call) { $0.string(title) }
        case "GetRowHeader":
            reply(call) { $0.reference(.null) }
        case "GetColumnHeader":
            guard let c = call.args.int32() else { invalidArgs(call); return true }
            let ref = c >= 0 && Int(c) < columns ? reference(.cell(view, row: -1, column: Int(c))) : .null
            reply(call) { $0.reference(ref) }
        case "GetSelectedRows":
            var list: [Int32] = []
            for r in t.accessibilitySelectedRows {
                guard list.count < Limits.accessibleSelectedRows else { break }
                list.append(Int32(clamping: r))
            }
            reply(call) { w in w.array("i") { a in for r in list { a.int32(r) } } }
        case "GetSelectedColumns":
            reply(call) { w in w.array("i") { _ in } }
        case "IsRowSelected":
            guard let r = call.args.int32() else { invalidArgs(call); return true }
            let selected = t.accessibilitySelectedRows.contains(Int(r))
            reply(call) { $0.bool(selected) }
        case "IsSelected":
            guard let r = call.args.int32(), let c = call.args.int32() else { invalidArgs(call); return true }
            let selected = c >= 0 && Int(c) < columns && t.accessibilitySelectedRows.contains(Int(r))
            reply(call) { $0.bool(selected) }
        case "IsColumnSelected", "AddColumnSelection", "RemoveColumnSelection":
            // Rows are selected, never columns.
            reply(call) { $0.bool(false) }
        case "AddRowSelection", "RemoveRowSelection":
            guard let r = call.args.int32() else { invalidArgs(call); return true }
            let done = t.accessibilitySetRow(Int(r), selected: call.member == "AddRowSelection")
            reply(call) { $0.bool(done) }
        default:
            return false
        }
        return true
    }

    func tableProperties(_ view: View) -> [Property] {
        guard let t = view as? AccessibleTable else { return [] }
        let rows = Int32(clamping: t.accessibilityRowCount), columns = Int32(clamping: t.accessibilityColumnCount)
        let selected = Int32(clamping: t.accessibilitySelectedRows.count)
        return [
            Property(name: "NRows", signature: "i") { $0.int32(rows) },
            Property(name: "NColumns", signature: "i") { $0.int32(columns) },
            Property(name: "Caption", signature: "(so)") { $0.reference(.null) },
            Property(name: "Summary", signature: "(so)") { $0.reference(.null) },
            Property(name: "NSelectedRows", signature: "i") { $0.int32(selected) },
            Property(name: "NSelectedColumns", signature: "i") { $0.int32(0) },
        ]
    }

    // MARK: TableCell

    func handleTableCell(_ call: inout MethodCall, _ node: Node) -> Bool {
        guard case .cell(let table, let row, let column) = node, row >= 0 else { return false }
        switch call.member {
        case "GetRowColumnSpan":
            reply(call) { $0.int32(Int32(clamping: row)); $0.int32(Int32(column)); $0.int32(1); $0.int32(1) }
        case "GetColumnHeaderCells":
            let header = reference(.cell(table, row: -1, column: column))
            reply(call) { w in w.array("(so)") { $0.reference(header) } }
        case "GetRowHeaderCells":
            reply(call) { w in w.array("(so)") { _ in } }
        default:
            return false
        }
        return true
    }

    func tableCellProperties(_ node: Node) -> [Property] {
        guard case .cell(let table, let row, let column) = node, row >= 0 else { return [] }
        let tableRef = reference(table)
        return [
            Property(name: "ColumnSpan", signature: "i") { $0.int32(1) },
            Property(name: "RowSpan", signature: "i") { $0.int32(1) },
            Property(name: "Position", signature: "(ii)") { w in w.structure { $0.int32(Int32(clamping: row)); $0.int32(Int32(column)) } },
            Property(name: "Table", signature: "(so)") { $0.reference(tableRef) },
        ]
    }

    /// A cell's place (`GetExtents`, `GetPosition`, `GetSize`): its box while its row is on screen, else
    /// nothing (zeros), as GTK answers for a row scrolled away.
    func handleCellComponent(_ call: inout MethodCall, _ node: Node) -> Bool {
        guard case .cell(let table, let row, let column) = node, let t = table as? AccessibleTable else { return false }
        switch call.member {
        case "GetExtents", "GetPosition", "GetSize":
            guard let type = call.args.uint32().flatMap(ATSPI.CoordType.init) ?? (call.member == "GetSize" ? .screen : nil) else {
                invalidArgs(call); return true
            }
            var r = PixelRect(x: 0, y: 0, width: 0, height: 0)
            if row >= 0, let frame = t.accessibilityCellFrame(row: row, column: column) {
                r = extents(ofScreenRect: frame, in: type == .parent ? .window : type, relativeTo: table)
                if type == .parent, let rowView = t.accessibilityRowElement(row) {
                    let p = extents(of: rowView, in: .window)
                    r.x -= p.x; r.y -= p.y
                }
            }
            switch call.member {
            case "GetExtents":
                reply(call) { w in w.structure { $0.int32(r.x); $0.int32(r.y); $0.int32(r.width); $0.int32(r.height) } }
            case "GetPosition": reply(call) { $0.int32(r.x); $0.int32(r.y) }
            default: reply(call) { $0.int32(r.width); $0.int32(r.height) }
            }
        case "GetLayer":
            reply(call) { $0.uint32(ATSPI.layerWidget) }
        case "GetAlpha":
            reply(call) { $0.double(1) }
        default:
            return false
        }
        return true
    }

    // MARK: Selection

    /// The rows of the table's children (the rows on screen, in order); nil for a child that is no row.
    private func childRows(_ view: View, _ t: AccessibleTable) -> [Int?] {
        accessibleChildren(of: view).map { node in
            guard case .view(let v) = node else { return nil }
            return t.accessibilityRow(of: v)
        }
    }

    func handleSelection(_ call: inout MethodCall, _ node: Node) -> Bool {
        guard case .view(let view) = node, let t = view as? AccessibleTable else { return false }
        let rows = childRows(view, t)
        let selected = t.accessibilitySelectedRows
        func row(_ i: Int32?) -> Int? { i.flatMap { rows.indices.contains(Int($0)) ? rows[Int($0)] : nil } }
        switch call.member {
        case "GetSelectedChild":
            guard let i = call.args.int32() else { invalidArgs(call); return true }
            let chosen = rows.enumerated().filter { $0.element.map(selected.contains) ?? false }
            let ref: ObjectReference = i >= 0 && Int(i) < chosen.count
                ? reference(children(of: node)[chosen[Int(i)].offset]) : .null
            reply(call) { $0.reference(ref) }
        case "SelectChild", "DeselectChild":
            let r = row(call.args.int32())
            let done = r.map { t.accessibilitySetRow($0, selected: call.member == "SelectChild") } ?? false
            reply(call) { $0.bool(done) }
        case "DeselectSelectedChild":
            guard let i = call.args.int32() else { invalidArgs(call); return true }
            let chosen = rows.compactMap { $0 }.filter(selected.contains)
            let done = i >= 0 && Int(i) < chosen.count && t.accessibilitySetRow(chosen[Int(i)], selected: false)
            reply(call) { $0.bool(done) }
        case "IsChildSelected":
            let on = row(call.args.int32()).map(selected.contains) ?? false
            reply(call) { $0.bool(on) }
        case "SelectAll", "ClearSelection":
            let done = t.accessibilitySelectAllRows(call.member == "SelectAll")
            reply(call) { $0.bool(done) }
        default:
            return false
        }
        return true
    }

    func selectionProperties(_ view: View) -> [Property] {
        guard let t = view as? AccessibleTable else { return [] }
        let selected = t.accessibilitySelectedRows
        let n = Int32(clamping: childRows(view, t).filter { $0.map(selected.contains) ?? false }.count)
        return [Property(name: "NSelectedChildren", signature: "i") { $0.int32(n) }]
    }
}
