import CDBus

/// D-Bus type codes (libdbus defines them as casts, which Swift does not import).
enum DBusType {
    static let byte = Int32(UInt8(ascii: "y")), boolean = Int32(UInt8(ascii: "b"))
    static let int32 = Int32(UInt8(ascii: "i")), uint32 = Int32(UInt8(ascii: "u"))
    static let int64 = Int32(UInt8(ascii: "x")), uint64 = Int32(UInt8(ascii: "t"))
    static let double = Int32(UInt8(ascii: "d")), string = Int32(UInt8(ascii: "s"))
    static let objectPath = Int32(UInt8(ascii: "o")), variant = Int32(UInt8(ascii: "v"))
    static let array = Int32(UInt8(ascii: "a")), structure = Int32(UInt8(ascii: "r"))
    static let dictEntry = Int32(UInt8(ascii: "e")), invalid: Int32 = 0
}

/// Appends arguments to a message, containers through closures: `w.array("(so)") { $0.reference(…) }`.
struct MessageWriter {
    fileprivate var iter = DBusMessageIter()

    init(appendingTo message: OpaquePointer) {
        dbus_message_iter_init_append(message, &iter)
    }

    private init() {}

    mutating func string(_ value: String) { append(value, as: DBusType.string) }
    mutating func objectPath(_ value: String) { append(value, as: DBusType.objectPath) }

    mutating func byte(_ value: UInt8) { var v = value; _ = dbus_message_iter_append_basic(&iter, DBusType.byte, &v) }
    mutating func int32(_ value: Int32) { var v = value; _ = dbus_message_iter_append_basic(&iter, DBusType.int32, &v) }
    mutating func uint32(_ value: UInt32) { var v = value; _ = dbus_message_iter_append_basic(&iter, DBusType.uint32, &v) }
    mutating func int64(_ value: Int64) { var v = value; _ = dbus_message_iter_append_basic(&iter, DBusType.int64, &v) }
    mutating func double(_ value: Double) { var v = value; _ = dbus_message_iter_append_basic(&iter, DBusType.double, &v) }
    mutating func bool(_ value: Bool) { var v: dbus_bool_t = value ? 1 : 0; _ = dbus_message_iter_append_basic(&iter, DBusType.boolean, &v) }

    /// An object reference, AT-SPI's `(so)`: a bus name and an object path.
    mutating func reference(_ ref: ObjectReference) {
        structure { $0.string(ref.bus); $0.objectPath(ref.path) }
    }

    mutating func structure(_ body: (inout MessageWriter) -> Void) { container(DBusType.structure, nil, body) }
    mutating func array(_ elementSignature: String, _ body: (inout MessageWriter) -> Void) { container(DBusType.array, elementSignature, body) }
    mutating func variant(_ signature: String, _ body: (inout MessageWriter) -> Void) { container(DBusType.variant, signature, body) }
    mutating func dictEntry(_ body: (inout MessageWriter) -> Void) { container(DBusType.dictEntry, nil, body) }

    /// `a{ss}`.
    mutating func stringDictionary(_ pairs: [(String, String)]) {
        array("{ss}") { a in
            for (k, v) in pairs { a.dictEntry { $0.string(k); $0.string(v) } }
        }
    }

    private mutating func container(_ type: Int32, _ signature: String?, _ body: (inout MessageWriter) -> Void) {
        var sub = MessageWriter()
        if let signature {
            _ = signature.withCString { dbus_message_iter_open_container(&iter, type, $0, &sub.iter) }
        } else {
            _ = dbus_message_iter_open_container(&iter, type, nil, &sub.iter)
        }
        body(&sub)
        _ = dbus_message_iter_close_container(&iter, &sub.iter)
    }

    private mutating func append(_ value: String, as type: Int32) {
        // D-Bus strings carry no NUL: libdbus refuses them (and the message) rather than truncate.
        let clean = value.contains("\0") ? value.replacingNULs() : value
        clean.withCString { p in
            var pointer: UnsafePointer<CChar>? = p
            _ = dbus_message_iter_append_basic(&iter, type, &pointer)
        }
    }
}

private extension String {
    func replacingNULs() -> String { split(separator: "\0", omittingEmptySubsequences: false).joined() }
}

/// Reads a message's arguments in order; a wrong type reads as nil, so a handler can answer with an error.
struct MessageReader {
    private var iter = DBusMessageIter()
    private var valid: Bool

    init(_ message: OpaquePointer) {
        valid = dbus_message_iter_init(message, &iter) != 0
    }

    private init(sub: DBusMessageIter) {
        iter = sub
        var copy = sub
        valid = dbus_message_iter_get_arg_type(&copy) != DBusType.invalid
    }

    var currentType: Int32 {
        guard valid else { return DBusType.invalid }
        var copy = iter
        return dbus_message_iter_get_arg_type(&copy)
    }

    mutating func string() -> String? {
        guard currentType == DBusType.string || currentType == DBusType.objectPath else { return nil }
        var p: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iter, &p)
        advance()
        return p.map { String(cString: $0) }
    }

    mutating func int32() -> Int32? { basic(DBusType.int32, Int32(0)) }
    mutating func uint32() -> UInt32? { basic(DBusType.uint32, UInt32(0)) }
    mutating func bool() -> Bool? { basic(DBusType.boolean, dbus_bool_t(0)).map { $0 != 0 } }
    mutating func byte() -> UInt8? { basic(DBusType.byte, UInt8(0)) }

    /// A number of any D-Bus numeric type, or inside a variant (clients set `CurrentValue` as `v(d)`,
    /// some tools as an integer).
    mutating func number() -> Double? {
        switch currentType {
        case DBusType.double: return basic(DBusType.double, 0.0)
        case DBusType.int32: return basic(DBusType.int32, Int32(0)).map(Double.init)
        case DBusType.uint32: return basic(DBusType.uint32, UInt32(0)).map(Double.init)
        case DBusType.int64: return basic(DBusType.int64, Int64(0)).map(Double.init)
        case DBusType.variant:
            var inner = recurse()
            return inner.number()
        default: return nil
        }
    }

    /// The container (struct, array, variant) at the current argument, as a reader of its contents.
    mutating func recurse() -> MessageReader {
        var sub = DBusMessageIter()
        dbus_message_iter_recurse(&iter, &sub)
        advance()
        return MessageReader(sub: sub)
    }

    private mutating func basic<T: BitwiseCopyable>(_ type: Int32, _ zero: T) -> T? {
        guard currentType == type else { return nil }
        var v = zero
        withUnsafeMutablePointer(to: &v) { dbus_message_iter_get_basic(&iter, UnsafeMutableRawPointer($0)) }
        advance()
        return v
    }

    private mutating func advance() {
        if dbus_message_iter_next(&iter) == 0 { valid = false }
    }
}

/// AT-SPI's reference to an accessible object: who serves it and at which path.
struct ObjectReference: Equatable, Sendable {
    var bus: String
    var path: String
    /// The reference AT-SPI uses for "none".
    static let null = ObjectReference(bus: "", path: "/org/a11y/atspi/null")
}
