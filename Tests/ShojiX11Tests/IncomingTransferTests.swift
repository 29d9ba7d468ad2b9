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
            #expect(t.outcome == .finished(target: a.utf8String, data: Array("日本".utf8)))
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
        #expect(data.count == text.utf8.count && String(decoding: data, as: UTF8.self) == text)
    }
}
