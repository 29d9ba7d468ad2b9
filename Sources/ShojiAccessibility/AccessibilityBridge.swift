import CDBus
import Dispatch
import Glibc
import Shoji

/// Shows a Shoji screen to assistive technology over AT-SPI2, as GTK's and Qt's bridges do: it finds the
/// accessibility bus, registers the application with the registry, serves the accessible tree read
/// straight from the views (no copy of the tree), and turns Shoji's accessibility notifications into the
/// events screen readers listen to.
///
/// Everything runs on the main queue; the bus's socket is a dispatch source, so an idle bridge wakes no
/// one. Without an accessibility bus `start()` answers false and nothing runs at all. If the bus
/// goes away the bridge says so once on stderr and switches itself off; the application goes on.
@MainActor
public final class AccessibilityBridge {
    let screen: Screen
    let applicationName: String
    let toolkitName: String
    /// X root coordinates of the window's top-left, in device pixels.
    let windowOrigin: @MainActor () -> Point
    /// Device pixels per point.
    let scale: @MainActor () -> Double

    var connection: BusConnection?
    /// The registry's desktop: our application's parent, as the registry answered `Embed`.
    var desktop = ObjectReference(bus: "org.a11y.atspi.Registry", path: ObjectTable.rootPath)
    /// The number the registry gave the application (it sets `Application.Id`).
    var applicationID: Int32 = 0
    let objects = ObjectTable()
    /// The window clients were last told is active (the one with the accessible focus).
    weak var activeWindow: Window?
    private var observation: AccessibilityObservation?
    /// The program's other top-level windows' screens, each with where its X window is (Bridge+Screens).
    var otherScreens: [OtherScreen] = []

