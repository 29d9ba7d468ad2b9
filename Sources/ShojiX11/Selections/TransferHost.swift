import CX11
import Dispatch
import Glibc
import Shoji

/// The X side of copy, paste and drag and drop for one connection: it owns the selections through a
/// hidden window of its own (closing a top-level never drops the clipboard), feeds the X events about
/// them to the pure state machines (``SelectionOwner``, ``IncomingTransfer``, ``XdndTarget``) and carries
/// out what they ask. It backs ``Pasteboard/general`` (CLIPBOARD) and ``Pasteboard/selection`` (PRIMARY).
///
/// The host hands it every event first (``handle(_:)``); the events a round trip here reads into Xlib's
/// queue are handled by the main loop, which looks at that queue before every wait. It reads events
/// itself only in ``handOverClipboard(timeout:)``, the bounded exception at exit. Times come from
/// the server: a zero-length append to a property of the hidden window answers with a PropertyNotify
/// carrying the server's time, which claims and conversions then use (never CurrentTime).
@MainActor
final class TransferHost: PasteboardBackend {
    let display: OpaquePointer
    /// The hidden InputOnly window that owns the selections and receives their data.
    let window: UInt
    let root: UInt
    let atoms: TransferAtoms
    let props: XProperties
    var owner: SelectionOwner
    private let timeAtom: UInt
    private var timeJobs: [(UInt) -> Void] = []
    /// The properties of the hidden window that reads are given, one each: made as more reads run at
    /// once than there are (so any number can), kept for the next ones.
    private var transferAtoms: [UInt] = []
    private var nextTransferAtom = 0
    /// The reads under way, by their property.
    private var incoming: [UInt: (transfer: IncomingTransfer, done: (IncomingTransfer.Outcome) -> Void)] = [:]
    private var ticker: DispatchSourceTimer?
    private let startTime = DispatchTime.now().uptimeNanoseconds
    /// Every top-level window, by its X window: each is XdndAware and takes drops (Dnd/).
    var sites: [UInt: DropSite] = [:]
    /// The drag this program started, while it runs; the top-level it started in (whose pointer input
    /// drives it), that window's origin on the root and its screen's scale.
    var dragSource: XdndSource?
    var dragWindow: UInt?
    var windowOrigin = (x: 0, y: 0)
    var dragScale = 1.0
    /// A drag of this program's over one of its own windows: delivered in-process, not through the server.
    struct LocalDrop {
        let window: UInt
        /// Where the pointer is, in the points of that window's screen.
        var point: Point
        let tracker: DropTracker
    }
    var localDrop: LocalDrop?

    init(display: OpaquePointer, root: UInt) {
        self.display = display; self.root = root
        props = XProperties(display: display)
        let names = TransferAtoms.names + ["SHOJI_TIMESTAMP"] + (0..<4).map { "SHOJI_TRANSFER_\($0)" }
        var cNames = names.map { strdup($0) }
        var out = [Atom](repeating: 0, count: names.count)
        _ = XInternAtoms(display, &cNames, Int32(names.count), 0, &out)
        cNames.forEach { free($0) }
        let byName = Dictionary(uniqueKeysWithValues: zip(names, out))
        atoms = TransferAtoms { byName[$0] ?? 0 }
        timeAtom = byName["SHOJI_TIMESTAMP"] ?? 0
        transferAtoms = (0..<4).map { byName["SHOJI_TRANSFER_\($0)"] ?? 0 }
        var attrs = XSetWindowAttributes()
        attrs.event_mask = PropertyChangeMask
        window = XCreateWindow(display, root, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil, UInt(CWEventMask), &attrs)
        let units = Int(XExtendedMaxRequestSize(display))
        owner = SelectionOwner(atoms: atoms, window: window,
                               maxChunk: SelectionOwner.chunkSize(maxRequestUnits: units > 0 ? units : Int(XMaxRequestSize(display))))
        Pasteboard.general.backend = self
        Pasteboard.selection.backend = self
        ProcessScreenHost.shared.dragSession.backend = self
    }

    var now: Double { Double(DispatchTime.now().uptimeNanoseconds - startTime) / 1e9 }

    func selectionAtom(_ p: Pasteboard) -> UInt { p.name == .general ? atoms.clipboard : atoms.primary }

    func pasteboard(for selection: UInt) -> Pasteboard? {
        selection == atoms.clipboard ? .general : selection == atoms.primary ? .selection : nil
    }

    // MARK: Server time

