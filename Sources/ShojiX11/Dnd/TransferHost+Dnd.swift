import CX11
import Shoji

/// Drops from other programs (XDND target): every top-level window is a ``DropSite``, XdndAware, and the
/// messages of a drag go to the site of the window they name (XdndEnter, XdndPosition and XdndDrop each
/// carry it); which view takes the drag is that site's ``DropTracker``'s answer; the data is read from
/// `XdndSelection` by the same requestor a paste uses, and handed to the site that asked for it.
extension TransferHost {
    /// Makes `window` (a top-level showing `screen`) a drop target: XdndAware, with a site of its own.
    func addTopLevel(_ window: UInt, screen: Shoji.Screen) {
        guard sites[window] == nil else { return }
        sites[window] = DropSite(window: window, screen: screen, atoms: atoms)
        props.write(window, atoms.xdndAware, .items(type: atoms.atom, [UInt(XdndTarget.version)]))
        XFlush(display)
    }

    /// `window` is closing: no drop lands there any more, and a drag that started in it ends.
    func removeTopLevel(_ window: UInt) {
        guard let site = sites.removeValue(forKey: window) else { return }
        site.exit()
        if localDrop?.window == window { localDrop?.tracker.exit(); localDrop = nil }
        if dragWindow == window { cancelDrag() }
    }

    /// Handles an XDND ClientMessage; false for any other.
    func handleXdnd(_ e: XClientMessageEvent) -> Bool {
        let data = XProperties.data(of: e)
        if e.window == window, handleSourceMessage(type: e.message_type, data: data) { return true }
        guard let site = sites[e.window], let screen = site.screen,
              let message = XdndTarget.decode(type: e.message_type, data: data, atoms: atoms,
                                              typeList: { [self] in typeList(of: $0) })
        else { return false }
        if case .enter = message {
            // The tracker is made with the types once the target machine has read them.
            site.exit()
        }
        let actions = site.target.handle(message) { [self] x, y in accepts(site, rootX: x, rootY: y) }
        if case .enter(_, let version, _) = message {
            let types = site.target.pasteboardTypes
            site.tracker = DropTracker(screen: screen, types: types)
            Trace.emit("drop.entered", ["version": .number(Double(version)), "window": .number(Double(site.window)),
                                        "types": .array(types.map { .string($0.rawValue) })])
        }
        run(actions, on: site)
        return true
    }

    /// The source's XdndTypeList, its first ``Limits/dragTypeCount`` types at most, read once a drag (at
    /// XdndEnter): a source that offers millions costs no more than one that offers a thousand.
    private func typeList(of source: UInt) -> [UInt] {
        return props.read(source, atoms.xdndTypeList, maxBytes: 4 * Limits.dragTypeCount)?.items ?? []
    }

    /// Root coordinates to the points of the screen in `window`.
    func screenPoint(rootX: Int, rootY: Int, in window: UInt, scale: Double) -> Point {
        var x: Int32 = 0, y: Int32 = 0
        var child: UInt = 0
        XTranslateCoordinates(display, root, window, Int32(rootX), Int32(rootY), &x, &y, &child)
        return Point(x: Double(x) / scale, y: Double(y) / scale)
    }

    private func accepts(_ site: DropSite, rootX: Int, rootY: Int) -> Bool {
        guard let tracker = site.tracker else { return false }
        let p = screenPoint(rootX: rootX, rootY: rootY, in: site.window, scale: tracker.screen.scale)
        site.lastDropPoint = p
        return tracker.move(to: p)
    }

    private func run(_ actions: [XdndTarget.Action], on site: DropSite) {
        for action in actions {
            switch action {
            case .command(let c): execute([c])
            case .exit: site.exit()
            case .fetch(let targets, let time):
                Trace.emit("drop.fetching", ["targets": .number(Double(targets.count))])
                convert(atoms.xdndSelection, targets: targets, time: time) { [weak self, weak site] outcome in
                    guard let self, let site else { return }
                    var content: PasteboardContent?
                    if case .finished(let target, let data) = outcome { content = atoms.content(from: data, target: target) }
                    if content == nil { Trace.emit("drop.failed", ["reason": .string("\(outcome)".prefix(40).description)]) }
                    run(site.target.dataArrived(content), on: site)
                }
            case .deliver(let content, _, _):
                _ = site.tracker?.drop(content, at: site.lastDropPoint)
                site.tracker = nil
            }
        }
    }
}
