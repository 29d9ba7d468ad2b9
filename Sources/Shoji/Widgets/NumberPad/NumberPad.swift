/// Told what a `NumberPad` typed. Every method has a default, so an observer implements only what it needs.
@MainActor
public protocol NumberPadObserver: AnyObject {
    /// Every committed digit (the seed's `touchedString`).
    func numberPad(_ pad: NumberPad, didType digit: Int)
    /// The sequence the digit belongs to, after each digit ("1", then "14"; the seed's sequential string).
    func numberPad(_ pad: NumberPad, didUpdateSequence sequence: String)
    /// `sequenceInterval` passed without another digit: the sequence is complete.
    func numberPad(_ pad: NumberPad, didFinishSequence sequence: String)
    /// A disabled digit was pressed or typed; nothing was committed.
    func numberPad(_ pad: NumberPad, didReject digit: Int)
}

public extension NumberPadObserver {
    func numberPad(_ pad: NumberPad, didType digit: Int) {}
    func numberPad(_ pad: NumberPad, didUpdateSequence sequence: String) {}
    func numberPad(_ pad: NumberPad, didFinishSequence sequence: String) {}
    func numberPad(_ pad: NumberPad, didReject digit: Int) {}
}

/// The seed's LKNumberPad: one row of ten keys drawn with paths. A pressed key pops up a balloon like the
/// phone keyboard's; dragging moves it across keys, releasing commits the key under the pointer, releasing
/// off the pad cancels. Digits typed within `sequenceInterval` of each other join into one sequence. The
/// physical keyboard's digits (top row and keypad) type too, when the pad is first responder.
///
/// Trace: `numberpad.key`, `numberpad.sequence`, `numberpad.sequence.end`, `numberpad.rejected`, each
/// with `id` and `value`. Keys are identified `<identifier>.key.<digit>`.
@MainActor
open class NumberPad: View {
    /// The seed's four colours, plus the tint a pressed key darkens towards.
    public struct Colors: Hashable, Sendable {
        /// A key's face.
        public var key: Color
        /// A key's digit.
        public var text: Color
        /// A disabled key's face.
        public var disabledKey: Color
        /// A disabled key's digit.
        public var disabledText: Color
        /// The colour a pressed key darkens towards.
        public var pressedTint: Color

        /// Colours; the defaults are the seed's light keys with black digits, grey keys with light digits
        /// in the dark.
        public init(key: Color = Color(light: Color(white: 0.95), dark: Color(white: 0.36)), text: Color = .label,
                    disabledKey: Color = Color(light: Color(white: 0.85), dark: Color(white: 0.24)),
                    disabledText: Color = .tertiaryLabel, pressedTint: Color = .black) {
            self.key = key; self.text = text; self.disabledKey = disabledKey
            self.disabledText = disabledText; self.pressedTint = pressedTint
        }
    }

    /// Where a digit came from, as the trace's `source`.
    public enum Source: String, Sendable { case pointer, keyboard, keypad, code, accessibility }

    /// A press under way on the pad (the pointer's or a finger's): the key under it (nil: off the pad)
    /// and its balloon.
    final class Press {
        /// Weak: the touch holds its window, and so this pad; the dispatcher keeps it for the press.
        weak var touch: Touch?
        let slot: BalloonSlot
        var index: Int?
        init(touch: Touch, slot: BalloonSlot) { self.touch = touch; self.slot = slot }
    }

    /// The pad's colours.
    public var colors = Colors() { didSet { if colors != oldValue { colorsChanged() } } }
    /// A key's face colour.
    public var keyColor: Color { get { colors.key } set { colors.key = newValue } }
    /// A key's digit colour.
    public var textColor: Color { get { colors.text } set { colors.text = newValue } }
    /// A disabled key's face colour.
    public var disabledKeyColor: Color { get { colors.disabledKey } set { colors.disabledKey = newValue } }
    /// A disabled key's digit colour.
    public var disabledTextColor: Color { get { colors.disabledText } set { colors.disabledText = newValue } }

    /// 0…9 left to right instead of the phone's 1…9, 0. Changing it slides the keys to their new places.
    /// Whether the balloon rises out of the key over 0.1 s when it first appears (the seed's look). Off,
    /// it is up at once, as the phone keyboard's key popup is: one frame instead of seven, which cut a
    /// key press from 23 % of a 1280×800 window to under 10 % (BENCHMARKS.md, `damage.numberPadKey.allFrames`).
    public var balloonRises = false

    /// Keys in the order 0, 1 … 9 instead of the phone's 1 … 9, 0.
    public var startWithZero = false { didSet { if startWithZero != oldValue { reorderKeys() } } }

    /// Digits typed less than this many seconds apart join into one sequence (the seed's 0.75 s).
    public var sequenceInterval = 0.75 {
        didSet {
            sequence.interval = sequenceInterval
            if sequenceTimer != nil { scheduleSequenceEnd() }
        }
    }

