import Shoji
@testable import ShojiX11
import Testing

/// XDND's source and target state machines, each alone with decoded messages and connected to each other
/// in-process, the data carried by the selection owner and requestor.
@Suite("XDND")
struct XdndTests {
    let a = TransferAtoms.numbered
    static let sourceWindow: UInt = 10, targetWindow: UInt = 20

    func targetMessage(_ c: SelectionCommand, typeList: [UInt] = []) -> XdndTarget.Message? {
        guard case .clientMessage(_, _, let type, let data) = c else { return nil }
        return XdndTarget.decode(type: type, data: data, atoms: a) { _ in typeList }
    }

    @Test("Target: every position gets a status for the view under the pointer; a refused drop finishes unsuccessfully; Finished never follows a refused position alone")
    func targetAlone() {
        var t = XdndTarget(atoms: a, window: Self.targetWindow)
        _ = t.handle(.enter(source: 5, version: 5, types: [a.utf8String]), accepts: { _, _ in true })
        #expect(t.pasteboardTypes == [.text])
        let yes = t.handle(.position(source: 5, x: 10, y: 10, time: 1), accepts: { x, _ in x < 50 })
        #expect(yes == [.command(.clientMessage(to: 5, window: 5, type: a.xdndStatus, data: [Self.targetWindow, 3, 0, 0, a.xdndActionCopy]))])
        let no = t.handle(.position(source: 5, x: 90, y: 10, time: 2), accepts: { x, _ in x < 50 })
        #expect(no == [.command(.clientMessage(to: 5, window: 5, type: a.xdndStatus, data: [Self.targetWindow, 2, 0, 0, 0]))])
        // A position from another source is not answered.
        let r1 = t.handle(.position(source: 6, x: 10, y: 10, time: 3), accepts: { _, _ in true })
        #expect(r1.isEmpty)
        let leave = t.handle(.leave(source: 5), accepts: { _, _ in true })
        #expect(leave == [.exit])
        // Dropped where refused: one Finished, without the success bit.
        _ = t.handle(.enter(source: 5, version: 5, types: [a.utf8String]), accepts: { _, _ in true })
        _ = t.handle(.position(source: 5, x: 90, y: 10, time: 4), accepts: { _, _ in false })
        let drop = t.handle(.drop(source: 5, time: 5), accepts: { _, _ in false })
        #expect(drop == [.exit, .command(.clientMessage(to: 5, window: 5, type: a.xdndFinished, data: [Self.targetWindow, 0, 0, 0, 0]))])
        let r2 = t.dataArrived(PasteboardContent(text: "late"))
        #expect(r2.isEmpty)
    }

