/// A month as a grid of days, as GTK's calendar and a date picker's popup show it: the month's title with
/// arrows to the months before and after, the weekdays' names from the format's first weekday, and six
/// weeks of days (the days of the months around greyed), today ringed, the chosen day filled with the
/// tint, the keyboard's day ringed with the focus colour, days outside `minimumDate`…`maximumDate` greyed
/// and not chosen.
///
/// Keys (the WAI-ARIA date picker grid's): Left and Right a day, Up and Down a week, Page Up and Page Down
/// a month, with Shift a year (the day kept, or the month's last), Home and End the month's first and last
/// day; Return or Space chooses the keyboard's day (`dateChosen`), Escape cancels (`cancelled`). A click
/// on a day chooses it. To assistive technology a table of table cells, the chosen day selected.
@MainActor
open class CalendarView: View {
    /// The names and the first weekday.
    public var format: DateFormat { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// The day the keyboard is on; the grid shows its month. Kept within the limits.
    public var focusedDate: CalendarDate {
        didSet {
            // Set inside its own observer the property is stored without observing again: one check below.
            let clamped = clampedToLimits(focusedDate)
            if clamped != focusedDate { focusedDate = clamped }
            if focusedDate != oldValue { focusDidMove() }
        }
    }
    /// The chosen day, filled with the tint.
    public var selectedDate: CalendarDate? { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// Today, ringed (the app says which day it is: Shoji reads no clock's date or time zone).
    public var today: CalendarDate? { didSet { setNeedsDisplay() } }
    /// The earliest day that may be chosen.
    public var minimumDate: CalendarDate? { didSet { focusedDate = clampedToLimits(focusedDate) } }
    /// The latest day that may be chosen.
    public var maximumDate: CalendarDate? { didSet { focusedDate = clampedToLimits(focusedDate) } }
    /// Called when the user chooses a day (Return, Space, a click).
    public var dateChosen: (@MainActor (CalendarDate) -> Void)?
    /// Called when the user presses Escape.
    public var cancelled: (@MainActor () -> Void)?

    /// The year and month the grid shows (the keyboard's day's).
    public var displayedMonth: (year: Int, month: Int) { (focusedDate.year, focusedDate.month) }
    /// The 42 days the grid shows, a week a row, from the format's first weekday.
    public var gridDates: [CalendarDate] {
        let first = CalendarDate(year: focusedDate.year, month: focusedDate.month, day: 1)
        let start = first.adding(days: -first.column(firstWeekday: format.firstWeekday))
        return (0..<42).map { start.adding(days: $0) }
    }

    /// The size the calendar draws at.
    public static let preferredSize = Size(width: 7 * cellWidth + 2 * margin, height: margin * 2 + headerHeight + weekdayHeight + 6 * cellHeight)
    static let cellWidth = 34.0, cellHeight = 30.0, margin = 8.0, headerHeight = 32.0, weekdayHeight = 22.0
    private var dayViews: [CalendarDayView] = []

    /// A calendar on `date`'s month, the keyboard on `date`.
    public init(date: CalendarDate, format: DateFormat = .english, frame: Rect = .zero) {
        focusedDate = date
        self.format = format
        super.init(frame: frame)
        backgroundColor = .systemBackground
        for i in 0..<42 {
            let v = CalendarDayView(calendar: self, index: i)
            dayViews.append(v)
            addSubview(v)
        }
    }

    private func clampedToLimits(_ d: CalendarDate) -> CalendarDate {
        if let minimumDate, d < minimumDate { return minimumDate }
        if let maximumDate, d > maximumDate { return maximumDate }
        return d
    }

    /// Whether `date` may be chosen.
    public func isWithinLimits(_ date: CalendarDate) -> Bool { clampedToLimits(date) == date }

    private func focusDidMove() {
        Trace.emit("calendar.focus", ["id": TraceValue(identifier), "date": .string(focusedDate.description)])
        setNeedsLayout()
        setNeedsDisplay()
        if let v = dayViews.first(where: { $0.date == focusedDate }) { postAccessibility(.focusChanged(v)) }
    }

    // MARK: Geometry

    /// The cell of grid position `index` (0…41), in the calendar's points.
    public func cellFrame(_ index: Int) -> Rect {
        let x0 = (bounds.width - 7 * CalendarView.cellWidth) / 2
        let y0 = CalendarView.margin + CalendarView.headerHeight + CalendarView.weekdayHeight
        return Rect(x: x0 + Double(index % 7) * CalendarView.cellWidth, y: y0 + Double(index / 7) * CalendarView.cellHeight,
                    width: CalendarView.cellWidth, height: CalendarView.cellHeight)
    }

    /// The arrows to the month before and after, in the calendar's points.
    public var previousMonthFrame: Rect { Rect(x: CalendarView.margin, y: CalendarView.margin, width: 32, height: CalendarView.headerHeight) }
    /// The arrow to the month after.
    public var nextMonthFrame: Rect {
        Rect(x: bounds.width - CalendarView.margin - 32, y: CalendarView.margin, width: 32, height: CalendarView.headerHeight)
    }

    // MARK: Input

    /// The keyboard's rules (see the type); true when the key was the calendar's.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        let mods = event.modifiers.subtracting(.shift)
        guard mods.isEmpty else { return super.keyDown(event) }
        switch event.key {
        case .home: focusedDate = CalendarDate(year: focusedDate.year, month: focusedDate.month, day: 1)
        case .end: focusedDate = CalendarDate(year: focusedDate.year, month: focusedDate.month, day: 31)
        case .enter, .space: choose(focusedDate)
        case .escape: cancelled?()
        default:
            guard let moved = focusedDate.moved(by: event.key, modifiers: event.modifiers, firstWeekday: format.firstWeekday) else {
                return super.keyDown(event)
            }
            focusedDate = moved
        }
        return true
    }

    private func choose(_ date: CalendarDate) {
        guard isWithinLimits(date) else { return }
        selectedDate = date
        dateChosen?(date)
    }

    /// A press on a day chooses it; on an arrow, shows the month before or after.
    open override func touchesBegan(_ touch: Touch) {
        guard touch.button == .primary else { return }
        let p = touch.location(in: self)
        if previousMonthFrame.contains(p) {
            focusedDate = focusedDate.adding(months: -1)
        } else if nextMonthFrame.contains(p) {
            focusedDate = focusedDate.adding(months: 1)
        } else if let i = (0..<42).first(where: { cellFrame($0).contains(p) }) {
            let d = gridDates[i]
            guard isWithinLimits(d) else { return }
            focusedDate = d
            choose(d)
        }
    }

    open override var canBecomeFirstResponder: Bool { true }

    // MARK: Drawing

    open override func layoutSubviews() {
        let dates = gridDates
        for (i, v) in dayViews.enumerated() {
            v.frame = cellFrame(i)
            v.date = dates[i]
        }
    }

    open override func draw(in canvas: Canvas) {
        canvas.stroke(Path(rect: bounds.insetBy(dx: 0.5, dy: 0.5)), color: .opaqueSeparator, lineWidth: 1)
        let title = layoutText(format.monthTitle(year: focusedDate.year, month: focusedDate.month), style: .headline)
        canvas.draw(title, in: Rect(x: 0, y: CalendarView.margin, width: bounds.width, height: CalendarView.headerHeight),
                    color: .label, alignment: .center)
        for (frame, left) in [(previousMonthFrame, true), (nextMonthFrame, false)] {
            let cx = frame.midX, cy = frame.midY, d = left ? 2.5 : -2.5
            var p = Path()
            p.move(to: Point(cx + d, cy - 5)); p.line(to: Point(cx - d, cy)); p.line(to: Point(cx + d, cy + 5))
            canvas.stroke(p, color: .secondaryLabel, lineWidth: 1.5)
        }
        let y = CalendarView.margin + CalendarView.headerHeight
        for c in 0..<7 {
            let weekday = (format.firstWeekday - 1 + c) % 7 + 1
            let cell = cellFrame(c)
            let name = layoutText(format.weekdaySymbol(weekday), style: .caption)
            canvas.draw(name, in: Rect(x: cell.minX, y: y, width: cell.width, height: CalendarView.weekdayHeight),
                        color: .secondaryLabel, alignment: .center)
        }
        let dates = gridDates
        for (i, date) in dates.enumerated() {
            let cell = cellFrame(i)
            let dot = Path(roundedRect: cell.insetBy(dx: 3, dy: 2), cornerRadius: 6)
            let chosen = date == selectedDate
            if chosen { canvas.fill(dot, color: .tint) }
            if date == focusedDate { canvas.stroke(Path(roundedRect: cell.insetBy(dx: 1.5, dy: 0.5), cornerRadius: 7), color: .focusRing, lineWidth: 2) }
            if date == today, !chosen {
                // On half points: a one-point ring that lands on whole pixels at scale 1 and 2.
                canvas.stroke(Path(roundedRect: cell.insetBy(dx: 3.5, dy: 2.5), cornerRadius: 5.5), color: .tint, lineWidth: 1)
            }
            let inMonth = date.month == focusedDate.month
            let color: Color = chosen ? .labelOnTint : (inMonth && isWithinLimits(date) ? .label : .tertiaryLabel)
            let text = layoutText("\(date.day)", style: .body)
            canvas.draw(text, in: cell, color: color, alignment: .center)
        }
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .table }
        set { super.accessibilityRole = newValue }
    }
    /// The month's title.
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? format.monthTitle(year: focusedDate.year, month: focusedDate.month) }
        set { super.accessibilityLabel = newValue }
    }
}

/// One day of a `CalendarView`, for assistive technology only (the calendar draws the grid): a table cell
/// named by the date as the format writes it, selected when chosen.
@MainActor
final class CalendarDayView: View {
    unowned let calendar: CalendarView
    let index: Int
    var date = CalendarDate(year: 1970, month: 1, day: 1)

    init(calendar: CalendarView, index: Int) {
        self.calendar = calendar
        self.index = index
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .tableCell }
        set { super.accessibilityRole = newValue }
    }
    override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? calendar.format.string(from: date) }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates.union(.selectable)
        if date == calendar.selectedDate { s.insert(.selected) }
        if !calendar.isWithinLimits(date) { s.remove(.enabled) }
        return s
    }
}
