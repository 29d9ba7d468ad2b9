import Shoji
import ShojiSystem

/// One line of a recording: an input event (or a window resize) and when it happened.
struct RecordedEvent: Equatable {
    enum Kind: Equatable {
        case input(Event)
        case resize(Size)
        /// The network status changed (the title bar shows it, so a replay must see the same).
        case network(NetworkStatus)
        /// The desktop's settings (scheme, contrast, accent, timings, font): at the start and on each
        /// change, so a replay looks and behaves as the recorded run did on that desktop.
        case settings(DesktopSettings)
        /// The last line: a file without it was cut short.
        case end
    }
    var time: Double
    var kind: Kind
}

/// The first line of a recording: everything needed to start the same app again.
struct RecordingHeader: Equatable {
    static let format = "shoji-record"
    /// 2 added the desktop's settings; a version 1 file (without them) is read as before.
    static let version = 2
    var size: Size
    var scale: Double
    var scene: String
    var lang: String
    var timeScale: Double
    var seed: UInt64
}

/// JSON for recordings. Keys are short and stable; the format has a version so a newer file is refused
/// clearly instead of misread.
enum RecordingCodec {
    static func encode(_ h: RecordingHeader) -> String {
        TraceValue.object([
            ("format", .string(RecordingHeader.format)), ("version", .number(Double(RecordingHeader.version))),
            ("size", .array([.number(h.size.width), .number(h.size.height)])), ("scale", .number(h.scale)),
            ("scene", .string(h.scene)), ("lang", .string(h.lang)), ("timeScale", .number(h.timeScale)),
            ("seed", .string(String(h.seed))),
        ]).json
    }

    static func encode(_ e: RecordedEvent) -> String {
        var f: [(String, TraceValue)] = [("t", .number((e.time * 1e6).rounded() / 1e6))]
        switch e.kind {
        case .end: f.append(("type", "end"))
        case .resize(let s): f += [("type", "resize"), ("w", .number(s.width)), ("h", .number(s.height))]
        case .network(let s):
            f += [("type", "network"), ("status", .string(networkName(s)))]
            if let i = s.interface { f.append(("interface", .string(i))) }
        case .settings(let d): f += [("type", "settings")] + RecordedSettings.fields(d)
        case .input(.pointerExited): f.append(("type", "exit"))
        case .input(.pointer(let p)):
            f += [("type", .string(p.phase.rawValue)), ("x", .number(p.location.x)), ("y", .number(p.location.y))]
            if let b = p.button { f.append(("button", .number(Double(b.rawValue)))) }
            if !p.modifiers.isEmpty { f.append(("mods", .number(Double(p.modifiers.rawValue)))) }
        case .input(.wheel(let w)):
            f += [("type", "wheel"), ("x", .number(w.location.x)), ("y", .number(w.location.y)),
                  ("dx", .number(w.delta.x)), ("dy", .number(w.delta.y))]
            if w.hasPreciseDeltas { f.append(("precise", true)) }
            if !w.modifiers.isEmpty { f.append(("mods", .number(Double(w.modifiers.rawValue)))) }
        case .input(.touch(let e)):
            f += [("type", "touch"), ("phase", .string(e.phase.rawValue)), ("id", .number(Double(e.id))),
                  ("x", .number(e.location.x)), ("y", .number(e.location.y))]
            if !e.modifiers.isEmpty { f.append(("mods", .number(Double(e.modifiers.rawValue)))) }
        case .input(.key(let k)):
            f += [("type", "key"), ("key", .string(keyName(k.key))), ("text", .string(k.text))]
            if k.isKeypad { f.append(("keypad", true)) }
            if !k.modifiers.isEmpty { f.append(("mods", .number(Double(k.modifiers.rawValue)))) }
        }
        return TraceValue.object(f).json
    }

    static func keyName(_ k: Key) -> String {
        switch k {
        case .character(let c): return "char:" + c
        case .escape: return "escape"
        case .tab: return "tab"
        case .enter: return "enter"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .space: return "space"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        case .function(let n): return "f\(n)"
        case .other(let code): return "other:\(code)"
        }
    }

    static func networkName(_ s: NetworkStatus) -> String {
        switch s {
        case .unknown: return "unknown"
        case .offline: return "offline"
        case .localOnly: return "localOnly"
        case .online: return "online"
        }
    }

    static func network(named name: String, interface: String?) -> NetworkStatus? {
        switch (name, interface) {
        case ("unknown", _): return .unknown
        case ("offline", _): return .offline
        case ("localOnly", let i?): return .localOnly(interface: i)
        case ("online", let i?): return .online(interface: i)
        default: return nil
        }
    }

    static func key(named s: String) -> Key? {
        if s.hasPrefix("char:") { let c = String(s.dropFirst(5)); return c.isEmpty ? nil : .character(c) }
        if s.hasPrefix("other:") { return UInt32(s.dropFirst(6)).map { .other($0) } }
        if s.hasPrefix("f"), let n = Int(s.dropFirst()), (1...12).contains(n) { return .function(n) }
        let named: [String: Key] = ["escape": .escape, "tab": .tab, "enter": .enter, "backspace": .backspace,
                                    "delete": .delete, "space": .space, "up": .up, "down": .down, "left": .left,
                                    "right": .right, "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown]
        return named[s]
    }
}
