import Testing
@testable import Shoji

/// The UI font from the desktop (`Gtk/FontName`): the description read as Pango writes it, sizes kept in
/// proportion to body text, and a change re-lays out every label and text field of a window in the next
/// update, while a style that names its own family keeps its size.
@MainActor
@Suite("System font")
struct SystemFontTests {
    @Test("A Pango description gives the family and the size in points (1/72 in), px sizes as they are")
    func parsing() {
        let cantarell = SystemFont(description: "Cantarell 11")
        #expect(cantarell.family == "Cantarell")
        #expect(abs(cantarell.size - 14.667) < 0.001)
        let cjk = SystemFont(description: "Noto Sans CJK JP 10")
        #expect(cjk.family == "Noto Sans CJK JP" && abs(cjk.size - 13.333) < 0.001)
        // Style words are not part of the family; a generic alias is the toolkit's own list.
        #expect(SystemFont(description: "DejaVu Sans Bold Italic 12").family == "DejaVu Sans")
        #expect(SystemFont(description: "Sans 20px") == SystemFont(family: nil, size: 20))
        // Missing parts keep the standard's; nonsense is clamped, not obeyed.
        #expect(SystemFont(description: "Cantarell") == SystemFont(family: "Cantarell", size: 15))
        #expect(SystemFont(description: "Cantarell 1000").size == Limits.systemFontSize.upperBound)
        #expect(SystemFont(description: "Cantarell -3").family == "Cantarell -3")
        #expect(SystemFont(description: nil) == .standard)
        #expect(SystemFont(description: "") == .standard)
    }

    @Test("Styles naming no family keep their proportion to body text; a named family is left alone")
    func resolving() {
        let double = SystemFont(family: "Cantarell", size: 30)
        #expect(TextStyle.body.resolved(with: double).size == 30)
        #expect(TextStyle.caption.resolved(with: double).size == 24)
        #expect(TextStyle.title.resolved(with: double).weight == .bold)
        let own = TextStyle(family: "DejaVu Serif", size: 15)
        #expect(own.resolved(with: double) == own)
        #expect(TextStyle.body.resolved(with: .standard) == .body)
    }

    @Test("A bigger desktop font grows labels and text fields in the next layout; an app's own font stays")
    func liveChange() {
        defer { Typesetter.systemFont = .standard }
        let screen = Screen(size: Size(600, 400), clock: ManualClock())
        let window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        let label = Label("Follow the desktop")
        let own = Label("Own font", style: TextStyle(family: "DejaVu Serif", size: 15))
        let field = TextField()
        field.text = "typed"
        let stack = StackView([label, own, field], spacing: 8, alignment: .leading)
        window.rootView = stack
        screen.layoutIfNeeded()
        let (labelBefore, ownBefore, fieldBefore) = (label.frame, own.frame, field.intrinsicContentSize)

        // "Sans 22.5" is 30 points: twice body text.
        screen.desktopSettings.fontName = "Sans 22.5"
        #expect(Typesetter.systemFont == SystemFont(family: nil, size: 30))
        #expect(screen.hasPendingUpdate)
        screen.layoutIfNeeded()
        #expect(label.frame.width > labelBefore.width * 1.8)
        #expect(label.frame.height > labelBefore.height * 1.8)
        #expect(label.textLayout.style.size == 30)
        #expect(own.frame.size == ownBefore.size)
        #expect(field.intrinsicContentSize.height > fieldBefore.height)

        // The desktop naming no font again: back to the toolkit's own.
        screen.desktopSettings.fontName = nil
        screen.layoutIfNeeded()
        #expect(label.frame.size == labelBefore.size)
    }
}
