import Shoji
@testable import ShojiX11
import Testing
import Foundation

/// Builds an `_XSETTINGS_SETTINGS` property as a manager writes it, in either byte order.
struct XSettingsBytes {
    var bigEndian = false
    var serial: UInt32 = 7
    var settings: [(String, XSettings.Value)] = []
    /// The count written in the header (nil: the true one).
    var claimedCount: UInt32?

    var bytes: [UInt8] {
        var out: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0]
        func card16(_ v: UInt16) { out += bigEndian ? [UInt8(v >> 8), UInt8(v & 0xff)] : [UInt8(v & 0xff), UInt8(v >> 8)] }
        func card32(_ v: UInt32) {
            let b = [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)]
            out += bigEndian ? b : b.reversed()
        }
        func padded(_ b: [UInt8]) { out += b + [UInt8](repeating: 0, count: (4 - b.count % 4) % 4) }
        card32(serial)
        card32(claimedCount ?? UInt32(settings.count))
        for (name, value) in settings {
            let type: UInt8 = switch value { case .integer: 0; case .string: 1; case .color: 2 }
            out += [type, 0]
            card16(UInt16(name.utf8.count))
            padded(Array(name.utf8))
            card32(3)
            switch value {
            case .integer(let v): card32(UInt32(bitPattern: v))
            case .string(let s): card32(UInt32(s.utf8.count)); padded(Array(s.utf8))
            case .color(let r, let g, let b, let a): card16(r); card16(b); card16(g); card16(a)
            }
        }
        return out
    }
}

@Suite struct XSettingsParserTests {
    let sample: [(String, XSettings.Value)] = [
        ("Net/ThemeName", .string("Adwaita-dark")), ("Net/DoubleClickTime", .integer(250)),
        ("Xft/DPI", .integer(-1)), ("Gtk/Accent", .color(red: 1, green: 2, blue: 3, alpha: 0xffff)),
        ("Gtk/FontName", .string("Cantarell 11")),
    ]

    @Test(arguments: [false, true]) func readsEveryTypeInEitherByteOrder(bigEndian: Bool) throws {
        let bytes = XSettingsBytes(bigEndian: bigEndian, serial: 0x0102_0304, settings: sample).bytes
        let parsed = try #require(XSettings.parse(bytes))
        #expect(parsed.serial == 0x0102_0304)
        #expect(parsed.values.count == 5)
        #expect(parsed.string("Net/ThemeName") == "Adwaita-dark")
        #expect(parsed.integer("Net/DoubleClickTime") == 250)
        #expect(parsed.integer("Xft/DPI") == -1)
        #expect(parsed["Gtk/Accent"] == .color(red: 1, green: 2, blue: 3, alpha: 0xffff))
        #expect(parsed.string("Gtk/FontName") == "Cantarell 11")
    }

    @Test func aHeaderThatIsNotXSettingsIsNothing() {
        #expect(XSettings.parse([]) == nil)
        #expect(XSettings.parse([0, 0, 0]) == nil)
        #expect(XSettings.parse([2, 0, 0, 0] + [UInt8](repeating: 0, count: 8)) == nil)
        #expect(XSettings.parse([0, 0, 0, 0, 1, 0, 0, 0]) == nil)
    }

    @Test func aTruncatedPropertyKeepsTheSettingsBeforeTheCut() throws {
        let bytes = XSettingsBytes(settings: sample).bytes
        for cut in 12..<bytes.count {
            let parsed = try #require(XSettings.parse(Array(bytes.prefix(cut))))
            #expect(parsed.values.count < 5)
            for (name, value) in parsed.values { #expect(sample.contains { $0.0 == name && $0.1 == value }) }
        }
    }

    @Test func aCountLargerThanTheSettingsEndsAtTheBytes() throws {
        let bytes = XSettingsBytes(settings: sample, claimedCount: .max).bytes
        #expect(try #require(XSettings.parse(bytes)).values.count == 5)
        let fewer = XSettingsBytes(settings: sample, claimedCount: 2).bytes
        #expect(try #require(XSettings.parse(fewer)).values.count == 2)
    }

    @Test func lengthsThatPointPastTheEndAreRefusedNotRead() throws {
        // After one good setting: a string that says it is 4 GiB long; a name that says 65,535 bytes.
        let good = XSettingsBytes(settings: [("A", .integer(1))]).bytes
        for tail: [UInt8] in [[1, 0, 1, 0, 0x42, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x43], [0, 0, 0xff, 0xff, 0x43]] {
            var bytes = good + tail
            bytes[8] = 2
            #expect(try #require(XSettings.parse(bytes)).values == ["A": .integer(1)])
        }
    }

    @Test func anUnknownTypeEndsTheList() throws {
        var bytes = XSettingsBytes(settings: [("A", .integer(1)), ("B", .integer(2))]).bytes
        bytes[28] = 9   // the second setting's type (after the 12-byte header and the first's 16)
        #expect(try #require(XSettings.parse(bytes)).values == ["A": .integer(1)])
    }

    @Test func longTextIsCutAtTheLimit() throws {
        let long = String(repeating: "x", count: 5000)
        let parsed = try #require(XSettings.parse(XSettingsBytes(settings: [("Gtk/FontName", .string(long))]).bytes))
        #expect(parsed.string("Gtk/FontName")?.utf8.count == Limits.settingTextBytes)
    }

    @Test func garbageNeverTraps() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let n = Int.random(in: 0..<200, using: &generator)
            var bytes = (0..<n).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if !bytes.isEmpty { bytes[0] = bytes[0] % 2 }
            _ = XSettings.parse(bytes)
        }
    }
}

