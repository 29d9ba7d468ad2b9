import Foundation
import Testing
import Shoji
import ShojiCairo
import ShojiDocShotsKit

/// The widget gallery drawn in light, dark and increased contrast, read back as pixels: a dark window is
/// dark and its text light, every control still shows each of its states, and increased contrast darkens
/// what is grey in light. Nothing here looks at a colour constant: only at what Cairo drew.
@MainActor
@Suite("Gallery in every appearance")
struct GalleryAppearanceTests {
    nonisolated static let lightContrast = AppearancePreference(colorScheme: .light, contrast: .increased)
    nonisolated static let darkContrast = AppearancePreference(colorScheme: .dark, contrast: .increased)

    /// WCAG's relative luminance of a drawn pixel (0xAARRGGBB, opaque).
    static func luminance(_ pixel: UInt32) -> Double {
        func linear(_ v: UInt32) -> Double {
            let c = Double(v & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(pixel >> 16) + 0.7152 * linear(pixel >> 8) + 0.0722 * linear(pixel)
    }

    /// The mean, least and greatest luminance over the picture (every other pixel).
    static func stats(_ s: CairoSurface) -> (mean: Double, min: Double, max: Double) {
        var sum = 0.0, lo = 1.0, hi = 0.0, n = 0.0
        for y in stride(from: 0, to: s.height, by: 2) {
            for x in stride(from: 0, to: s.width, by: 2) {
                let l = luminance(s.pixel(x: x, y: y))
                sum += l; lo = Swift.min(lo, l); hi = Swift.max(hi, l); n += 1
            }
        }
        return (sum / n, lo, hi)
    }

    @Test("Every gallery picture is light in light and dark in dark, with and without increased contrast")
    func backgroundsFollowTheScheme() {
        DocShots.prepareText()
        for shot in Gallery.shots(.english) {
            for (preference, dark) in [(AppearancePreference.light, false), (.dark, true), (Self.lightContrast, false), (Self.darkContrast, true)] {
                let s = shot.render(scale: 1, appearance: preference)
                let corner = Self.luminance(s.pixel(x: 1, y: 1))
                let mean = Self.stats(s).mean
                if dark {
                    #expect(corner < 0.02 && mean < 0.2, "\(shot.name) in \(preference): corner \(corner), mean \(mean)")
                } else if shot.name.hasSuffix("-alert") { // the window behind an alert is dimmed
                    #expect(corner > 0.25 && mean > 0.3, "\(shot.name) in \(preference): corner \(corner), mean \(mean)")
                } else {
                    #expect(corner > 0.8 && mean > 0.5, "\(shot.name) in \(preference): corner \(corner), mean \(mean)")
                }
            }
        }
    }

    @Test("Text in a dark window is light: typed text, the text view, the alert's title, a menu's items")
    func darkText() {
        DocShots.prepareText()
        let shots = Dictionary(uniqueKeysWithValues: Gallery.shots(.english).map { ($0.name, $0) })
        for widget in ["text-field-text", "text-view", "alert", "menu", "segmented-control-normal"] {
            let shot = shots[Gallery.name(.english, widget)] ?? shots["gallery-en-\(widget)"]!
            let dark = Self.stats(shot.render(scale: 1, appearance: .dark))
            #expect(dark.max > 0.6, "\(widget): the lightest pixel in the dark is \(dark.max)")
            let light = Self.stats(shot.render(scale: 1, appearance: .light))
            #expect(light.min < 0.1, "\(widget): the darkest pixel in light is \(light.min)")
        }
    }

    /// The contrast ratio (WCAG) between the picture's corner, its backdrop, and the pixel farthest from it
    /// in brightness: the strongest text or line drawn on it.
    static func strongestContrast(_ s: CairoSurface) -> Double {
        let corner = luminance(s.pixel(x: 1, y: 1))
        let (_, lo, hi) = stats(s)
        let far = corner > 0.5 ? lo : hi
        return (max(corner, far) + 0.05) / (min(corner, far) + 0.05)
    }

    @Test("The bars, tabs, panes, tables, the list's footer and the file dialog keep their text readable: 4.5:1 in light and dark, 7:1 with more contrast",
          arguments: GalleryLanguage.allCases)
    func largerViews(_ language: GalleryLanguage) {
        DocShots.prepareText()
        let shots = Dictionary(uniqueKeysWithValues: Gallery.shots(language).map { ($0.name, $0) })
        for widget in Gallery.viewNames {
            let shot = shots[Gallery.name(language, widget)]!
            for (appearance, least) in [(AppearancePreference.light, 4.5), (.dark, 4.5), (Self.lightContrast, 7), (Self.darkContrast, 7)] {
                let ratio = Self.strongestContrast(shot.render(scale: 1, appearance: appearance))
                #expect(ratio >= least, "\(widget) in \(language), \(appearance): its strongest text is \(ratio):1")
            }
        }
    }

    /// Whether at least `count` pixels differ in brightness by a contrast ratio of 1.4 or more (WCAG's
    /// measure, fair to dark pixels): a difference a user who sees no hue (or a greyscale screen) still sees.
    static func differsInBrightness(_ a: CairoSurface, _ b: CairoSurface, count: Int = 20) -> Bool {
        var n = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let (p, q) = (luminance(a.pixel(x: x, y: y)), luminance(b.pixel(x: x, y: y)))
                guard (max(p, q) + 0.05) / (min(p, q) + 0.05) >= 1.4 else { continue }
                n += 1
                if n >= count { return true }
            }
        }
        return false
    }

    @Test("Focus and a selection show in brightness, not hue alone, in light, dark and dark with more contrast",
          arguments: [AppearancePreference.light, .dark, GalleryAppearanceTests.darkContrast])
    func statesWithoutColour(_ appearance: AppearancePreference) {
        DocShots.prepareText()
        let shots = Dictionary(uniqueKeysWithValues: Gallery.shots(.english).map { ($0.name, $0) })
        for widget in Gallery.controlNames {
            let normal = shots[Gallery.name(.english, widget, .normal)]!.render(scale: 1, appearance: appearance)
            // The focus ring is a ring: its shape shows without its blue. (A press darkens a tinted face by
            // less than a tenth of brightness: feedback under the finger, not a state to read.)
            for state in [Gallery.ControlState.focused] {
                let other = shots[Gallery.name(.english, widget, state)]!.render(scale: 1, appearance: appearance)
                #expect(Self.differsInBrightness(normal, other), "\(widget) \(state) differs only in hue in \(appearance)")
            }
        }
        // A selection is a filled shape, as visible without hue.
        let typed = shots[Gallery.name(.english, "text-field-text")]!.render(scale: 1, appearance: appearance)
        let selected = shots[Gallery.name(.english, "text-field-selection")]!.render(scale: 1, appearance: appearance)
        #expect(Self.differsInBrightness(typed, selected, count: 100))
    }

    @Test("Increased contrast makes the placeholder and the field's border darker in light, lighter in dark")
    func increasedContrast() {
        DocShots.prepareText()
        let shot = Gallery.shots(.english).first { $0.name == Gallery.name(.english, "text-field-placeholder") }!
        let normal = Self.stats(shot.render(scale: 1, appearance: .light))
        let strong = Self.stats(shot.render(scale: 1, appearance: Self.lightContrast))
        #expect(strong.min < normal.min)
        let darkNormal = Self.stats(shot.render(scale: 1, appearance: .dark))
        let darkStrong = Self.stats(shot.render(scale: 1, appearance: Self.darkContrast))
        #expect(darkStrong.max > darkNormal.max)
    }
}
