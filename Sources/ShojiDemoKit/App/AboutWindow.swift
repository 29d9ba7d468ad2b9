import Shoji
import ShojiRuntime

/// "About Shoji": a second top-level window (a dialog of the main one) with the app's name, version, what
/// Shoji is and a note field: text entry, an input method, copy, paste and drops work in a second window
/// as in the first. F1 or the title bar's About button opens it; its Close button or the window manager's
/// close button closes it alone. (The title bar's pull-down menu will open it when the menu model lands.)
@MainActor
final class AboutWindow {
    static let version = "0.30"
    private weak var application: Application?
    private(set) var window: TopLevelWindow?

    init(application: Application) { self.application = application }

    /// Opens the window, or brings it to the front when it is already open.
    func open() {
        if let window { return window.makeKeyAndOrderFront() }
        guard let application else { return }
        let w = application.openWindow(title: tr("about.title"), size: Size(380, 270), kind: .dialog, name: "about")
        w.rootView = AboutView { [weak w] in w?.close() }
        w.onClose = { [weak self] in self?.window = nil }
        window = w
    }
}

/// The About window's content: name, version, one line on Shoji, a note field and a Close button.
@MainActor
private final class AboutView: View {
    private let name = Label(tr("app.title"), style: .title)
    private let version = Label(tr("about.version", AboutWindow.version), style: .body.with(size: 14))
    private let blurb = Label(tr("about.blurb"), style: .body.with(size: 14))
    private let note = TextField(placeholder: tr("about.note.placeholder"))
    private let close: Button

    init(onClose: @escaping @MainActor () -> Void) {
        close = Button(tr("about.close")) { _ in onClose() }
        super.init(frame: .zero)
        identifier = "about"
        name.identifier = "about.name"
        version.identifier = "about.version"
        version.textColor = .secondaryLabel
        blurb.numberOfLines = 0
        blurb.identifier = "about.blurb"
        note.identifier = "about.note"
        close.identifier = "about.close"
        close.toolTip = tr("about.close.tooltip") // shown in this second window as in the main one, with nothing set up
        for v in [name, version, blurb, note, close] as [View] { addSubview(v) }
    }

    override func layoutSubviews() {
        let w = bounds.width - 48
        name.frame = Rect(x: 24, y: 20, width: w, height: 32)
        version.frame = Rect(x: 24, y: 54, width: w, height: 20)
        blurb.frame = Rect(x: 24, y: 84, width: w, height: 60)
        note.place(at: Point(24, 152), width: w)
        close.frame = Rect(x: bounds.width - 24 - 96, y: bounds.height - 24 - 36, width: 96, height: 36)
    }
}
