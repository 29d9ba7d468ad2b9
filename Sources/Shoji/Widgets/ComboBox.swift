/// A text field with a list of suggestions, as AppKit's `NSComboBox` and GTK's entry with completion: the
/// user may type anything (unless `allowsCustomValue` is false) or take one of `itemTitles`.
///
/// - Typing filters the list (titles starting with the text first, then titles containing it; case
///   ignored) and opens it under the field; with `completes`, the rest of the first title starting with
///   the text is typed in and selected, so the next letter replaces it and Backspace removes it.
/// - Down (or Alt+Down) opens the whole list, the item matching the text highlighted; with the list open
///   Up and Down move the highlight, Page Up and Page Down a page, Return takes the highlighted item and
///   Escape closes the list (a second Escape is the window's: a dialog's Cancel).
/// - The button at the trailing end opens the whole list, or closes it; a click on an item takes it, the
///   pointer over the list highlights, the wheel scrolls it.
/// - Return (the list closed or nothing highlighted) and leaving the field commit the text: a title typed
///   in another case becomes the title; text that is no title goes back to the last value when
///   `allowsCustomValue` is false.
///
/// A committed change calls `valueChanged` and traces `combo.changed` (`id`, `text`); the list opening and
/// closing trace `combo.list` (`id`, `shown`, `count`). To assistive technology it is an editable combo
/// box with its text; its list is a list of list items, the highlighted one selected.
@MainActor
open class ComboBox: TextField {
    /// The suggestions, top to bottom.
    public var itemTitles: [String] { didSet { refilter(showAll: showsAll) } }
    /// Whether typing completes the text inline from the first title that starts with it (AppKit's
    /// `completes`).
    public var completes = true
    /// Whether text that is none of the titles may be committed; false: it goes back to the last value.
    public var allowsCustomValue = true
    /// Whether typing opens the list of matching titles (else only Down and the button do).
    public var showsSuggestionsWhileTyping = true
    /// The most rows the list shows before it scrolls (AppKit's `numberOfVisibleItems`).
    public var numberOfVisibleItems = 8
    /// Called after the user commits a new value (not when `text` is set from code).
    public var valueChanged: (@MainActor (ComboBox) -> Void)?

    /// The index of the title the committed text is, or -1 (AppKit's `indexOfSelectedItem`).
    public var indexOfSelectedItem: Int { itemTitles.firstIndex(of: committed) ?? -1 }
    /// The value: the text as last committed by the user, or set here from code (which shows it and calls
    /// no `valueChanged`). `text` is what the field shows now, perhaps still being typed.
    public var stringValue: String {
        get { committed }
        set {
            committed = newValue
            if text != newValue { text = newValue }
        }
    }
    /// The titles the list shows, as indices into `itemTitles`.
    public private(set) var visibleItemIndices: [Int] = []
    /// The highlighted row of the list (an index into `visibleItemIndices`), if any.
    public private(set) var highlightedRow: Int?
    /// Whether the list is open.
    public var isListShown: Bool { dropDown.isShown }
    /// The list's popup while it is open.
    var listPopup: PopupWindow? { dropDown.popup }

    /// Height of a row of the list, and the list's padding above and below its rows.
    static let rowHeight = 28.0, listPadding = 4.0
    private var committed = ""
    private var showsAll = false
    /// True while the combo box edits its own text (a completion, a taken item): no completion follows.
    private var isSettingText = false
    private let dropDown = DropDown()
    private var listView: ComboBoxListView?
    private let button = ComboBoxButton()

    /// A combo box suggesting `items`, showing `text`.
    public init(items: [String], text: String = "", frame: Rect = .zero, placeholder: String? = nil) {
        itemTitles = items
        super.init(frame: frame, placeholder: placeholder)
        textInsets.right = 8 + ComboBoxButton.width
        self.text = text
        committed = text
        button.comboBox = self
        addSubview(button)
    }

    // MARK: Filtering and completion

