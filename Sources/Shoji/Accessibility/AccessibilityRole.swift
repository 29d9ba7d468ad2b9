/// What an accessible element is, for assistive technology (the role a screen reader speaks). The AT-SPI
/// bridge maps each to its role number; UIKit says this with traits, AT-SPI and GTK with a role.
public enum AccessibilityRole: String, Sendable, CaseIterable {
    /// Not exposed: the view's exposed descendants are lifted to its nearest exposed ancestor.
    case none
    /// The roles AT-SPI knows, by their ATK names.
    case application, window, dialog, panel, label, button, toggleButton, checkBox, switchControl, slider
    /// More of AT-SPI's roles.
    case progressBar, list, listItem, image, scrollPane, pageTabList, pageTab, busyIndicator
    /// A group of keys: the number pad.
    case keypad
    /// A message that asks for the user's answer (an alert card); its description is the message.
    case alert
    /// A short message that asks for nothing and goes by itself (a toast).
    case notification
    /// A list of commands shown on demand (a context or pull-down menu), and its commands.
    case menu, menuItem, checkMenuItem
    /// A menu item that is one choice of a group (only one checked).
    case radioMenuItem
    /// A window's row of menu titles.
    case menuBar
    /// A row of buttons for the window's commands.
    case toolBar
    /// A bar at a window's bottom edge that says how things stand (`StatusBar`).
    case statusBar
    /// A line between groups of items.
    case separator
    /// A short help text shown for the view under the pointer.
    case toolTip
    /// A one-line text field, a many-line text view and a field whose text is hidden.
    case entry, text, passwordText
    /// Rows and columns (`TableView`), a table whose first column is a tree (`OutlineView`), one row, one
    /// cell, and a column's title.
    case table, treeTable, tableRow, tableCell, columnHeader
    /// A form's controls: a choice from a list (a pop-up button), one of a group of exclusive options, and a
    /// number field with up and down (its value and range through `accessibilityNumericValue`).
    case comboBox, radioButton, spinButton
    /// A field that holds a date (`DatePicker`), typed or chosen from its calendar.
    case dateEditor
    /// An open or save dialog's content (AT-SPI's file chooser, as GTK's dialog says).
    case fileChooser
    /// Panes side by side or stacked with dividers between (`SplitView`); its value is the first divider's
    /// position.
    case splitPane

    /// Whether an element of this role stands for its whole subtree, as UIKit's accessibility elements do:
    /// a button's title label is its name, not a child of its own.
    public var isLeaf: Bool {
        switch self {
        case .label, .button, .toggleButton, .checkBox, .switchControl, .slider, .progressBar, .image,
             .pageTab, .busyIndicator, .menuItem, .checkMenuItem, .radioMenuItem, .separator, .toolTip, .notification,
             .entry, .text, .passwordText, .tableCell, .columnHeader, .comboBox, .radioButton, .spinButton,
             .dateEditor:
            return true
        case .none, .application, .window, .dialog, .panel, .list, .listItem, .scrollPane, .pageTabList, .keypad,
             .alert, .menu, .table, .treeTable, .tableRow, .menuBar, .toolBar, .fileChooser, .splitPane, .statusBar:
            return false
        }
    }
}