    /// Runs `job` with a fresh server time: a zero-length append to a property of the hidden window makes
    /// the server send a PropertyNotify stamped with its time.
    func withServerTime(_ job: @escaping (UInt) -> Void) {
        timeJobs.append(job)
        props.write(window, timeAtom, .bytes(type: atoms.integer, []), append: true)
        XFlush(display)
    }

    // MARK: PasteboardBackend

    func pasteboard(_ pasteboard: Pasteboard, didSet content: PasteboardContent) {
        let selection = selectionAtom(pasteboard)
        withServerTime { [weak self] time in
            guard let self, pasteboard.ownContent == content else { return }
            execute(owner.claim(selection, content: content, time: time))
            // The claim takes only if nobody claimed later in between.
            if XGetSelectionOwner(display, selection) != window {
                owner.forget(selection)
                pasteboard.ownershipLost()
            }
            Trace.emit("pasteboard.owned", ["pasteboard": .string(pasteboard.name.rawValue),
                                            "bytes": .number(Double(content.text?.utf8.count ?? 0))])
        }
    }

    func read(_ pasteboard: Pasteboard, types: [PasteboardType],
              completion: @escaping @MainActor (Result<PasteboardContent, PasteboardError>) -> Void) {
        let selection = selectionAtom(pasteboard)
        let started = now
        guard XGetSelectionOwner(display, selection) != 0 else { return completion(.failure(.empty)) }
        Trace.emit("pasteboard.reading", ["pasteboard": .string(pasteboard.name.rawValue)])
        convert(selection, targets: atoms.targets(for: types)) { [weak self] outcome in
            guard let self else { return }
            let result: Result<PasteboardContent, PasteboardError>
            switch outcome {
            case .finished(let target, let data):
                result = atoms.content(from: data, target: target).map { .success($0) } ?? .failure(.noMatchingType)
            case .refused: result = .failure(.noMatchingType)
            case .timedOut: result = .failure(.timedOut(seconds: IncomingTransfer.defaultTimeout, pasteboard: pasteboard.name))
            case .tooSlow:
                result = .failure(.tooSlow(seconds: (now - started).rounded(), pasteboard: pasteboard.name))
            case .tooLarge: result = .failure(.tooLarge(bytes: IncomingTransfer.maxBytes))
            }
            var fields: [(String, TraceValue)] = [("pasteboard", .string(pasteboard.name.rawValue)),
                                                  ("ms", .number(((now - started) * 1000).rounded()))]
            switch result {
            case .success(let c): fields += [("ok", .bool(true)), ("bytes", .number(Double(c.text?.utf8.count ?? 0)))]
            case .failure(let e): fields += [("ok", .bool(false)), ("error", .string(e.description))]
            }
            Trace.emit("pasteboard.read", fields: fields)
            completion(result)
        }
    }

    /// Reads `selection` in the first of `targets` the owner has, with a server time of now.
    func convert(_ selection: UInt, targets: [UInt], time: UInt? = nil,
                 done: @escaping (IncomingTransfer.Outcome) -> Void) {
        let start: (UInt) -> Void = { [weak self] time in
            guard let self else { return }
            let property = freeTransferAtom()
            XDeleteProperty(display, window, property)
            let (t, commands) = IncomingTransfer.start(selection: selection, targets: targets, property: property,
                                                       time: time, incrAtom: atoms.incr, uriListAtom: atoms.uriList,
                                                       now: now)
            incoming[property] = (t, done)
            execute(commands)
            finishIfDone(property)
            updateTicker()
        }
        if let time { start(time) } else { withServerTime(start) }
    }

    /// A property of the hidden window no read is using, round-robin, so that a late chunk for an
    /// abandoned read lands where nothing listens; a new one when every one is in use (a read never takes
    /// over another's). There are never more than the reads that ran at once, each ended by its deadline.
    private func freeTransferAtom() -> UInt {
        for _ in transferAtoms.indices {
            let a = transferAtoms[nextTransferAtom % transferAtoms.count]
            nextTransferAtom += 1
            if incoming[a] == nil { return a }
        }
        let a = XInternAtom(display, "SHOJI_TRANSFER_\(transferAtoms.count)", 0)
        transferAtoms.append(a)
        return a
    }

