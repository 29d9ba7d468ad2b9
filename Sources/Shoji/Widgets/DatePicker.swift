/// A date in a text field, written in the locale's format, with a calendar in a popup: GTK's and Qt's date
/// edit, AppKit's `NSDatePicker` with its text field and graphical calendar.
///
/// - The user may type a date: it is read (`DateFormat.date(from:)`) only when committed, by Return or by
///   leaving the field; a day outside `minimumDate`…`maximumDate` is clamped into it, text that is no day
///   goes back to the date; Escape drops what was typed.
/// - Down, Alt+Down or the button at the trailing end opens the calendar on the date (or on `today`), the
///   chosen day filled, today ringed; its keys (`CalendarView`) move the keyboard's day, Return takes it,
///   Escape closes the calendar and changes nothing. A click on a day takes it.
///
/// A change the user makes calls `valueChanged` and traces `date.changed` (`id`, `date`: ISO 8601). To
/// assistive technology it is a date editor whose value is the text; its calendar is a table.
@MainActor
open class DatePicker: TextField {
    /// The date shown (nil: none yet, the field empty). Set from code it calls no `valueChanged`; it is
    /// clamped into the limits.
    public var date: CalendarDate? {
        get { current }
        set { setDate(newValue, byUser: false) }
    }
    /// How the date is written and read, and how the calendar names months and weekdays.
    public var format: DateFormat { didSet { showDate(); calendar?.format = format } }
    /// The earliest date the user may choose.
    public var minimumDate: CalendarDate? { didSet { setDate(current, byUser: false) } }
    /// The latest date the user may choose.
    public var maximumDate: CalendarDate? { didSet { setDate(current, byUser: false) } }
    /// Today, ringed in the calendar and where it opens when there is no date (the app says which day it
    /// is: Shoji reads no date or time zone).
    public var today: CalendarDate?
    /// Called after the user changes the date (not when `date` is set from code).
    public var valueChanged: (@MainActor (DatePicker) -> Void)?

    /// The calendar while it is open.
    public private(set) var calendar: CalendarView?
    /// Whether the calendar is open.
    public var isCalendarShown: Bool { dropDown.isShown }
    /// The calendar's popup while it is open.
    var calendarPopup: PopupWindow? { dropDown.popup }

    private var current: CalendarDate?
    private let dropDown = DropDown()
    private let button = DatePickerButton()

    /// A date picker showing `date` in `format`.
    public init(date: CalendarDate? = nil, format: DateFormat = .english, frame: Rect = .zero) {
        current = date
        self.format = format
        super.init(frame: frame, placeholder: nil)
        textInsets.right = 8 + DatePickerButton.width
        button.picker = self
        addSubview(button)
        showDate()
    }

    private func clamped(_ d: CalendarDate) -> CalendarDate {
        if let minimumDate, d < minimumDate { return minimumDate }
        if let maximumDate, d > maximumDate { return maximumDate }
        return d
    }

    private func setDate(_ d: CalendarDate?, byUser: Bool) {
        let new = d.map(clamped)
        let changed = new != current
        current = new
        showDate()
        guard changed else { return }
        postAccessibility(.valueChanged(self))
        guard byUser else { return }
        Trace.emit("date.changed", ["id": TraceValue(identifier), "date": current.map { .string($0.description) } ?? .null])
        valueChanged?(self)
    }

    private var shownText: String { current.map { format.string(from: $0) } ?? "" }

    private func showDate() {
        if text != shownText { text = shownText }
    }

    /// Reads what was typed and makes it the date (clamped into the limits); text that is no date goes back
    /// to the date, an emptied field clears it. Called by Return and by leaving the field.
    public func commitEditing() {
        guard text != shownText else { return }
        if text.allSatisfy({ $0 == " " }) {
            setDate(nil, byUser: true)
        } else if let d = format.date(from: text) {
            setDate(d, byUser: true)
        }
        showDate()
    }

    // MARK: The calendar

