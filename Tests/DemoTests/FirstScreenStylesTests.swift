@testable import ShojiRuntime
import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit
@testable import ShojiX11

/// The demo names the text styles of its first screen so that their fonts are found on a background
/// thread while the window is made; a list that drifted from the screen would prepare fonts for nothing
/// and leave the first frame to find the others.
@MainActor
@Suite("First screen's text styles")
struct FirstScreenStylesTests {
    /// What picks a font: family, size and weight (wrapping and alignment do not).
    struct FontKey: Hashable, CustomStringConvertible {
        let family: String?, size: Double, weight: TextStyle.Weight
        init(_ s: TextStyle) { family = s.family; size = s.size; weight = s.weight }
        var description: String { "\(family ?? "default") \(size) \(weight)" }
    }

    /// Pango's text system, noting each font the first time a layout asks for it.
    final class Recorder: TextSystem {
        let text = PangoTextSystem()
        var fonts: [FontKey] = []
        func layout(_ string: String, style: TextStyle, width: Double?) -> TextLayout {
            if !fonts.contains(FontKey(style)) { fonts.append(FontKey(style)) }
            return text.layout(string, style: style, width: width)
        }
        func familyNames() -> [String] { text.familyNames() }
    }

    @Test("The demo prepares exactly the fonts its first frame lays text out in, in the order it first uses them")
    func listMatchesFirstFrame() {
        let saved = Typesetter.current
        defer { Typesetter.current = saved }
        let recorder = Recorder()
        Typesetter.current = recorder
        let app = HeadlessApplication(delegate: DemoDelegate())
        _ = app.image()
        #expect(recorder.fonts.count > 5, "the first screen lays out text")
        #expect(recorder.fonts == DemoDelegate.firstScreenTextStyles.map(FontKey.init))
    }
}