    /// The digits that can be typed (digits, not key positions); nil: all of them.
    public var enabledDigits: Set<Int>? { didSet { if enabledDigits != oldValue { enabledDigitsChanged() } } }

    /// The digits typed in the current sequence.
    public private(set) var sequence = DigitSequence()
    /// Oldest first; each finger on the pad is one, with its own balloon.
    var presses: [Press] = []
    /// The keys in digit order: `keys[4]` shows 4 wherever it sits.
    let keys: [NumberPadKey]
    private var observers = WeakObserverSet<NumberPadObserver>()
    private var sequenceTimer: ClockTimer?
    private var reorder: Animation?
    /// The balloon's overlay window and state (see NumberPad+Balloon.swift).
    var balloonHost = BalloonHost()

    /// The tray behind the keys (and behind any input view): a cool grey, dark in the dark.
    public static let trayColor = Color(light: Color(hex: 0xCFD3D9), dark: Color(white: 0.16))

    /// A pad of ten keys, 1…9 then 0.
    public override init(frame: Rect = .zero) {
        keys = (0...9).map { NumberPadKey(digit: $0) }
        super.init(frame: frame)
        backgroundColor = NumberPad.trayColor
        keys.forEach(addSubview)
        colorsChanged()
    }

    public override var identifier: String? {
        didSet { for k in keys { k.identifier = identifier.map { "\($0).key.\(k.digit)" } } }
    }

    /// The keys' geometry at the pad's current size.
    public var layout: NumberPadLayout { NumberPadLayout(size: bounds.size, startsWithZero: startWithZero) }

    /// Whether `digit` can be typed.
    public func isDigitEnabled(_ digit: Int) -> Bool { enabledDigits?.contains(digit) ?? true }

    /// The view of the key showing `digit` (its frame is where to click).
    public func keyView(for digit: Int) -> View { keys[digit] }

    var clock: Clock? { window?.screen?.clock }
    var animator: Animator? { window?.screen?.animator }

    // MARK: Observers

    /// Adds an observer, held weakly: one that goes away is dropped without unregistering.
    public func addObserver(_ observer: NumberPadObserver) { observers.add(observer) }
    /// Stops telling `observer`.
    public func removeObserver(_ observer: NumberPadObserver) { observers.remove(observer) }
    /// How many observers are still alive (tests read it).
    var observerCount: Int { observers.count }