    private func finishIfDone(_ property: UInt) {
        guard let entry = incoming[property], let outcome = entry.transfer.outcome else { return }
        incoming[property] = nil
        XDeleteProperty(display, window, property)
        if case .finished(_, let data) = outcome, entry.transfer.chunks > 0 {
            Trace.emit("pasteboard.incremental", ["bytes": .number(Double(data.count)), "chunks": .number(Double(entry.transfer.chunks))])
        }
        entry.done(outcome)
        // A large read leaves its segments free in the heap, where glibc keeps them (its mmap threshold
        // rises as Xlib frees each chunk's buffer, so later segments come from the heap): give them back
        // on the next turn, once the last reference to them is gone.
        if entry.transfer.chunks > 0 || outcome == .tooLarge { DispatchQueue.main.async { _ = malloc_trim(0) } }
    }

    // MARK: Events

    /// Handles `event` if it is about selections or drag and drop; true when it was (the host then skips it).
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case SelectionRequest:
            let e = event.xselectionrequest
            guard e.owner == window else { return false }
            var request = ConversionRequest(requestor: e.requestor, selection: e.selection, target: e.target,
                                           property: e.property, time: e.time)
            if e.target == atoms.multiple, e.property != 0 {
                let items = props.read(e.requestor, e.property, maxBytes: 8 * Limits.multipleTargetPairs)?.items ?? []
                request.pairs = stride(from: 0, to: items.count - 1, by: 2).map { (items[$0], items[$0 + 1]) }
            }
            let sending = owner.transfers.count
            execute(owner.handle(request, now: now))
            if owner.transfers.count > sending, let t = owner.transfers.last {
                Trace.emit("pasteboard.sendingIncrementally", ["bytes": .number(Double(t.data.count)),
                                                               "chunk": .number(Double(owner.maxChunk))])
            }
            updateTicker()
            return true
        case SelectionClear:
            let e = event.xselectionclear
            guard e.window == window else { return false }
            if owner.clear(e.selection, time: e.time) {
                pasteboard(for: e.selection)?.ownershipLost()
                // Another drag took XdndSelection: ours can no longer be dropped.
                if e.selection == atoms.xdndSelection { cancelDrag() }
                Trace.emit("pasteboard.lost", ["selection": .number(Double(e.selection))])
            }
            return true
        case SelectionNotify:
            let e = event.xselection
            guard e.requestor == window else { return false }
            selectionNotify(e)
            return true
        case PropertyNotify:
            let e = event.xproperty
            if e.window == window {
                propertyChanged(e)
                return true
            }
            guard e.state == PropertyDelete, owner.transfers.contains(where: { $0.requestor == e.window }) else { return false }
            execute(owner.propertyDeleted(window: e.window, property: e.atom, now: now))
            return true
        case ClientMessage:
            return handleXdnd(event.xclient)
        default:
            return false
        }
    }

    private func selectionNotify(_ e: XSelectionEvent) {
        if e.selection == atoms.clipboardManager { managerAnswered = true; return }
        // The read this answers, matched on selection, target, property and time (a refusal names no
        // property: by what it asked); a notify that answers none is stale or another's, and its
        // property is left alone.
        let key = e.property != 0 ? e.property
            : incoming.first { $0.value.transfer.isAnswer(selection: e.selection, target: e.target, property: 0, time: e.time) }?.key
        guard let key, incoming[key]?.transfer.isAnswer(selection: e.selection, target: e.target, property: e.property,
                                                         time: e.time) == true else {
            if e.property != 0 || !incoming.isEmpty {
                Trace.emit("pasteboard.ignored", ["selection": .number(Double(e.selection)), "time": .number(Double(e.time))])
            }
            return
        }
        let readLimit = incoming[key]?.transfer.readLimit ?? 0
        let value = e.property != 0 ? props.read(window, e.property, delete: true, maxBytes: readLimit) : nil
        // Changed where it is kept: a copy would make the data it holds copy-on-write.
        let commands = incoming[key]?.transfer.selectionNotify(selection: e.selection, target: e.target, property: e.property,
                                                                time: e.time, value: value, now: now) ?? []
        execute(commands)
        finishIfDone(key)
    }

    private func propertyChanged(_ e: XPropertyEvent) {
        if e.atom == timeAtom, e.state == PropertyNewValue {
            guard !timeJobs.isEmpty else { return }
            timeJobs.removeFirst()(e.time)
            return
        }
        // Only values are taken out of the transfer here: a copy of it kept in a variable would share its
        // data, and the append below would then copy the segment it fills.
        guard e.state == PropertyNewValue, incoming[e.atom]?.transfer.wantsChunks == true,
              let readLimit = incoming[e.atom]?.transfer.readLimit else { return }
        let value = props.read(window, e.atom, delete: true, maxBytes: readLimit) ?? .bytes(type: 0, [])
        // Appended where the transfer is kept: `var entry = incoming[…]` would hold a second reference to
        // the data, and the append would copy everything received so far at every chunk.
        incoming[e.atom]?.transfer.chunk(value, now: now)
        finishIfDone(e.atom)
    }

    // MARK: Commands

    func execute(_ commands: [SelectionCommand]) {
        for c in commands {
            switch c {
            case .setOwner(let selection, let time): XSetSelectionOwner(display, selection, window, time)
            case .convert(let selection, let target, let property, let time):
                XConvertSelection(display, selection, target, property, window, time)
            case .changeProperty(let w, let property, let value): props.write(w, property, value)
            case .deleteProperty(let w, let property): XDeleteProperty(display, w, property)
            case .notify(let requestor, let selection, let target, let property, let time):
                props.notify(requestor: requestor, selection: selection, target: target, property: property, time: time)
            case .watchProperties(let w, let on):
                // A drop on this program reads from itself: its own window always hears its properties.
                if w != window { XSelectInput(display, w, on ? PropertyChangeMask : 0) }
            case .clientMessage(let to, let w, let type, let data): props.clientMessage(to: to, window: w, type: type, data: data)
            }
        }
        if !commands.isEmpty { XFlush(display) }
    }

    // MARK: Timeouts

    /// A 100 ms tick while a read or an INCR send is under way; none when idle.
    func updateTicker() {
        let busy = !incoming.isEmpty || !owner.transfers.isEmpty || dragSource != nil
        if busy, ticker == nil {
            let t = DispatchSource.makeTimerSource(queue: .main)
            t.schedule(deadline: .now() + 0.1, repeating: 0.1)
            t.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.tick() } }
            t.activate()
            ticker = t
        } else if !busy, let t = ticker {
            t.cancel()
            ticker = nil
        }
    }

    private func tick() {
        let t = now
        execute(owner.tick(now: t))
        tickDrag()
        for key in Array(incoming.keys) {
            incoming[key]?.transfer.tick(now: t)
            finishIfDone(key)
        }
        updateTicker()
    }

    // MARK: Clipboard manager

    private var managerAnswered = false

    /// At exit: when a clipboard manager runs, asks it to take the clipboard (SAVE_TARGETS) and serves its
    /// requests until it answers or `timeout` passes.
    ///
    /// This is the one place besides the `EventPump` that reads events, on purpose. The hand-over runs from
    /// `Application.terminate` or when the connection closes after its last window, and both are reached
    /// from inside an event's handler (WM_DELETE_WINDOW, the Close button, a shortcut), that is, inside a
    /// pass: there `pump.pass()` returns at once by design, so a hand-over through the pump would never see
    /// the manager's requests, wait out its timeout and lose the clipboard. Reading here breaks none of
    /// what the pump guards: the handler that called it never resumes (the program or the connection ends
    /// right after), and only this host's own events are handled (the manager's SelectionRequest and
    /// SelectionNotify, its property deletes for INCR); an event for a window is dropped, so no window's
    /// handler runs inside another's, and nothing a user typed in these last moments starts anything.
    func handOverClipboard(timeout: Double) {
        guard let content = owner.owned[atoms.clipboard]?.content, XGetSelectionOwner(display, atoms.clipboardManager) != 0,
              XGetSelectionOwner(display, atoms.clipboard) == window else { return }
        let property = freeTransferAtom()
        props.write(window, property, .items(type: atoms.atom, owner.dataTargets(for: content)))
        XConvertSelection(display, atoms.clipboardManager, atoms.saveTargets, property, window, 0)
        XFlush(display)
        let deadline = now + timeout
        managerAnswered = false
        let fd = XConnectionNumber(display)
        while !managerAnswered, now < deadline {
            if XPending(display) == 0 {
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&p, 1, Int32(max(1, (deadline - now) * 1000)))
                continue
            }
            var e = XEvent()
            XNextEvent(display, &e)
            _ = handle(&e)
        }
        Trace.emit("pasteboard.handedOver", ["ok": .bool(managerAnswered)])
    }

    func close() {
        ticker?.cancel()
        if Pasteboard.general.backend === self { Pasteboard.general.backend = nil }
        if Pasteboard.selection.backend === self { Pasteboard.selection.backend = nil }
        if ProcessScreenHost.shared.dragSession.backend === self { ProcessScreenHost.shared.dragSession.backend = nil }
        XDestroyWindow(display, window)
    }
}
