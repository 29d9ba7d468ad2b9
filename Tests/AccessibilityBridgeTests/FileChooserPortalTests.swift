import CDBus
import Shoji
import ShojiFiles
import Testing
@testable import ShojiAccessibility

@Suite("File chooser portal: the request and the Response")
@MainActor
struct FileChooserPortalTests {
    /// A `Response(u, a{sv})` signal as the portal sends it on the request's path.
    func response(_ code: UInt32, uris: [String]?) -> OpaquePointer {
        let m = dbus_message_new_signal("/org/freedesktop/portal/desktop/request/1_42/shoji1",
                                        "org.freedesktop.portal.Request", "Response")!
        var w = MessageWriter(appendingTo: m)
        w.uint32(code)
        w.array("{sv}") { a in
            a.dictEntry { e in e.string("current_filter"); e.variant("(sa(us))") { v in v.structure { s in s.string("CSV"); s.array("(us)") { _ in } } } }
            if let uris { a.dictEntry { e in e.string("uris"); e.variant("as") { v in v.array("s") { l in for u in uris { l.string(u) } } } } }
        }
        return m
    }

    @Test("The request's path is the portal's: the sender's name without colon, dots as underscores, then the token")
    func requestPath() {
        #expect(FileChooserPortal.requestPath(sender: ":1.42", token: "shoji1") == "/org/freedesktop/portal/desktop/request/1_42/shoji1")
    }

    @Test("Response 0 gives the chosen paths with their exact bytes; 1 is a cancel, and so is 2 (the dialog closed)")
    func answers() {
        let chosen = response(0, uris: ["file:///tmp/a%20b.csv", "file:///tmp/caf%E9", "https://example.org/x"])
        defer { dbus_message_unref(chosen) }
        #expect(FileChooserPortal.answer(fromResponse: chosen) ==
                .chosen([FilePath("/tmp/a b.csv"), FilePath(bytes: Array("/tmp/caf".utf8) + [0xE9])], filter: "CSV"),
                "a URI that is no local file is skipped")
        let cancelled = response(1, uris: nil)
        defer { dbus_message_unref(cancelled) }
        #expect(FileChooserPortal.answer(fromResponse: cancelled) == .cancelled)
        let other = response(2, uris: nil)
        defer { dbus_message_unref(other) }
        #expect(FileChooserPortal.answer(fromResponse: other) == .cancelled, "no second dialog after the user closed the first")
        let empty = response(0, uris: [])
        defer { dbus_message_unref(empty) }
        #expect(FileChooserPortal.answer(fromResponse: empty) == .cancelled, "nothing chosen is no file to write")
    }

    @Test("SaveFile carries the parent X window, title, token, name, the folder as NUL-ended bytes and the filters")
    func saveCall() throws {
        let folder = FilePath(bytes: Array("/tmp/caf".utf8) + [0xE9])
        let request = FileChooserPortalRequest(mode: .save, title: "Export", acceptLabel: "Export", folder: folder,
                                               suggestedName: "tasks.csv",
                                               filters: [FileFilter(name: "CSV", patterns: ["*.csv"]), .allFiles],
                                               parentWindow: "x11:1a00007")
        let call = try #require(FileChooserPortal.makeCall(request, token: "shoji7"))
        defer { dbus_message_unref(call) }
        #expect(String(cString: dbus_message_get_member(call)) == "SaveFile")
        #expect(String(cString: dbus_message_get_signature(call)) == "ssa{sv}")
        var r = MessageReader(call)
        #expect(r.string() == "x11:1a00007")
        #expect(r.string() == "Export")
        var list = r.recurse()
        var keys: [String] = []
        while list.currentType == DBusType.dictEntry {
            var e = list.recurse()
            let key = e.string() ?? ""
            keys.append(key)
            var v = e.recurse()
            switch key {
            case "handle_token": #expect(v.string() == "shoji7")
            case "current_name": #expect(v.string() == "tasks.csv")
            case "modal": #expect(v.bool() == true)
            case "current_folder":
                var bytes: [UInt8] = []
                var a = v.recurse()
                while a.currentType == DBusType.byte { bytes.append(a.byte() ?? 0xFF) }
                #expect(bytes == folder.bytes + [0], "the exact bytes, NUL-ended")
            case "filters":
                var a = v.recurse()
                var names: [String] = []
                var firstPattern: (UInt32?, String?)
                while a.currentType == DBusType.structure {
                    var s = a.recurse()
                    names.append(s.string() ?? "")
                    var patterns = s.recurse()
                    var p = patterns.recurse()
                    if names.count == 1 { firstPattern = (p.uint32(), p.string()) }
                }
                #expect(names == ["CSV", "All Files"])
                #expect(firstPattern.0 == 0 && firstPattern.1 == "*.csv", "a glob pattern")
            default: break
            }
        }
        #expect(Set(keys) == ["handle_token", "modal", "accept_label", "current_name", "current_folder", "filters", "current_filter"])
    }

    @Test("OpenFile asks for several files when the app allows it, and names no current file")
    func openCall() throws {
        let request = FileChooserPortalRequest(mode: .open, title: "Open", acceptLabel: "Open", allowsMultipleSelection: true)
        let call = try #require(FileChooserPortal.makeCall(request, token: "t"))
        defer { dbus_message_unref(call) }
        #expect(String(cString: dbus_message_get_member(call)) == "OpenFile")
        var r = MessageReader(call)
        _ = r.string(); _ = r.string()
        var list = r.recurse()
        var multiple: Bool?
        var keys: [String] = []
        while list.currentType == DBusType.dictEntry {
            var e = list.recurse()
            let key = e.string() ?? ""
            keys.append(key)
            var v = e.recurse()
            if key == "multiple" { multiple = v.bool() }
        }
        #expect(multiple == true)
        #expect(!keys.contains("current_name") && !keys.contains("current_folder"))
    }
}
