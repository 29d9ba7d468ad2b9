import CDBus
import Shoji
import ShojiFiles
import Testing
@testable import ShojiAccessibility

/// The portal's MIME filters and `choices` (issue 40 point 3), and noticing a portal that died (point 4).
@Suite("File chooser portal: MIME filters, choices, a portal gone")
@MainActor
struct FileChooserPortalOptionsTests {
    /// The options `a{sv}` of a call, each value handed to `body` with its key.
    func options(_ call: OpaquePointer, _ body: (String, inout MessageReader) -> Void) {
        var r = MessageReader(call)
        _ = r.string(); _ = r.string()
        var list = r.recurse()
        while list.currentType == DBusType.dictEntry {
            var e = list.recurse()
            let key = e.string() ?? ""
            var v = e.recurse()
            body(key, &v)
        }
    }

    /// A filter `(sa(us))` read back as its name and its `(kind, text)` rules.
    func readFilter(_ r: inout MessageReader) -> (String, [(UInt32, String)]) {
        var s = r.recurse()
        let name = s.string() ?? ""
        var rules: [(UInt32, String)] = []
        var list = s.recurse()
        while list.currentType == DBusType.structure {
            var p = list.recurse()
            rules.append((p.uint32() ?? 99, p.string() ?? ""))
        }
        return (name, rules)
    }

    @Test("Filters send globs as (0, glob) and MIME types as (1, type); the first is the current filter")
    func mimeFilters() throws {
        let images = FileFilter(name: "Images", patterns: ["*.png"], mimeTypes: ["image/png", "image/jpeg"])
        let text = FileFilter(name: "Text", patterns: [], mimeTypes: ["text/plain"])
        let request = FileChooserPortalRequest(mode: .open, title: "Open", acceptLabel: "Open",
                                               filters: [images, text, .allFiles])
        let call = try #require(FileChooserPortal.makeCall(request, token: "t"))
        defer { dbus_message_unref(call) }
        #expect(String(cString: dbus_message_get_signature(call)) == "ssa{sv}")
        var sent: [(String, [(UInt32, String)])] = []
        var current: (String, [(UInt32, String)])?
        options(call) { key, v in
            if key == "filters" {
                var list = v.recurse()
                while list.currentType == DBusType.structure { sent.append(readFilter(&list)) }
            }
            if key == "current_filter" { current = readFilter(&v) }
        }
        #expect(sent.map(\.0) == ["Images", "Text", "All Files"])
        #expect(sent[0].1.map(\.0) == [0, 1, 1] && sent[0].1.map(\.1) == ["*.png", "image/png", "image/jpeg"])
        #expect(sent[1].1.map(\.0) == [1] && sent[1].1.map(\.1) == ["text/plain"], "no catch-all glob beside a MIME type")
        #expect(sent[2].1.map(\.0) == [0] && sent[2].1.map(\.1) == ["*"])
        #expect(current?.0 == "Images" && current?.1.count == 3)
    }

    @Test("Choices are sent as a(ssa(ss)s): a pop-up with its values and a check box with none")
    func choicesSent() throws {
        let encoding = FileDialogChoice(id: "encoding", label: "Encoding",
                                        options: [.init(id: "utf8", label: "UTF-8"), .init(id: "latin1", label: "Latin-1")])
        let readOnly = FileDialogChoice(id: "ro", label: "Open read-only", isOn: true)
        let request = FileChooserPortalRequest(mode: .open, title: "Open", acceptLabel: "Open", choices: [encoding, readOnly])
        let call = try #require(FileChooserPortal.makeCall(request, token: "t"))
        defer { dbus_message_unref(call) }
        var seen: [(String, String, [String], String)] = []
        options(call) { key, v in
            guard key == "choices" else { return }
            var list = v.recurse()
            while list.currentType == DBusType.structure {
                var c = list.recurse()
                let id = c.string() ?? "", label = c.string() ?? ""
                var values: [String] = []
                var o = c.recurse()
                while o.currentType == DBusType.structure {
                    var pair = o.recurse()
                    values.append((pair.string() ?? "") + "=" + (pair.string() ?? ""))
                }
                seen.append((id, label, values, c.string() ?? ""))
            }
        }
        #expect(seen.count == 2)
        #expect(seen.first.map { [$0.0, $0.1, $0.3] } == ["encoding", "Encoding", "utf8"])
        #expect(seen.first?.2 == ["utf8=UTF-8", "latin1=Latin-1"])
        #expect(seen.last.map { [$0.0, $0.1, $0.3] } == ["ro", "Open read-only", "true"] && seen.last?.2 == [])
    }

    @Test("The answer gives the filter and the choices the user left, with the files")
    func answerCarriesFilterAndChoices() {
        let m = dbus_message_new_signal("/org/freedesktop/portal/desktop/request/1_42/t", "org.freedesktop.portal.Request", "Response")!
        defer { dbus_message_unref(m) }
        var w = MessageWriter(appendingTo: m)
        w.uint32(0)
        w.array("{sv}") { a in
            a.dictEntry { e in e.string("uris"); e.variant("as") { v in v.array("s") { l in l.string("file:///tmp/a.txt") } } }
            a.dictEntry { e in e.string("choices"); e.variant("a(ss)") { v in v.array("(ss)") { l in
                l.structure { p in p.string("encoding"); p.string("latin1") }
                l.structure { p in p.string("ro"); p.string("false") }
            } } }
            a.dictEntry { e in e.string("current_filter"); e.variant("(sa(us))") { v in v.structure { s in
                s.string("Text"); s.array("(us)") { l in l.structure { p in p.uint32(1); p.string("text/plain") } }
            } } }
        }
        #expect(FileChooserPortal.answer(fromResponse: m) ==
                .chosen([FilePath("/tmp/a.txt")], filter: "Text", choices: ["encoding": "latin1", "ro": "false"]))
    }

    /// `NameOwnerChanged(name, old, new)` as the bus sends it.
    func ownerChanged(_ name: String, old: String, new: String) -> OpaquePointer {
        let m = dbus_message_new_signal("/org/freedesktop/DBus", "org.freedesktop.DBus", "NameOwnerChanged")!
        var w = MessageWriter(appendingTo: m)
        w.string(name); w.string(old); w.string(new)
        return m
    }

    @Test("The portal's name losing its owner is noticed; gaining one, or another name, is not")
    func portalGone() {
        let gone = ownerChanged("org.freedesktop.portal.Desktop", old: ":1.7", new: "")
        let started = ownerChanged("org.freedesktop.portal.Desktop", old: "", new: ":1.9")
        let other = ownerChanged("org.example.Other", old: ":1.3", new: "")
        defer { [gone, started, other].forEach { dbus_message_unref($0) } }
        #expect(FileChooserPortal.isPortalGone(gone))
        #expect(!FileChooserPortal.isPortalGone(started))
        #expect(!FileChooserPortal.isPortalGone(other))
    }
}
