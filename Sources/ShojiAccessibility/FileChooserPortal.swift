import CDBus
import Dispatch
import Shoji
import ShojiFiles

/// What the desktop's file chooser portal is asked: `OpenFile` or `SaveFile` with their options.
public struct FileChooserPortalRequest: Sendable {
    /// Open files or save one.
    public var mode: FileBrowser.Mode
    /// The dialog's title.
    public var title: String
    /// The default button's label (`accept_label`).
    public var acceptLabel: String
    /// Open: whether several files may be chosen (`multiple`).
    public var allowsMultipleSelection: Bool
    /// The folder to start in (`current_folder`, sent as bytes so any name goes through).
    public var folder: FilePath?
    /// Save: the name the field starts with (`current_name`).
    public var suggestedName: String
    /// The file-type filters (`filters`: glob patterns and MIME types), the first chosen at first
    /// (`current_filter`).
    public var filters: [FileFilter]
    /// The app's options beside the files (`choices`).
    public var choices: [FileDialogChoice]
    /// The app's window the dialog is modal for, as the portal names windows (`x11:1a00007`), or "".
    public var parentWindow: String

    /// A request from a dialog's options.
    public init(mode: FileBrowser.Mode, title: String, acceptLabel: String, allowsMultipleSelection: Bool = false,
                folder: FilePath? = nil, suggestedName: String = "", filters: [FileFilter] = [],
                choices: [FileDialogChoice] = [], parentWindow: String = "") {
        self.mode = mode
        self.title = title
        self.acceptLabel = acceptLabel
        self.allowsMultipleSelection = allowsMultipleSelection
        self.folder = folder
        self.suggestedName = suggestedName
        self.filters = filters
        self.choices = choices
        self.parentWindow = parentWindow
    }
}

/// How the file chooser portal answered.
public enum FileChooserPortalAnswer: Equatable, Sendable {
    /// The user chose these files, with the filter chosen last (its name, when the portal says) and the
    /// value of each of the request's choices, by id.
    case chosen([FilePath], filter: String? = nil, choices: [String: String] = [:])
    /// The user cancelled.
    case cancelled
    /// No portal took the request (no session bus, no portal, no FileChooser, an error or no reply in
    /// time): the app shows its own dialog instead.
    case unavailable
}

/// The desktop's file chooser (`org.freedesktop.portal.FileChooser`), as GTK's `GtkFileChooserNative` uses
/// it: the portal shows the desktop's own dialog (or, sandboxed, the only one that can see the user's
/// files) and answers through a `Request` object's `Response` signal. The bus is opened off the main
/// queue, as for the settings portal; the call is bounded by `Limits.fileChooserPortalSeconds`, the
/// user's choice is not.
@MainActor
public final class FileChooserPortal {
    /// Requests under way, kept alive until they answer.
    private static var active: [ObjectIdentifier: FileChooserPortal] = [:]
    private static var nextToken = 0
    private var bus: BusConnection?
    private var requestPaths: Set<String> = []
    private var finish: ((FileChooserPortalAnswer) -> Void)?
    /// Whether the answer is given (a Response and then a disconnect must not answer twice).
    private var answered = false

    private init() {}

