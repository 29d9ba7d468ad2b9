import Shoji

/// One top-level window as an XDND drop target: the window (XdndAware), the screen it shows, its own
/// ``XdndTarget`` machine and the tracker that highlights the view under a drag. Every top-level of the
/// program has one (popups, menus and tooltips none: a drop never lands on them), so a drag from another
/// program, or from another window of this one, can be dropped into any of them; the messages of one
/// drag name the window they are for, and each window answers its own.
@MainActor
final class DropSite {
    /// The top-level window.
    let window: UInt
    /// The screen shown in it (weak: the host owns it; a site outlives its host only until it is removed).
    private(set) weak var screen: Shoji.Screen?
    /// The drag from another program over this window, if any.
    var target: XdndTarget
    /// Which view would take the drag now; made at XdndEnter with the offered types.
    var tracker: DropTracker?
    /// Where the drag was last over the window, in its screen's points: where a drop lands.
    var lastDropPoint = Point(x: 0, y: 0)

    init(window: UInt, screen: Shoji.Screen, atoms: TransferAtoms) {
        self.window = window
        self.screen = screen
        target = XdndTarget(atoms: atoms, window: window)
    }

    /// The drag left, was refused or dropped: take the highlight away.
    func exit() {
        tracker?.exit()
        tracker = nil
    }
}