    @Test("Target: an accepted drop reads the data with the drop's time, files before text, and finishes once with success")
    func targetDrop() {
        var t = XdndTarget(atoms: a, window: Self.targetWindow)
        _ = t.handle(.enter(source: 5, version: 5, types: [a.utf8String, a.uriList, a.string]), accepts: { _, _ in true })
        _ = t.handle(.position(source: 5, x: 30, y: 40, time: 7), accepts: { _, _ in true })
        let drop = t.handle(.drop(source: 5, time: 99), accepts: { _, _ in true })
        #expect(drop == [.fetch(targets: [a.uriList, a.utf8String, a.string], time: 99)])
        let content = PasteboardContent(filePaths: ["/tmp/a"])
        let done = t.dataArrived(content)
        #expect(done == [.deliver(content, x: 30, y: 40),
                         .command(.clientMessage(to: 5, window: 5, type: a.xdndFinished, data: [Self.targetWindow, 1, a.xdndActionCopy, 0, 0]))])
        let r3 = t.dataArrived(content)
        #expect(r3.isEmpty)
    }

    @Test("Enter decodes the version and up to three inline types; more come from XdndTypeList")
    func decodeEnter() {
        let inline = XdndTarget.decode(type: a.xdndEnter, data: [5, 5 << 24, a.utf8String, a.string, 0], atoms: a) { _ in [] }
        #expect(inline == .enter(source: 5, version: 5, types: [a.utf8String, a.string]))
        let listed = XdndTarget.decode(type: a.xdndEnter, data: [5, 5 << 24 | 1, 1, 2, 3], atoms: a) { $0 == 5 ? [7, 8, 9, 10] : [] }
        #expect(listed == .enter(source: 5, version: 5, types: [7, 8, 9, 10]))
        #expect(XdndTarget.decode(type: a.xdndPosition, data: [5, 0, 300 << 16 | 200, 77, 0], atoms: a) { _ in [] }
                == .position(source: 5, x: 300, y: 200, time: 77))
    }

    @Test("Source: one position in flight; the latest waits for the status; a late status from an old target is ignored")
    func sourceFlow() {
        var s = XdndSource(atoms: a, window: Self.sourceWindow, types: [a.utf8String])
        let t1 = XdndSource.Target(window: 20, proxy: 20, version: 5)
        let first = s.move(x: 1, y: 1, time: 1, over: t1)
        #expect(first.count == 2) // enter, position
        let r4 = s.move(x: 2, y: 2, time: 2, over: t1)
        #expect(r4.isEmpty)
        let r5 = s.move(x: 3, y: 3, time: 3, over: t1)
        #expect(r5.isEmpty)
        let resent = s.status(from: 20, accepts: true, now: 0)
        #expect(resent == [.clientMessage(to: 20, window: 20, type: a.xdndPosition, data: [Self.sourceWindow, 0, 3 << 16 | 3, 3, a.xdndActionCopy])])
        // Over another window (through its proxy): leave the first, enter the second.
        let t2 = XdndSource.Target(window: 30, proxy: 31, version: 4)
        let moved = s.move(x: 4, y: 4, time: 4, over: t2)
        #expect(moved.first == .clientMessage(to: 20, window: 20, type: a.xdndLeave, data: [Self.sourceWindow, 0, 0, 0, 0]))
        #expect(moved[1] == .clientMessage(to: 31, window: 30, type: a.xdndEnter, data: [Self.sourceWindow, 4 << 24, a.utf8String, 0, 0]))
        let r6 = s.status(from: 20, accepts: true, now: 0)
        #expect(r6.isEmpty && !s.accepted)
        // Released while the status is outstanding: the refusal decides, and it leaves.
        let r7 = s.release(time: 5, now: 0)
        #expect(r7.isEmpty)
        let r8 = s.status(from: 30, accepts: false, now: 0)
        #expect(r8 == [.clientMessage(to: 31, window: 30, type: a.xdndLeave, data: [Self.sourceWindow, 0, 0, 0, 0])])
        #expect(s.state == .ended(dropped: false))
    }

    @Test("Source: Escape cancels with a leave; a drop with no Finished ends after 5 s")
    func sourceCancelAndTimeout() {
        var s = XdndSource(atoms: a, window: Self.sourceWindow, types: [a.utf8String])
        let t = XdndSource.Target(window: 20, proxy: 20, version: 5)
        _ = s.move(x: 1, y: 1, time: 1, over: t)
        let r9 = s.cancel()
        #expect(r9.count == 1 && s.state == .ended(dropped: false))
        var d = XdndSource(atoms: a, window: Self.sourceWindow, types: [a.utf8String])
        _ = d.move(x: 1, y: 1, time: 1, over: t)
        _ = d.status(from: 20, accepts: true, now: 0)
        let r10 = d.release(time: 9, now: 10)
        #expect(r10.count == 1)
        d.tick(now: 14.9)
        #expect(d.state == .dropped(deadline: 15))
        d.tick(now: 15)
        #expect(d.state == .ended(dropped: false))
    }

    @Test("Source and target connected in-process: text dragged over, dropped, converted through XdndSelection, finished")
    func connected() {
        let text = "ドラッグ 🎌"
        var owner = SelectionOwner(atoms: a, window: Self.sourceWindow, maxChunk: 1 << 16)
        _ = owner.claim(a.xdndSelection, content: PasteboardContent(text: text), time: 50)
        var source = XdndSource(atoms: a, window: Self.sourceWindow, types: owner.dataTargets(for: PasteboardContent(text: text)))
        var target = XdndTarget(atoms: a, window: Self.targetWindow)
        let over = XdndSource.Target(window: Self.targetWindow, proxy: Self.targetWindow, version: 5)
        var delivered: [PasteboardContent] = []
        var finishedSuccess: Bool?
        var statuses = 0

        func toTarget(_ commands: [SelectionCommand]) {
            for c in commands {
                // The type list the source put on its window, as the target reads it.
                guard let m = targetMessage(c, typeList: source.types) else { continue }
                for action in target.handle(m, accepts: { x, _ in x > 100 }) { run(action) }
            }
        }
        func run(_ action: XdndTarget.Action) {
            switch action {
            case .command(.clientMessage(_, _, let type, let data)) where type == a.xdndStatus:
                statuses += 1
                toTarget(source.status(from: data[0], accepts: data[1] & 1 == 1, now: 0))
            case .command(.clientMessage(_, _, let type, let data)) where type == a.xdndFinished:
                source.finished(from: data[0], success: data[1] & 1 == 1)
                finishedSuccess = data[1] & 1 == 1
            case .fetch(let targets, let time):
                var (t, c) = IncomingTransfer.start(selection: a.xdndSelection, targets: targets, property: 9, time: time, incrAtom: a.incr, now: 0)
                while case .convert(let sel, let tg, let p, let tm)? = c.first {
                    let answer = owner.handle(ConversionRequest(requestor: Self.targetWindow, selection: sel, target: tg, property: p, time: tm), now: 0)
                    var value: PropertyValue?
                    for case .changeProperty(_, _, let v) in answer { value = v }
                    var next: [SelectionCommand] = []
                    for case .notify(_, _, let tg, let p, _) in answer { next = t.selectionNotify(target: tg, property: p, value: value, now: 0) }
                    c = next
                }
                guard case .finished(let tg, let data)? = t.outcome else { return }
                for act in target.dataArrived(a.content(from: data, target: tg)) { run(act) }
            case .deliver(let content, _, _): delivered.append(content)
            default: break
            }
        }

        #expect(source.setupCommands.count == (source.types.count > 3 ? 1 : 0))
        for x in stride(from: 0, through: 200, by: 20) { toTarget(source.move(x: x, y: 10, time: UInt(60 + x), over: over)) }
        #expect(source.accepted)
        toTarget(source.release(time: 300, now: 0))
        #expect(delivered == [PasteboardContent(text: text)])
        #expect(finishedSuccess == true && source.state == .ended(dropped: true))
        #expect(statuses == 11)
    }

    @Test("A type list of 4,000,000 atoms: only the first 1024 are offered, worked out once at the enter; positions are answered")
    func hugeTypeList() {
        var t = XdndTarget(atoms: a, window: Self.targetWindow)
        let huge = (0..<4_000_000).map { UInt(100_000 + $0) } + [a.utf8String]
        _ = t.handle(.enter(source: 5, version: 5, types: huge), accepts: { _, _ in true })
        #expect(t.offered.count == Limits.dragTypeCount && Limits.dragTypeCount == 1024)
        #expect(t.pasteboardTypes.isEmpty) // UTF8_STRING came after the limit
        let r = t.handle(.position(source: 5, x: 1, y: 1, time: 0), accepts: { _, _ in true })
        #expect(r == [.command(.clientMessage(to: 5, window: 5, type: a.xdndStatus, data: [Self.targetWindow, 2, 0, 0, 0]))])
        // Within the limit, a text type anywhere in the list is found.
        _ = t.handle(.enter(source: 6, version: 5, types: (1..<1023).map { UInt(200_000 + $0) } + [a.utf8String]), accepts: { _, _ in true })
        #expect(t.pasteboardTypes == [.text])
        let leave = t.handle(.leave(source: 6), accepts: { _, _ in true })
        #expect(leave == [.exit] && t.offered.isEmpty && t.pasteboardTypes.isEmpty)
    }
}
