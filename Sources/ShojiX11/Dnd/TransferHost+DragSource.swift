import CX11
import Shoji

/// Drags out of this program (XDND source): ``XdndSource`` decides what to send; this finds the
/// XDND-aware window under the pointer (a walk down from the root, reading XdndAware and XdndProxy on
/// the way: round trips each move, as Qt; GTK keeps a cached stacking list instead) and feeds the pointer
/// to it. A drag starts in whichever top-level holds the view it starts from; the press that started it
/// keeps its implicit grab, so the pointer's events keep coming to that window wherever it goes, and the
/// host of that window hands them here (``dragInput(_:in:)``) before its screen sees them. Over any of
/// this program's own top-levels the drag stays in-process (no XDND conversation with ourselves).
extension TransferHost: DragBackend {
    func beginDrag(_ content: PasteboardContent, from view: View) -> Bool {
        guard dragSource == nil, let screen = view.window?.screen,
              let site = sites.values.first(where: { $0.screen === screen }) else { return false }
        var x: Int32 = 0, y: Int32 = 0
        var child: UInt = 0
        XTranslateCoordinates(display, site.window, root, 0, 0, &x, &y, &child)
        dragWindow = site.window
        dragScale = screen.scale
        windowOrigin = (Int(x), Int(y))
        let source = XdndSource(atoms: atoms, window: window, types: owner.dataTargets(for: content))
        dragSource = source
        execute(source.setupCommands)
        // Escape must reach us wherever the pointer is (the focus may follow it into the target).
        XGrabKeyboard(display, site.window, 0, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        withServerTime { [weak self] time in
            guard let self else { return }
            execute(owner.claim(atoms.xdndSelection, content: content, time: time))
        }
        updateTicker()
        return true
    }

    /// Pointer and key input to `window` while a drag from it is under way: moves and the release drive the
    /// drag, Escape cancels it. The screen still gets the events (its press ends normally).
    func dragInput(_ event: Event, in hostWindow: UInt) {
        guard hostWindow == dragWindow, var source = dragSource, source.state == .dragging else { return }
        switch event {
        case .pointer(let p):
            let rx = windowOrigin.x + Int((p.location.x * dragScale).rounded())
            let ry = windowOrigin.y + Int((p.location.y * dragScale).rounded())
            switch p.phase {
            case .moved, .down:
                var target = xdndTarget(atRootX: rx, rootY: ry)
                // Over one of our own windows the drag stays in-process: the same drop targets, no round
                // trips through the server, and no XDND conversation with ourselves.
                if let t = target, let site = sites[t.window], let screen = site.screen {
                    target = nil
                    let point = site.window == hostWindow ? p.location
                        : screenPoint(rootX: rx, rootY: ry, in: site.window, scale: screen.scale)
                    if localDrop?.window != site.window {
                        localDrop?.tracker.exit()
                        localDrop = LocalDrop(window: site.window, point: point,
                                              tracker: DropTracker(screen: screen, types: ProcessScreenHost.shared.dragSession.content?.types ?? []))
                    }
                    localDrop?.point = point
                    _ = localDrop?.tracker.move(to: point)
                } else {
                    localDrop?.tracker.exit()
                    localDrop = nil
                }
                execute(source.move(x: rx, y: ry, time: 0, over: target))
                dragSource = source
            case .up:
                if let local = localDrop, let content = ProcessScreenHost.shared.dragSession.content {
                    localDrop = nil
                    let dropped = local.tracker.drop(content, at: local.point)
                    execute(source.cancel())
                    dragSource = nil
                    dragWindow = nil
                    XUngrabKeyboard(display, UInt(CurrentTime))
                    XFlush(display)
                    ProcessScreenHost.shared.dragSession.end(dropped: dropped)
                    Trace.emit("drag.ended", ["dropped": .bool(dropped), "local": .bool(true),
                                              "window": .number(Double(local.window))])
                    updateTicker()
                    return
                }
                dragSource = source
                withServerTime { [weak self] time in
                    guard let self, var s = dragSource else { return }
                    execute(s.release(time: time, now: now))
                    dragSource = s
                    endDragIfDone()
                    updateTicker()
                }
            }
        case .key(let k) where k.key == .escape:
            cancelDrag()
        default:
            break
        }
    }

    /// XdndStatus and XdndFinished for a drag this program started; false for any other message.
    func handleSourceMessage(type: UInt, data: [UInt]) -> Bool {
        guard type == atoms.xdndStatus || type == atoms.xdndFinished else { return false }
        guard var source = dragSource else { return true }
        if type == atoms.xdndStatus {
            // What a test waits for before it releases (the target's answer), instead of sleeping.
            Trace.emit("drag.status", ["accepts": .bool(data[1] & 1 == 1)])
            execute(source.status(from: data[0], accepts: data[1] & 1 == 1, now: now))
        } else {
            source.finished(from: data[0], success: data[1] & 1 == 1)
        }
        dragSource = source
        endDragIfDone()
        return true
    }

    /// Ends the drag under way, if any, with a leave to its target.
    func cancelDrag() {
        localDrop?.tracker.exit()
        localDrop = nil
        guard var source = dragSource else { return }
        execute(source.cancel())
        dragSource = source
        endDragIfDone()
    }

    func tickDrag() {
        guard var source = dragSource else { return }
        source.tick(now: now)
        dragSource = source
        endDragIfDone()
    }

    private func endDragIfDone() {
        guard let source = dragSource, case .ended(let dropped) = source.state else { return }
        dragSource = nil
        dragWindow = nil
        XUngrabKeyboard(display, UInt(CurrentTime))
        XFlush(display)
        ProcessScreenHost.shared.dragSession.end(dropped: dropped)
        Trace.emit("drag.ended", ["dropped": .bool(dropped)])
    }

    /// The XDND-aware window under root point (x, y), with where its messages go and the version.
    private func xdndTarget(atRootX x: Int, rootY y: Int) -> XdndSource.Target? {
        var current = root
        for _ in 0..<16 {
            var cx: Int32 = 0, cy: Int32 = 0
            var child: UInt = 0
            guard XTranslateCoordinates(display, root, current, Int32(x), Int32(y), &cx, &cy, &child) != 0, child != 0
            else { return nil }
            current = child
            if child == window { continue }
            // XdndAware and XdndProxy hold one atom each: only that is read, however large another
            // program made the property.
            guard let aware = props.read(child, atoms.xdndAware, maxBytes: 4)?.items.first, aware >= 3 else { continue }
            // A proxy counts only if it names itself as its own proxy (as the spec and Qt require).
            var proxy = child
            if let p = props.read(child, atoms.xdndProxy, maxBytes: 4)?.items.first, p != 0,
               props.read(p, atoms.xdndProxy, maxBytes: 4)?.items.first == p {
                proxy = p
            }
            return XdndSource.Target(window: child, proxy: proxy, version: min(Int(aware), XdndTarget.version))
        }
        return nil
    }
}
