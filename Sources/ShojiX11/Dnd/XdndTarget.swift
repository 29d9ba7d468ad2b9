import Shoji

/// The drop target's side of XDND (version 5), as a pure state machine: one drag at a time from the
/// source that sent `XdndEnter`; every `XdndPosition` answered by an `XdndStatus` (accept or not, for the
/// view under the pointer); `XdndDrop` converts `XdndSelection` with the drop's own timestamp, and
/// `XdndFinished` goes back exactly once, after the data arrived or failed, with the success bit. A
/// rejected position never gets an `XdndFinished` (only a drop does): window managers froze on that.
struct XdndTarget {
    /// What the host must do besides sending messages.
    enum Action: Hashable, Sendable {
        /// Send this to the X server.
        case command(SelectionCommand)
        /// The drag left, was refused or its data failed: take any highlight away.
        case exit
        /// Read `XdndSelection` in the first of `targets` with the drop's `time`; the host calls
        /// ``dataArrived(_:)`` with the result.
        case fetch(targets: [UInt], time: UInt)
        /// Give the dropped content to the view at root point (x, y).
        case deliver(PasteboardContent, x: Int, y: Int)
    }

    /// An XDND message to this window, decoded.
    enum Message: Hashable, Sendable {
        case enter(source: UInt, version: Int, types: [UInt])
        case position(source: UInt, x: Int, y: Int, time: UInt)
        case leave(source: UInt)
        case drop(source: UInt, time: UInt)
    }

    enum State: Hashable {
        case idle
        /// A drag from `source` is over the window; `accepted`: the last status said yes.
        case over(source: UInt, version: Int, accepted: Bool, x: Int, y: Int)
        /// Dropped: the data is being read.
        case fetching(source: UInt, version: Int, x: Int, y: Int)
    }

    static let version = 5
    let atoms: TransferAtoms
    /// The window that is XdndAware (the top-level).
    let window: UInt
    private(set) var state = State.idle
    /// The types the drag offers: at most ``Limits/dragTypeCount``, read once, at XdndEnter.
    private(set) var offered: [UInt] = []
    /// The offered types as pasteboard types, worked out once at XdndEnter: a position costs the same
    /// whatever the source offers.
    private(set) var pasteboardTypes: [PasteboardType] = []

    init(atoms: TransferAtoms, window: UInt) { self.atoms = atoms; self.window = window }

    /// `types` as pasteboard types: files, text, both or neither.
    func pasteboardTypes(of types: [UInt]) -> [PasteboardType] {
        let text: Set = [atoms.utf8String, atoms.textPlainUTF8, atoms.string, atoms.text]
        var t: [PasteboardType] = []
        if types.contains(atoms.uriList) { t.append(.fileURL) }
        if types.contains(where: text.contains) { t.append(.text) }
        return t
    }

    /// Handles a message; `accepts(x, y)` says whether a view at that root point takes the drag now.
    mutating func handle(_ message: Message, accepts: (Int, Int) -> Bool) -> [Action] {
        switch (message, state) {
        case (.enter(let source, let version, let types), _):
            var actions: [Action] = []
            if case .over = state { actions.append(.exit) }
            offered = Array(types.prefix(Limits.dragTypeCount))
            pasteboardTypes = pasteboardTypes(of: offered)
            state = .over(source: source, version: min(version, Self.version), accepted: false, x: 0, y: 0)
            return actions
        case (.position(let source, let x, let y, _), .over(let s, let version, _, _, _)) where s == source:
            let ok = !pasteboardTypes.isEmpty && accepts(x, y)
            state = .over(source: source, version: version, accepted: ok, x: x, y: y)
            // Bit 1: send positions even inside a rectangle, so the view under the pointer is always asked.
            let action = ok ? atoms.xdndActionCopy : 0
            return [.command(.clientMessage(to: source, window: source, type: atoms.xdndStatus,
                                            data: [window, ok ? 3 : 2, 0, 0, action]))]
        case (.leave(let source), .over(let s, _, _, _, _)) where s == source:
            state = .idle
            offered = []
            pasteboardTypes = []
            return [.exit]
        case (.drop(let source, let time), .over(let s, let version, let accepted, let x, let y)) where s == source:
            guard accepted else {
                state = .idle
                return [.exit, finished(source: source, version: version, success: false)]
            }
            state = .fetching(source: source, version: version, x: x, y: y)
            return [.fetch(targets: fetchTargets, time: time)]
        default:
            return [] // a message from another source, or out of order: not ours to answer
        }
    }

    /// The targets to read, best first: files, then text.
    var fetchTargets: [UInt] {
        let wanted = [atoms.uriList] + atoms.textTargets + [atoms.text]
        return wanted.filter { offered.contains($0) }
    }

    /// The dropped data (nil: reading it failed): deliver it and finish the drag.
    mutating func dataArrived(_ content: PasteboardContent?) -> [Action] {
        guard case .fetching(let source, let version, let x, let y) = state else { return [] }
        state = .idle
        offered = []
        pasteboardTypes = []
        var actions: [Action] = []
        if let content { actions.append(.deliver(content, x: x, y: y)) } else { actions.append(.exit) }
        actions.append(finished(source: source, version: version, success: content != nil))
        return actions
    }

    private func finished(source: UInt, version: Int, success: Bool) -> Action {
        // Version 5 says whether the drop was taken, and with which action.
        let data: [UInt] = version >= 5 ? [window, success ? 1 : 0, success ? atoms.xdndActionCopy : 0, 0, 0]
                                        : [window, 0, 0, 0, 0]
        return .command(.clientMessage(to: source, window: source, type: atoms.xdndFinished, data: data))
    }

    /// Decodes a ClientMessage's type and data (`l[0…4]`); nil when it is not an XDND message to a target.
    /// `typeList` reads the source's XdndTypeList when the enter says there are more than three types (at
    /// most ``Limits/dragTypeCount`` of them: the glue reads no more).
    static func decode(type: UInt, data: [UInt], atoms: TransferAtoms, typeList: (UInt) -> [UInt]) -> Message? {
        guard data.count >= 5 else { return nil }
        let source = data[0]
        switch type {
        case atoms.xdndEnter:
            let version = Int((data[1] >> 24) & 0xff)
            let types = data[1] & 1 != 0 ? typeList(source) : data[2...4].filter { $0 != 0 }
            return .enter(source: source, version: version, types: types)
        case atoms.xdndPosition:
            return .position(source: source, x: Int((data[2] >> 16) & 0xffff), y: Int(data[2] & 0xffff), time: data[3])
        case atoms.xdndLeave: return .leave(source: source)
        case atoms.xdndDrop: return .drop(source: source, time: data[2])
        default: return nil
        }
    }
}
