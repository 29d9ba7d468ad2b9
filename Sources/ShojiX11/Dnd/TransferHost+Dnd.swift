import CX11
import Shoji

/// Drops from other programs (XDND target): the messages on the top-level go to ``XdndTarget``; which
/// view takes the drag is the screen's ``DropTracker``'s answer; the data is read from `XdndSelection`
/// by the same requestor a paste uses.
extension TransferHost {
    /// Handles an XDND ClientMessage; false for any other.
    func handleXdnd(_ e: XClientMessageEvent) -> Bool {
        let data = XProperties.data(of: e)
        if e.window == window, handleSourceMessage(type: e.message_type, data: data) { return true }
        guard e.window == topLevel, let message = XdndTarget.decode(type: e.message_type, data: data, atoms: atoms,
                                                                   typeList: { [self] in typeList(of: $0) })
        else { return false }
        if case .enter = message {
            // The tracker is made with the types once the target machine has read them.
            dropTracker?.exit()
            dropTracker = nil
        }
        let actions = dropTarget.handle(message) { [self] x, y in accepts(rootX: x, rootY: y) }
        if case .enter(_, let version, _) = message {
            let types = dropTarget.pasteboardTypes
            dropTracker = DropTracker(screen: screen, types: types)
            Trace.emit("drop.entered", ["version": .number(Double(version)),
                                        "types": .array(types.map { .string($0.rawValue) })])
        }
        run(actions)
        return true
    }

    private func typeList(of source: UInt) -> [UInt] {
        defer { setNeedsDrain() }
        return props.read(source, atoms.xdndTypeList)?.items ?? []
    }

    /// Root coordinates to the screen's points.
    private func screenPoint(rootX: Int, rootY: Int) -> Point {
        var x: Int32 = 0, y: Int32 = 0
        var child: UInt = 0
        XTranslateCoordinates(display, root, topLevel, Int32(rootX), Int32(rootY), &x, &y, &child)
        setNeedsDrain()
        return Point(x: Double(x) / screen.scale, y: Double(y) / screen.scale)
    }

    private func accepts(rootX: Int, rootY: Int) -> Bool {
        guard let tracker = dropTracker else { return false }
        let p = screenPoint(rootX: rootX, rootY: rootY)
        lastDropPoint = p
        return tracker.move(to: p)
    }

    private func run(_ actions: [XdndTarget.Action]) {
        for action in actions {
            switch action {
            case .command(let c): execute([c])
            case .exit:
                dropTracker?.exit()
                dropTracker = nil
            case .fetch(let targets, let time):
                Trace.emit("drop.fetching", ["targets": .number(Double(targets.count))])
                convert(atoms.xdndSelection, targets: targets, time: time) { [weak self] outcome in
                    guard let self else { return }
                    var content: PasteboardContent?
                    if case .finished(let target, let data) = outcome { content = atoms.content(from: data, target: target) }
                    if content == nil { Trace.emit("drop.failed", ["reason": .string("\(outcome)".prefix(40).description)]) }
                    run(dropTarget.dataArrived(content))
                }
            case .deliver(let content, _, _):
                dropTracker?.drop(content, at: lastDropPoint)
                dropTracker = nil
            }
        }
    }
}
