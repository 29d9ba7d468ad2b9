import CX11
import Shoji

/// XInput 2.2 on the host's window: pointer, smooth scrolling and touch come as XI2 device events,
/// decoded here into `XI2DeviceEvent`s and translated by the pure `XI2Translator`. nil when the server
/// has no XI 2.2: the host then keeps to core events.
@MainActor
final class XInput2 {
    private let display: OpaquePointer
    /// The extension's major opcode: generic events carry it.
    let opcode: Int32
    private(set) var translator: XI2Translator

    /// `opcode`: the extension's opcode, when another window on the connection already found XI 2.2 (the
    /// version is announced once a connection; the two round trips of asking again would come before a
    /// popup's first frame).
    init?(display: OpaquePointer, window: UInt, scale: Double, opcode known: Int32? = nil) {
        var op: Int32 = known ?? 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        if known == nil {
            guard XQueryExtension(display, "XInputExtension", &op, &firstEvent, &firstError) != 0 else { return nil }
            var major: Int32 = 2, minor: Int32 = 2
            guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 2) else { return nil }
        }
        self.display = display
        opcode = op
        translator = XI2Translator(scale: scale)

        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT >> 3) + 1)
        for e in [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave, XI_TouchBegin, XI_TouchUpdate,
                  XI_TouchEnd, XI_DeviceChanged] {
            shoji_xi_set_mask(&bits, e)
        }
        let status = bits.withUnsafeMutableBufferPointer { b -> Int32 in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(b.count), mask: b.baseAddress)
            return XISelectEvents(display, window, &mask, 1)
        }
        guard status == Success else { return nil }
    }

    var scale: Double {
        get { translator.scale }
        set { translator.scale = newValue }
    }

    /// Reads every device's scroll valuators (increment and direction). The host asks after its first
    /// frame: a round trip the first frame does not need.
    func queryScrollAxes() {
        var count: Int32 = 0
        guard let info = XIQueryDevice(display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(info) }
        for i in 0..<Int(count) {
            let d = info[i]
            translator.setScrollAxes(XInput2.scrollAxes(d.classes, count: d.num_classes), forDevice: d.deviceid)
        }
    }

    private static func scrollAxes(_ classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?,
                                   count: Int32) -> [XI2ScrollAxis] {
        guard let classes else { return [] }
        var out: [XI2ScrollAxis] = []
        for i in 0..<Int(count) {
            guard let c = classes[i], c.pointee.type == XIScrollClass else { continue }
            let s = UnsafeRawPointer(c).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
            out.append(XI2ScrollAxis(number: Int(s.number), orientation: s.scroll_type == XIScrollTypeHorizontal ? .horizontal : .vertical,
                                     increment: s.increment))
        }
        return out
    }

    /// The window an XInput event is for (its `event` field), nil for one that has none (a device changed):
    /// the connection routes by it.
    static func eventWindow(evtype: Int32, data: UnsafeMutableRawPointer) -> UInt? {
        switch evtype {
        case XI_Enter, XI_Leave: return data.assumingMemoryBound(to: XIEnterEvent.self).pointee.event
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            return data.assumingMemoryBound(to: XIDeviceEvent.self).pointee.event
        default: return nil
        }
    }

    /// The server time of an event that has a window (`eventWindow` is not nil).
    static func eventTime(data: UnsafeMutableRawPointer) -> UInt {
        data.assumingMemoryBound(to: XIDeviceEvent.self).pointee.time
    }

    /// Where a device event is, in its window's pixels.
    static func eventPoint(data: UnsafeMutableRawPointer) -> (Double, Double) {
        let e = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
        return (e.event_x, e.event_y)
    }

    /// The Shoji events for an XInput event whose data the connection fetched.
    func handle(evtype: Int32, data: UnsafeMutableRawPointer) -> [Event] {
        switch evtype {
        case XI_Enter:
            translator.pointerEntered()
            return []
        case XI_Leave:
            return [translator.pointerLeft()]
        case XI_DeviceChanged:
            let e = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            translator.setScrollAxes(XInput2.scrollAxes(e.classes, count: e.num_classes), forDevice: e.sourceid)
            return []
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let e = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            return translator.translate(XInput2.decode(e))
        default:
            return []
        }
    }

    /// Xlib's device event as plain values.
    static func decode(_ e: XIDeviceEvent) -> XI2DeviceEvent {
        let kind: XI2DeviceEvent.Kind = switch e.evtype {
        case XI_ButtonPress: .buttonPress
        case XI_ButtonRelease: .buttonRelease
        case XI_TouchBegin: .touchBegin
        case XI_TouchUpdate: .touchUpdate
        case XI_TouchEnd: .touchEnd
        default: .motion
        }
        var buttons = Set<Int>()
        if let mask = e.buttons.mask {
            for b in 1..<(Int(e.buttons.mask_len) * 8) where shoji_xi_mask_is_set(mask, Int32(b)) != 0 { buttons.insert(b) }
        }
        var valuators: [Int: Double] = [:]
        if let mask = e.valuators.mask, let values = e.valuators.values {
            var next = 0
            for axis in 0..<(Int(e.valuators.mask_len) * 8) where shoji_xi_mask_is_set(mask, Int32(axis)) != 0 {
                valuators[axis] = values[next]
                next += 1
            }
        }
        return XI2DeviceEvent(kind, sourceID: e.sourceid, detail: e.detail, x: e.event_x, y: e.event_y,
                              isPointerEmulated: e.flags & XIPointerEmulated != 0, buttons: buttons,
                              modifiers: X11Host.modifiers(UInt32(bitPattern: e.mods.effective)), valuators: valuators)
    }
}
