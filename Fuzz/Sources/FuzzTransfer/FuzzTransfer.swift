import FuzzSupport
import Shoji
@testable import ShojiX11

/// The incoming side of a transfer: the bytes are what a selection owner (any program) makes this
/// program see while it reads: SelectionNotify events naming any selection, target, property and time,
/// with a value at once or INCR, then chunks of any type, size and format, and time passing. They go to
/// ``IncomingTransfer``, the pure state machine the X glue feeds; the limits are small (4 KiB, 1 KiB for a
/// `text/uri-list`) so that inputs reach them.
///
/// What must hold: no trap; never more data held than the limit; an outcome, once reached, never changes;
/// what finishes is within the limit and of a target asked for or a type the owner sent; and every read
/// ends: once time passes the overall deadline, it has an outcome.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let a = TransferAtoms.numbered
    let property: UInt = 500, time: UInt = 1000
    let pool = [a.utf8String, a.textPlainUTF8, a.string, a.uriList, a.text, a.incr, a.atom, 0, 777]
    let targets = (0..<(1 + Int(input.byte() % 4))).map { _ in input.pick(pool) }
    var (t, _) = IncomingTransfer.start(selection: a.clipboard, targets: targets, property: property, time: time,
                                        incrAtom: a.incr, uriListAtom: a.uriList, now: 0)
    t.limit = 4096
    t.uriListLimit = 1024
    var now = 0.0
    var sentTypes: Set<UInt> = []
    var ended: IncomingTransfer.Outcome?

    func value() -> PropertyValue {
        let type = input.pick(pool)
        sentTypes.insert(type)
        let count = Int(input.uint16() % 6000)
        if input.byte() % 4 == 0 {
            return .items(type: type, (0..<(count / 4)).map { UInt($0) &* 2_654_435_761 & 0xffff_ffff })
        }
        return .bytes(type: type, [UInt8](repeating: input.byte(), count: count))
    }

    while !input.isAtEnd {
        switch input.byte() % 5 {
        case 0: // a SelectionNotify, right or stale
            let selection = input.pick([a.clipboard, a.clipboard, a.primary])
            let target = input.pick(targets + pool)
            let prop = input.pick([property, property, 0, 501])
            let when = input.pick([time, time, time - 1, time + 100_000, 0])
            let v: PropertyValue? = input.byte() % 3 == 0 ? .items(type: a.incr, [UInt(input.uint16()) << 16]) : value()
            _ = t.selectionNotify(selection: selection, target: target, property: prop, time: when, value: v, now: now)
        case 1, 2: // an INCR chunk (empty ends it)
            t.chunk(input.byte() % 8 == 0 ? .bytes(type: input.pick(pool), []) : value(), now: now)
        default: // time passes: up to 6.5 s
            now += Double(input.uint16()) / 10_000
            t.tick(now: now)
        }
        if t.received.count > t.limit { fuzzViolation("holding \(t.received.count) bytes over a limit of \(t.limit)") }
        if let before = ended, t.outcome != before { fuzzViolation("the outcome changed from \(before) to \(String(describing: t.outcome))") }
        if let o = t.outcome {
            ended = o
            if case .finished(let target, let data) = o {
                if data.count > t.limit { fuzzViolation("finished with \(data.count) bytes over the limit") }
                if target == a.uriList, data.count > t.uriListLimit { fuzzViolation("a uri-list of \(data.count) bytes") }
                if !targets.contains(target) && !sentTypes.contains(target) { fuzzViolation("finished as \(target), never asked or sent") }
                _ = a.content(from: data, target: target)
            }
        }
    }
    // However the owner behaved, the read ends by its overall deadline.
    t.tick(now: t.overallDeadline)
    if t.outcome == nil { fuzzViolation("still running at its overall deadline: \(t.state)") }
    return 0
}
