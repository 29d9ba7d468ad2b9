import Shoji

/// The widget gallery's pictures: every control in each of its states, the text fields and the text view
/// as they edit, an alert, a menu and a tool tip, then the larger views (``viewNames``: bars, tabs, panes,
/// the data views, a list's footer, the file dialog), in one language. Named `gallery-<lang>-<widget>-<state>`.
public enum Gallery {
    /// The states a control is shown in, in the gallery's column order.
    public enum ControlState: String, CaseIterable, Sendable {
        case normal, hover, pressed, disabled, focused
    }

    /// A control shown in every state: its name in file names, and how it is made in a language.
    struct Row: Sendable {
        let name: String
        let width: Double?
        /// For a view with no fitting size of its own (a text view): its size.
        var size: Size? = nil
        let make: @MainActor @Sendable (GalleryLanguage.Words) -> Control
    }

    static let rows: [Row] = [
        Row(name: "button", width: nil) { Button($0.save) },
        Row(name: "filled-button", width: nil) { w in
            let b = Button(w.send)
            b.isFilled = true
            return b
        },
        Row(name: "switch", width: nil) { Switch($0.notifications, isOn: true) },
        Row(name: "checkbox", width: nil) { Checkbox($0.remember, isChecked: true) },
        Row(name: "slider", width: 110) { _ in Slider(value: 0.5) },
        Row(name: "segmented-control", width: nil) { SegmentedControl($0.segments, selectedSegmentIndex: 0) },
        Row(name: "text-field", width: 110) { TextField(placeholder: $0.placeholder) },
        Row(name: "pop-up-button", width: nil) { PopUpButton(items: $0.sizes, selectedIndex: 1) },
        Row(name: "radio-group", width: nil) { RadioGroup($0.themes, selectedIndex: 0) },
        Row(name: "stepper", width: 110) { _ in Stepper(value: 12, minimum: 8, maximum: 72, format: NumberFormat(suffix: " pt")) },
        Row(name: "combo-box", width: 130) { ComboBox(items: $0.cities, text: $0.cities[0]) },
        Row(name: "date-picker", width: 140) { DatePicker(date: CalendarDate(year: 2026, month: 11, day: 28), format: $0.dateFormat) },
        Row(name: "text-view", width: nil, size: Size(110, 56)) { w in
            let v = TextView()
            v.text = w.shortNote
            return v
        },
    ]

    /// The names of the control rows, in order (the gallery article's table rows).
    public static var controlNames: [String] { rows.map(\.name) }

    /// The text-entry pictures after the controls: fields as they edit, then the text view.
    public static let editingNames = ["text-field-placeholder", "text-field-text", "text-field-selection",
                                      "text-field-composition", "text-view"]

    /// The remaining pictures: an alert, a menu with a submenu open, a tool tip, a date picker's calendar.
    public static let overlayNames = ["alert", "menu", "tooltip", "date-picker-calendar"]

    /// The picture's name for `widget` in `language`.
    public static func name(_ language: GalleryLanguage, _ widget: String, _ state: ControlState? = nil) -> String {
        ["gallery", language.rawValue, widget, state?.rawValue].compactMap { $0 }.joined(separator: "-")
    }

    /// Every gallery picture in `language`.
    @MainActor
    public static func shots(_ language: GalleryLanguage) -> [DocShot] {
        DocShots.prepareText()
        let w = language.words
        var shots: [DocShot] = []
        for row in rows {
            // Tight around the control (and its focus ring), so that five fit side by side in a table row.
            let fit = row.size ?? row.make(w).sizeThatFits(Size(width: row.width ?? 0, height: 0))
            let size = Size(width: ((row.width ?? fit.width) + 24).rounded(.up), height: (fit.height + 20).rounded(.up))
            for state in ControlState.allCases {
                shots.append(DocShot(name(language, row.name, state), size) { stage in
                    let control = row.make(w)
                    if let fixed = row.size {
                        control.frame = Rect(x: 12, y: 10, width: fixed.width, height: fixed.height)
                        stage.add(control)
                    } else {
                        stage.addCentered(control, width: row.width)
                    }
                    show(control, in: state, on: stage)
                })
            }
        }
        shots += editing(language, w)
        shots += overlays(language, w)
        shots += views(language, w)
        return shots
    }

    /// Brings `control` into `state` as a user would.
    @MainActor
    static func show(_ control: Control, in state: ControlState, on stage: Stage) {
        switch state {
        case .normal: break
        case .hover: stage.hover(control)
        case .pressed: stage.press(control)
        case .disabled: control.isEnabled = false
        case .focused: stage.tab(to: control)
        }
    }

