/// Whether a call that waits for the XIM server's reply may be made now, found out without waiting.
///
/// Xlib's calls on an input context wait for the server with no timeout: `XSetICValues` (the spot),
/// `XmbResetIC`, and since libX11 1.7 even `XSetICFocus` / `XUnsetICFocus`, which first make a round trip
/// (`BrokenSyncWithServer`: an `XGetICValues`). A server that is stopped or hung after its handshake
/// would hold the program inside that call for ever: the frame of the click that moved the focus, and
/// every frame after it, would never come.
///
/// So before such calls the server is asked a question it answers from the same event loop as its XIM
/// requests (the `LOCALES` of its selection, as `InputMethodProbe` asks), and the calls are made in the
/// pass that reads its answer. Until then the host keeps them (they are state: the focus and spot the
/// text input session still has to send), and the program goes on drawing and taking keys; a server that
/// never answers is asked again once a question is `answerTimeout` old, when calls are wanted again.
///
/// The type is pure (times are the clock's, given by the caller); `InputMethod` carries out its actions.
struct InputMethodGate: Equatable {
    enum State: Equatable {
        /// Nothing is wanted of the server.
        case idle
        /// Calls are wanted; the question was sent at `since` (the clock's time) and not answered yet.
        case asking(since: Double)
        /// The server answered: the calls wanted may be made in this pass (`passEnded()` closes it).
        case open
    }

    /// What the input method must do for a call that is wanted.
    enum Action: Equatable {
        /// Make the call now.
        case call
        /// Keep it, and send the question (`shoji_im_probe_send`).
        case keepAndAsk
        /// Keep it: the question is on its way.
        case keep
    }

    /// How long the server may take to answer before it is asked again.
    static let answerTimeout = 2.0

    private(set) var state = State.idle

    /// A call that may wait for the server is wanted at `now`.
    mutating func want(now: Double) -> Action {
        switch state {
        case .open:
            return .call
        case .idle:
            state = .asking(since: now)
            return .keepAndAsk
        case .asking(let since):
            guard now - since >= Self.answerTimeout else { return .keep }
            state = .asking(since: now)
            return .keepAndAsk
        }
    }

    /// The server answered a question: true when calls were kept for it (make them in this pass).
    mutating func answered() -> Bool {
        guard case .asking = state else { return false }
        state = .open
        return true
    }

    /// The event pass that read the answer is over: the next calls ask again.
    mutating func passEnded() {
        if state == .open { state = .idle }
    }

    /// Whether a question is unanswered (the server may be stopped: a call now could wait for ever).
    var isAsking: Bool { if case .asking = state { true } else { false } }
}
