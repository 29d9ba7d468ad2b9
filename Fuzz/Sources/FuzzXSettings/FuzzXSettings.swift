import FuzzSupport
import Shoji
@testable import ShojiX11

/// An `_XSETTINGS_SETTINGS` property as any program that owns `_XSETTINGS_S0` can write it: parsed by
/// `XSettings.parse` and mapped onto `DesktopSettings`.
///
/// What must hold: no trap; no text kept longer than ``Limits/settingTextBytes``; every number the mapping
/// makes within its limit (a scale a window can be made at, an interval and distances the dispatcher can use).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let parsed = XSettings.parse(bytes) else { return 0 }
    for (name, value) in parsed.values {
        if name.utf8.count > Limits.settingTextBytes { fuzzViolation("a name of \(name.utf8.count) bytes kept") }
        if case .string(let s) = value, s.utf8.count > Limits.settingTextBytes { fuzzViolation("a text of \(s.utf8.count) bytes kept") }
    }
    var settings = DesktopSettings()
    parsed.apply(to: &settings)
    if !Limits.scale.contains(settings.scale) { fuzzViolation("scale \(settings.scale)") }
    if !Limits.doubleClickInterval.contains(settings.doubleClickInterval) { fuzzViolation("interval \(settings.doubleClickInterval)") }
    if !Limits.pointerDistance.contains(settings.doubleClickDistance) || !Limits.pointerDistance.contains(settings.dragThreshold) {
        fuzzViolation("distances \(settings.doubleClickDistance), \(settings.dragThreshold)")
    }
    if !Limits.caretBlinkPeriod.contains(settings.caretBlinkPeriod) { fuzzViolation("blink \(settings.caretBlinkPeriod)") }
    if let size = settings.cursorSize, !Limits.cursorSize.contains(size) { fuzzViolation("cursor size \(size)") }
    return 0
}
