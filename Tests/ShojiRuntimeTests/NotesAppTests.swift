import Foundation
import Shoji
import ShojiCairo
import ShojiRuntime
import Testing

/// What an outside app written from the docs needs of the headless application (issue 35's "Notes"): every
/// window and popup laid out and reachable, `tap` that says when nothing took the tap, typing through the
/// keys' own path, pictures of any window or popup, and a window brought to the front.
@MainActor
struct NotesAppTests {
    final class Notes: ApplicationDelegate {
        let configuration = ApplicationConfiguration(title: "Notes", size: Size(400, 300))
        let title = TextField(placeholder: "Title")
        var returns = 0
        var aboutTaps = 0
        var about: TopLevelWindow?
        weak var application: Application?

        func applicationDidFinishLaunching(_ application: Application) {
            self.application = application
            title.identifier = "notes.title"
            title.shouldReturn = { [weak self] _ in self?.returns += 1; return true }
            let open = Button("About") { [weak self] _ in self?.openAbout() }
            open.identifier = "notes.about"
            let toolbar = StackView([title, open], axis: .horizontal, alignment: .fill, distribution: .fill)
            application.mainWindow.rootView = StackView([toolbar, ListView()], alignment: .fill, distribution: .fill)
            application.mainWindow.makeFirstResponder(title)
        }

        /// An About window whose OK button sits in a stack: only a layout of that window gives it a frame.
        func openAbout() {
            if let about { return about.makeKeyAndOrderFront() }
            guard let application else { return }
            let w = application.openWindow(title: "About", size: Size(200, 120), name: "about")
            let ok = Button("OK") { [weak self] _ in self?.aboutTaps += 1 }
            ok.identifier = "about.ok"
            let off = Button("Off") { _ in }
            off.identifier = "about.off"
            off.isEnabled = false
            w.rootView = StackView([ok, off], distribution: .fill)
            about = w
        }
    }

    @Test("A button in a window opened with openWindow, placed by a stack, takes a tap (it once said true and did nothing)")
    func tapInASecondWindow() {
        let notes = Notes()
        let app = HeadlessApplication(delegate: notes)
        #expect(app.tap(identifier: "notes.about"))
        #expect(app.screens.count == 2)
        #expect(app.tap(identifier: "about.ok"))
        #expect(notes.aboutTaps == 1)
    }

    @Test("tap(identifier:) is false when nothing takes the tap: no such view, a disabled button, a view covered by another")
    func tapSaysFalse() {
        let notes = Notes()
        let app = HeadlessApplication(delegate: notes)
        #expect(!app.tap(identifier: "nothing.here"))
        notes.openAbout()
        #expect(!app.tap(identifier: "about.off"))
        let cover = View(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        notes.about?.window.addSubview(cover)
        #expect(!app.tap(identifier: "about.ok"))
        #expect(notes.aboutTaps == 0, "the covered button was not clicked")
    }

    @Test("type(_:) goes through a real key's path: the field gets the text, Shift for capitals, Return calls shouldReturn")
    func typing() {
        let notes = Notes()
        let app = HeadlessApplication(delegate: notes)
        app.type("Hello, 世界\n")
        #expect(notes.title.text == "Hello, 世界")
        #expect(notes.returns == 1)
        #expect(KeyEvent.typing("H") == KeyEvent(.character("h"), text: "H", modifiers: .shift))
        #expect(KeyEvent.typing("\t") == KeyEvent(.tab))
    }

    @Test("writePNG(of:) and image(of:) show a second window and a popup at their own sizes")
    func picturesOfAnyWindow() throws {
        let notes = Notes()
        let app = HeadlessApplication(delegate: notes)
        notes.openAbout()
        let popup = PopupWindow(kind: .popupMenu, size: Size(120, 60), parent: app.screen)
        let red = View(frame: Rect(x: 0, y: 0, width: 120, height: 60))
        red.backgroundColor = Color(red: 1, green: 0, blue: 0)
        popup.rootView = red
        popup.show(at: Rect(x: 40, y: 40, width: 0, height: 0))
        #expect(app.popups.count == 1 && app.popups[0] === popup && app.screens.count == 3)
        let image = app.image(of: popup.screen)
        #expect(image.pixelWidth == 120 && image.pixelHeight == 60)
        #expect(image.pixel(x: 60, y: 30) == 0xFFFF_0000, "the popup's own pixels")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-headless-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try app.writePNG(of: notes.about!.screen, to: dir + "/about.png")
        try app.writePNG(of: popup.screen, to: dir + "/popup.png")
        let about = try PNG.load(dir + "/about.png")
        #expect(about.pixelWidth == 200 && about.pixelHeight == 120)
        popup.dismiss()
        #expect(app.popups.isEmpty && app.screens.count == 2)
    }

    @Test("makeKeyAndOrderFront brings a window to the front: taps and keys reach it first")
    func bringToFront() {
        let notes = Notes()
        let app = HeadlessApplication(delegate: notes)
        notes.openAbout()
        let other = app.application.openWindow(title: "Other", size: Size(200, 120), name: "other")
        let ok = Button("OK") { _ in }
        ok.identifier = "about.ok"
        other.rootView = StackView([ok], distribution: .fill)
        #expect(app.keyScreen === other.screen, "the newest window is in front")
        #expect(app.tap(identifier: "about.notThere") == false)
        #expect(app.tap(identifier: "notes.about")) // opened already: brought to the front
        #expect(app.keyScreen === notes.about?.screen)
        #expect(app.tap(identifier: "about.ok") && notes.aboutTaps == 1, "the front window's button took it")
    }
}