    /// Asks the portal and waits for the user's answer; `.unavailable` at once when there is no portal.
    public static func choose(_ request: FileChooserPortalRequest,
                              timeoutSeconds: Double = Limits.fileChooserPortalSeconds) async -> FileChooserPortalAnswer {
        guard let address = AccessibilityBus.sessionBusAddress(), DBusLibrary.load() == nil else { return .unavailable }
        let portal = FileChooserPortal()
        active[ObjectIdentifier(portal)] = portal
        return await withCheckedContinuation { (continuation: CheckedContinuation<FileChooserPortalAnswer, Never>) in
            portal.finish = { [weak portal] answer in
                guard let portal, !portal.answered else { return }
                portal.answered = true
                continuation.resume(returning: answer)
                // Closed on the next turn: this runs inside libdbus's dispatch (a signal, a reply), which
                // must not see its connection freed under it.
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        portal.finish = nil
                        portal.bus?.close()
                        portal.bus = nil
                        active[ObjectIdentifier(portal)] = nil
                    }
                }
            }
            DispatchQueue(label: "shoji.filechooser.portal").async {
                let opened = SettingsPortal.open(address)
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        guard let raw = opened?.raw else { portal.finish?(.unavailable); return }
                        portal.connected(BusConnection(adopting: raw), request, timeoutSeconds: timeoutSeconds)
                    }
                }
            }
        }
    }

    static let service = "org.freedesktop.portal.Desktop", path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.FileChooser", requestInterface = "org.freedesktop.portal.Request"

    private func connected(_ bus: BusConnection, _ request: FileChooserPortalRequest, timeoutSeconds: Double) {
        self.bus = bus
        bus.onMessage = { [weak self] message in self?.handle(message) ?? false }
        bus.onDisconnect = { [weak self] in self?.finish?(.unavailable) }
        bus.attach()
        Self.nextToken += 1
        let token = "shoji\(Self.nextToken)"
        // The Response signal is matched before the call, on the path the portal will give the request, so
        // an answer quicker than the call's reply is not lost (the portal documentation's advice).
        let expected = Self.requestPath(sender: bus.uniqueName, token: token)
        watch(expected)
        watchPortalOwner()
        guard let call = Self.makeCall(request, token: token) else { finish?(.unavailable); return }
        bus.call(call, timeoutMilliseconds: Int32(timeoutSeconds * 1000)) { [weak self] reply in
            guard let self else { return }
            guard dbus_message_get_type(reply) == DBUS_MESSAGE_TYPE_METHOD_RETURN else { self.finish?(.unavailable); return }
            var reader = MessageReader(reply)
            // A portal older than version 0.9 chooses its own path: follow that one too.
            if let handle = reader.string(), handle != expected { self.watch(handle) }
        }
    }

    private func watch(_ path: String) {
        requestPaths.insert(path)
        guard let match = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "AddMatch") else { return }
        var w = MessageWriter(appendingTo: match)
        w.string("type='signal',interface='\(Self.requestInterface)',member='Response',path='\(path)'")
        bus?.send(match)
    }

    /// Asks the bus to say when the portal's name loses its owner: a portal that dies while its dialog is
    /// open sends no `Response`, and without this the app's `present` would wait for ever.
    private func watchPortalOwner() {
        guard let match = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "AddMatch") else { return }
        var w = MessageWriter(appendingTo: match)
        w.string("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(Self.service)'")
        bus?.send(match)
    }

    private func handle(_ message: OpaquePointer) -> Bool {
        if Self.isPortalGone(message) {
            // Cancelled, not Shoji's own dialog: the user saw the desktop's dialog vanish, and a second,
            // different one opening by itself would answer a question they may no longer be asking. The app
            // can ask again (the portal is restarted on the next call by bus activation).
            finish?(.cancelled)
            return true
        }
        guard dbus_message_is_signal(message, Self.requestInterface, "Response") != 0,
              let path = dbus_message_get_path(message).map({ String(cString: $0) }), requestPaths.contains(path) else { return false }
        finish?(Self.answer(fromResponse: message))
        return true
    }

    /// Whether `message` is the bus saying the portal's name (``service``) lost its owner: the signal
    /// `NameOwnerChanged(name, old owner, new owner)` with the new owner empty.
    static func isPortalGone(_ message: OpaquePointer) -> Bool {
        guard dbus_message_is_signal(message, "org.freedesktop.DBus", "NameOwnerChanged") != 0 else { return false }
        var reader = MessageReader(message)
        guard reader.string() == service, reader.string() != nil, let newOwner = reader.string() else { return false }
        return newOwner.isEmpty
    }

    /// The object path of a request: `/org/freedesktop/portal/desktop/request/SENDER/TOKEN`, the sender's
    /// unique name without its colon and with its dots as underscores (`:1.42` → `1_42`).
    static func requestPath(sender: String, token: String) -> String {
        let name = String(sender.drop { $0 == ":" }.map { $0 == "." ? "_" : $0 })
        return "\(path)/request/\(name)/\(token)"
    }

    /// The `OpenFile` or `SaveFile` call: parent window, title, and the options `a{sv}`.
    static func makeCall(_ request: FileChooserPortalRequest, token: String) -> OpaquePointer? {
        let method = request.mode == .open ? "OpenFile" : "SaveFile"
        guard let call = dbus_message_new_method_call(service, path, interface, method) else { return nil }
        var w = MessageWriter(appendingTo: call)
        w.string(request.parentWindow)
        w.string(request.title)
        w.array("{sv}") { options in
            func option(_ key: String, _ signature: String, _ body: (inout MessageWriter) -> Void) {
                options.dictEntry { e in e.string(key); e.variant(signature, body) }
            }
            option("handle_token", "s") { $0.string(token) }
            option("modal", "b") { $0.bool(true) }
            if !request.acceptLabel.isEmpty { option("accept_label", "s") { $0.string(request.acceptLabel) } }
            if request.mode == .open { option("multiple", "b") { $0.bool(request.allowsMultipleSelection) } }
            if request.mode == .save, !request.suggestedName.isEmpty { option("current_name", "s") { $0.string(request.suggestedName) } }
            if let folder = request.folder {
                // A byte string ending in NUL, as the portal takes paths.
                option("current_folder", "ay") { v in v.array("y") { a in for b in folder.bytes + [0] { a.byte(b) } } }
            }
            if !request.filters.isEmpty {
                option("filters", "a(sa(us))") { v in v.array("(sa(us))") { list in for f in request.filters { filter(f, &list) } } }
                option("current_filter", "(sa(us))") { v in filter(request.filters[0], &v) }
            }
            if !request.choices.isEmpty {
                option("choices", "a(ssa(ss)s)") { v in
                    v.array("(ssa(ss)s)") { list in
                        for c in request.choices {
                            list.structure { s in
                                s.string(c.id)
                                s.string(c.label)
                                s.array("(ss)") { o in for option in c.options { o.structure { p in p.string(option.id); p.string(option.label) } } }
                                s.string(c.selected)
                            }
                        }
                    }
                }
            }
        }
        return call
    }

    /// A filter as `(sa(us))`: its name, then each glob pattern as `(0, glob)` and each MIME type as
    /// `(1, type)`, as the portal's specification says (a filter of neither matches all: `(0, "*")`).
    private static func filter(_ f: FileFilter, _ w: inout MessageWriter) {
        w.structure { s in
            s.string(f.name)
            s.array("(us)") { list in
                let globs = f.patterns.isEmpty && f.mimeTypes.isEmpty ? ["*"] : f.patterns
                for pattern in globs { list.structure { p in p.uint32(0); p.string(pattern) } }
                for type in f.mimeTypes { list.structure { p in p.uint32(1); p.string(type) } }
            }
        }
    }

    /// A `Response(u response, a{sv} results)` signal's answer: 0 chose `uris` (each `file://` URI decoded
    /// to its exact bytes; others skipped), 1 cancelled, 2 ended another way (closed): cancelled too.
    static func answer(fromResponse message: OpaquePointer) -> FileChooserPortalAnswer {
        var reader = MessageReader(message)
        guard let code = reader.uint32() else { return .unavailable }
        // 2, "ended some other way", is what GTK's back end says when the dialog is closed (Escape, the
        // window's close button): a cancel to the user, not a reason to show a second dialog.
        guard code == 0 else { return .cancelled }
        var paths: [FilePath] = []
        var filter: String?
        var choices: [String: String] = [:]
        guard reader.currentType == DBusType.array else { return .cancelled }
        var results = reader.recurse()
        while results.currentType == DBusType.dictEntry {
            var entry = results.recurse()
            let key = entry.string()
            guard entry.currentType == DBusType.variant else { continue }
            var value = entry.recurse()
            switch key {
            case "uris":
                guard value.currentType == DBusType.array else { continue }
                var uris = value.recurse()
                while uris.currentType == DBusType.string {
                    if let uri = uris.string(), let path = FilePath(fileURI: uri) { paths.append(path) }
                }
            case "current_filter":
                // (sa(us)): the name is what the app knows its filters by.
                guard value.currentType == DBusType.structure else { continue }
                var s = value.recurse()
                filter = s.string()
            case "choices":
                // a(ss): each choice's id and the value the user left.
                guard value.currentType == DBusType.array else { continue }
                var list = value.recurse()
                while list.currentType == DBusType.structure {
                    var pair = list.recurse()
                    if let id = pair.string(), let chosen = pair.string() { choices[id] = chosen }
                }
            default: continue
            }
        }
        return paths.isEmpty ? .cancelled : .chosen(paths, filter: filter, choices: choices)
    }
}
