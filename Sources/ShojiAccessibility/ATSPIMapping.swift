import Shoji

/// AT-SPI's numbers for Shoji's roles and states (at-spi2-core's `AtspiRole` and `AtspiStateType`, the
/// values libatspi 2.46 and pyatspi use).
enum ATSPI {
    static let applicationRole: UInt32 = 75
    /// `AtspiRelationType`: LABEL_FOR and LABELLED_BY.
    static let relationLabelFor: UInt32 = 1, relationLabelledBy: UInt32 = 2

    /// The role number, and the name libatspi's `GetRoleName` gives for it.
    static func role(_ role: AccessibilityRole) -> (number: UInt32, name: String) {
        switch role {
        case .none: return (20, "filler")
        case .application: return (75, "application")
        case .window: return (69, "window")
        case .dialog: return (16, "dialog")
        case .panel: return (39, "panel")
        case .label: return (29, "label")
        case .button: return (43, "push button")
        case .toggleButton: return (62, "toggle button")
        case .checkBox: return (7, "check box")
        // AT-SPI 2.46 has no switch role; GTK 3 exposes its switch as a toggle button too.
        case .switchControl: return (62, "toggle button")
        case .slider: return (51, "slider")
        case .progressBar: return (42, "progress bar")
        case .list: return (31, "list")
        case .listItem: return (32, "list item")
        case .image: return (27, "image")
        case .scrollPane: return (49, "scroll pane")
        case .pageTabList: return (38, "page tab list")
        case .pageTab: return (37, "page tab")
        // A spinner is progress of unknown amount: a progress bar that is busy (as GTK 4 and Qt say).
        case .busyIndicator: return (42, "progress bar")
        case .keypad: return (99, "grouping")
        case .alert: return (2, "alert")
        case .notification: return (101, "notification")
        case .menu: return (33, "menu")
        case .menuBar: return (34, "menu bar")
        case .toolBar: return (63, "tool bar")
        case .statusBar: return (54, "status bar")
        case .menuItem: return (35, "menu item")
        case .checkMenuItem: return (8, "check menu item")
        case .radioMenuItem: return (45, "radio menu item")
        case .separator: return (50, "separator")
        case .toolTip: return (64, "tool tip")
        case .entry: return (79, "entry")
        case .text: return (61, "text")
        case .passwordText: return (40, "password text")
        case .table: return (55, "table")
        case .treeTable: return (66, "tree table")
        case .tableRow: return (90, "table row")
        case .tableCell: return (56, "table cell")
        case .columnHeader: return (57, "table column header")
        case .comboBox: return (11, "combo box")
        case .radioButton: return (44, "radio button")
        case .spinButton: return (52, "spin button")
        case .dateEditor: return (12, "date editor")
        case .fileChooser: return (19, "file chooser")
        case .splitPane: return (53, "split pane")
        }
    }

    /// AT-SPI state numbers and the names its StateChanged events carry.
    enum State: Int, CaseIterable {
        case active = 1, busy = 3, checked = 4, enabled = 8, focusable = 11, focused = 12, horizontal = 14
        case modal = 16, pressed = 20, selectable = 22, selected = 23, sensitive = 24, showing = 25
        case vertical = 29, visible = 30, checkable = 41, expandable = 9, expanded = 10
        case editable = 7, multiLine = 17, singleLine = 26, selectableText = 38, readOnly = 43

        var eventName: String {
            switch self {
            case .active: return "active"
            case .busy: return "busy"
            case .checked: return "checked"
            case .enabled: return "enabled"
            case .focusable: return "focusable"
            case .focused: return "focused"
            case .horizontal: return "horizontal"
            case .modal: return "modal"
            case .pressed: return "pressed"
            case .selectable: return "selectable"
            case .selected: return "selected"
            case .sensitive: return "sensitive"
            case .showing: return "showing"
            case .vertical: return "vertical"
            case .visible: return "visible"
            case .checkable: return "checkable"
            case .editable: return "editable"
            case .multiLine: return "multi-line"
            case .singleLine: return "single-line"
            case .selectableText: return "selectable-text"
            case .readOnly: return "read-only"
            case .expandable: return "expandable"
            case .expanded: return "expanded"
            }
        }
    }

    /// Shoji's states as AT-SPI's (several for one: an enabled control is also "sensitive").
    static func states(_ s: AccessibilityStates) -> [State] {
        var out: [State] = []
        if s.contains(.enabled) { out += [.enabled, .sensitive] }
        let pairs: [(AccessibilityStates, State)] = [
            (.focusable, .focusable), (.focused, .focused), (.checkable, .checkable), (.checked, .checked),
            (.selectable, .selectable), (.selected, .selected), (.busy, .busy), (.modal, .modal),
            (.pressed, .pressed), (.showing, .showing), (.visible, .visible), (.horizontal, .horizontal),
            (.vertical, .vertical), (.editable, .editable), (.readOnly, .readOnly), (.singleLine, .singleLine),
            (.multiLine, .multiLine), (.selectableText, .selectableText),
            (.expandable, .expandable), (.expanded, .expanded),
        ]
        for (shoji, atspi) in pairs where s.contains(shoji) { out.append(atspi) }
        return out
    }

    /// The 64-bit state set as GetState sends it: two 32-bit words, low first.
    static func stateWords(_ states: [State]) -> [UInt32] {
        var bits: UInt64 = 0
        for s in states { bits |= 1 << UInt64(s.rawValue) }
        return [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)]
    }

    /// Coordinate types of the Component interface.
    enum CoordType: UInt32 { case screen = 0, window = 1, parent = 2 }

    /// Component layers: a window floats as a window, everything else is a widget.
    static let layerWidget: UInt32 = 3, layerWindow: UInt32 = 7
}