    @MainActor
    static func editing(_ language: GalleryLanguage, _ w: GalleryLanguage.Words) -> [DocShot] {
        func field(_ stage: Stage) -> TextField {
            let f = TextField(placeholder: w.placeholder)
            stage.addCentered(f, width: 200)
            return f
        }
        let size = Size(224, 56)
        return [
            DocShot(name(language, "text-field-placeholder"), size) { stage in _ = field(stage) },
            DocShot(name(language, "text-field-text"), size) { stage in
                let f = field(stage)
                stage.tab(to: f)
                f.insertText(w.typed)
            },
            DocShot(name(language, "text-field-selection"), size) { stage in
                let f = field(stage)
                stage.tab(to: f)
                f.insertText(w.typed)
                let scalars = w.typed.unicodeScalars.count
                let word = w.selectWord.unicodeScalars.count
                f.selectedRange = (scalars - word)..<scalars
            },
            DocShot(name(language, "text-field-composition"), size) { stage in
                let f = field(stage)
                stage.tab(to: f)
                f.insertText(w.composedBefore)
                f.setComposition(w.composition)
            },
            DocShot(name(language, "text-view"), Size(280, 150)) { stage in
                let v = TextView(frame: Rect(x: 20, y: 16, width: 240, height: 118))
                v.text = w.note
                stage.add(v)
                stage.tab(to: v)
                v.selectedRange = 0..<0
            },
        ]
    }

    @MainActor
    static func overlays(_ language: GalleryLanguage, _ w: GalleryLanguage.Words) -> [DocShot] {
        [
            DocShot(name(language, "alert"), Size(480, 250)) { stage in
                let modal = GlobalModal(screen: stage.screen)
                stage.keptAlive.append(modal)
                modal.present(alert(w))
                stage.settle(1)
            },
            DocShot(name(language, "menu"), Size(440, 240)) { stage in showMenu(w, on: stage) },
            DocShot(name(language, "tooltip"), Size(300, 110)) { stage in
                let button = Button(w.save)
                button.toolTip = w.toolTip
                stage.add(button)
                button.frame = Rect(origin: Point(100, 16), size: button.sizeThatFits(.zero))
                // The real timing: the screen's ToolTipController watches the pointer and says when to show
                // the tip (after 500 ms of rest); under X it would be a tool tip window of its own.
                stage.screen.toolTipController.onShow = { [unowned stage] text, _, pointer in
                    let tip = ToolTipView(text: text)
                    tip.frame = ToolTipView.frame(for: tip.frame.size, pointer: pointer, monitor: stage.screen.bounds)
                    stage.add(tip)
                }
                stage.hover(button)
                stage.settle(0.6)
            },
            DocShot(name(language, "date-picker-calendar"), Size(286, 308)) { stage in
                // The calendar drawn where its popup would open, under the field (as the menu picture does).
                let date = CalendarDate(year: 2026, month: 11, day: 20)
                let picker = DatePicker(date: date, format: w.dateFormat, frame: Rect(x: 16, y: 12, width: 254, height: 32))
                stage.add(picker)
                let calendar = CalendarView(date: date, format: w.dateFormat)
                calendar.selectedDate = date
                calendar.today = CalendarDate(year: 2026, month: 11, day: 28)
                calendar.frame = Rect(origin: Point(16, 44), size: CalendarView.preferredSize)
                stage.add(calendar)
            },
        ]
    }

    /// The alert the gallery and the articles show: a question, Cancel and a destructive Delete.
    @MainActor
    static func alert(_ w: GalleryLanguage.Words) -> Alert {
        let alert = Alert(title: w.alertTitle, message: w.alertMessage)
        alert.preferredWidth = 380
        alert.addAction(AlertAction(title: w.cancel, style: .cancel))
        alert.addAction(AlertAction(title: w.delete, style: .destructive))
        alert.preferredAction = alert.actions.last
        return alert
    }

    /// A menu with shortcuts, a disabled item, a separator, a checked item and an open submenu, opened and
    /// driven as the demo's menu host drives one: a `MenuSession` opens it as a context menu, the pointer
    /// rests on "Open Recent" until the hover delay opens its submenu, then moves onto the submenu's second
    /// item; each open panel is drawn by a `MenuView` where the session placed it (the X host would map a
    /// popup window there).
    @MainActor
    static func showMenu(_ w: GalleryLanguage.Words, on stage: Stage) {
        let paste = MenuItem(w.paste, shortcut: "Ctrl+V")
        paste.isEnabled = false
        let ruler = MenuItem(w.ruler)
        ruler.isChecked = true
        let recent = 5
        let menu = Menu(title: "Edit", items: [
            MenuItem(w.cut, shortcut: "Ctrl+X"), MenuItem(w.copy, shortcut: "Ctrl+C"), paste, .separator(),
            ruler, MenuItem(w.recent, submenu: Menu(title: w.recent, items: w.files.map { MenuItem($0) })),
            MenuItem(w.share),
        ])
        let session = MenuSession(clock: stage.screen.inputClock, monitor: stage.screen.bounds)
        stage.keptAlive.append(session)
        session.openContextMenu(menu, at: Point(16, 12), byPress: false)
        func row(_ level: Int, _ item: Int) -> Point {
            let panel = session.panels[level]
            return Point(panel.frame.minX + panel.rows[item].midX, panel.frame.minY + panel.rows[item].midY)
        }
        session.handle(.pointerMoved(row(0, recent)))
        stage.settle(0.4)
        if session.panels.count > 1 {
            session.handle(.pointerMoved(Point(session.panels[1].frame.minX + 12, row(1, 1).y)))
            stage.settle(0.1)
        }
        for panel in session.panels {
            let view = MenuView(menu: panel.menu)
            view.frame.origin = panel.frame.origin
            view.highlightedIndex = panel.highlighted
            stage.add(view)
        }
    }
}
