import Shoji
import ShojiRuntime
import ShojiX11

/// Several of Shoji's patterns in one window, as an app would combine them: a 1,000-row list with pull to
/// refresh, a card with an inner shadow on its top edge and a drop shadow, a button that presents a global
/// alert, a popup number pad writing into a label, and a toast layer above everything that lets clicks
/// through to what is below.
@main
final class FeedApp: ApplicationDelegate, NumberPadObserver {
    let configuration = ApplicationConfiguration(title: "Feed", size: Size(900, 620), minimumSize: Size(640, 480))
    let posts = PostList(count: 1_000)
    let typed = Label("Type a number on the pad")
    let toasts = ToastPresenter()
    private var modal: GlobalModal?

    func applicationDidFinishLaunching(_ application: Application) {
        let list = ListView()
        list.identifier = "feed.list"
        posts.attach(to: list, clock: application.clock) { [unowned self] added in
            toasts.show("\(added) new posts")
        }

        let notice = Button("Show a notice") { [unowned self] _ in presentNotice(on: application.screen) }
        notice.identifier = "feed.notice"
        notice.isFilled = true

        let pad = NumberPad()
        pad.identifier = "feed.pad"
        pad.frame.size = Size(360, 64)
        pad.addObserver(self)
        typed.identifier = "feed.typed"

        let side = StackView([Card(), notice, pad, typed], spacing: 18)
        side.identifier = "feed.side"
        toasts.identifier = "feed.toasts"
        let root = FeedRootView(list: list, side: side, toasts: toasts)
        application.mainWindow.rootView = root
    }

    func numberPad(_ pad: NumberPad, didUpdateSequence sequence: String) { typed.text = "Typed: \(sequence)" }

    /// The standard alert in a global modal: its own window above the app, everything below dimmed and
    /// blocked until it closes (Close, or Escape: Close is the cancel action).
    private func presentNotice(on screen: Screen) {
        let modal = self.modal ?? GlobalModal(screen: screen)
        self.modal = modal
        let alert = Alert(title: "A notice above everything", message: "The list, the card and the pad wait below.")
        alert.identifier = "feed.notice"
        alert.addAction(AlertAction(title: "Close", style: .cancel, identifier: "feed.notice.close"))
        modal.present(alert)
    }
}

/// The list fills the left, the controls stack on the right, the toast layer covers the whole window.
final class FeedRootView: View {
    let list: ListView, side: StackView, toasts: ToastPresenter

    init(list: ListView, side: StackView, toasts: ToastPresenter) {
        self.list = list; self.side = side; self.toasts = toasts
        super.init()
        backgroundColor = Color(white: 0.96)
        [list, side, toasts].forEach(addSubview)
    }

    override func layoutSubviews() {
        let sideWidth = min(420, bounds.width * 0.5)
        list.frame = Rect(x: 0, y: 0, width: bounds.width - sideWidth, height: bounds.height)
        side.frame = Rect(x: bounds.width - sideWidth, y: 0, width: sideWidth, height: bounds.height)
        toasts.frame = bounds
    }
}
