import Shoji
@testable import ShojiX11
import Testing

/// XInput 2 events as a touchpad, a smooth wheel, a plain wheel and a touchscreen send them, translated
/// into what Shoji's widgets receive. Xvfb has none of these devices; the decoded events are what Xlib
/// hands the host.
@Suite("XInput 2 translation")
struct XI2TranslationTests {
    /// A touchpad as libinput presents it: vertical on axis 3 and horizontal on axis 2, 120 a click.
    static let touchpad: Int32 = 11
    var t = XI2Translator()

    init() {
        t.setScrollAxes([XI2ScrollAxis(number: 2, orientation: .horizontal, increment: 120),
                         XI2ScrollAxis(number: 3, orientation: .vertical, increment: 120)], forDevice: XI2TranslationTests.touchpad)
    }

    static func scroll(_ values: [Int: Double], at x: Double = 50, _ y: Double = 60, emulated: Bool = false,
                       modifiers: Modifiers = []) -> XI2DeviceEvent {
        XI2DeviceEvent(.motion, sourceID: touchpad, x: x, y: y, isPointerEmulated: emulated, modifiers: modifiers, valuators: values)
    }

    static func wheels(_ events: [Event]) -> [WheelEvent] {
        events.compactMap { if case .wheel(let w) = $0 { w } else { nil } }
    }

    @Test("Smooth scrolling: each valuator change over its increment, 40 points a click, precise; the first value is only a start")
    mutating func smoothVertical() {
        #expect(!t.translate(Self.scroll([3: 1000])).isEmpty) // the pointer's first position…
        #expect(Self.wheels(t.translate(Self.scroll([3: 1000]))).isEmpty) // …but no scroll from a start value
        let w = Self.wheels(t.translate(Self.scroll([3: 1030])))
        #expect(w == [WheelEvent(at: Point(50, 60), delta: Point(0, 10), hasPreciseDeltas: true)])
        let back = Self.wheels(t.translate(Self.scroll([3: 1027])))
        #expect(back.map(\.delta) == [Point(0, -1)]) // 3/120 of a click: one point, not a whole click
    }

    @Test("Horizontal and vertical together; a device that counts the other way scrolls the other way")
    mutating func horizontalAndInverted() {
        _ = t.translate(Self.scroll([2: 0, 3: 0]))
        #expect(Self.wheels(t.translate(Self.scroll([2: 60, 3: -24]))).map(\.delta) == [Point(20, -8)])
        t.setScrollAxes([XI2ScrollAxis(number: 3, orientation: .vertical, increment: -120)], forDevice: 12)
        _ = t.translate(XI2DeviceEvent(.motion, sourceID: 12, x: 0, y: 0, valuators: [3: 500]))
        let w = Self.wheels(t.translate(XI2DeviceEvent(.motion, sourceID: 12, x: 0, y: 0, valuators: [3: 620])))
        #expect(w.map(\.delta) == [Point(0, -40)])
    }

    @Test("A scroll in place is not a pointer move; a move is, with the held button")
    mutating func scrollIsNotAMove() {
        _ = t.translate(Self.scroll([3: 0]))
        let scroll = t.translate(Self.scroll([3: 12]))
        #expect(scroll.count == 1)
        let moved = t.translate(XI2DeviceEvent(.motion, sourceID: Self.touchpad, x: 70, y: 80, buttons: [1]))
        #expect(moved == [.pointer(PointerEvent(.moved, at: Point(70, 80), button: .primary))])
    }

    @Test("The wheel buttons a server makes up for a smooth scroll are dropped: the scroll counts once")
    mutating func emulatedButtonsIgnored() {
        _ = t.translate(Self.scroll([3: 0]))
        var total = 0.0
        // One click's worth in four smooth steps, then the emulated button 5 the server adds for old clients.
        for v in [30.0, 60, 90, 120] { total += Self.wheels(t.translate(Self.scroll([3: v]))).map(\.delta.y).reduce(0, +) }
        let emulated = XI2DeviceEvent(.buttonPress, sourceID: Self.touchpad, detail: 5, x: 50, y: 60, isPointerEmulated: true)
        total += Self.wheels(t.translate(emulated)).map(\.delta.y).reduce(0, +)
        #expect(total == 40)
    }

    @Test("A plain wheel's buttons scroll 40 points a click as the core protocol did; the valuators made up for them are not counted again")
    mutating func plainWheel() {
        _ = t.translate(Self.scroll([3: 1000]))
        let press = t.translate(XI2DeviceEvent(.buttonPress, sourceID: Self.touchpad, detail: 5, x: 50, y: 60))
        #expect(press == [.wheel(WheelEvent(at: Point(50, 60), delta: Point(0, 40)))])
        #expect(t.translate(XI2DeviceEvent(.buttonRelease, sourceID: Self.touchpad, detail: 5, x: 50, y: 60)).isEmpty)
        // The server's emulated valuator motion for that click: dropped, but its value is remembered…
        #expect(t.translate(Self.scroll([3: 1120], emulated: true)).isEmpty)
        // …so the next smooth step is 30/120 of a click, not the click again.
        #expect(Self.wheels(t.translate(Self.scroll([3: 1150]))).map(\.delta) == [Point(0, 10)])
        let up = t.translate(XI2DeviceEvent(.buttonPress, sourceID: Self.touchpad, detail: 4, x: 50, y: 60, modifiers: .shift))
        #expect(up == [.wheel(WheelEvent(at: Point(50, 60), delta: Point(-40, 0), modifiers: .shift))]) // Shift: sideways
    }