@Suite struct XSettingsMappingTests {
    func settings(_ values: [(String, XSettings.Value)]) -> DesktopSettings {
        var s = DesktopSettings()
        XSettings.parse(XSettingsBytes(settings: values).bytes)?.apply(to: &s)
        return s
    }

    @Test func aDarkThemeNameMeansDark() {
        #expect(settings([("Net/ThemeName", .string("Adwaita-dark"))]).colorScheme == .dark)
        #expect(settings([("Net/ThemeName", .string("Arc-Dark"))]).colorScheme == .dark)
        #expect(settings([("Net/ThemeName", .string("Adwaita"))]).colorScheme == .noPreference)
        let hc = settings([("Net/ThemeName", .string("HighContrastInverse"))])
        #expect(hc.contrast == .increased && hc.colorScheme == .dark)
        #expect(settings([("Net/ThemeName", .string("HighContrast"))]).contrast == .increased)
    }

    @Test func behaviourSettingsAreReadInTheirUnits() {
        let s = settings([
            ("Net/DoubleClickTime", .integer(250)), ("Net/DoubleClickDistance", .integer(8)),
            ("Net/DndDragThreshold", .integer(12)), ("Net/CursorBlink", .integer(0)),
            ("Net/CursorBlinkTime", .integer(800)), ("Gtk/EnableAnimations", .integer(0)),
            ("Gtk/FontName", .string("DejaVu Serif 13")), ("Gtk/CursorThemeName", .string("Adwaita")),
            ("Gtk/CursorThemeSize", .integer(48)), ("Xft/DPI", .integer(196_608)),
            ("Xft/Antialias", .integer(1)), ("Xft/Hinting", .integer(0)),
            ("Xft/HintStyle", .string("hintslight")), ("Xft/RGBA", .string("rgb")),
        ])
        #expect(s.doubleClickInterval == 0.25 && s.doubleClickDistance == 8 && s.dragThreshold == 12)
        #expect(!s.caretBlinks && s.caretBlinkPeriod == 0.8 && !s.animationsEnabled)
        #expect(s.fontName == "DejaVu Serif 13" && s.cursorThemeName == "Adwaita" && s.cursorSize == 48)
        #expect(s.scale == 2)
        #expect(s.fontAntialiasing == true && s.fontHinting == false)
        #expect(s.fontHintStyle == "hintslight" && s.fontSubpixelOrder == "rgb")
    }

    @Test func whatIsNotSaidKeepsItsDefault() {
        #expect(settings([]) == DesktopSettings())
        #expect(settings([("Xft/DPI", .integer(-1)), ("Net/DoubleClickTime", .string("fast"))]) == DesktopSettings())
    }

    @Test func theWindowScaleSpeaksOnlyWithoutXftDPI() {
        #expect(settings([("Gdk/WindowScalingFactor", .integer(2))]).scale == 2)
        #expect(settings([("Gdk/WindowScalingFactor", .integer(2)), ("Xft/DPI", .integer(98_304))]).scale == 1)
    }

    @Test func outlandishNumbersAreClampedToTheLimits() {
        let s = settings([
            ("Net/DoubleClickTime", .integer(.max)), ("Net/DndDragThreshold", .integer(-5)),
            ("Net/CursorBlinkTime", .integer(1)), ("Gtk/CursorThemeSize", .integer(100_000)), ("Xft/DPI", .integer(.max)),
        ])
        #expect(s.doubleClickInterval == Limits.doubleClickInterval.upperBound)
        #expect(s.dragThreshold == 0)
        #expect(s.caretBlinkPeriod == Limits.caretBlinkPeriod.lowerBound)
        #expect(s.cursorSize == Limits.cursorSize.upperBound)
        #expect(s.scale == Limits.scale.upperBound)
    }

