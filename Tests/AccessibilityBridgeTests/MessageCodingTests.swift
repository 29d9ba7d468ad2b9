import CDBus
import Testing
@testable import ShojiAccessibility

@Suite("D-Bus message coding")
struct MessageCodingTests {
    func message(_ write: (inout MessageWriter) -> Void) -> OpaquePointer {
        let m = dbus_message_new_method_call("org.example", "/org/example", "org.example.I", "M")!
        var w = MessageWriter(appendingTo: m)
        write(&w)
        return m
    }

    @Test("What the writer puts in a message, nested containers included, is what the reader and libdbus see")
    func roundTrip() {
        let m = message { w in
            w.string("名前")
            w.int32(-7)
            w.uint32(41)
            w.reference(ObjectReference(bus: ":1.5", path: "/org/a11y/atspi/accessible/3"))
            w.variant("d") { $0.double(0.75) }
            w.array("(so)") { a in a.reference(.null) }
            w.stringDictionary([("toolkit", "Shoji"), ("id", "basics.button")])
        }
        defer { dbus_message_unref(m) }
        #expect(String(cString: dbus_message_get_signature(m)) == "siu(so)va(so)a{ss}")
        var r = MessageReader(m)
        #expect(r.string() == "名前")
        #expect(r.int32() == -7)
        #expect(r.uint32() == 41)
        #expect(r.reference() == ObjectReference(bus: ":1.5", path: "/org/a11y/atspi/accessible/3"))
        #expect(r.number() == 0.75, "a number inside a variant, as clients set CurrentValue")
    }

    @Test("A wrong type reads as nil (the handler answers InvalidArgs) and a NUL in a string does not lose the message")
    func wrongTypesAndNUL() {
        let m = message { w in w.int32(3); w.string("a\u{0}b") }
        defer { dbus_message_unref(m) }
        var r = MessageReader(m)
        #expect(r.string() == nil)
        #expect(r.uint32() == nil)
        #expect(r.number() == 3)
        #expect(r.string() == "ab")
        #expect(r.int32() == nil, "past the end")
    }
}
