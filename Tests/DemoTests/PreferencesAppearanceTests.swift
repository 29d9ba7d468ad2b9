import Foundation
@testable import ShojiRuntime
import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit
@testable import ShojiX11

/// The demo's Preferences window, a dialog of its own (so no scene picture shows it), drawn in light, dark
/// and both with increased contrast: its background follows the scheme and its labels and fields stay
/// readable on it. Only what Cairo drew is looked at.
@MainActor
@Suite("Preferences window in every appearance")
struct PreferencesAppearanceTests {
    /// WCAG's relative luminance of a drawn pixel (0xAARRGGBB, opaque).
    static func luminance(_ pixel: UInt32) -> Double {
        func linear(_ v: UInt32) -> Double {
            let c = Double(v & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(pixel >> 16) + 0.7152 * linear(pixel >> 8) + 0.0722 * linear(pixel)
    }

    static let appearances: [(AppearancePreference, Bool)] = [
        (.light, false), (.dark, true),
        (AppearancePreference(colorScheme: .light, contrast: .increased), false),
        (AppearancePreference(colorScheme: .dark, contrast: .increased), true),
    ]

    @Test("Preferences is dark in dark with light text, light in light with dark text, with and without more contrast")
    func followsTheScheme() throws {
        Typesetter.current = PangoTextSystem()
        for (appearance, dark) in Self.appearances {
            let app = HeadlessApplication(delegate: DemoDelegate())
            app.application.appearance = appearance
            let delegate = try #require(app.application.delegate as? DemoDelegate)
            delegate.preferencesWindow?.open()
            app.settle()
            let screen = try #require(app.screens.first { $0 !== app.screen }, "the Preferences window opened")
            let s = app.application.renderImageSurface(of: screen)
            var sum = 0.0, lo = 1.0, hi = 0.0, n = 0.0
            for y in stride(from: 0, to: s.height, by: 2) {
                for x in stride(from: 0, to: s.width, by: 2) {
                    let l = Self.luminance(s.pixel(x: x, y: y))
                    sum += l; lo = min(lo, l); hi = max(hi, l); n += 1
                }
            }
            let corner = Self.luminance(s.pixel(x: 2, y: 2)), mean = sum / n
            if dark {
                #expect(corner < 0.03 && mean < 0.2, "\(appearance): corner \(corner), mean \(mean)")
                #expect(hi > 0.6, "\(appearance): the lightest pixel is \(hi)")
            } else {
                #expect(corner > 0.8 && mean > 0.5, "\(appearance): corner \(corner), mean \(mean)")
                #expect(lo < 0.1, "\(appearance): the darkest pixel is \(lo)")
            }
        }
    }
}
