/// What `TextField` and `TextView` share: a `TextDocument` (the characters and their undo history, which
/// other views may show too), the view's own selection, keys turned into `TextCommand`s, the mouse (click, drag, double and triple click, Shift+click), the caret
/// and its blink, the input method's composition, and the callbacks UIKit's delegates have. The layout
/// (one scrolled line, or wrapped paragraphs) is the subclass's.
///
/// Offsets count Unicode scalars (`selectedRange`, `shouldChangeText`), as X input methods and AT-SPI do.
@MainActor
open class TextInputView: Control, TextInputClient {
    /// The text and its undo history, which other views may show too. A new, empty document by default;
    /// `textView.document = other.document` shows the same text in both, each with its own selection,
    /// scroll and composition, and undo in either undoes the last edit made in either. Setting it puts
    /// the caret at the start. (A field keeps its own edits to one line; a text view given the same
    /// document may put line breaks in it, which the field then shows as they are.)
    public var document = TextDocument() {
        didSet {
            guard document !== oldValue else { return }
            oldValue.removeClient(self)
            document.addClient(self)
            stopInsertion(reason: "the document was replaced")
            selection = TextSelection(caret: 0)
            goalX = nil
            accessibilityEcho.pending = nil
            textStorageDidChange(nil)
            announceAccessibilityTextChange()
        }
    }
    /// The selection with its ends in the order made (the head is where the caret is drawn); the view's
    /// own, never the document's. Always within the text.
    public internal(set) var selection = TextSelection(caret: 0)
    /// Set while the view follows an edit another view of its document made: its caret moves with the
    /// text but is neither scrolled to nor made to blink afresh.
    var isFollowingDocument = false
    /// The input method's composition shown at the caret (never part of `text`).
    public private(set) var composition: Composition?
    /// Up and Down keep the caret's x from where the vertical movement started.
    var goalX: Double?
    /// While an edit is shown: nothing was selected before it (no highlight to clear beside the text).
    var editStartedWithCaret = false
    /// The caret's blink and the press under way (see the extensions).
    var caret = CaretState()
    var press: PressState?
    /// Where a drag over the view would drop its text (drawn as a caret), while one is over it.
    var dropOffset: Int?
    /// What assistive technology was last told (TextInputView+Accessibility.swift).
    var accessibilityEcho = TextAccessibilityEcho()
    /// A long paste or drop arriving a piece a turn, and the turn it waits for (TextInputView+LongInsertion).
    var insertion: TextInsertion?
    var insertionTimer: ClockTimer?