    @Test("After the pointer enters, or the device's axes change, the first value starts afresh")
    mutating func enterResets() {
        _ = t.translate(Self.scroll([3: 1000]))
        t.pointerEntered()
        #expect(Self.wheels(t.translate(Self.scroll([3: 9000]))).isEmpty)
        #expect(Self.wheels(t.translate(Self.scroll([3: 9012]))).map(\.delta) == [Point(0, 4)])
        t.setScrollAxes(t.scrollAxes(forDevice: Self.touchpad), forDevice: Self.touchpad)
        #expect(Self.wheels(t.translate(Self.scroll([3: 100]))).isEmpty)
    }

    @Test("Shift turns a smooth vertical scroll sideways")
    mutating func shiftSideways() {
        _ = t.translate(Self.scroll([3: 0]))
        #expect(Self.wheels(t.translate(Self.scroll([3: 60], modifiers: .shift))).map(\.delta) == [Point(20, 0)])
    }

    @Test("Touches: each id is its own sequence, two at once keep their ids; the pointer events emulated for a touch are dropped")
    mutating func touches() {
        func touch(_ kind: XI2DeviceEvent.Kind, _ id: Int32, _ x: Double, _ y: Double) -> [Event] {
            t.translate(XI2DeviceEvent(kind, sourceID: 14, detail: id, x: x, y: y))
        }
        #expect(touch(.touchBegin, 7, 10, 20) == [.touch(TouchEvent(.began, id: 7, at: Point(10, 20)))])
        #expect(touch(.touchBegin, 8, 200, 20) == [.touch(TouchEvent(.began, id: 8, at: Point(200, 20)))])
        #expect(touch(.touchUpdate, 8, 205, 30) == [.touch(TouchEvent(.moved, id: 8, at: Point(205, 30)))])
        #expect(touch(.touchUpdate, 7, 12, 24) == [.touch(TouchEvent(.moved, id: 7, at: Point(12, 24)))])
        #expect(touch(.touchEnd, 7, 12, 24) == [.touch(TouchEvent(.ended, id: 7, at: Point(12, 24)))])
        #expect(touch(.touchEnd, 8, 205, 30) == [.touch(TouchEvent(.ended, id: 8, at: Point(205, 30)))])
        // What the server sends old clients for the same finger: not a second press.
        #expect(t.translate(XI2DeviceEvent(.buttonPress, sourceID: 14, detail: 1, x: 10, y: 20, isPointerEmulated: true)).isEmpty)
        #expect(t.translate(XI2DeviceEvent(.motion, sourceID: 14, x: 12, y: 24, isPointerEmulated: true, buttons: [1])).isEmpty)
    }

    @Test("At scale 2 places are halved into points; a scroll's points are not")
    mutating func scaled() {
        t.scale = 2
        #expect(t.translate(XI2DeviceEvent(.buttonPress, sourceID: 3, detail: 1, x: 100, y: 50))
            == [.pointer(PointerEvent(.down, at: Point(50, 25), button: .primary))])
        _ = t.translate(Self.scroll([3: 0]))
        #expect(Self.wheels(t.translate(Self.scroll([3: 120]))).map(\.delta) == [Point(0, 40)])
    }
}

@Suite("Key text without an input method")
struct KeysymTextTests {
    @Test("Latin-1 keysyms are their characters, Unicode keysyms theirs, named keys none")
    func keysyms() {
        #expect(X11Keys.text(forKeysym: 0x61) == "a")
        #expect(X11Keys.text(forKeysym: 0xE9) == "é")
        #expect(X11Keys.text(forKeysym: 0x0100_65E5) == "日")
        #expect(X11Keys.text(forKeysym: 0xFF0D) == nil) // Return
        #expect(X11Keys.text(forKeysym: 0xFE51) == nil) // dead_acute: types nothing by itself
    }
}

@Suite("Window icon data")
struct IconDataTests {
    @Test("_NET_WM_ICON carries the image and a half-size copy, as straight-alpha ARGB")
    @MainActor
    func iconData() {
        // 32×32: opaque red, with one half-transparent premultiplied pixel.
        var px = [UInt32](repeating: 0xFFFF_0000, count: 32 * 32)
        px[0] = 0x8040_0000 // alpha 0x80, red 0x40 premultiplied → 0x7F straight
        let data = WindowManagerProtocols.iconData(Image(pixelWidth: 32, pixelHeight: 32, pixels: px))
        #expect(data.count == 2 + 32 * 32 + 2 + 16 * 16)
        #expect(Array(data[0..<2]) == [32, 32])
        #expect(UInt32(data[2]) == 0x807F_0000)
        #expect(UInt32(data[3]) == 0xFFFF_0000)
        #expect(Array(data[(2 + 1024)..<(2 + 1024 + 2)]) == [16, 16])
        // The half-size copy averages each 2×2 block (premultiplied), then straightens it: the block with
        // the half-transparent pixel is (0x80 + 3 × 0xFF) / 4 = 0xDF alpha over (0x40 + 3 × 0xFF) / 4 = 0xCF red.
        #expect(UInt32(data[2 + 1024 + 2]) == 0xDFEC_0000)
        #expect(UInt32(data[2 + 1024 + 3]) == 0xFFFF_0000)
    }
}
