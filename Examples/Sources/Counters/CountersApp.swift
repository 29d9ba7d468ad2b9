import Shoji
import ShojiRuntime
import ShojiX11

/// A list of counters under a toolbar, laid out by stacks alone: the toolbar keeps its height and the list
/// fills the rest of the window at any size (no `layoutSubviews` written by hand). A click on a row counts
/// it up, pulling the list down adds a counter, and "Reset…" asks before setting every count to zero. A
/// row's context menu (right click, a finger's long press, the Menu key) counts it up or down or resets it alone.
@main
final class CountersApp: ApplicationDelegate, ListViewDelegate {
    let configuration = ApplicationConfiguration(title: "Counters", size: Size(420, 520), minimumSize: Size(280, 200))
    let model = CounterList(count: 5)
    let list = ListView()
    let total = Label("", style: .headline)
    private var modal: GlobalModal?

    func applicationDidFinishLaunching(_ application: Application) {
        let reset = Button("Reset…") { [unowned self] _ in confirmReset(on: application.screen) }
        reset.identifier = "counters.reset"
        total.identifier = "counters.total"
        // The label takes the toolbar's spare width, so the button sits at the trailing end.
        total.flexibility = Flexibility(grow: 1)
        let toolbar = StackView([total, reset], axis: .horizontal, spacing: 12, distribution: .fill)
        toolbar.identifier = "counters.toolbar"
        toolbar.insets = .zero

        list.identifier = "counters.list"
        list.listDelegate = self
        list.contextMenuInteraction = ContextMenuInteraction { [unowned self] location in
            list.indexForRow(at: location).map { rowMenu($0) }
        }
        model.attach(to: list, clock: application.clock) { [unowned self] in updateTotal() }

        // The column fills the window: the toolbar at its natural height, the list (which has no height of
        // its own) all the rest, both as wide as the window less the insets.
        let root = StackView([toolbar, list], spacing: 12, alignment: .fill, distribution: .fill)
        root.identifier = "counters.root"
        root.backgroundColor = Color(white: 0.96)
        application.mainWindow.rootView = root
        updateTotal()
    }

    func listView(_ listView: ListView, didSelectRowAt row: Int) {
        model.increment(row, in: listView)
        updateTotal()
    }

    /// The context menu of `row`: Add one, Subtract one (not below zero) and Reset this counter.
    func rowMenu(_ row: Int) -> Menu {
        let add = MenuItem("Add one", identifier: "counters.menu.add") { [unowned self] _ in change(row, by: 1) }
        let subtract = MenuItem("Subtract one", identifier: "counters.menu.subtract") { [unowned self] _ in change(row, by: -1) }
        subtract.isEnabled = model.counts[row] > 0
        let reset = MenuItem("Reset this counter", identifier: "counters.menu.reset") { [unowned self] _ in
            change(row, by: -model.counts[row])
        }
        return Menu(title: "Counter \(row + 1)", items: [add, subtract, .separator(), reset])
    }

    private func change(_ row: Int, by delta: Int) {
        model.change(row, by: delta, in: list)
        updateTotal()
    }

    private func updateTotal() { total.text = "\(model.counts.count) counters, \(model.total) in all" }

    /// Asks before resetting every counter.
    ///
    /// Asks before resetting, with the standard alert: Return chooses Reset (the preferred, destructive
    /// action), Escape cancels.
    func confirmReset(on screen: Screen) {
        let modal = self.modal ?? GlobalModal(screen: screen)
        self.modal = modal
        let alert = Alert(title: "Reset every counter?", message: "Each counter goes back to zero.")
        alert.identifier = "counters.confirm"
        alert.addAction(AlertAction(title: "Cancel", style: .cancel, identifier: "counters.confirm.cancel"))
        let reset = AlertAction(title: "Reset", style: .destructive, identifier: "counters.confirm.reset") { [unowned self] _ in
            model.resetAll(in: list)
            updateTotal()
        }
        alert.addAction(reset)
        alert.preferredAction = reset
        modal.present(alert)
    }
}
