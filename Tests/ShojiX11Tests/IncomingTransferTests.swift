import Shoji
@testable import ShojiX11
import Testing

/// Reading another program's selection, driven by the decoded events its owner causes.
@Suite("Selection requestor")
struct IncomingTransferTests {
    let a = TransferAtoms.numbered
    static let prop: UInt = 301

    func start(_ now: Double = 0) -> (IncomingTransfer, [SelectionCommand]) {
        IncomingTransfer.start(selection: a.clipboard, targets: a.textTargets, property: Self.prop, time: 42,
                               incrAtom: a.incr, now: now)
    }

    @Test("Asks for UTF8_STRING first, then text/plain;charset=utf-8, then STRING, with the request's time and its own property")
    func fallback() {
        var (t, c) = start()
        #expect(c == [.convert(selection: a.clipboard, target: a.utf8String, property: Self.prop, time: 42)])
        let r1 = t.selectionNotify(target: a.utf8String, property: 0, value: nil, now: 1)
        #expect(r1
                == [.convert(selection: a.clipboard, target: a.textPlainUTF8, property: Self.prop, time: 42)])
        let r2 = t.selectionNotify(target: a.textPlainUTF8, property: 0, value: nil, now: 1)
        #expect(r2
                == [.convert(selection: a.clipboard, target: a.string, property: Self.prop, time: 42)])
        _ = t.selectionNotify(target: a.string, property: Self.prop, value: .bytes(type: a.string, [0x63, 0xE9]), now: 1)
        #expect(t.outcome == .finished(target: a.string, data: [0x63, 0xE9]))
        #expect(a.content(from: [0x63, 0xE9], target: a.string)?.text == "cé")
        var (r, _) = start()
        for target in a.textTargets { _ = r.selectionNotify(target: target, property: 0, value: nil, now: 1) }
        #expect(r.outcome == .refused)
    }

    @Test("An owner that answers any target with its own type (xclip sends UTF8_STRING for text/uri-list) is read by the type it sent")
    func typeSent() {
        var (t, _) = IncomingTransfer.start(selection: a.clipboard, targets: [a.uriList] + a.textTargets, property: Self.prop,
                                            time: 1, incrAtom: a.incr, now: 0)
        _ = t.selectionNotify(target: a.uriList, property: Self.prop, value: .bytes(type: a.utf8String, Array("日本".utf8)), now: 0)
        guard case .finished(let type, let data)? = t.outcome else { Issue.record("not finished"); return }
        #expect(a.content(from: data, target: type) == PasteboardContent(text: "日本"))
    }

    @Test("INCR: chunks appended in order until the empty one, with or without a size")
    func incr() {
        for size in [[UInt(6)], []] {
            var (t, _) = start()
            _ = t.selectionNotify(target: a.utf8String, property: Self.prop, value: .items(type: a.incr, size), now: 0)
            #expect(t.wantsChunks)
            t.chunk(.bytes(type: a.utf8String, Array("日".utf8)), now: 1)
            t.chunk(.bytes(type: a.utf8String, Array("本".utf8)), now: 2)
            #expect(t.outcome == nil)
            t.chunk(.bytes(type: a.utf8String, []), now: 3)
            #expect(t.outcome == .finished(target: a.utf8String, data: ReceivedBytes(Array("日本".utf8))))
        }
    }

    @Test("An owner that never answers ends the read after 3 s, not before")
    func noAnswer() {
        var (t, _) = start(10)
        t.tick(now: 12.9)
        #expect(t.outcome == nil)
        t.tick(now: 13)
        #expect(t.outcome == .timedOut)
    }

    @Test("An owner that vanishes mid-INCR times out 3 s after its last chunk; a chunk after that is ignored")
    func vanishedOwnerAndLateChunk() {
        var (t, _) = start()
        _ = t.selectionNotify(target: a.utf8String, property: Self.prop, value: .items(type: a.incr, [100]), now: 0)
        t.chunk(.bytes(type: a.utf8String, [1, 2, 3]), now: 2.5)
        t.tick(now: 5.4)
        #expect(t.outcome == nil)
        t.tick(now: 5.5)
        #expect(t.outcome == .timedOut)
        t.chunk(.bytes(type: a.utf8String, [4]), now: 6)
        t.chunk(.bytes(type: a.utf8String, []), now: 6)
        #expect(t.outcome == .timedOut && !t.wantsChunks)
    }

    @Test("A notify for another target, or after the end, changes nothing")
    func strayNotify() {
        var (t, _) = start()
        let r3 = t.selectionNotify(target: a.string, property: Self.prop, value: .bytes(type: a.string, [1]), now: 0)
        #expect(r3.isEmpty)
        #expect(t.outcome == nil)
    }

    @Test("An owner that sends more than the limit (256 MiB; 256 KiB here) ends the read as too large")
    func tooLarge() {
        #expect(IncomingTransfer.maxBytes == 256 << 20)
        var (t, _) = start()
        t.limit = 256 << 10
        _ = t.selectionNotify(target: a.utf8String, property: Self.prop, value: .items(type: a.incr, []), now: 0)
        let chunk = PropertyValue.bytes(type: a.utf8String, [UInt8](repeating: 65, count: 1 << 10))
        for i in 0..<256 { t.chunk(chunk, now: Double(i) * 0.01) }
        #expect(t.outcome == nil)
        t.chunk(.bytes(type: a.utf8String, [1]), now: 3)
        #expect(t.outcome == .tooLarge)
    }

    @Test("Format-32 items are 4 bytes each, however wide a C long is")
    func format32() {
        #expect(IncomingTransfer.bytes(of: .items(type: 1, [0x0403_0201, 5])) == [1, 2, 3, 4, 5, 0, 0, 0])
    }

    @Test("The owner and the requestor together: a 1 MB INCR transfer arrives whole")
    func ownerToRequestor() {
        let text = String(repeating: "絵文字🎌", count: 60_000)
        var owner = SelectionOwner(atoms: a, window: 1, maxChunk: 256 * 1024)
        _ = owner.claim(a.clipboard, content: PasteboardContent(text: text), time: 10)
        var (t, c) = start()
        var queue = c
        var now = 0.0
        while !queue.isEmpty {
            let cmd = queue.removeFirst()
            now += 0.01
            switch cmd {
            case .convert(let sel, let target, let prop, let time):
                let answer = owner.handle(ConversionRequest(requestor: 2, selection: sel, target: target, property: prop, time: time), now: now)
                var value: PropertyValue?
                for case .changeProperty(_, _, let v) in answer { value = v }
                for case .notify(_, _, let target, let p, _) in answer {
                    queue += t.selectionNotify(target: target, property: p, value: value, now: now)
                    // Reading the INCR property deleted it: the owner sends the first chunk.
                    if t.wantsChunks { queue += owner.propertyDeleted(window: 2, property: p, now: now) }
                }
            case .changeProperty(_, let p, let v):
                t.chunk(v, now: now)
                if t.outcome == nil { queue += owner.propertyDeleted(window: 2, property: p, now: now) }
            default: break
            }
        }
        guard case .finished(_, let data) = t.outcome else { Issue.record("not finished: \(String(describing: t.outcome))"); return }
        #expect(data.count == text.utf8.count && data.text == text)
    }

    @Test("A drip of one byte every 2.5 s (never silent for 3 s) ends after 10 s in all, as too slow")
    func drip() {
        var (t, _) = start()
        _ = t.selectionNotify(target: a.utf8String, property: Self.prop, value: .items(type: a.incr, [1]), now: 0)
        var now = 0.0
        while now < 9.9 {
            now += 2.5
            t.chunk(.bytes(type: a.utf8String, [65]), now: now)
            t.tick(now: now)
        }
        #expect(t.outcome == nil) // 10.0 s: the last byte came at 10, the deadline is 10 + 4 bytes' worth
        t.tick(now: 10.01)
        #expect(t.outcome == .tooSlow)
    }

    @Test("The overall deadline grows by 1 s a MiB received: a large transfer at 2 MiB/s finishes")
    func largeSlowTransferFinishes() {
        var (t, _) = start()
        _ = t.selectionNotify(target: a.utf8String, property: Self.prop, value: .items(type: a.incr, []), now: 0)
        let mib = PropertyValue.bytes(type: a.utf8String, [UInt8](repeating: 66, count: 1 << 20))
        var now = 0.0
        for _ in 0..<40 {
            now += 0.5
            t.chunk(mib, now: now)
            t.tick(now: now)
        }
        #expect(t.outcome == nil) // 20 s in, 40 MiB: the deadline is at 50 s
        t.chunk(.bytes(type: a.utf8String, []), now: now)
        guard case .finished(_, let data)? = t.outcome else { Issue.record("not finished"); return }
        #expect(data.count == 40 << 20)
    }

    @Test("A SelectionNotify naming another selection, a time not the request's, or another property is ignored; the right one is taken")
    func staleNotify() {
        var (t, _) = start()
        let stale = PropertyValue.bytes(type: a.utf8String, Array("stale".utf8))
        for (selection, time, property) in [(a.primary, UInt(42), Self.prop), (a.clipboard, 41, Self.prop),
                                            (a.clipboard, 42 + 100_000, Self.prop), (a.clipboard, 42, 999)] {
            #expect(!t.isAnswer(selection: selection, target: a.utf8String, property: property, time: time))
            let r = t.selectionNotify(selection: selection, target: a.utf8String, property: property, time: time,
                                      value: stale, now: 1)
            #expect(r.isEmpty && t.outcome == nil)
        }
        // A refusal from the wrong selection does not move on to the next target either.
        let refused = t.selectionNotify(selection: a.primary, target: a.utf8String, property: 0, time: 42, value: nil, now: 1)
        #expect(refused.isEmpty)
        _ = t.selectionNotify(selection: a.clipboard, target: a.utf8String, property: Self.prop, time: 42,
                              value: .bytes(type: a.utf8String, Array("fresh".utf8)), now: 1)
        #expect(t.outcome == .finished(target: a.utf8String, data: ReceivedBytes(Array("fresh".utf8))))
        // A request made with CurrentTime (a drop whose source gave none) takes the owner's time.
        var (c, _) = IncomingTransfer.start(selection: a.xdndSelection, targets: [a.utf8String], property: Self.prop,
                                            time: 0, incrAtom: a.incr, now: 0)
        #expect(c.isAnswer(selection: a.xdndSelection, target: a.utf8String, property: Self.prop, time: 1234))
        _ = c.selectionNotify(selection: a.xdndSelection, target: a.utf8String, property: Self.prop, time: 1234,
                              value: .bytes(type: a.utf8String, [1]), now: 0)
        #expect(c.outcome != nil)
    }

    @Test("An announced INCR size is not trusted: 63.75 MiB announced, 10 bytes sent, 10 bytes kept in one small segment")
    func announcedSizeReservesNothing() {
        var (t, _) = start()
        _ = t.selectionNotify(target: a.utf8String, property: Self.prop, value: .items(type: a.incr, [0x3fc_0000]), now: 0)
        #expect(t.received.segments.isEmpty)
        t.chunk(.bytes(type: a.utf8String, Array("0123456789".utf8)), now: 0.1)
        #expect(t.received.count == 10 && t.received.segments.count == 1)
        #expect(t.received.segments[0].capacity <= ReceivedBytes.segmentSize + 4096)
        t.chunk(.bytes(type: a.utf8String, []), now: 0.2)
        #expect(t.outcome == .finished(target: a.utf8String, data: ReceivedBytes(Array("0123456789".utf8))))
    }

    @Test("What a transfer holds is its data plus at most one segment: 5 MiB + 3 bytes in 4 KiB chunks")
    func memoryBound() {
        var r = ReceivedBytes()
        let chunk = [UInt8](repeating: 7, count: 4096)
        for _ in 0..<(5 << 8) { r.append(chunk) }
        r.append([1, 2, 3])
        let held = r.segments.reduce(0) { $0 + $1.capacity }
        #expect(r.count == (5 << 20) + 3)
        #expect(held >= r.count && held <= r.count + ReceivedBytes.segmentSize + 4096 * r.segments.count)
        #expect(r.segments.count == 6)
        #expect(r.bytes.count == r.count && r.bytes.suffix(3) == [1, 2, 3])
    }

    @Test("Text made from segments: a character split between two segments is whole, invalid UTF-8 becomes U+FFFD")
    func textAcrossSegments() {
        var r = ReceivedBytes()
        r.append([UInt8](repeating: 0x61, count: ReceivedBytes.segmentSize - 1))
        r.append(Array("日本".utf8)) // 日 spans the boundary
        r.append([0xFF, 0x62])
        #expect(r.segments.count == 2)
        let text = r.text
        #expect(text.hasSuffix("日本\u{FFFD}b") && text.unicodeScalars.count == ReceivedBytes.segmentSize - 1 + 4)
    }

    @Test("A text/uri-list has the smaller limit (16 MiB; 1 KiB here); text of the same size does not")
    func uriListLimit() {
        for (type, expected) in [(a.uriList, IncomingTransfer.Outcome.tooLarge), (a.utf8String, nil)] {
            var (t, _) = IncomingTransfer.start(selection: a.clipboard, targets: [a.uriList], property: Self.prop, time: 42,
                                                incrAtom: a.incr, uriListAtom: a.uriList, now: 0)
            t.uriListLimit = 1024
            _ = t.selectionNotify(target: a.uriList, property: Self.prop, value: .items(type: a.incr, []), now: 0)
            t.chunk(.bytes(type: type, [UInt8](repeating: 0x2f, count: 1000)), now: 0.1)
            #expect(t.readLimit == (type == a.uriList ? 24 + 4 : IncomingTransfer.maxBytes - 1000 + 4))
            t.chunk(.bytes(type: type, [UInt8](repeating: 0x2f, count: 100)), now: 0.2)
            #expect(t.outcome == expected)
        }
        #expect(Limits.uriListBytes == 16 << 20)
    }

    @Test("A property answered at once that is larger than the limit ends the read as too large")
    func largePropertyAtOnce() {
        var (t, _) = start()
        t.limit = 100
        #expect(t.readLimit == 104)
        _ = t.selectionNotify(target: a.utf8String, property: Self.prop,
                              value: .bytes(type: a.utf8String, [UInt8](repeating: 1, count: 104)), now: 0)
        #expect(t.outcome == .tooLarge)
    }

    @Test("Chunks that name no type are the target asked for: asked for a uri-list, they have its limit (found by make fuzz)")
    func untypedChunksOfAURIList() {
        var (t, _) = IncomingTransfer.start(selection: a.clipboard, targets: [a.uriList], property: Self.prop, time: 42,
                                            incrAtom: a.incr, uriListAtom: a.uriList, now: 0)
        t.uriListLimit = 1024
        _ = t.selectionNotify(target: a.uriList, property: Self.prop, value: .items(type: a.incr, []), now: 0)
        t.chunk(.bytes(type: 0, [UInt8](repeating: 0x2f, count: 1000)), now: 0.1)
        t.chunk(.bytes(type: a.uriList, [UInt8](repeating: 0x2f, count: 100)), now: 0.2)
        #expect(t.outcome == .tooLarge)
    }
}
