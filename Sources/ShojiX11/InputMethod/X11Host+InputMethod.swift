import CX11
import Dispatch
import Shoji
import ShojiRuntime

/// The host's text input: the X input method opened after the first frame, its context turned on for
/// text input clients that want it and off otherwise, its spot kept under the caret, compositions handed
/// to the client, commits guarded. The decisions are `TextInputSession`'s; this carries them out.
extension X11Host {
    /// Opens the input method right after the first frame, so that no key waits for it.
    ///
    /// It used to open at the window's first focus or key, which kept it off start-up; but then the first
    /// key waited for it, and a tool that maps a character to a spare key for one press (xdotool, remote
    /// desktops) had mapped the key back by the time it was looked up, so the character was lost. Here it
    /// costs the same (XOpenIM reads the locale's Compose file, XCreateIC talks to the server: 21–46 ms for
    /// Xlib's own, 68–184 ms with fcitx5 on this busy machine; `host.inputMethod` traces it as `ms`), once
    /// the window is on screen. Not at its map: the app would be ready that much later (the start-up
    /// benchmark times the first frame to `applicationDidBecomeReady`).
    ///
    /// The connection's input method is opened by the first top-level to get here; every top-level then
    /// makes its own context on it, so a field in any window composes.
    func openInputMethod() {
        guard inputContext == nil, !kind.isPopup, !isClosed else { return }
        let started = DispatchTime.now().uptimeNanoseconds
        let method = connection.inputMethod ?? {
            // Its server's answer to the probe is read by the pump like any event, and handed back here.
            let clock = DispatchClock()
            let m = InputMethod(display: display, root: root, now: { clock.now })
            connection.inputMethod = m
            connection.eventHooks.append { [weak m] event in m?.handleProbeReply(&event) ?? false }
            return m
        }()
        let context = method.makeContext(for: window)
        inputContext = context
        XSelectInput(display, window, eventMask)
        let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        Trace.emit("host.inputMethod", ["active": .bool(usesInputMethod), "style": .string(context.style?.rawValue ?? "none"),
                                        "ms": .number((ms * 10).rounded() / 10), "window": .number(Double(window)),
                                        "asking": .bool(method.isAskingServer)])
        updateTextInput()
    }

    /// After each X event (`serverChanged`: the input method went away or came back, and this window's
    /// context with it, or the context was made once the server answered): its preedit callbacks, then a text input change asked for while the event was
    /// handled.
    func inputMethodDidHandleEvent(serverChanged: Bool) {
        guard let context = inputContext else { return }
        if serverChanged {
            XSelectInput(display, window, eventMask) // the new context may want other events filtered
            if textInput.contextRecreated() { hand(nil) }
            textInputUpdatePending = true
            Trace.emit("host.inputMethod", ["active": .bool(usesInputMethod), "window": .number(Double(window)),
                                            "style": .string(context.style?.rawValue ?? "none"),
                                            "asking": .bool(connection.inputMethod?.isAskingServer ?? false)])
        }
        if let change = textInput.apply(context.takePreeditEvents()) { show(change) }
        if textInputUpdatePending { updateTextInput() }
    }