    @Test func theResourcesDpiIsTheLastXftDpiLine() {
        #expect(ResourceDatabase.scale(in: "Xft.antialias:\t1\nXft.dpi:\t192\n") == 2)
        #expect(ResourceDatabase.scale(in: "Xft.dpi: 96\nXft.dpi: 144") == 1.5)
        #expect(ResourceDatabase.scale(in: "Xft.dpi: -5\n*dpi: 200") == nil)
        #expect(ResourceDatabase.scale(in: "Xft.dpi: 1e300") == Limits.scale.upperBound)
    }

    @Test("Xft.antialias, Xft.hinting, Xft.hintstyle and Xft.rgba from the resources; XSETTINGS' Xft/… win over them")
    func theResourcesTextRendering() {
        let r = ResourceDatabase.textRendering(in: "Xft.antialias:\tfalse\nXft.hinting: 1\nXft.hintstyle:\thintfull\nXft.rgba: bgr\nXft.antialias: nonsense\n")
        #expect(r == XftResources(antialias: false, hinting: true, hintStyle: "hintfull", rgba: "bgr"))
        #expect(ResourceDatabase.textRendering(in: "Xft.dpi: 96\n") == XftResources())
        var sources = DesktopSettingsSources(resourceText: r)
        #expect(sources.settings.fontAntialiasing == false && sources.settings.fontSubpixelOrder == "bgr")
        var x = XSettings()
        x.values["Xft/Antialias"] = .integer(1)
        sources.xsettings = x
        #expect(sources.settings.fontAntialiasing == true && sources.settings.fontHintStyle == "hintfull")
    }
}

@Suite struct XSettingsRealManagerTests {
    /// The property xsettingsd 1.0 wrote under Xvfb for `Fuzz/corpus/xsettings/xsettingsd-b.bin`'s config
    /// (a dark theme, 1.5 s double click, 2×, no animations, no blink, 48-pixel cursors).
    @Test func whatXsettingsdWritesMapsAsTheUserSetIt() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/corpus/xsettings/xsettingsd-b.bin")
        let bytes = try [UInt8](Data(contentsOf: url))
        var s = DesktopSettings()
        try #require(XSettings.parse(bytes)).apply(to: &s)
        #expect(s.colorScheme == .dark && s.doubleClickInterval == 1.5 && s.scale == 2)
        #expect(!s.animationsEnabled && !s.caretBlinks && s.cursorSize == 48)
    }
}

@Suite struct DesktopSettingsSourcesTests {
    let dark = XSettings(values: ["Net/ThemeName": .string("Adwaita-dark"), "Xft/DPI": .integer(147_456),
                                  "Net/DoubleClickTime": .integer(300)])

    @Test func thePortalWinsTheSchemeWhenItHasAPreference() {
        var sources = DesktopSettingsSources(xsettings: dark)
        #expect(sources.settings.colorScheme == .dark)
        sources.portal = PortalAppearance(colorScheme: 2)
        #expect(sources.settings.colorScheme == .light)
        sources.portal = PortalAppearance(colorScheme: 0)
        #expect(sources.settings.colorScheme == .dark)        // no preference: the theme name speaks
        sources.portal = PortalAppearance(colorScheme: 1, contrast: 1, accentColor: (0.2, 0.4, 0.6))
        let s = sources.settings
        #expect(s.colorScheme == .dark && s.contrast == .increased && s.accentColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(s.doubleClickInterval == 0.3)                  // the rest is XSETTINGS'
    }

    @Test func theResourcesDpiOnlyWhenXSettingsHasNoScale() {
        var sources = DesktopSettingsSources(resourceScale: 2)
        #expect(sources.settings.scale == 2)
        sources.xsettings = dark
        #expect(sources.settings.scale == 1.5)
        sources.xsettings = XSettings(values: ["Net/ThemeName": .string("Adwaita")])
        #expect(sources.settings.scale == 2)
    }
}

@Suite struct XSettingsTextLimitTests {
    @Test func invalidUTF8IsCutAtTheLimitAfterDecoding() throws {
        // 1,024 bytes that are not UTF-8 decode to 1,024 U+FFFD, 3,072 bytes: the cut must come after.
        var bytes = XSettingsBytes(settings: [("A", .integer(1))]).bytes
        bytes.replaceSubrange(12..<20, with: [0, 0, 0x00, 0x04, 0, 0, 0, 0])   // type, pad, name length 1024
        bytes.replaceSubrange(16..<17, with: [UInt8](repeating: 0xff, count: 1024))
        bytes.removeSubrange((16 + 1024)..<(16 + 1024 + 3))                     // the old name's padding
        let parsed = try #require(XSettings.parse(bytes))
        let name = try #require(parsed.values.keys.first)
        #expect(name.utf8.count <= Limits.settingTextBytes && name.unicodeScalars.allSatisfy { $0 == "\u{FFFD}" })
    }
}