    /// Says one line when the bus goes away (the runtime prefixes the program's name); stderr by default.
    public var warn: @MainActor (String) -> Void = { message in
        let line = "warning: \(message)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }

    /// Whether the bridge is connected and serving.
    public var isRunning: Bool { connection != nil }

    /// Our bus name, for the references we hand out.
    var busName: String { connection?.uniqueName ?? "" }

    /// A bridge for `screen`'s views, not yet connected (`start()` connects).
    /// - Parameters:
    ///   - screen: the screen whose windows and views are shown.
    ///   - applicationName: the name screen readers show for the program (its window title).
    ///   - toolkitName: what `Application.ToolkitName` answers.
    ///   - windowOrigin: where the X window's top-left is on the root window, in device pixels.
    ///   - scale: device pixels per point, to turn view frames into screen extents.
    public init(screen: Screen, applicationName: String, toolkitName: String = "Shoji",
                windowOrigin: @escaping @MainActor () -> Point, scale: @escaping @MainActor () -> Double) {
        self.screen = screen
        self.applicationName = applicationName
        self.toolkitName = toolkitName
        self.windowOrigin = windowOrigin
        self.scale = scale
    }

    /// Finds the accessibility bus, connects and registers the application, then calls `completion` with
    /// whether it is serving. The bus is looked for off the main queue (the session bus may have to start
    /// at-spi2-core's launcher first), so the user interface never waits for it. False, silently, when
    /// there is no session bus or no accessibility bus; nothing is left running then.
    public func start(completion: @escaping @MainActor (Bool) -> Void = { _ in }) {
        if connection != nil { completion(true); return }
        // The bridge may be stopped or released before the answer comes: it holds itself weakly.
        AccessibilityBus.findAddress(unavailable: { [weak self] why in
            self?.warn("accessibility is off: \(why)")
        }) { [weak self] address in
            guard let self, let address else { completion(false); return }
            completion(self.connect(to: address))
        }
    }

    /// Connects to the accessibility bus at `address` and registers the application (a local socket,
    /// answered at once). False when the bus does not answer.
    @discardableResult
    public func connect(to address: String) -> Bool {
        if connection != nil { return true }
        guard let bus = try? BusConnection(address: address) else { return false }
        connection = bus
        bus.onMessage = { [weak self] message in self?.handle(message) ?? false }
        bus.onDisconnect = { [weak self] in self?.busWentAway() }
        bus.attach()
        embed()
        activeWindow = screen.keyWindow
        observation = screen.addAccessibilityObserver { [weak self] note in self?.emit(note) }
        for i in otherScreens.indices { otherScreens[i].observe(self) }
        return true
    }

    /// Leaves the bus (the registry sees the application go) and stops every source.
    public func stop() {
        observation?.invalidate()
        observation = nil
        for i in otherScreens.indices { otherScreens[i].observation?.invalidate(); otherScreens[i].observation = nil }
        connection?.close()
        connection = nil
    }

    private func busWentAway() {
        guard connection != nil else { return }
        warn("the accessibility bus went away; accessibility is off")
        stop()
        // What a test waits for instead of sleeping after it ends the bus.
        Trace.emit("accessibility.off", ["reason": .string("busGone")])
    }

    /// Tells the registry about the application's root (`Socket.Embed`); its answer is the desktop,
    /// the root's parent. Asynchronous: the registry may call us back before it answers.
    private func embed() {
        guard let bus = connection,
              let call = dbus_message_new_method_call("org.a11y.atspi.Registry", ObjectTable.rootPath,
                                                      "org.a11y.atspi.Socket", "Embed") else { return }
        var w = MessageWriter(appendingTo: call)
        w.reference(ObjectReference(bus: bus.uniqueName, path: ObjectTable.rootPath))
        bus.call(call) { [weak self] reply in
            guard dbus_message_get_type(reply) == DBUS_MESSAGE_TYPE_METHOD_RETURN else { return }
            var r = MessageReader(reply)
            if let parent = r.reference() { self?.desktop = parent }
        }
    }

    // MARK: Nodes

    /// What an object path stands for.
    enum Node {
        case application
        case view(View)
        /// A table's cell (row ≥ 0), or its column's header (row -1): named by numbers under the table's
        /// path, with no view of its own, so a million rows cost no object each.
        case cell(View, row: Int, column: Int)
    }

    func node(at path: String) -> Node? {
        if path == ObjectTable.rootPath { return .application }
        if let view = objects.view(at: path) { return .view(view) }
        // "…/accessible/12/r5c0" is row 5, column 0 of view 12; "…/accessible/12/h0" the first column's header.
        guard let slash = path.lastIndex(of: "/"), let table = objects.view(at: String(path[..<slash])),
              let t = table as? AccessibleTable else { return nil }
        let name = path[path.index(after: slash)...]
        if name.hasPrefix("h"), let c = Int(name.dropFirst()), c >= 0, c < t.accessibilityColumnCount {
            return .cell(table, row: -1, column: c)
        }
        guard name.hasPrefix("r"), let cAt = name.firstIndex(of: "c"),
              let r = Int(name[name.index(after: name.startIndex)..<cAt]), let c = Int(name[name.index(after: cAt)...]),
              r >= 0, r < t.accessibilityRowCount, c >= 0, c < t.accessibilityColumnCount else { return nil }
        return .cell(table, row: r, column: c)
    }

    func reference(_ view: View?) -> ObjectReference {
        guard let view else { return .null }
        return ObjectReference(bus: busName, path: objects.path(for: view))
    }

    var rootReference: ObjectReference { ObjectReference(bus: busName, path: ObjectTable.rootPath) }

    func reference(_ node: Node) -> ObjectReference {
        switch node {
        case .application: return rootReference
        case .view(let v): return reference(v)
        case .cell(let table, let row, let column):
            let name = row < 0 ? "h\(column)" : "r\(row)c\(column)"
            return ObjectReference(bus: busName, path: objects.path(for: table) + "/" + name)
        }
    }
}

extension MessageReader {
    /// A `(so)` reference.
    mutating func reference() -> ObjectReference? {
        guard currentType == DBusType.structure else { return nil }
        var sub = recurse()
        guard let bus = sub.string(), let path = sub.string() else { return nil }
        return ObjectReference(bus: bus, path: path)
    }
}
