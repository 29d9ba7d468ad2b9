import FuzzSupport
import Shoji
@testable import ShojiX11

/// XDND client messages as any source (or any program) can send them to a window: each of the five data
/// words from the bytes, the message type one of XDND's or another, from one of three sources, with an
/// `XdndTypeList` of up to 8,000 types; decoded by `XdndTarget.decode` and handled by the target state
/// machine, with the dropped data arriving (or failing) in between.
///
/// What must hold: no trap; at most ``Limits/dragTypeCount`` types kept; a position from the source over
/// the window gets exactly one XdndStatus, one from anyone else none; an XdndFinished only after a drop,
/// once; a fetch only for a drop that was accepted.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let a = TransferAtoms.numbered
    var t = XdndTarget(atoms: a, window: 20)
    let types = [a.xdndEnter, a.xdndPosition, a.xdndLeave, a.xdndDrop, a.xdndStatus, a.xdndFinished, 999]
    let words: [UInt] = [5, 6, 7, a.utf8String, a.uriList, a.string, a.text, 0, 1, 5 << 24 | 1, 5 << 24, 99 << 24 | 1, 0xffff_ffff]
    while !input.isAtEnd {
        if input.byte() % 6 == 0 {
            let before = t.state
            let actions = t.dataArrived(input.byte() % 2 == 0 ? nil : PasteboardContent(text: "dropped"))
            if case .fetching = before {} else if !actions.isEmpty { fuzzViolation("data arrived unasked: \(actions)") }
            continue
        }
        let type = input.pick(types)
        let message = (0..<5).map { _ in input.byte() % 3 == 0 ? UInt(input.uint16()) << 16 | UInt(input.uint16()) : input.pick(words) }
        let listLength = Int(input.uint16() % 8000)
        let list = (0..<listLength).map { i in i == listLength - 1 ? a.utf8String : UInt(100_000 + i) }
        guard let m = XdndTarget.decode(type: type, data: message, atoms: a, typeList: { _ in list }) else { continue }
        let before = t.state
        let actions = t.handle(m) { x, _ in x % 2 == 0 }
        if t.offered.count > Limits.dragTypeCount { fuzzViolation("\(t.offered.count) types kept") }
        let statuses = actions.filter { if case .command(.clientMessage(_, _, a.xdndStatus, _)) = $0 { return true } else { return false } }
        let finishes = actions.filter { if case .command(.clientMessage(_, _, a.xdndFinished, _)) = $0 { return true } else { return false } }
        if case .position(let source, _, _, _) = m {
            var over = false
            if case .over(let s, _, _, _, _) = before, s == source { over = true }
            if statuses.count != (over ? 1 : 0) { fuzzViolation("\(statuses.count) statuses for \(m) in \(before)") }
        } else if !statuses.isEmpty {
            fuzzViolation("a status for \(m)")
        }
        if finishes.count > 1 { fuzzViolation("\(finishes.count) XdndFinished for one message") }
        if !finishes.isEmpty, case .drop = m {} else if !finishes.isEmpty { fuzzViolation("XdndFinished for \(m)") }
        if actions.contains(where: { if case .fetch = $0 { return true } else { return false } }) {
            guard case .over(_, _, true, _, _) = before, case .drop = m else { fuzzViolation("a fetch after \(m) in \(before)") }
        }
    }
    return 0
}