    /// A text input view in `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        document.addClient(self)
        cornerRadius = 6
        dropInteraction = makeTextDropInteraction()
    }

    // MARK: Content

    /// The text. Setting it puts the caret at the end and forgets the undo history.
    public var text: String {
        get { document.text }
        set {
            guard newValue != document.text else { return }
            stopInsertion(reason: "the text was set")
            document.setText(sanitized(newValue), editor: self)
            selection = TextSelection(caret: document.storage.count)
            composition = nil
            textStorageDidChange(nil)
            announceAccessibilityTextChange()
        }
    }
    /// Shown, dimmed, while the text is empty.
    public var placeholder: String? { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// The text system the text is laid out with; nil: its screen's host's (``View/effectiveTextSystem``).
    public var textSystem: TextSystem? { didSet { textStorageDidChange(nil) } }
    var layoutSystem: TextSystem { textSystem ?? effectiveTextSystem }
    /// The font and size.
    public var textStyle: TextStyle = .body {
        didSet { if textStyle != oldValue { textStorageDidChange(nil); invalidateIntrinsicContentSize() } }
    }
    /// The text is laid out again in the new UI font (as a new ``textStyle`` would be).
    open override func systemFontDidChange() {
        textStorageDidChange(nil)
        super.systemFontDidChange()
    }
    /// The text's colour.
    public var textColor: Color = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// The border's colour (nil: no border).
    public var borderColor: Color? = Color.opaqueSeparator { didSet { if borderColor != oldValue { setNeedsDisplay() } } }
    /// The placeholder's colour.
    public var placeholderColor = Color.placeholderText { didSet { if placeholderColor != oldValue { setNeedsDisplay() } } }
    /// Where the lines sit between the left and right edges.
    public var alignment: TextAlignment = .leading { didSet { if alignment != oldValue { textStorageDidChange(nil) } } }
    /// False: the text can be selected but not changed.
    public var isEditable = true { didSet { if isEditable != oldValue { inputMethodStateChanged() } } }
    /// Shows a bullet for each character; the text is never copied, exposed to accessibility, or broken
    /// into words, and the input method stays off.
    public var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { textStorageDidChange(nil); inputMethodStateChanged() } }
    }
    /// What may be entered (digits only, a maximum length); nil: anything.
    public var inputFilter: TextInputFilter? { didSet { inputMethodStateChanged() } }

    /// The view that serves this one's input, as UIKit's `inputView` (an on-screen number pad): while the
    /// view edits it is shown in a strip that slides up from the bottom of the window, the scroll view
    /// around the field scrolls to keep the field above it, and presses in it do not end the editing. Held
    /// weakly: the app keeps it (one pad can serve several fields).
    public weak var inputView: View?

    /// The selection (empty: the caret), in Unicode scalars.
    public var selectedRange: Range<Int> {
        get { selection.range }
        set { setSelection(TextSelection(anchor: newValue.lowerBound, head: newValue.upperBound)) }
    }
    /// Whether Ctrl+Z has something to undo (in the document: an edit made in any of its views).
    public var canUndo: Bool { document.canUndo }
    /// Whether Ctrl+Shift+Z has something to redo.
    public var canRedo: Bool { document.canRedo }

    // MARK: Callbacks (UIKit's delegate methods)

    /// Asked before each change the user makes: the range replaced and its replacement, after the input
    /// filter. False: the change is not made.
    public var shouldChangeText: (@MainActor (_ range: Range<Int>, _ replacement: String) -> Bool)?
    /// After each change made to the text (not after `text` is set): by the user in this view, or in
    /// another view of its document.
    public var didChange: (@MainActor (TextInputView) -> Void)?
    /// The view became the first responder: editing began.
    public var didBeginEditing: (@MainActor (TextInputView) -> Void)?
    /// The view stopped being the first responder: editing ended.
    public var didEndEditing: (@MainActor (TextInputView) -> Void)?
    /// Return was pressed in a field; true: handled (otherwise the key goes on up the responder chain).
    public var shouldReturn: (@MainActor (TextInputView) -> Bool)?

    /// Whether the view is the one being typed into (its window's first responder).
    public var isEditing: Bool { isFocused }

    // MARK: What subclasses answer (the layout is theirs)

    /// A field keeps to one line: newlines in pasted or set text become spaces.
    var isSingleLine: Bool { false }

    /// The text changed (nil: all of it, or its style): lay out again what it says, redraw, scroll to the
    /// caret. Subclasses invalidate their layouts first, then call this.
    func textStorageDidChange(_ changes: [TextStorage.Change]?) {
        setNeedsDisplay()
        caretDidMove()
    }

    /// The selection moved (the text did not change).
    func selectionDidChange(from old: TextSelection) {
        setNeedsDisplay()
        caretDidMove()
    }

    /// The caret's place changed: scroll it into view, show it, tell the input method. (Moved along by
    /// another view's edit, it is only told to the input method: the user is looking elsewhere.)
    func caretDidMove() {
        if !isFollowingDocument {
            scrollCaretIntoView()
            restartCaretBlink()
        }
        window?.screen?.textInputDidChange()
    }

    /// The composition changed: its paragraph is laid out again.
    func compositionDidChange() { setNeedsDisplay(); caretDidMove() }

    func scrollCaretIntoView() {}
    /// Where the caret is drawn (the strong one, and the weak one where text of the other direction
    /// would go), in the bounds; nil: not laid out.
    func caretRects() -> (strong: Rect, weak: Rect)? { nil }
    /// Where the strong caret at text offset `offset` is drawn, in the bounds; nil: not laid out.
    func caretRect(forOffset offset: Int) -> Rect? { nil }
    /// The text offset under `point` (in the bounds), skipping the composition.
    func offset(at point: Point) -> Int { 0 }
    /// Where `movement` takes the caret from `offset`, for what needs the layout: visual, line and page
    /// moves (the others are answered from `boundaries(around:)`).
    func offset(from offset: Int, moving movement: TextMovement) -> Int { offset }
    /// The paragraph around `offset`: its start and what the text system says about each place in it.
    func boundaries(around offset: Int) -> (start: Int, flags: [TextBoundary]) {
        let r = document.storage.paragraphRange(containing: offset)
        return (r.lowerBound, [TextBoundary](repeating: .cursorPosition, count: r.count + 1))
    }
    /// What a triple click selects: the line in a field, the paragraph in a text view.
    func lineOrParagraphRange(at offset: Int) -> Range<Int> {
        document.storage.paragraphRange(containing: offset)
    }

    func inputMethodStateChanged() { window?.screen?.textInputDidChange() }
    /// Where the text is visible, in the bounds (a drag beyond it scrolls).
    var visibleTextRect: Rect { bounds }
    /// Scrolls one step towards `point` (outside the visible text); false when it cannot go further.
    func autoscroll(toward point: Point) -> Bool { false }
    /// After an edit the user made in this view (typed, pasted, dropped; not an undo), with how many
    /// scalars went in: a combo box completes the text inline from here.
    func userDidEdit(insertedCount: Int) {}
    /// Editing began and the text system got ready for it: lay out again, with it, what the next key will
    /// change (see `TextInputView+TypingPreparation`).
    func prepareLayoutAtCaret() {}
    /// Whether a finger drags the text along (a text view) rather than selecting.
    var scrollsWithFinger: Bool { false }
    /// A finger moved the text `dy` points down.
    func scroll(byFinger dy: Double) {}

    // MARK: Responder (the work is in the extensions)

    /// Keys that are not editing commands (Tab, Escape, Return in a field no one handles) go up the chain,
    /// past `Control`'s Space and Return.
    open override func keyDown(_ event: KeyEvent) -> Bool { handleKey(event) || (next?.keyDown(event) ?? false) }
    open override func touchesBegan(_ touch: Touch) { pressBegan(touch) }
    open override func touchesMoved(_ touch: Touch) { pressMoved(touch) }
    open override func touchesEnded(_ touch: Touch) { pressEnded(touch) }
    open override func touchesCancelled(_ touch: Touch) { endPress() }
    open override func didBecomeFirstResponder() { super.didBecomeFirstResponder(); beginEditing() }
    open override func didResignFirstResponder() { super.didResignFirstResponder(); endEditing() }
    /// Text views and fields are in the key-view loop (Tab reaches them) while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// The I-beam over text.
    open override func cursor(at point: Point) -> Cursor? { isEnabled ? .text : .notAllowed }
    /// A press in the text is the text's, never a click that fires an action.
    open override func sendAction() {}
    /// Ctrl+C: the selected text (see `TextInputView+Transfer`).
    open override func copy(to pasteboard: Pasteboard) -> Bool { copySelection(to: pasteboard) }
    /// Ctrl+X: the selected text, then deleted as one undo step.
    open override func cut(to pasteboard: Pasteboard) -> Bool { cutSelection(to: pasteboard) }
    /// Ctrl+V or a middle click: the pasteboard's text, read asynchronously, at the caret or the pointer.
    open override func paste(from pasteboard: Pasteboard, at location: Point?) -> Bool {
        pasteText(from: pasteboard, at: location) || super.paste(from: pasteboard, at: location)
    }

    /// The standard editing commands a text answers, so that its Edit menu items are enabled only when
    /// they do something: Copy and Cut with a selection (never from secure text), Paste where it is
    /// editable, Undo and Redo with something to undo or redo in an editable text.
    open override func canPerformCommand(_ command: Command) -> Bool {
        guard isEnabled else { return false }
        let hasSelection = !selectedRange.isEmpty
        switch command {
        case .copy: return hasSelection && !isSecureTextEntry
        case .cut, .delete: return hasSelection && !isSecureTextEntry && isEditable
        case .paste: return isEditable
        case .selectAll: return true
        case .undo: return canUndo && isEditable
        case .redo: return canRedo && isEditable
        default: return false
        }
    }

    /// Performs a standard editing command, as its key would.
    open override func performCommand(_ command: Command) {
        switch command {
        case .copy: _ = copySelection(to: clipboard)
        case .cut: _ = cutSelection(to: clipboard)
        case .paste: _ = pasteText(from: clipboard, at: nil)
        case .delete: perform(.deleteForward)
        case .selectAll: perform(.selectAll)
        case .undo: perform(.undo)
        case .redo: perform(.redo)
        default: break
        }
    }

    // MARK: TextInputClient

    /// Inserts `text` at the caret in place of the selection, as one undo step (a keypad, a paste,
    /// an accessibility client).
    public func insertText(_ text: String) {
        edit(selection.range, with: text, action: .other)
    }

    /// Deletes the selection, or what Backspace deletes before the caret.
    public func deleteBackward() { perform(.deleteBackward) }

    /// Shows the input method's composition at the caret in place of the selection (nil: none).
    public func setComposition(_ composition: Composition?) {
        let c = composition?.isEmpty == true ? nil : composition
        guard c != self.composition else { return }
        self.composition = c
        compositionDidChange()
    }

    /// The caret, including the composition's own cursor, in the view's coordinates; nil when not editing.
    public var caretRect: Rect? { isEditing ? caretRects()?.strong : nil }

    /// Off for secure text, digits-only fields and text that cannot be edited.
    public var wantsInputMethod: Bool {
        isEditable && !isSecureTextEntry && !(inputFilter?.turnsOffInputMethod ?? false)
    }

    // MARK: Accessibility

    /// The text; secure text as one bullet for each character (TextInputView+Accessibility.swift).
    open override var accessibilityText: String? { accessibilityExposedText() }
    /// An entry (a field), a text (a text view) or password text (secure entry).
    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? (isSecureTextEntry ? .passwordText : isSingleLine ? .entry : .text) }
        set { super.accessibilityRole = newValue }
    }
    /// The name set, else the placeholder (which says what to type).
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }
    /// Editable or read-only, one or many lines, besides the computed states.
    open override var accessibilityStates: AccessibilityStates { accessibilityBaseStates.union(accessibilityTextStates) }
}
