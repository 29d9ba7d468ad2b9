import Shoji

/// The app's global modals. They belong to the app, not to a scene, so that a notice shows over whatever
/// scene is on screen (the title bar's button works from every scene, and the timed sample shows over the
/// scene you switched to meanwhile). `notices` is the window named `modal`; the nested demo opens
/// `modal.nested` above it.
@MainActor
final class DemoModals {
    let notices: GlobalModal
    let nested: GlobalModal
    private unowned let app: DemoApp
    /// The title bar's notice button.
    private let button = Button(tr("modal.titlebar"))
    /// Called when anything the modal scene shows changed (key window, windows, queue).
    var onChange: (() -> Void)?

    init(app: DemoApp) {
        self.app = app
        notices = GlobalModal(screen: app.screen, name: "modal")
        nested = GlobalModal(screen: app.screen, name: "modal.nested")
        notices.window.accessibilityLabel = tr("modal.titlebar")
        nested.window.accessibilityLabel = tr("modal.nested")
        for modal in [notices, nested] {
            // Tests click inside the modal: its views' frames come with `modal.presented`.
            modal.traceFields = { [unowned app] in [("views", app.visibleViews())] }
            modal.onChange = { [weak self] in self?.onChange?() }
        }
        let previous = app.screen.onKeyWindowChange
        app.screen.onKeyWindowChange = { [weak self] window in
            previous?(window)
            self?.onChange?()
        }
        button.identifier = "titlebar.notice"
        button.tintColor = Color(hex: 0x8CC4FF)
        button.primaryAction = { [weak self] _ in self?.announce() }
        app.shell.titleBar.addAccessory(button)
    }

    /// The title bar's button and the windows' names in the language now chosen.
    func retitle() {
        button.title = tr("modal.titlebar")
        notices.window.accessibilityLabel = tr("modal.titlebar")
        nested.window.accessibilityLabel = tr("modal.nested")
    }

    // MARK: What the scene and the title bar do

    /// The sample notice, now; it replaces anything shown.
    func presentSample() {
        notices.present(sample(id: "notice.sample", message: tr("notice.sample.message")))
    }

    /// The seed's sample: present 3 s from now and dismiss at 6 s, over whatever is on screen by then.
    /// The timers are the app's, so switching scenes does not cancel them.
    func presentTimed() {
        let clock = app.screen.clock
        clock.schedule(after: 3) { [weak self] in
            guard let self else { return }
            self.notices.present(self.sample(id: "notice.timed", message: tr("notice.timed.message")))
        }
        clock.schedule(after: 6) { [weak self] in
            guard let self, self.notices.currentID == "notice.timed" else { return } // closed already: leave the rest
            self.notices.dismiss()
        }
    }

    /// An announcement, queued behind anything shown.
    func announce() {
        notices.enqueue(announcement(), priority: .normal)
    }

    /// An announcement, then a forced update: the update shows at once, the announcement after it.
    func queueTwo() {
        notices.enqueue(announcement(), priority: .normal)
        notices.enqueue(forcedUpdate(), priority: .required, isDismissible: false)
    }

    /// The first of two nested modals; it opens the second. Its "Open another" keeps it open, so the two
    /// are up together.
    func presentNested() {
        let first = alert(id: "notice.nested.first", title: tr("notice.nested.first.title"), message: tr("notice.nested.first.message"))
        first.addAction(AlertAction(title: tr("notice.nested.open"), identifier: "modal.nested.open", dismissesAlert: false) { [weak self] _ in
            self?.presentSecond()
        })
        first.addAction(close(id: "modal.dismiss"))
        notices.present(first)
    }

    private func presentSecond() {
        let second = alert(id: "notice.nested.second", title: tr("notice.nested.second.title"), message: tr("notice.nested.second.message"))
        second.addAction(AlertAction(title: tr("notice.nested.closeFirst"), identifier: "modal.nested.closeFirst", dismissesAlert: false) { [weak self] action in
            guard let self, self.notices.currentID == "notice.nested.first" else { return }
            self.notices.dismiss()
            action.isEnabled = false
        })
        second.addAction(close(id: "modal.nested.dismiss"))
        second.preferredWidth = 360 // narrower, so that the first one shows round it
        nested.present(second)
    }

    /// The standard question with a destructive answer; `answered` hears whether it deleted.
    func confirmDelete(_ answered: @escaping @MainActor (Bool) -> Void) {
        let a = alert(id: "notice.confirm", title: tr("confirm.title"), message: tr("confirm.message"))
        a.addAction(AlertAction(title: tr("confirm.cancel"), style: .cancel, identifier: "modal.confirm.cancel") { _ in answered(false) })
        a.addAction(AlertAction(title: tr("confirm.delete"), style: .destructive, identifier: "modal.confirm.delete") { _ in answered(true) })
        notices.present(a)
    }

    // MARK: Notices: the toolkit's standard alert

    private func alert(id: String, title: String, message: String) -> Alert {
        let a = Alert(title: title, message: message)
        a.identifier = id
        return a
    }

    /// Closes the alert it is in (Escape too: it is the cancel action).
    private func close(id: String) -> AlertAction {
        AlertAction(title: tr("modal.close"), style: .cancel, identifier: id)
    }

    private func sample(id: String, message: String) -> Alert {
        let a = alert(id: id, title: tr("notice.sample.title"), message: message)
        a.addAction(close(id: "modal.dismiss"))
        return a
    }

    private func announcement() -> Alert {
        let a = alert(id: "notice.announcement", title: tr("notice.announcement.title"), message: tr("notice.announcement.message"))
        a.addAction(close(id: "modal.dismiss"))
        return a
    }

    /// No cancel action, so Escape does nothing: its one button "updates".
    private func forcedUpdate() -> Alert {
        let a = alert(id: "notice.update", title: tr("notice.update.title"), message: tr("notice.update.message"))
        a.addAction(AlertAction(title: tr("notice.update.button"), identifier: "modal.update"))
        return a
    }
}
