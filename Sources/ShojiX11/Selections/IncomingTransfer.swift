import Shoji

/// One read of another program's selection, as a pure state machine: it asks for the best target first
/// and falls back to the next when the owner refuses one (UTF8_STRING, then text/plain;charset=utf-8,
/// then STRING for text), takes the data at once or incrementally (INCR: the property deleted to start,
/// chunks appended as they come, a zero-length chunk ending it), and gives up after ``timeout`` without
/// progress. Each transfer has a property of its own, so a late chunk for a finished or abandoned one
/// never lands in another.
///
/// The timeout is 3 s of silence (it restarts with every chunk): a live owner converts text in
/// milliseconds, and an INCR chunk follows its delete as fast; a user who pressed Ctrl+V should hear
/// that the owner is hung in about the time they would wonder, not after Qt's 5 s or GTK 3's 30 s.
struct IncomingTransfer {
    /// How it ended.
    enum Outcome: Hashable, Sendable {
        /// The data, of type `target`: the target asked for, or the type the owner says it sent when that
        /// differs (xclip answers every target with its own type, UTF8_STRING).
        case finished(target: UInt, data: [UInt8])
        /// The owner had none of the targets (or nobody owns the selection).
        case refused
        /// No answer, or no next chunk, in time.
        case timedOut
        /// The owner sent more than ``limit``: the rest is not read.
        case tooLarge
    }

    enum State: Hashable {
        /// Waiting for SelectionNotify for `targets[index]`.
        case awaitingNotify(index: Int)
        /// Receiving INCR chunks for `targets[index]`.
        case incremental(index: Int, type: UInt, data: [UInt8])
        case done(Outcome)
    }

    static let defaultTimeout = 3.0
    /// The most a read takes from another program, 256 MiB: an owner that sends more (a runaway or hostile
    /// one) ends the read instead of the memory.
    static let maxBytes = 256 << 20
    /// The most this read takes (``maxBytes`` unless a test says less).
    var limit = IncomingTransfer.maxBytes

    let selection: UInt
    /// The targets asked for, best first.
    let targets: [UInt]
    /// The property on the transfer window the owner writes into; unique to this transfer.
    let property: UInt
    /// The server time of the request (the triggering event's).
    let time: UInt
    let incrAtom: UInt
    let timeout: Double
    private(set) var state: State
    /// INCR chunks received (0: the data came at once).
    private(set) var chunks = 0
    private(set) var deadline: Double

    /// Starts a read: returns the transfer and the command that asks for the first target.
    static func start(selection: UInt, targets: [UInt], property: UInt, time: UInt, incrAtom: UInt, now: Double,
                      timeout: Double = defaultTimeout) -> (IncomingTransfer, [SelectionCommand]) {
        let t = IncomingTransfer(selection: selection, targets: targets, property: property, time: time,
                                 incrAtom: incrAtom, timeout: timeout, state: .awaitingNotify(index: 0),
                                 deadline: now + timeout)
        guard let first = targets.first else {
            var t = t
            t.state = .done(.refused)
            return (t, [])
        }
        return (t, [.convert(selection: selection, target: first, property: property, time: time)])
    }

    var outcome: Outcome? { if case .done(let o) = state { return o } else { return nil } }

    /// Whether a PropertyNotify(NewValue) on ``property`` is a chunk to read (the glue reads and deletes
    /// the property only then).
    var wantsChunks: Bool { if case .incremental = state { return true } else { return false } }

    /// The owner's SelectionNotify: `property` 0 means refused; otherwise `value` is the property's value,
    /// read and deleted by the glue (which starts an INCR transfer).
    mutating func selectionNotify(target: UInt, property: UInt, value: PropertyValue?, now: Double) -> [SelectionCommand] {
        guard case .awaitingNotify(let index) = state, target == targets[index] else { return [] }
        guard property != 0, let value else { return next(after: index, now: now) }
        deadline = now + timeout
        if value.type == incrAtom {
            // The size the owner announced (some omit it) only reserves room.
            var data: [UInt8] = []
            if let size = value.items.first, size < 64 << 20 { data.reserveCapacity(Int(size)) }
            state = .incremental(index: index, type: 0, data: data)
            return []
        }
        state = .done(.finished(target: value.type == 0 ? targets[index] : value.type, data: Self.bytes(of: value)))
        return []
    }

    /// An INCR chunk, read and deleted by the glue; an empty one ends the transfer.
    mutating func chunk(_ value: PropertyValue, now: Double) {
        guard case .incremental(let index, var type, var data) = state else { return }
        if value.isEmpty {
            state = .done(.finished(target: type == 0 ? targets[index] : type, data: data))
            return
        }
        if type == 0 { type = value.type }
        chunks += 1
        guard data.count + value.bytes.count + 4 * value.items.count <= limit else {
            state = .done(.tooLarge)
            return
        }
        state = .incremental(index: index, type: type, data: []) // let `data` be the only copy while it grows
        data += Self.bytes(of: value)
        state = .incremental(index: index, type: type, data: data)
        deadline = now + timeout
    }

    /// Time passed: a transfer past its deadline ends as timed out.
    mutating func tick(now: Double) {
        guard outcome == nil, now >= deadline else { return }
        state = .done(.timedOut)
    }

    private mutating func next(after index: Int, now: Double) -> [SelectionCommand] {
        guard index + 1 < targets.count else {
            state = .done(.refused)
            return []
        }
        state = .awaitingNotify(index: index + 1)
        deadline = now + timeout
        return [.convert(selection: selection, target: targets[index + 1], property: property, time: time)]
    }

    /// Format-32 items as bytes (little-endian 32-bit each, as they were sent); format 8 as is.
    static func bytes(of value: PropertyValue) -> [UInt8] {
        switch value {
        case .bytes(_, let b): return b
        case .items(_, let items): return items.flatMap { i in (0..<4).map { UInt8(truncatingIfNeeded: i >> (8 * $0)) } }
        }
    }
}
