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
        let button = Button(tr("modal.titlebar"))
        button.identifier = "titlebar.notice"
        button.tintColor = Color(hex: 0x8CC4FF)
        button.primaryAction = { [weak self] _ in self?.announce() }
        app.shell.titleBar.addAccessory(button)
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

    /// The first of two nested modals; it opens the second.
    func presentNested() {
        let open = Button(tr("notice.nested.open"))
        open.identifier = "modal.nested.open"
        open.primaryAction = { [weak self] _ in self?.presentSecond() }
        let close = closeButton(id: "modal.dismiss") { [weak self] in self?.notices.dismiss() }
        notices.present(NoticeView(id: "notice.nested.first", title: tr("notice.nested.first.title"),
                                   message: tr("notice.nested.first.message"), buttons: [open, close]))
    }

    private func presentSecond() {
        let closeFirst = Button(tr("notice.nested.closeFirst"))
        closeFirst.identifier = "modal.nested.closeFirst"
        closeFirst.primaryAction = { [weak self] button in
            guard let self, self.notices.currentID == "notice.nested.first" else { return }
            self.notices.dismiss()
            button.isEnabled = false
        }
        let close = closeButton(id: "modal.nested.dismiss") { [weak self] in self?.nested.dismiss() }
        let second = NoticeView(id: "notice.nested.second", title: tr("notice.nested.second.title"),
                                message: tr("notice.nested.second.message"), buttons: [closeFirst, close])
        second.preferredWidth = 360 // narrower, so that the first one shows round it
        nested.present(second)
    }

    // MARK: Notices

    private func sample(id: String, message: String) -> NoticeView {
        NoticeView(id: id, title: tr("notice.sample.title"), message: message,
                   buttons: [closeButton(id: "modal.dismiss") { [weak self] in self?.notices.dismiss() }])
    }

    private func announcement() -> NoticeView {
        NoticeView(id: "notice.announcement", badge: tr("notice.announcement.badge"), title: tr("notice.announcement.title"),
                   message: tr("notice.announcement.message"),
                   buttons: [closeButton(id: "modal.dismiss") { [weak self] in self?.notices.dismiss() }])
    }

    /// Not dismissible: no Escape, and its one button "updates".
    private func forcedUpdate() -> NoticeView {
        let update = Button(tr("notice.update.button"))
        update.identifier = "modal.update"
        update.primaryAction = { [weak self] _ in self?.notices.dismiss() }
        return NoticeView(id: "notice.update", badge: tr("notice.update.badge"), badgeColor: Color(hex: 0xD93025),
                          title: tr("notice.update.title"), message: tr("notice.update.message"), buttons: [update])
    }

    private func closeButton(id: String, _ action: @escaping @MainActor () -> Void) -> Button {
        let b = Button(tr("modal.close"))
        b.identifier = id
        b.primaryAction = { _ in action() }
        return b
    }
}
