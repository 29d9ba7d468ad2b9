/// The caret's blink and the view's focus: editing begins when the view becomes its window's first
/// responder (Tab, a click) and ends when it stops being it (Tab on, a click elsewhere).
struct CaretState {
    var isVisible = true
    var timer: ClockTimer?
    var lastInput = 0.0
    var focusLossObserver: FocusLossObserver?
    /// Where the input view is shown while editing (kept: a view that leaves its window still takes it down).
    weak var inputViewContainer: InputViewContainer?
    /// Where the carets were last drawn (with a margin), in the bounds: redrawn when the caret moves away.
    var drawnRect: Rect?
    /// The next step of getting the caret's place ready for the first key (TextInputView+TypingPreparation).
    var preparationTimer: ClockTimer?
    /// Editing began and the text system has not yet been told (`TextSystem.prepareForEditing`).
    var needsTextSystemPreparation = false
}

/// Sees every press in the window while a text view edits, and ends the editing when one lands outside
/// it (on anything but another text view, which takes the focus itself, or the view's `inputView`). It
/// never recognizes, so the press goes on to whatever it hit.
@MainActor
final class FocusLossObserver: GestureRecognizer {
    weak var editor: TextInputView?

    init(_ editor: TextInputView) {
        self.editor = editor
        super.init()
        cancelsTouchesInView = false
        recognizesSimultaneously = true
    }

    override func touchesBegan(_ touch: Touch) {
        guard let editor, editor.isEditing, !touch.view.isDescendant(of: editor) else { return }
        if touch.view is TextInputView { return }
        if let input = editor.inputView, touch.view.isDescendant(of: input) { return }
        // The strip around the input view is part of it (a press between the pad's keys).
        if let strip = editor.caret.inputViewContainer, touch.view.isDescendant(of: strip) { return }
        // A toolbar's button or a menu bar's title acts on the text being edited (Copy, Select All):
        // pressing one keeps the focus, as GTK's tool buttons (focus-on-click off) and menu bars do.
        var v: View? = touch.view
        while let x = v {
            if x is Toolbar || x is MenuBar { return }
            v = x.superview
        }
        editor.window?.makeFirstResponder(nil)
    }
}

extension TextInputView {
    /// How long the caret is shown, then hidden, while it blinks, when the desktop says nothing (GTK's
    /// default blink of 1.2 s is 0.6 s each way; the desktop's `Net/CursorBlinkTime` is what is used).
    public static let caretBlinkInterval = DesktopSettings().caretBlinkPeriod / 2
    /// Seconds without input after which the caret stops blinking (and stays shown), as GTK's
    /// `gtk-cursor-blink-timeout`: no timer is left running, so an idle window wakes nobody.
    public static let caretBlinkTimeout = 10.0
    /// Whether carets blink at all (GTK's `gtk-cursor-blink`, Tk's `-insertofftime 0`): off, the caret stays
    /// shown and no timer runs, for people who find a blinking caret hard to bear, and for a benchmark that
    /// must see only what a key draws. Views that are editing keep their blink until their next input.
    /// Process-wide: a preference of the person at the desktop (one `Net/CursorBlink` for the display),
    /// not of one screen.
    public static var caretBlinks = true

    /// Whether the caret is drawn now: editing, nothing selected (or a composition shown), and in the
    /// shown half of its blink.
    var showsCaret: Bool {
        isEditing && isEditable && caret.isVisible && (selection.isEmpty || composition != nil)
    }

    /// Shows the caret and starts its blink again (any input does this).
    func restartCaretBlink() {
        caret.timer?.cancel()
        caret.timer = nil
        if !caret.isVisible { caret.isVisible = true; setNeedsDisplayAroundCaret() }
        guard isEditing, TextInputView.caretBlinks, let screen = window?.screen, screen.desktopSettings.caretBlinks else { return }
        let clock = screen.inputClock
        caret.lastInput = clock.now
        // Half the desktop's period shown, half hidden (`Net/CursorBlinkTime` is one whole blink).
        caret.timer = clock.scheduleRepeating(every: screen.desktopSettings.caretBlinkPeriod / 2) { [weak self] in
            self?.blink()
        }
    }

    /// Whether the caret is blinking (a timer runs); it stops `caretBlinkTimeout` after the last input.
    public var isCaretBlinking: Bool { caret.timer != nil }

    private func blink() {
        guard let clock = window?.screen?.inputClock else { return stopCaretBlink() }
        caret.isVisible.toggle()
        setNeedsDisplayAroundCaret()
        if caret.isVisible, clock.now - caret.lastInput >= TextInputView.caretBlinkTimeout {
            stopCaretBlink()
            // Said so that a test can wait for the quiet that follows instead of sleeping through the timeout.
            Trace.emit("text.caret", ["id": TraceValue(identifier), "blinking": false])
        }
    }

    func stopCaretBlink() {
        caret.timer?.cancel()
        caret.timer = nil
        caret.isVisible = true
    }

    func setNeedsDisplayAroundCaret() {
        guard let rects = caretRects() else { return setNeedsDisplay() }
        setNeedsDisplay(rects.strong.union(rects.weak).insetBy(dx: -2, dy: -1))
    }

    func beginEditing() {
        if let window {
            let observer = FocusLossObserver(self)
            window.addGestureRecognizer(observer)
            caret.focusLossObserver = observer
        }
        restartCaretBlink()
        prepareTypingAtCaret(textSystem: true)
        Trace.emit("text.editing", ["id": TraceValue(identifier), "editing": true])
        presentInputView()
        didBeginEditing?(self)
        window?.screen?.textInputDidChange()
    }

    func endEditing() {
        if let observer = caret.focusLossObserver { observer.view?.removeGestureRecognizer(observer) }
        caret.focusLossObserver = nil
        stopCaretBlink()
        caret.preparationTimer?.cancel()
        caret.preparationTimer = nil
        caret.needsTextSystemPreparation = false
        document.breakUndoCoalescing()
        if composition != nil { setComposition(nil) }
        endPress()
        Trace.emit("text.editing", ["id": TraceValue(identifier), "editing": false])
        dismissInputView()
        didEndEditing?(self)
        window?.screen?.textInputDidChange()
    }
}
