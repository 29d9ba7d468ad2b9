import Shoji

extension DemoApp {
    /// The title bar's pull-down: Slow motion (F2) and Inspector (F12), checked while on, and About
    /// Shoji… (F1). The demo picks its language at launch (`--lang`), so the menu has no Language item.
    func appMenu() -> Menu {
        let slow = MenuItem(tr("menu.slowMotion"), shortcut: "F2", identifier: "menu.slowMotion") { [weak self] _ in
            self?.slowMotion?.toggle()
        }
        slow.isCheckable = true
        slow.isChecked = slowMotion.map { $0.clock.factor != 1 } ?? false
        slow.isEnabled = slowMotion != nil
        let inspect = MenuItem(tr("menu.inspector"), shortcut: "F12", identifier: "menu.inspector") { [weak self] _ in
            self?.inspector.toggle()
        }
        inspect.isCheckable = true
        inspect.isChecked = inspector.isEnabled
        let about = MenuItem(tr("menu.about"), shortcut: "F1", identifier: "menu.about") { [weak self] _ in self?.openAbout?() }
        about.isEnabled = openAbout != nil
        return Menu(title: "app", items: [slow, inspect, .separator(), about])
    }
}

/// The title bar's tool tips: a `ToolTipController` on the main screen, each tip a `ToolTipView` in a
/// tool tip window below its view. Any input the window system sees closes the window; the controller
/// then keeps the tip away until the pointer leaves the view.
@MainActor
final class TitleBarToolTips {
    private let controller: ToolTipController
    private weak var screen: Screen?
    private var popup: PopupWindow?

    init(screen: Screen) {
        self.screen = screen
        controller = ToolTipController(screen: screen)
        controller.onShow = { [weak self] text, view, _ in self?.show(text, below: view) }
        controller.onHide = { [weak self] in self?.hide() }
    }

    private func show(_ text: String, below view: View) {
        guard let screen else { return }
        hide()
        let tip = ToolTipView(text: text)
        tip.identifier = "tooltip.text"
        let p = PopupWindow(kind: .tooltip, size: tip.frame.size, parent: screen)
        p.window.backgroundColor = tip.backgroundColor // the X window is square: no white corners
        p.rootView = tip
        p.onDismiss = { [weak self, weak p] _ in
            guard let self, self.popup === p else { return }
            self.popup = nil
            // Closed by the window system on input (a key, a press): the controller hears of it, so that it
            // does not show it again until the pointer leaves the view.
            self.controller.userDidInteract()
        }
        popup = p
        // Below the view the tip belongs to (the hit view may be its label, whose superview has the tip).
        var owner = view
        while owner.toolTip == nil, let up = owner.superview { owner = up }
        p.show(at: owner.screenBoundingBox)
    }

    private func hide() {
        let p = popup
        popup = nil
        p?.dismiss()
    }
}
