import CX11
import Glibc

/// Reading and writing window properties and sending selection events: the few Xlib calls the transfer
/// state machines' commands come down to.
@MainActor
struct XProperties {
    let display: OpaquePointer

    /// The property (nil: none, or the window is gone), its first `maxBytes` at most (rounded up to 4): a
    /// value from another program is never read larger than its reader takes. `delete` deletes it in the
    /// same request (the server deletes it only when it was read whole).
    func read(_ window: UInt, _ property: UInt, delete: Bool = false, maxBytes: Int = 0x7fff_fffc) -> PropertyValue? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // The length is in 4-byte units; the largest covers any property the server can hold.
        let units = Int(min(max(1, (maxBytes + 3) / 4), 0x1fff_ffff))
        let status = XGetWindowProperty(display, window, property, 0, units, delete ? 1 : 0, 0,
                                        &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, type != 0 else { return nil }
        guard let data else { return format == 32 ? .items(type: type, []) : .bytes(type: type, []) }
        switch format {
        case 32:
            // Format-32 items are C longs in Xlib: 8 bytes each on LP64.
            let longs = UnsafeRawPointer(data).assumingMemoryBound(to: UInt.self)
            return .items(type: type, (0..<Int(count)).map { longs[$0] & 0xffff_ffff })
        case 16:
            return .bytes(type: type, Array(UnsafeBufferPointer(start: data, count: Int(count) * 2)))
        default:
            return .bytes(type: type, Array(UnsafeBufferPointer(start: data, count: Int(count))))
        }
    }

    func write(_ window: UInt, _ property: UInt, _ value: PropertyValue, append: Bool = false) {
        let mode = append ? PropModeAppend : PropModeReplace
        switch value {
        case .bytes(let type, let bytes):
            _ = bytes.withUnsafeBufferPointer { b in
                XChangeProperty(display, window, property, type, 8, mode, b.baseAddress ?? UnsafePointer(bitPattern: 1), Int32(b.count))
            }
        case .items(let type, let items):
            let longs = items.map { Int(bitPattern: $0) }
            _ = longs.withUnsafeBufferPointer { b in
                b.withMemoryRebound(to: UInt8.self) { raw in
                    XChangeProperty(display, window, property, type, 32, mode, raw.baseAddress ?? UnsafePointer(bitPattern: 1), Int32(items.count))
                }
            }
        }
    }

    func notify(requestor: UInt, selection: UInt, target: UInt, property: UInt, time: UInt) {
        var e = XEvent()
        e.xselection.type = SelectionNotify
        e.xselection.display = display
        e.xselection.requestor = requestor
        e.xselection.selection = selection
        e.xselection.target = target
        e.xselection.property = property
        e.xselection.time = time
        XSendEvent(display, requestor, 0, 0, &e)
    }

    func clientMessage(to destination: UInt, window: UInt, type: UInt, data: [UInt]) {
        var e = XEvent()
        e.xclient.type = ClientMessage
        e.xclient.display = display
        e.xclient.window = window
        e.xclient.message_type = type
        e.xclient.format = 32
        let l = (0..<5).map { $0 < data.count ? Int(bitPattern: data[$0]) : 0 }
        e.xclient.data.l = (l[0], l[1], l[2], l[3], l[4])
        XSendEvent(display, destination, 0, 0, &e)
    }

    /// A ClientMessage's five data items.
    static func data(of e: XClientMessageEvent) -> [UInt] {
        let l = e.data.l
        return [l.0, l.1, l.2, l.3, l.4].map { UInt(bitPattern: $0) & 0xffff_ffff }
    }
}