    // MARK: Layout

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width > 0 ? size.width : 320, height: size.height > 0 ? size.height : 54)
    }
    /// 54 points tall, and any width: the keys share what it gets.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 54) }

    open override func layoutSubviews() {
        let l = layout
        if reorder == nil { for k in keys { k.frame = l.cellRect(at: l.index(of: k.digit)) } }
        let top = l.keyTopRect(at: 0)
        for k in keys {
            k.keyTop = top.offsetBy(dx: -l.cellRect(at: 0).minX, dy: 0)
            k.keyCornerRadius = l.keyCornerRadius
        }
        refreshBalloon()
    }

    private func reorderKeys() {
        reorder?.cancel()
        let l = layout
        let from = keys.map(\.frame), to = keys.map { l.cellRect(at: l.index(of: $0.digit)) }
        refreshBalloon()
        guard let animator, window != nil else { return setNeedsLayout() }
        reorder = animator.animate(duration: 0.3, curve: .easeInOut, update: { [weak self] t in
            guard let self else { return }
            for (i, k) in self.keys.enumerated() { k.frame = lerp(from[i], to[i], t) }
        }, completion: { [weak self] _ in
            self?.reorder = nil
            self?.setNeedsLayout()
        })
    }

    private func colorsChanged() {
        for k in keys { k.colors = colors }
        refreshBalloon()
    }

    private func enabledDigitsChanged() {
        for k in keys { k.isEnabled = isDigitEnabled(k.digit) }
        for p in presses {
            if let index = p.index, !isDigitEnabled(layout.digit(atIndex: index)) { hideBalloon(p.slot) }
        }
    }

    open override func didMoveToWindow() {
        if window == nil {
            presses.removeAll()
            sequenceTimer?.cancel(); sequenceTimer = nil
            for k in keys { k.stopFeedback() }
        }
        balloonPadMovedWindow()
    }

    // MARK: Pointer

    open override func touchesBegan(_ touch: Touch) {
        guard touch.button == .primary, press(for: touch) == nil else { return }
        // Pressing the pad gives it the keyboard, as clicking a text field would; unless it is the input
        // view of the field that edits, which keeps the keyboard (and its caret).
        if textInputClient == nil { window?.makeFirstResponder(self) }
        let p = Press(touch: touch, slot: freeBalloonSlot())
        presses.append(p)
        track(p, to: layout.index(at: touch.location(in: self)))
    }

    open override func touchesMoved(_ touch: Touch) {
        guard let p = press(for: touch) else { return }
        let index = layout.index(at: touch.location(in: self))
        if index != p.index { track(p, to: index) }
    }

    open override func touchesEnded(_ touch: Touch) {
        guard let p = press(for: touch) else { return }
        finish(p)
        // Released off the pad: nothing is typed.
        guard let index = layout.index(at: touch.location(in: self)) else { return }
        press(digit: layout.digit(atIndex: index), source: .pointer)
    }

    open override func touchesCancelled(_ touch: Touch) {
        guard let p = press(for: touch) else { return }
        finish(p)
    }

    private func press(for touch: Touch) -> Press? { presses.first { $0.touch === touch } }

    private func finish(_ p: Press) {
        presses.removeAll { $0 === p }
        hideBalloon(p.slot)
    }

    /// The press moved onto another key (or off the pad): its balloon follows; a disabled key shakes.
    private func track(_ p: Press, to index: Int?) {
        p.index = index
        guard let index else { return hideBalloon(p.slot) }
        let digit = layout.digit(atIndex: index)
        if isDigitEnabled(digit) {
            showBalloon(p.slot, at: index)
        } else {
            hideBalloon(p.slot)
            keys[digit].shake(using: animator)
        }
    }

    // MARK: Text input

    /// The text field or view the pad types into: its window's first responder, while the pad is that
    /// responder's `inputView`. Each committed digit is inserted at its caret (`insertText(_:)`); nil: the
    /// pad types into nobody but its observers.
    public var textInputClient: TextInputClient? {
        guard let editor = window?.firstResponder as? TextInputView, editor.inputView === self else { return nil }
        return editor
    }

    // MARK: Keyboard

    open override var canBecomeFirstResponder: Bool { true }

    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard let digit = NumberPad.digit(typedBy: event) else { return super.keyDown(event) }
        if !isDigitEnabled(digit) { keys[digit].shake(using: animator) } else { keys[digit].flash(using: animator) }
        press(digit: digit, source: event.isKeypad ? .keypad : .keyboard)
        return true
    }

    /// The digit a key event types: a top-row or keypad digit without Control, Alt or Meta.
    public static func digit(typedBy event: KeyEvent) -> Int? {
        guard event.modifiers.isDisjoint(with: [.control, .alt, .meta]), event.text.count == 1,
              let d = Int(event.text), (0...9).contains(d) else { return nil }
        return d
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .keypad }
        set { super.accessibilityRole = newValue }
    }
    open override var accessibilityStates: AccessibilityStates { super.accessibilityStates.union(.horizontal) }

    /// A key's "press": the key flashes as a typed digit's does (or shakes, disabled), and the digit
    /// commits and joins the sequence as a click would.
    func pressKeyForAccessibility(_ digit: Int) -> Bool {
        guard (0...9).contains(digit) else { return false }
        if isDigitEnabled(digit) { keys[digit].flash(using: animator) } else { keys[digit].shake(using: animator) }
        press(digit: digit, source: .accessibility)
        return isDigitEnabled(digit)
    }

    // MARK: Committing

    /// Types `digit` as a release over its key would: commits it (and extends the sequence), or rejects
    /// it when it is disabled.
    public func press(digit: Int, source: Source = .code) {
        guard (0...9).contains(digit) else { return }
        guard isDigitEnabled(digit) else {
            Trace.emit("numberpad.rejected", ["id": TraceValue(identifier), "value": .string(String(digit)),
                                              "source": .string(source.rawValue)])
            observers.forEach { $0.numberPad(self, didReject: digit) }
            return
        }
        let text = sequence.append(digit, at: clock?.now ?? 0)
        Trace.emit("numberpad.key", ["id": TraceValue(identifier), "value": .string(String(digit)),
                                     "source": .string(source.rawValue)])
        observers.forEach { $0.numberPad(self, didType: digit) }
        textInputClient?.insertText(String(digit))
        Trace.emit("numberpad.sequence", ["id": TraceValue(identifier), "value": .string(text)])
        observers.forEach { $0.numberPad(self, didUpdateSequence: text) }
        scheduleSequenceEnd()
    }

    /// Ends the sequence `sequenceInterval` after its last digit (rescheduled when the interval changes).
    private func scheduleSequenceEnd() {
        sequenceTimer?.cancel()
        sequenceTimer = nil
        guard let clock, let deadline = sequence.deadline else { return }
        sequenceTimer = clock.schedule(after: max(0, deadline - clock.now)) { [weak self] in self?.finishSequence() }
    }

    /// Closes the current sequence now: the next digit starts a new one.
    public func finishSequence() {
        sequenceTimer?.cancel()
        sequenceTimer = nil
        let text = sequence.text
        sequence.end()
        guard !text.isEmpty else { return }
        Trace.emit("numberpad.sequence.end", ["id": TraceValue(identifier), "value": .string(text)])
        observers.forEach { $0.numberPad(self, didFinishSequence: text) }
        postAccessibility(.announcement(text))
    }
}
