import Shoji
@testable import ShojiX11
import Testing

/// The selection owner's answers, driven by decoded SelectionRequests as other X clients send them.
@Suite("Selection owner")
struct SelectionOwnerTests {
    let a = TransferAtoms.numbered
    static let me: UInt = 500, them: UInt = 900, prop: UInt = 77
    let japanese = "日本語とemoji 🎌"

    func owner(_ text: String?, files: [String] = [], chunk: Int = 1000, at time: UInt = 100) -> SelectionOwner {
        var o = SelectionOwner(atoms: a, window: Self.me, maxChunk: chunk)
        _ = o.claim(a.clipboard, content: PasteboardContent(text: text, filePaths: files), time: time)
        return o
    }

    func request(_ target: UInt, time: UInt = 200, property: UInt = prop, pairs: [(UInt, UInt)]? = nil) -> ConversionRequest {
        ConversionRequest(requestor: Self.them, selection: a.clipboard, target: target, property: property, time: time, pairs: pairs)
    }

    func written(_ commands: [SelectionCommand]) -> [UInt: PropertyValue] {
        var out: [UInt: PropertyValue] = [:]
        for case .changeProperty(_, let p, let v) in commands { out[p] = v }
        return out
    }

    func notified(_ commands: [SelectionCommand]) -> UInt? {
        for case .notify(_, _, _, let p, _) in commands { return p }
        return nil
    }

    @Test("TARGETS lists the text targets, STRING only when the text is Latin-1")
    func targets() {
        var o = owner("café")
        let c = o.handle(request(a.targets), now: 0)
        #expect(written(c)[Self.prop] == .items(type: a.atom, [a.targets, a.timestamp, a.multiple, a.utf8String,
                                                                a.textPlainUTF8, a.string, a.text]))
        #expect(notified(c) == Self.prop)
        var j = owner(japanese)
        #expect(!written(j.handle(request(a.targets), now: 0))[Self.prop]!.items.contains(a.string))
    }

    @Test("UTF8_STRING is the text's UTF-8 byte for byte; STRING is refused for text outside Latin-1, TEXT falls back to UTF-8")
    func conversions() {
        var o = owner(japanese)
        #expect(written(o.handle(request(a.utf8String), now: 0))[Self.prop] == .bytes(type: a.utf8String, Array(japanese.utf8)))
        #expect(written(o.handle(request(a.textPlainUTF8), now: 0))[Self.prop]?.bytes == Array(japanese.utf8))
        let refused = o.handle(request(a.string), now: 0)
        #expect(notified(refused) == 0 && written(refused).isEmpty)
        #expect(written(o.handle(request(a.text), now: 0))[Self.prop]?.type == a.utf8String)
        var l = owner("café")
        #expect(written(l.handle(request(a.string), now: 0))[Self.prop] == .bytes(type: a.string, [0x63, 0x61, 0x66, 0xE9]))
        #expect(written(l.handle(request(a.timestamp), now: 0))[Self.prop] == .items(type: a.integer, [100]))
    }

    @Test("Files go as a text/uri-list with percent-escapes")
    func files() {
        var o = owner(nil, files: ["/tmp/a b.txt", "/tmp/日.txt"])
        let v = written(o.handle(request(a.uriList), now: 0))[Self.prop]
        #expect(String(decoding: v?.bytes ?? [], as: UTF8.self) == "file:///tmp/a%20b.txt\r\nfile:///tmp/%E6%97%A5.txt\r\n")
        #expect(notified(o.handle(request(a.utf8String), now: 0)) == 0)
    }

    @Test("A request from before the claim is refused; CurrentTime is served")
    func staleRequest() {
        var o = owner("x", at: 100)
        #expect(notified(o.handle(request(a.utf8String, time: 99), now: 0)) == 0)
        #expect(notified(o.handle(request(a.utf8String, time: 0), now: 0)) == Self.prop)
    }

    @Test("MULTIPLE converts each pair, writes None for the failed ones, and sends one notify")
    func multiple() {
        var o = owner(japanese)
        let c = o.handle(request(a.multiple, pairs: [(a.utf8String, 10), (a.string, 11), (a.multiple, 12), (a.targets, 13)]), now: 0)
        let w = written(c)
        #expect(w[10]?.bytes == Array(japanese.utf8))
        #expect(w[11] == nil && w[12] == nil && w[13] != nil)
        #expect(w[Self.prop] == .items(type: a.atomPair, [a.utf8String, 10, 0, 11, 0, 12, a.targets, 13]))
        #expect(c.filter { if case .notify = $0 { return true } else { return false } }.count == 1)
        #expect(notified(c) == Self.prop)
    }

    @Test("Large data goes by INCR: size first, a chunk after each delete, then an empty chunk; the requestor's properties are watched until then")
    func incr() {
        let text = String(repeating: "あ", count: 1000) // 3000 bytes
        var o = owner(text, chunk: 1024)
        let start = o.handle(request(a.utf8String), now: 0)
        #expect(start.first == .watchProperties(window: Self.them, true))
        #expect(written(start)[Self.prop] == .items(type: a.incr, [3000]))
        var received: [UInt8] = []
        var chunks = 0
        for step in 1...10 {
            let c = o.propertyDeleted(window: Self.them, property: Self.prop, now: Double(step))
            guard let v = written(c)[Self.prop] else { Issue.record("no chunk"); return }
            #expect(v.type == a.utf8String)
            if v.bytes.isEmpty {
                #expect(c.last == .watchProperties(window: Self.them, false))
                break
            }
            #expect(v.bytes.count <= 1024)
            received += v.bytes
            chunks += 1
        }
        #expect(received == Array(text.utf8) && chunks == 3)
        #expect(o.transfers.isEmpty)
        let r1 = o.propertyDeleted(window: Self.them, property: Self.prop, now: 20)
        #expect(r1.isEmpty)
    }

    @Test("An INCR requestor that stops deleting is dropped after 5 s idle; each chunk restarts the wait")
    func incrTimeout() {
        var o = owner(String(repeating: "x", count: 5000), chunk: 1024)
        _ = o.handle(request(a.utf8String), now: 0)
        _ = o.propertyDeleted(window: Self.them, property: Self.prop, now: 4)
        let r2 = o.tick(now: 8.9)
        #expect(r2.isEmpty && o.transfers.count == 1)
        let r3 = o.tick(now: 9)
        #expect(r3 == [.watchProperties(window: Self.them, false)])
        #expect(o.transfers.isEmpty)
    }

    @Test("A SelectionClear older than the claim is stale and ignored; a newer one ends the ownership")
    func staleClear() {
        var o = owner("x", at: 100)
        let r4 = o.clear(a.clipboard, time: 50)
        #expect(!r4)
        #expect(o.owned[a.clipboard] != nil)
        let r5 = o.clear(a.clipboard, time: 150)
        #expect(r5)
        #expect(notified(o.handle(request(a.utf8String), now: 0)) == 0)
    }

    @Test("The chunk size follows the server's maximum request, at most 256 KiB")
    func chunkSize() {
        #expect(SelectionOwner.chunkSize(maxRequestUnits: 65535) == 65535 * 4 - 24)
        #expect(SelectionOwner.chunkSize(maxRequestUnits: 4_194_303) == 256 * 1024)
    }
}
