import Shoji

/// One read of another program's selection, as a pure state machine: it asks for the best target first
/// and falls back to the next when the owner refuses one (UTF8_STRING, then text/plain;charset=utf-8,
/// then STRING for text), takes the data at once or incrementally (INCR: the property deleted to start,
/// chunks appended as they come, a zero-length chunk ending it). Each transfer has a property of its own,
/// so a late chunk for a finished or abandoned one never lands in another; an answer counts only if it
/// names this read's selection, target, property and time (ICCCM 2.4), so a stale or stray
/// SelectionNotify is ignored.
///
/// Two clocks end it: ``timeout`` of silence (``Limits/transferSilenceSeconds``, restarted by every
/// chunk) for an owner that stopped, and an overall deadline (``Limits/transferSeconds(received:)``)
/// for one that keeps sending too little to matter.
///
/// Memory: linear in the data and bounded. The bytes received are kept in 1 MiB segments
/// (``ReceivedBytes``): at most the data's size plus 1 MiB (the last segment's unused room) plus 16 bytes
/// per MiB, never more than ``limit`` of data; an INCR owner's announced size reserves nothing (an owner
/// could announce 63 MiB and send 10 bytes). Besides that, the glue holds the one chunk in hand (Xlib's
/// copy and the property value: twice the owner's chunk, itself read only up to what is left of the
/// limit); a chunk is appended in place (this value is mutated where the host keeps it, never copied).
struct IncomingTransfer {
    /// How it ended.
    enum Outcome: Hashable, Sendable {
        /// The data, of type `target`: the target asked for, or the type the owner says it sent when that
        /// differs (xclip answers every target with its own type, UTF8_STRING).
        case finished(target: UInt, data: ReceivedBytes)
        /// The owner had none of the targets (or nobody owns the selection).
        case refused
        /// No answer, or no next chunk, in ``timeout``.
        case timedOut
        /// Still unfinished at the overall deadline: the owner sends, but too slowly.
        case tooSlow
        /// The owner sent more than ``limit``: the rest is not read.
        case tooLarge
    }

    enum State: Hashable {
        /// Waiting for SelectionNotify for `targets[index]`.
        case awaitingNotify(index: Int)
        /// Receiving INCR chunks for `targets[index]`, of `type` (0 until the first chunk says).
        case incremental(index: Int, type: UInt)
        case done(Outcome)
    }

    static let defaultTimeout = Limits.transferSilenceSeconds
    /// The most a read takes from another program (``Limits/transferBytes``).
    static let maxBytes = Limits.transferBytes
    /// The most this read takes (``maxBytes`` unless a test says less).
    var limit = IncomingTransfer.maxBytes
    /// The most a `text/uri-list` takes (``Limits/uriListBytes`` unless a test says less).
    var uriListLimit = Limits.uriListBytes

    let selection: UInt
    /// The targets asked for, best first.
    let targets: [UInt]
    /// The property on the transfer window the owner writes into; unique to this transfer.
    let property: UInt
    /// The server time of the request (the triggering event's); 0 (CurrentTime) when the request had none.
    let time: UInt
    let incrAtom: UInt
    /// `text/uri-list`: data of this type has the smaller ``uriListLimit``.
    let uriListAtom: UInt
    let timeout: Double
    /// When the read started, for the overall deadline.
    let started: Double
    private(set) var state: State
    /// What came so far of an INCR transfer.
    private(set) var received = ReceivedBytes()
    /// INCR chunks received (0: the data came at once).
    private(set) var chunks = 0
    /// The end of the silence allowed now.
    private(set) var deadline: Double

    /// Starts a read: returns the transfer and the command that asks for the first target.
    static func start(selection: UInt, targets: [UInt], property: UInt, time: UInt, incrAtom: UInt, uriListAtom: UInt = 0,
                      now: Double, timeout: Double = defaultTimeout) -> (IncomingTransfer, [SelectionCommand]) {
        var t = IncomingTransfer(selection: selection, targets: targets, property: property, time: time,
                                 incrAtom: incrAtom, uriListAtom: uriListAtom, timeout: timeout, started: now,
                                 state: .awaitingNotify(index: 0), deadline: now + timeout)
        guard let first = targets.first else {
            t.state = .done(.refused)
            return (t, [])
        }
        return (t, [.convert(selection: selection, target: first, property: property, time: time)])
    }

    var outcome: Outcome? { if case .done(let o) = state { return o } else { return nil } }

    /// Whether a PropertyNotify(NewValue) on ``property`` is a chunk to read (the glue reads and deletes
    /// the property only then).
    var wantsChunks: Bool { if case .incremental = state { return true } else { return false } }

