import Shoji

/// Where popups (menus, tool tips) open when there is no X server: in memory, below their anchor, where a
/// headless test can find them, lay them out, tap in them and take their pictures
/// (``HeadlessApplication/popups``). Menus are not kept on a monitor: there is none.
@MainActor
final class HeadlessPopupPresenter: PopupPresenter {
    /// The popups open now, oldest first.
    private(set) var open: [PopupWindow] = []

    func present(_ popup: PopupWindow) -> Rect {
        open.removeAll { $0 === popup }
        open.append(popup)
        return Rect(x: popup.anchor.minX, y: popup.anchor.maxY, width: popup.screen.size.width, height: popup.screen.size.height)
    }

    func dismiss(_ popup: PopupWindow) { open.removeAll { $0 === popup } }

    func monitor(containing point: Point) -> Rect { Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6) }
}
