import Shoji

/// Where the input method places its window: the bottom-left of the caret, in the X window's pixels.
struct SpotLocation: Equatable, Sendable {
    var x: Int
    var y: Int

    /// The spot for `caretRect` in `view`'s coordinates (the screen's when nil), on a screen drawn at
    /// `scale` pixels a point. GTK sends the cursor's (x, y + height) too: a candidate window placed there
    /// opens below the line instead of covering it (winit sent the top-left once and covered the text,
    /// winit #3965).
    @MainActor
    init(caretRect: Rect, in view: View?, scale: Double) {
        let r = view?.convert(caretRect, to: nil) ?? caretRect
        self.init(x: Int((r.minX * scale).rounded()), y: Int((r.maxY * scale).rounded()))
    }

    init(x: Int, y: Int) { self.x = x; self.y = y }
}

/// What the host asks of the X input context.
enum InputContextCommand: Equatable, Sendable {
    /// XSetICFocus: the input method composes for this window.
    case focus
    /// XUnsetICFocus: keys go past the input method.
    case unfocus
    /// XmbResetIC, keeping the preedit state; the host reports the answer with `resetAnswered(_:)`.
    case reset
    /// XNSpotLocation.
    case setSpot(SpotLocation)
}

/// The host's side of text input, as a pure state machine: which text input client the input method works
/// for, whether its context has the focus, where its spot is, and the composition the client was shown.
/// The host feeds it what happened (the key window's client changed or moved its caret, the X window
/// gained or lost the keyboard, preedit callbacks came, a commit arrived) and carries out the
/// `InputContextCommand`s it returns; so each decision is tested without an X server.
struct TextInputSession: Sendable {
    /// What the session needs to know of the text input client.
    struct Client: Equatable, Sendable {
        /// Tells clients apart (the responder's identity).
        var id: ObjectIdentifier
        /// False for secure and digits-only fields.
        var wantsInputMethod: Bool
        /// Where its caret is; nil: not shown.
        var spot: SpotLocation?
    }

    private(set) var preedit = CompositionState()
    /// The composition the client was last given (nil: none).
    private(set) var shown: Composition?
    /// Whether the input context has the focus.
    private(set) var isOn = false
    /// The spot last sent.
    private(set) var spot: SpotLocation?
    private var client: Client?
    private var windowHasFocus = false
    /// Text a reset committed: an input method that also sends it as a commit afterwards (ibus #2623) must
    /// not have it typed twice.
    private var resetCommit: String?

    /// The key window's text input client or the X window's focus changed (or the caret moved).
    mutating func update(client newClient: Client?, windowHasFocus focused: Bool) -> [InputContextCommand] {
        var commands: [InputContextCommand] = []
        let wantsOn = focused && newClient?.wantsInputMethod == true
        // A composition belongs to the client it was made for: another client, or none that takes it,
        // ends it as the input method answers a reset (commit or clear).
        if newClient?.id != client?.id || !wantsOn, isOn, preedit.isComposing || shown != nil {
            commands.append(.reset)
        }
        client = newClient
        windowHasFocus = focused
        if wantsOn != isOn {
            isOn = wantsOn
            commands.append(wantsOn ? .focus : .unfocus)
        }
        if wantsOn, let s = newClient?.spot, s != spot {
            spot = s
            commands.append(.setSpot(s))
        }
        return commands
    }

    /// Preedit callbacks arrived: the composition to show when it changed (`.some(nil)`: it ended).
    mutating func apply(_ events: [PreeditEvent]) -> Composition?? {
        guard !events.isEmpty else { return nil }
        resetCommit = nil
        for e in events { preedit.apply(e) }
        return show(preedit.composition)
    }

    /// A key arrived with `text` and no key behind it (keysym 0: what an input method commits). Returns
    /// whether to deliver it, and the composition to end first, if one is showing (the commit takes its
    /// place; the input method's own clearing draw follows and changes nothing).
    mutating func commit(_ text: String) -> (deliver: Bool, end: Bool) {
        if let r = resetCommit, r == text {
            resetCommit = nil
            return (false, false)
        }
        resetCommit = nil
        guard shown != nil else { return (true, false) }
        shown = nil
        return (true, true)
    }

    /// The host reset the input context: `text` is what the input method answered (nil or empty: it
    /// cleared the composition). Returns the text to insert into the client that composed it.
    mutating func resetAnswered(_ text: String?) -> String? {
        preedit.reset()
        shown = nil
        guard let text, !text.isEmpty else { return nil }
        resetCommit = text
        return text
    }

    /// The input context is gone or was made again (the input method server went away or came back): it has
    /// no focus and no spot, and its composition is lost. Returns whether one was showing (the host ends it).
    mutating func contextRecreated() -> Bool {
        isOn = false
        spot = nil
        preedit.reset()
        defer { shown = nil }
        return shown != nil
    }

    private mutating func show(_ c: Composition?) -> Composition?? {
        guard c != shown else { return nil }
        shown = c
        return .some(c)
    }
}
