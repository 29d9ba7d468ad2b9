import Shoji

/// The selection owner's side of ICCCM, as a pure state machine: which selections this program owns and
/// since when, how each request is answered, and the incremental (INCR) transfers under way. The glue
/// feeds it decoded events with the time (seconds, any monotonic clock) and carries out its commands.
///
/// Answers `TARGETS`, `TIMESTAMP`, `MULTIPLE` (failed pairs written back as None), `UTF8_STRING`,
/// `text/plain;charset=utf-8`, `STRING`, `TEXT` and `text/uri-list`. `STRING` is Latin-1, as ICCCM says:
/// text with a character outside Latin-1 is not offered as `STRING` at all (TARGETS leaves it out and a
/// request for it is refused) rather than sent with replacement characters a requestor could not tell
/// from the real text; `TEXT` is then answered as `UTF8_STRING` (the owner picks TEXT's encoding).
struct SelectionOwner {
    let atoms: TransferAtoms
    /// The transfer window, which owns the selections.
    let window: UInt
    /// The largest property written at once; more goes by INCR in chunks of this size.
    let maxChunk: Int
    /// An INCR transfer whose requestor has not deleted the last chunk for this long is dropped (the
    /// requestor quit or hung): 5 s, as Qt's abort timer; it restarts on every chunk.
    let idleTimeout: Double

    struct Ownership: Hashable {
        var content: PasteboardContent
        /// The server time of the claim: older requests are refused, older SelectionClears ignored.
        var since: UInt
    }
    /// The selections owned, by atom.
    private(set) var owned: [UInt: Ownership] = [:]
    /// The INCR transfers under way.
    private(set) var transfers: [OutgoingTransfer] = []

    init(atoms: TransferAtoms, window: UInt, maxChunk: Int, idleTimeout: Double = 5) {
        self.atoms = atoms; self.window = window; self.maxChunk = max(1, maxChunk); self.idleTimeout = idleTimeout
    }

    /// The chunk size for a server whose maximum request is `maxRequestUnits` 4-byte units: the whole
    /// request less its 24-byte ChangeProperty header (as Qt), and at most 256 KiB (as GTK 3: clipboard
    /// managers are said to cap chunks there, and a smaller chunk keeps other clients' requests flowing).
    static func chunkSize(maxRequestUnits: Int) -> Int { max(1024, min(maxRequestUnits * 4 - 24, 256 * 1024)) }

    // MARK: Ownership

    /// Takes `selection` with `content` at server time `time`.
    mutating func claim(_ selection: UInt, content: PasteboardContent, time: UInt) -> [SelectionCommand] {
        owned[selection] = Ownership(content: content, since: time)
        return [.setOwner(selection: selection, time: time)]
    }

    /// The server says this program lost `selection` at `time`; true when that ends the ownership (a
    /// clear older than the current claim is stale: it belongs to an ownership already replaced).
    mutating func clear(_ selection: UInt, time: UInt) -> Bool {
        guard let o = owned[selection], time == 0 || time >= o.since else { return false }
        owned[selection] = nil
        return true
    }

    /// Gives `selection` up without the server's word (the claim did not take).
    mutating func forget(_ selection: UInt) { owned[selection] = nil }

    // MARK: Requests

    /// Answers a SelectionRequest.
    mutating func handle(_ r: ConversionRequest, now: Double) -> [SelectionCommand] {
        let property = r.property == 0 ? r.target : r.property
        var commands: [SelectionCommand] = []
        let refuse = SelectionCommand.notify(requestor: r.requestor, selection: r.selection, target: r.target, property: 0, time: r.time)
        // ICCCM: refuse requests from before the ownership began (CurrentTime, 0, is always served).
        guard let o = owned[r.selection], r.time == 0 || r.time >= o.since else { return [refuse] }
        if r.target == atoms.multiple {
            guard r.property != 0, let pairs = r.pairs else { return [refuse] }
            var answered: [UInt] = []
            for (target, prop) in pairs {
                let ok = target != atoms.multiple && prop != 0
                    && write(target, to: r.requestor, property: prop, ownership: o, now: now, into: &commands)
                answered += [ok ? target : 0, prop]
            }
            commands.append(.changeProperty(window: r.requestor, property: property, .items(type: atoms.atomPair, answered)))
        } else if !write(r.target, to: r.requestor, property: property, ownership: o, now: now, into: &commands) {
            return [refuse]
        }
        commands.append(.notify(requestor: r.requestor, selection: r.selection, target: r.target, property: property, time: r.time))
        return commands
    }

