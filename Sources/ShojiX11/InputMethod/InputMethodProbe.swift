/// Whether the XIM server `XMODIFIERS` names answers, found out without ever waiting for it.
///
/// Xlib's `XOpenIM` waits for the server's replies with no timeout, so a server that is stopped, hung or
/// still loading (its selection owned, its event loop not running) would block the whole program in it.
/// So the server is asked first, as `XOpenIM`'s first step asks it (its selection's `LOCALES`), and only
/// trusted once it answers. Nothing here waits: the question is sent, Xlib's built-in input method is used
/// meanwhile, and the answer arrives as an event the pump reads like any other (`answered(now:)`).
/// A server that has not answered within `answerTimeout` is asked again, after that, when an event is
/// handled (`eventHandled(now:)`): a server that took over the selection meanwhile never saw the first
/// question, and an idle program is not woken to ask.
///
/// The type is pure (times are the clock's, given by the caller); `InputMethod` carries out its actions.
struct InputMethodProbe: Equatable {
    enum State: Equatable {
        /// No named server, or it answered and was opened.
        case idle
        /// Asked at `since` (the clock's time); no answer yet.
        case asking(since: Double)
    }

    /// What the input method must do.
    enum Action: Equatable {
        case none
        /// Ask the server again (`shoji_im_probe_send`).
        case ask
        /// The server answered: open it (in place of Xlib's own).
        case openServer
    }

    /// How long the server may take to answer before it is asked again.
    static let answerTimeout = 2.0

    private(set) var state = State.idle

    /// The question was sent at `now`.
    mutating func asked(now: Double) { state = .asking(since: now) }

    /// The server answered (a late answer to an earlier question counts: it is running now).
    mutating func answered(now: Double) -> Action {
        guard case .asking = state else { return .none }
        state = .idle
        return .openServer
    }

    /// After each event the pump handled: ask again once the last question is `answerTimeout` old.
    mutating func eventHandled(now: Double) -> Action {
        guard case .asking(let since) = state, now - since >= Self.answerTimeout else { return .none }
        state = .asking(since: now)
        return .ask
    }

    /// Nobody owns the server's selection any more: no question is pending (the input method waits for a
    /// server to come, as Xlib tells it).
    mutating func serverGone() { state = .idle }

    var isAsking: Bool { if case .asking = state { true } else { false } }
}
