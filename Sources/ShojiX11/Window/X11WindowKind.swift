import Shoji

/// What an X window of the program is: a top-level the window manager manages (normal, or a dialog
/// transient for another window), or a popup placed by the program itself (override-redirect).
enum X11WindowKind: Equatable {
    case normal
    /// A dialog, `WM_TRANSIENT_FOR` the X window given.
    case dialog(transientFor: UInt)
    case popup(PopupWindow.Kind)

    var isPopup: Bool { if case .popup = self { return true } else { return false } }

    /// Whether the window grabs the pointer and keyboard while open (a menu).
    var grabsInput: Bool { if case .popup(let k) = self { return k.grabsInput } else { return false } }

    /// `_NET_WM_WINDOW_TYPE`.
    var windowType: String {
        switch self {
        case .normal: return "_NET_WM_WINDOW_TYPE_NORMAL"
        case .dialog: return "_NET_WM_WINDOW_TYPE_DIALOG"
        case .popup(.popupMenu): return "_NET_WM_WINDOW_TYPE_POPUP_MENU"
        case .popup(.dropdownMenu): return "_NET_WM_WINDOW_TYPE_DROPDOWN_MENU"
        case .popup(.tooltip): return "_NET_WM_WINDOW_TYPE_TOOLTIP"
        }
    }
}