    /// The requestor deleted a property: the next chunk of its INCR transfer, or the empty one that ends it.
    mutating func propertyDeleted(window: UInt, property: UInt, now: Double) -> [SelectionCommand] {
        guard let i = transfers.firstIndex(where: { $0.requestor == window && $0.property == property }) else { return [] }
        var commands: [SelectionCommand] = []
        let t = transfers[i].next(chunk: maxChunk)
        commands.append(.changeProperty(window: window, property: property, .bytes(type: transfers[i].type, t)))
        transfers[i].deadline = now + idleTimeout
        if t.isEmpty {
            transfers.remove(at: i)
            commands += stopWatching(window)
        }
        return commands
    }

    /// Drops INCR transfers idle past their deadline.
    mutating func tick(now: Double) -> [SelectionCommand] {
        let expired = transfers.filter { $0.deadline <= now }
        transfers.removeAll { $0.deadline <= now }
        return Set(expired.map(\.requestor)).sorted().flatMap { stopWatching($0) }
    }

    /// The earliest INCR deadline (the glue sets a timer for it).
    var nextDeadline: Double? { transfers.map(\.deadline).min() }

    private func stopWatching(_ requestor: UInt) -> [SelectionCommand] {
        transfers.contains { $0.requestor == requestor } ? [] : [.watchProperties(window: requestor, false)]
    }

    // MARK: Conversions

    /// The targets offered for `content`.
    func targets(for content: PasteboardContent) -> [UInt] {
        var t = [atoms.targets, atoms.timestamp, atoms.multiple]
        if let text = content.text {
            t += [atoms.utf8String, atoms.textPlainUTF8]
            if Self.latin1(text) != nil { t.append(atoms.string) }
            t.append(atoms.text)
        }
        if !content.filePaths.isEmpty { t.append(atoms.uriList) }
        return t
    }

    /// The targets that carry `content` itself (no TARGETS, TIMESTAMP, MULTIPLE): what a drag offers.
    func dataTargets(for content: PasteboardContent) -> [UInt] {
        targets(for: content).filter { ![atoms.targets, atoms.timestamp, atoms.multiple].contains($0) }
    }

    /// `content` converted to `target`; nil: not offered.
    func value(of target: UInt, ownership o: Ownership) -> PropertyValue? {
        let content = o.content
        switch target {
        case atoms.targets: return .items(type: atoms.atom, targets(for: content))
        case atoms.timestamp: return .items(type: atoms.integer, [o.since])
        case atoms.utf8String, atoms.textPlainUTF8:
            return content.text.map { .bytes(type: target, Array($0.utf8)) }
        case atoms.string:
            return content.text.flatMap(Self.latin1).map { .bytes(type: atoms.string, $0) }
        case atoms.text:
            guard let text = content.text else { return nil }
            if let l = Self.latin1(text) { return .bytes(type: atoms.string, l) }
            return .bytes(type: atoms.utf8String, Array(text.utf8))
        case atoms.uriList:
            return content.filePaths.isEmpty ? nil : .bytes(type: atoms.uriList, Array(URIList.encode(content.filePaths).utf8))
        default: return nil
        }
    }

    /// Writes `target` into the requestor's property, by INCR when large; false when not offered.
    private mutating func write(_ target: UInt, to requestor: UInt, property: UInt, ownership: Ownership, now: Double,
                                into commands: inout [SelectionCommand]) -> Bool {
        guard let value = value(of: target, ownership: ownership) else { return false }
        if case .bytes(let type, let data) = value, data.count > maxChunk {
            // Watch first, so the requestor's delete that starts the transfer is seen.
            if !transfers.contains(where: { $0.requestor == requestor }) {
                commands.append(.watchProperties(window: requestor, true))
            }
            transfers.removeAll { $0.requestor == requestor && $0.property == property }
            transfers.append(OutgoingTransfer(requestor: requestor, property: property, type: type, data: data,
                                              deadline: now + idleTimeout))
            commands.append(.changeProperty(window: requestor, property: property, .items(type: atoms.incr, [UInt(data.count)])))
        } else {
            commands.append(.changeProperty(window: requestor, property: property, value))
        }
        return true
    }

    /// Text as Latin-1 bytes; nil when a character is outside Latin-1.
    static func latin1(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for s in text.unicodeScalars {
            guard s.value < 256 else { return nil }
            out.append(UInt8(s.value))
        }
        return out
    }
}

/// One INCR transfer this program is sending: the data, how far it got, when it gives up.
struct OutgoingTransfer: Hashable, Sendable {
    let requestor: UInt
    let property: UInt
    let type: UInt
    let data: [UInt8]
    var offset = 0
    var deadline: Double

    init(requestor: UInt, property: UInt, type: UInt, data: [UInt8], deadline: Double) {
        self.requestor = requestor; self.property = property; self.type = type; self.data = data; self.deadline = deadline
    }

    /// The next chunk (empty once all was sent: the end of the transfer).
    mutating func next(chunk: Int) -> [UInt8] {
        let end = min(data.count, offset + chunk)
        defer { offset = end }
        return Array(data[offset..<end])
    }
}
