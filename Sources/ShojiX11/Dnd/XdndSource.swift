/// The drag source's side of XDND (version 5), as a pure state machine. The host owns `XdndSelection`
/// (the ``SelectionOwner`` serves the conversion) and resolves which XDND-aware window is under the
/// pointer; this decides what to send: `XdndEnter` / `XdndLeave` as the target changes, one
/// `XdndPosition` in flight at a time (the latest pointer position waits for the `XdndStatus`), `XdndDrop`
/// on release over a target that accepted, and the end of the drag on `XdndFinished`, on Escape, or
/// ``finishTimeout`` after a drop with no `XdndFinished`.
struct XdndSource {
    /// An XDND-aware window under the pointer.
    struct Target: Hashable, Sendable {
        /// The top-level that carries XdndAware.
        var window: UInt
        /// Where messages go: its XdndProxy, else the window itself.
        var proxy: UInt
        /// The version both sides speak: min(5, its XdndAware).
        var version: Int
    }

    enum State: Hashable, Sendable {
        case dragging
        /// Dropped on the target; waiting for XdndFinished until the deadline.
        case dropped(deadline: Double)
        /// Ended: `dropped` says whether the target took the drop.
        case ended(dropped: Bool)
    }

    /// A target that took the drop but never said it finished frees the drag after this long: 5 s.
    static let finishTimeout = 5.0

    let atoms: TransferAtoms
    /// The window the messages say they come from (the transfer window, owner of XdndSelection).
    let window: UInt
    /// The offered types, best first.
    let types: [UInt]
    private(set) var state = State.dragging
    private(set) var target: Target?
    private(set) var accepted = false
    private var awaitingStatus = false
    private var pending: (x: Int, y: Int, time: UInt)?
    private var releasePending: UInt?

    init(atoms: TransferAtoms, window: UInt, types: [UInt]) {
        self.atoms = atoms; self.window = window; self.types = types
    }

    /// Commands to send before the first enter: the type list on the source window when there are
    /// more than three types.
    var setupCommands: [SelectionCommand] {
        types.count > 3 ? [.changeProperty(window: window, property: atoms.xdndTypeList, .items(type: atoms.atom, types))] : []
    }

    /// The pointer moved to root point (x, y) at server time `time`, over `over` (nil: no XDND target).
    mutating func move(x: Int, y: Int, time: UInt, over: Target?) -> [SelectionCommand] {
        guard state == .dragging else { return [] }
        var commands: [SelectionCommand] = []
        if over?.window != target?.window {
            if let old = target { commands.append(message(.leave, to: old, [window, 0, 0, 0, 0])) }
            target = over
            accepted = false
            awaitingStatus = false
            pending = nil
            if let t = over {
                let flags = UInt(t.version) << 24 | (types.count > 3 ? 1 : 0)
                let inline = (types.prefix(3) + [0, 0, 0]).prefix(3)
                commands.append(message(.enter, to: t, [window, flags] + inline))
            }
        }
        guard let t = target else { return commands }
        if awaitingStatus {
            pending = (x, y, time) // only the latest position waits
        } else {
            commands.append(position(to: t, x: x, y: y, time: time))
        }
        return commands
    }

    /// An XdndStatus from `from`: whether it accepts; sends the position that waited, or the drop.
    mutating func status(from: UInt, accepts: Bool, now: Double) -> [SelectionCommand] {
        guard state == .dragging, let t = target, from == t.window else { return [] } // a late one from an old target
        awaitingStatus = false
        accepted = accepts
        if let time = releasePending { return release(time: time, now: now) }
        if let p = pending {
            pending = nil
            return [position(to: t, x: p.x, y: p.y, time: p.time)]
        }
        return []
    }

    /// The button was released at server time `time`: drop if the target accepted, else leave.
    mutating func release(time: UInt, now: Double) -> [SelectionCommand] {
        guard state == .dragging else { return [] }
        guard let t = target else { state = .ended(dropped: false); return [] }
        if awaitingStatus {
            releasePending = time // the answer to the last position decides
            return []
        }
        releasePending = nil
        if accepted {
            state = .dropped(deadline: now + Self.finishTimeout)
            return [message(.drop, to: t, [window, 0, time, 0, 0])]
        }
        state = .ended(dropped: false)
        return [message(.leave, to: t, [window, 0, 0, 0, 0])]
    }

    /// Escape: the drag is cancelled.
    mutating func cancel() -> [SelectionCommand] {
        guard state == .dragging else { return [] }
        state = .ended(dropped: false)
        return target.map { [message(.leave, to: $0, [window, 0, 0, 0, 0])] } ?? []
    }

    /// XdndFinished from `from`.
    mutating func finished(from: UInt, success: Bool) {
        guard case .dropped = state, from == target?.window else { return }
        state = .ended(dropped: success || (target?.version ?? 5) < 5)
    }

    /// Time passed: a drop with no XdndFinished by its deadline ends as failed.
    mutating func tick(now: Double) {
        if case .dropped(let deadline) = state, now >= deadline { state = .ended(dropped: false) }
    }

    private enum Kind { case enter, leave, drop }

    private func message(_ kind: Kind, to t: Target, _ data: [UInt]) -> SelectionCommand {
        let type: UInt
        switch kind {
        case .enter: type = atoms.xdndEnter
        case .leave: type = atoms.xdndLeave
        case .drop: type = atoms.xdndDrop
        }
        return .clientMessage(to: t.proxy, window: t.window, type: type, data: data)
    }

    private mutating func position(to t: Target, x: Int, y: Int, time: UInt) -> SelectionCommand {
        awaitingStatus = true
        let xy = UInt(max(0, min(x, 0xffff))) << 16 | UInt(max(0, min(y, 0xffff)))
        return .clientMessage(to: t.proxy, window: t.window, type: atoms.xdndPosition,
                              data: [window, 0, xy, time, atoms.xdndActionCopy])
    }
}