    /// `ScreenHost.screenTextInputDidChange(_:)`: the client's caret moved, or the key window's client changed. Applied
    /// after the current event (or on the next main-queue turn when no event is being handled).
    func textInputDidChange() {
        guard !textInputUpdatePending else { return }
        textInputUpdatePending = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.textInputUpdatePending else { return }
                self.updateTextInput()
            }
        }
    }

    /// A key typed while `popup` (a drop-down under this window's field) holds the keyboard: read through
    /// this window's input context, so that a composition shows in the field and its commit lands there,
    /// then given to the popup's screen, whose handler edits the field (arrows move in the list).
    func handleKey(_ event: inout XEvent, forDropDown popup: X11Host) {
        if let k = X11Keys.translate(&event.xkey, inputContext: inputContext, keymap: { [connection] in connection.keymap },
                                     isRepeat: connection.lastKeyPressIsRepeat),
           keyPressMayReachScreen(k) { popup.send(.key(k)) }
    }

    /// The window gained or lost the keyboard.
    func textInputFocusChanged() { updateTextInput() }

    /// Whether a key press reaches the screen. An input method's commit (text without a key behind it)
    /// ends the composition it replaces first, and is dropped when a reset already committed it; Escape
    /// while a composition is showing belongs to the input method (fcitx5 keeps it: it cancels the
    /// composition), never to the field, which would end editing.
    func keyPressMayReachScreen(_ key: KeyEvent) -> Bool {
        if key.key == .escape, textInput.shown != nil { return false }
        guard key.key == .other(0), !key.text.isEmpty else { return true }
        let (deliver, end) = textInput.commit(key.text)
        if end { hand(nil) }
        Trace.emit("ime.commit", ["text": .string(key.text), "dropped": .bool(!deliver)])
        return deliver
    }

    /// Sends the input context what changed (focus, spot, a reset). Each of those calls waits for the
    /// server's reply inside Xlib, so they are made only once the server has answered a question asked
    /// now (`InputMethod.mayWaitForServer`); until then they stay pending, are asked for again after each
    /// event, and nothing waits: a stopped server costs its compositions, never a frame.
    func updateTextInput() {
        textInputUpdatePending = false
        guard let im = inputContext, im.isActive else { return }
        let client = screen.textInputClient
        let info = client.map { c in
            TextInputSession.Client(id: ObjectIdentifier(c), wantsInputMethod: c.wantsInputMethod,
                                    spot: c.caretRect.map { SpotLocation(caretRect: $0, in: c as? View, scale: screen.scale) })
        }
        var next = textInput
        let commands = next.update(client: info, windowHasFocus: hasFocus)
        guard !commands.isEmpty else { textInput = next; return }
        guard connection.inputMethod?.mayWaitForServer() ?? true else {
            textInputUpdatePending = true
            return
        }
        textInput = next
        for command in commands {
            switch command {
            case .focus, .unfocus:
                im.setFocus(command == .focus)
                Trace.emit("ime.focus", ["on": .bool(command == .focus), "window": .number(Double(window))])
            case .reset:
                let answer = im.reset()
                let composing = compositionClient
                let wasShown = textInput.shown != nil
                let insert = textInput.resetAnswered(answer)
                if wasShown { composing?.setComposition(nil); traceComposition(nil) }
                if let insert {
                    composing?.insertText(insert)
                    Trace.emit("ime.commit", ["text": .string(insert), "reset": .bool(true)])
                }
                compositionClient = nil
            case .setSpot(let s):
                im.setSpot(s)
                Trace.emit("ime.spot", ["x": .number(Double(s.x)), "y": .number(Double(s.y)),
                                        "style": .string(im.style?.rawValue ?? "none")])
            }
        }
    }

    private func show(_ composition: Composition?) {
        hand(composition)
        // The client moved its caret to the composition's cursor: the candidate window follows.
        textInputUpdatePending = true
    }

    /// Gives `composition` to the client it belongs to: the one composing (whose composition ends), else
    /// the key window's.
    private func hand(_ composition: Composition?) {
        if let composition {
            compositionClient = screen.textInputClient
            screen.setComposition(composition)
        } else {
            (compositionClient ?? screen.textInputClient)?.setComposition(nil)
            compositionClient = nil
        }
        traceComposition(composition)
    }

    private func traceComposition(_ c: Composition?) {
        guard let c else {
            Trace.emit("ime.composition", ["text": .string(""), "cursor": .null, "segments": .array([])])
            return
        }
        let segments: [TraceValue] = c.segments.map {
            .object([("range", .array([.number(Double($0.range.lowerBound)), .number(Double($0.range.upperBound))])),
                     ("highlight", .string("\($0.highlight)"))])
        }
        Trace.emit("ime.composition", ["text": .string(c.text), "cursor": c.cursor.map { .number(Double($0)) } ?? .null,
                                       "segments": .array(segments)])
    }
}