    /// Opens the calendar under the field, on the date (after committing what was typed), or on today.
    public func showCalendar() {
        guard isEnabled, window?.screen != nil else { return }
        commitEditing()
        if !isFocused { window?.makeFirstResponder(self) }
        let start = current ?? today.map(clamped) ?? clamped(CalendarDate(year: 2000, month: 1, day: 1))
        let view = CalendarView(date: start, format: format)
        view.identifier = identifier.map { "\($0).calendar" }
        view.minimumDate = minimumDate
        view.maximumDate = maximumDate
        view.selectedDate = current
        view.today = today
        view.dateChosen = { [weak self] d in
            self?.hideCalendar()
            self?.setDate(d, byUser: true)
        }
        view.cancelled = { [weak self] in self?.hideCalendar() }
        calendar = view
        let size = Size(width: max(bounds.width, CalendarView.preferredSize.width), height: CalendarView.preferredSize.height)
        dropDown.show(view, size: size, under: self, handler: { [weak self] in self?.handleCalendarEvent($0) ?? false },
                      onDismiss: { [weak self] _ in self?.calendarClosed() })
        Trace.emit("date.calendar", ["id": TraceValue(identifier), "shown": .bool(true), "month": .string(start.description)])
        button.setNeedsDisplay()
    }

    /// Closes the calendar, choosing nothing.
    public func hideCalendar() {
        guard isCalendarShown else { return }
        dropDown.close()
        calendarClosed()
    }

    private func calendarClosed() {
        calendar = nil
        Trace.emit("date.calendar", ["id": TraceValue(identifier), "shown": .bool(false)])
        button.setNeedsDisplay()
    }

    /// The popup's events: keys to the calendar (Tab leaves the field, closing it), the pointer to its
    /// views.
    private func handleCalendarEvent(_ event: Event) -> Bool {
        guard case .key(let k) = event, let calendar else { return false }
        if k.key == .tab {
            hideCalendar()
            return keyDown(k)
        }
        _ = calendar.keyDown(k)
        return true // the popup holds the keyboard: nothing typed there edits anything else
    }

    // MARK: Keys

    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return super.keyDown(event) }
        switch event.key {
        case .down where event.modifiers.isEmpty || event.modifiers == .alt:
            showCalendar()
            return true
        case .enter:
            commitEditing()
            return super.keyDown(event) // a dialog's default button still hears Return
        case .escape where text != shownText:
            showDate()
            return true
        default:
            return super.keyDown(event)
        }
    }

    open override func didResignFirstResponder() {
        hideCalendar()
        commitEditing()
        super.didResignFirstResponder()
    }

    // MARK: Accessibility

    /// A date editor.
    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .dateEditor }
        set { super.accessibilityRole = newValue }
    }
    /// The date as the field writes it.
    open override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? shownText }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        button.frame = Rect(x: bounds.width - DatePickerButton.width - 1, y: 1, width: DatePickerButton.width, height: max(0, bounds.height - 2))
    }

    /// Wide enough for a date in the format and the button.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    open override func sizeThatFits(_ size: Size) -> Size {
        let s = super.sizeThatFits(size)
        let sample = layoutText(format.string(from: CalendarDate(year: 2088, month: 12, day: 28)), style: textStyle).size.width
        let natural = (sample + textInsets.left + textInsets.right + 8).rounded(.up)
        return Size(width: size.width > 0 ? size.width : max(120, natural), height: max(32, s.height))
    }
}

/// The button at a date picker's trailing end: a small calendar; a press opens the calendar (an open one
/// closes on the press outside it, before the press arrives here).
@MainActor
final class DatePickerButton: View {
    static let width = 28.0
    weak var picker: DatePicker?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    override func cursor(at point: Point) -> Cursor? { .pointer }

    override func touchesBegan(_ touch: Touch) {
        guard touch.button == .primary, let picker, picker.isEnabled else { return }
        picker.showCalendar()
    }

    override func draw(in canvas: Canvas) {
        guard let picker else { return }
        canvas.fill(Rect(x: 0, y: 4, width: 1, height: bounds.height - 8), color: .separator)
        if picker.isCalendarShown {
            canvas.fill(Rect(x: 1, y: 0, width: bounds.width - 1, height: bounds.height), color: .systemFill)
        }
        let color: Color = picker.isEnabled ? .secondaryLabel : .tertiaryLabel
        let page = Rect(x: (bounds.width - 14) / 2 + 0.5, y: (bounds.height - 13) / 2 + 1, width: 14, height: 12)
        canvas.stroke(Path(roundedRect: page, cornerRadius: 2), color: color, lineWidth: 1.2)
        canvas.fill(Rect(x: page.minX, y: page.minY, width: page.width, height: 3), color: color)
        for i in 0..<3 {
            canvas.fill(Rect(x: page.minX + 2.5 + Double(i) * 3.5, y: page.minY + 6, width: 2, height: 2), color: color)
        }
    }

    override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .none }
        set { super.accessibilityRole = newValue }
    }
}