    /// Titles starting with the text first, then those containing it, case ignored; every title for an
    /// empty text or when the whole list was asked for.
    func matches(for typed: String, all: Bool) -> [Int] {
        let t = typed.lowercased()
        guard !all, !t.isEmpty else { return Array(itemTitles.indices) }
        let lower = itemTitles.map { $0.lowercased() }
        let starts = lower.indices.filter { lower[$0].hasPrefix(t) }
        let contains = lower.indices.filter { !lower[$0].hasPrefix(t) && lower[$0].contains(t) }
        return starts + contains
    }

    private func refilter(showAll: Bool) {
        showsAll = showAll
        visibleItemIndices = matches(for: typedText, all: showAll)
        let exact = visibleItemIndices.firstIndex { itemTitles[$0].lowercased() == text.lowercased() }
        highlightedRow = exact
        listView?.reload()
    }

    /// The text before an inline completion (the selected rest is not the user's).
    private var typedText: String {
        let sel = selectedRange
        guard completes, !sel.isEmpty, sel.upperBound == text.unicodeScalars.count else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(sel.lowerBound)))
    }

    override func userDidEdit(insertedCount: Int) {
        guard !isSettingText else { return }
        let wasShown = isListShown
        // The list filtered while it stays open is traced too (`combo.list` with its new count).
        defer { if wasShown, isListShown { traceList() } }
        if insertedCount > 0, completes { completeInline() }
        refilter(showAll: false)
        if completes, !selectedRange.isEmpty, let i = visibleItemIndices.first,
           itemTitles[i].lowercased() == text.lowercased() {
            highlightedRow = 0 // the completed title: Return takes it as written
            listView?.reload()
        }
        if showsSuggestionsWhileTyping, !text.isEmpty, !visibleItemIndices.isEmpty {
            if !isListShown { showList(all: false) }
        } else if isListShown, visibleItemIndices.isEmpty || text.isEmpty {
            hideList()
        }
    }

    /// The caret at the end after typing: the rest of the first title starting with the text goes in,
    /// selected.
    private func completeInline() {
        let scalars = text.unicodeScalars
        guard selectedRange.isEmpty, selectedRange.lowerBound == scalars.count, !scalars.isEmpty else { return }
        let typed = text.lowercased()
        guard let title = itemTitles.first(where: { $0.lowercased().hasPrefix(typed) && $0.count > text.count }) else { return }
        let rest = String(String.UnicodeScalarView(title.unicodeScalars.dropFirst(scalars.count)))
        guard title.lowercased().unicodeScalars.count == title.unicodeScalars.count, !rest.isEmpty else { return }
        isSettingText = true
        defer { isSettingText = false }
        let end = scalars.count
        applyEdit(end..<end, with: rest, action: .other)
        selectedRange = end..<(end + rest.unicodeScalars.count)
    }

    // MARK: The list

    /// Opens the list under the field: every title (`all`) or those matching the text.
    public func showList(all: Bool) {
        guard isEnabled, window?.screen != nil else { return }
        refilter(showAll: all)
        guard !visibleItemIndices.isEmpty else { return }
        if !isFocused { window?.makeFirstResponder(self) }
        let list = ComboBoxListView(comboBox: self)
        list.identifier = identifier.map { "\($0).list" }
        listView = list
        let rows = Double(min(numberOfVisibleItems, max(1, visibleItemIndices.count)))
        let size = Size(width: bounds.width, height: rows * ComboBox.rowHeight + 2 * ComboBox.listPadding)
        dropDown.show(list, size: size, under: self, handler: { [weak self] in self?.handleListEvent($0) ?? false },
                      onDismiss: { [weak self] _ in self?.listClosed() })
        list.scrollToHighlight()
        traceList()
        button.setNeedsDisplay()
    }

    /// Closes the list, taking nothing.
    public func hideList() {
        guard isListShown else { return }
        dropDown.close()
        listClosed()
    }

    private func listClosed() {
        listView = nil
        traceList()
        button.setNeedsDisplay()
    }

    private func traceList() {
        Trace.emit("combo.list", ["id": TraceValue(identifier), "shown": .bool(isListShown),
                                  "count": .number(Double(isListShown ? visibleItemIndices.count : 0))])
    }

    /// The user took row `row` of the list: its title becomes the text, committed.
    func takeRow(_ row: Int) {
        guard visibleItemIndices.indices.contains(row) else { return }
        let title = itemTitles[visibleItemIndices[row]]
        hideList()
        let count = text.unicodeScalars.count
        if text != title {
            isSettingText = true
            applyEdit(0..<count, with: title, action: .other)
            isSettingText = false
        }
        selectedRange = title.unicodeScalars.count..<title.unicodeScalars.count
        commitEditing()
    }

    /// Moves the highlight to `row` (clamped), scrolled into view.
    func highlight(_ row: Int?) {
        let r = row.map { min(max(0, $0), visibleItemIndices.count - 1) }
        guard r != highlightedRow else { return }
        highlightedRow = r
        listView?.highlightChanged()
    }

    /// Events that reach the list's popup: keys edit the field (the popup holds the keyboard), the pointer
    /// and the wheel go to the list.
    private func handleListEvent(_ event: Event) -> Bool {
        switch event {
        case .key(let k): return keyDown(k)
        default: return listView?.handle(event) ?? false
        }
    }

    // MARK: Committing

    /// Makes the text the value: a title in another case becomes the title; text that is no title goes
    /// back to the last value unless custom values are allowed. Called by Return, by taking an item and by
    /// leaving the field.
    public func commitEditing() {
        var t = text
        if let i = itemTitles.firstIndex(where: { $0.lowercased() == t.lowercased() }) {
            t = itemTitles[i]
        } else if !allowsCustomValue {
            t = committed
        }
        if text != t { text = t }
        guard t != committed else { return }
        committed = t
        Trace.emit("combo.changed", ["id": TraceValue(identifier), "text": .string(t)])
        valueChanged?(self)
    }

    // MARK: Keys

    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return super.keyDown(event) }
        let plain = event.modifiers.isEmpty
        let page = max(1, numberOfVisibleItems - 1)
        if isListShown {
            switch event.key {
            case .down where plain: highlight((highlightedRow ?? -1) + 1); return true
            case .up where plain: highlight(max(0, (highlightedRow ?? 1) - 1)); return true
            case .pageDown where plain: highlight((highlightedRow ?? -1) + page); return true
            case .pageUp where plain: highlight((highlightedRow ?? 0) - page); return true
            case .enter:
                if let row = highlightedRow { takeRow(row) } else { hideList(); commitEditing() }
                return true
            case .escape: hideList(); return true
            case .tab:
                hideList()
                return super.keyDown(event)
            default: return super.keyDown(event)
            }
        }
        switch event.key {
        case .down where plain || event.modifiers == .alt:
            showList(all: true)
            return true
        case .enter:
            commitEditing()
            return super.keyDown(event) // a dialog's default button still hears Return
        default:
            return super.keyDown(event)
        }
    }

    open override func didResignFirstResponder() {
        hideList()
        commitEditing()
        super.didResignFirstResponder()
    }

    // MARK: Accessibility

    /// An editable combo box.
    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .comboBox }
        set { super.accessibilityRole = newValue }
    }
    /// The text.
    open override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? text }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        button.frame = Rect(x: bounds.width - ComboBoxButton.width - 1, y: 1, width: ComboBoxButton.width, height: max(0, bounds.height - 2))
    }

    /// Wide enough for the longest title and the button.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    open override func sizeThatFits(_ size: Size) -> Size {
        let s = super.sizeThatFits(size)
        let widest = itemTitles.map { layoutText($0, style: textStyle).size.width }.max() ?? 0
        let natural = (widest + textInsets.left + textInsets.right + 4).rounded(.up)
        return Size(width: size.width > 0 ? size.width : max(120, natural), height: max(32, s.height))
    }
}