    /// The most bytes the glue should read of the next property (a notify's value or a chunk): what is
    /// left of the limit, and 4 more, so that an owner that sends more is seen to.
    var readLimit: Int {
        switch state {
        case .incremental(let index, let type): return max(0, limit(for: type, index: index) - received.count) + 4
        case .awaitingNotify, .done: return limit + 4
        }
    }

    /// The overall deadline now: it moves later as data arrives (``Limits/transferSeconds(received:)``).
    var overallDeadline: Double { started + Limits.transferSeconds(received: received.count) }

    /// The limit for data of `type`, or of the target asked for when the owner names no type (as the
    /// outcome will name it).
    private func limit(for type: UInt, index: Int) -> Int {
        let named = type != 0 ? type : targets[index]
        return named != 0 && named == uriListAtom ? min(limit, uriListLimit) : limit
    }

    /// Whether a SelectionNotify answers this read's pending request, as ICCCM matches it: the same
    /// selection, the target asked for now, this read's property (or None: refused), and the request's
    /// time (any, when the request said CurrentTime). Anything else is another read's answer or stale,
    /// and the glue neither reads nor deletes its property.
    func isAnswer(selection: UInt, target: UInt, property: UInt, time: UInt) -> Bool {
        guard case .awaitingNotify(let index) = state else { return false }
        return selection == self.selection && target == targets[index]
            && (property == self.property || property == 0) && (self.time == 0 || time == self.time)
    }

    /// The owner's SelectionNotify: `property` 0 means refused; otherwise `value` is the property's value,
    /// read and deleted by the glue (which starts an INCR transfer). One that ``isAnswer`` refuses changes
    /// nothing.
    mutating func selectionNotify(selection: UInt, target: UInt, property: UInt, time: UInt, value: PropertyValue?,
                                  now: Double) -> [SelectionCommand] {
        guard isAnswer(selection: selection, target: target, property: property, time: time),
              case .awaitingNotify(let index) = state else { return [] }
        guard property != 0, let value else { return next(after: index, now: now) }
        deadline = now + timeout
        if value.type == incrAtom {
            // The size the owner announced (some omit it) is not trusted: nothing is reserved for it.
            state = .incremental(index: index, type: 0)
            return []
        }
        guard Self.size(of: value) <= limit(for: value.type, index: index) else {
            state = .done(.tooLarge)
            return []
        }
        let data = ReceivedBytes(Self.bytes(of: value))
        state = .done(.finished(target: value.type == 0 ? targets[index] : value.type, data: data))
        return []
    }

    /// The notify of this read's own request, as the tests and the fuzzer send it: this selection,
    /// property and time.
    mutating func selectionNotify(target: UInt, property: UInt, value: PropertyValue?, now: Double) -> [SelectionCommand] {
        selectionNotify(selection: selection, target: target, property: property, time: time, value: value, now: now)
    }

    /// An INCR chunk, read and deleted by the glue; an empty one ends the transfer.
    mutating func chunk(_ value: PropertyValue, now: Double) {
        guard case .incremental(let index, var type) = state else { return }
        if value.isEmpty {
            state = .done(.finished(target: type == 0 ? targets[index] : type, data: received))
            received = ReceivedBytes()
            return
        }
        if type == 0 {
            type = value.type
            state = .incremental(index: index, type: type)
        }
        chunks += 1
        guard received.count + Self.size(of: value) <= limit(for: type, index: index) else {
            state = .done(.tooLarge)
            received = ReceivedBytes()
            return
        }
        switch value {
        case .bytes(_, let b): received.append(b)
        case .items: received.append(Self.bytes(of: value))
        }
        deadline = now + timeout
    }

    /// Time passed: a transfer silent past its deadline ends as timed out, one past the overall
    /// deadline as too slow.
    mutating func tick(now: Double) {
        guard outcome == nil else { return }
        if now >= deadline {
            state = .done(.timedOut)
        } else if now >= overallDeadline {
            state = .done(.tooSlow)
        } else {
            return
        }
        received = ReceivedBytes()
    }

    /// The bytes a value carries (format 32: 4 a item, as they were sent).
    static func size(of value: PropertyValue) -> Int { value.bytes.count + 4 * value.items.count }

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
        case .items(_, let items):
            var out: [UInt8] = []
            out.reserveCapacity(4 * items.count)
            for i in items { for k in 0..<4 { out.append(UInt8(truncatingIfNeeded: i >> (8 * k))) } }
            return out
        }
    }
}
