import FoundationEssentials
import Glibc
import Shoji
import ShojiRuntime
import ShojiSystem

/// The demo's preferences: what the Preferences window edits and the state store keeps
/// (`$XDG_STATE_HOME/shoji/preferences.json` in real sessions; in memory for headless runs and tests).
struct DemoPreferences: Codable, Equatable {
    var theme = 2
    var refresh = 0
    var textSize = 15.0
    var cacheLimit = 2.0
    var name = "Shoji"
    var city = "Lisbon"
    /// ISO 8601 (2026-01-01), as `CalendarDate.description` writes it.
    var since = "2026-01-01"

    init() {}

    /// A file written before a field existed keeps its other values (the field takes its default).
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = DemoPreferences()
        theme = try c.decodeIfPresent(Int.self, forKey: .theme) ?? d.theme
        refresh = try c.decodeIfPresent(Int.self, forKey: .refresh) ?? d.refresh
        textSize = try c.decodeIfPresent(Double.self, forKey: .textSize) ?? d.textSize
        cacheLimit = try c.decodeIfPresent(Double.self, forKey: .cacheLimit) ?? d.cacheLimit
        name = try c.decodeIfPresent(String.self, forKey: .name) ?? d.name
        city = try c.decodeIfPresent(String.self, forKey: .city) ?? d.city
        since = try c.decodeIfPresent(String.self, forKey: .since) ?? d.since
    }

    /// `since` as a date (nil when the file holds no ISO date).
    var sinceDate: CalendarDate? {
        let parts = since.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        return CalendarDate(year: parts[0], month: parts[1], day: parts[2])
    }
}

/// "Preferences": a second top-level window (a dialog of the main one) whose form is built from the
/// form controls: a pop-up button, a radio group, two steppers, a text field with a validator, a combo box
/// (a city, typed or picked) and a date picker (in the language's format, 2020 to today). Each
/// change is kept at once (GNOME's instant apply) and traced as `prefs.saved` with every value; Close
/// checks the form first. Ctrl+, or the title bar's menu opens it.
@MainActor
final class PreferencesWindow {
    static let fileName = "preferences.json"
    private weak var application: Application?
    private let store: StateStore?
    private(set) var window: TopLevelWindow?
    private(set) var values: DemoPreferences

    /// `store` nil: kept in memory only.
    init(application: Application, store: StateStore?) {
        self.application = application
        self.store = store
        values = store?.load(DemoPreferences.self, from: PreferencesWindow.fileName, warn: { Application.warn($0) }) ?? DemoPreferences()
    }

    /// Opens the window, or brings it to the front when it is already open.
    func open() {
        if let window { return window.makeKeyAndOrderFront() }
        guard let application else { return }
        let w = application.openWindow(title: tr("prefs.title"), size: Size(540, 560), kind: .dialog, name: "preferences")
        w.rootView = PreferencesView(values: values, onChange: { [weak self] in self?.save($0) }, onClose: { [weak w] in w?.close() })
        w.onClose = { [weak self] in self?.window = nil }
        window = w
    }

    private func save(_ new: DemoPreferences) {
        values = new
        Trace.emit("prefs.saved", ["theme": .number(Double(new.theme)), "refresh": .number(Double(new.refresh)),
                                   "textSize": .number(new.textSize), "cacheLimit": .number(new.cacheLimit), "name": .string(new.name),
                                   "city": .string(new.city), "since": .string(new.since)])
        guard let store else { return }
        do { try store.save(new, to: PreferencesWindow.fileName) }
        catch let error as OutputError { Application.warn(error.description) }
        catch { Application.warn("cannot save \(store.filePath(of: PreferencesWindow.fileName))") }
    }

    /// Today in the local time zone (Shoji reads no date: the app says which day it is).
    static var today: CalendarDate {
        var now = time(nil), parts = tm()
        guard localtime_r(&now, &parts) != nil else { return CalendarDate(daysSinceEpoch: Int(now / 86_400)) }
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// The decimal separator of the user's `LC_NUMERIC`, read without changing the process's locale (which
    /// would put commas into every number the trace writes).
    static var decimalSeparator: String {
        guard let locale = newlocale(LC_NUMERIC_MASK, "", nil) else { return "." }
        defer { freelocale(locale) }
        guard let radix = nl_langinfo_l(nl_item(RADIXCHAR), locale) else { return "." }
        let s = String(cString: radix)
        return s.isEmpty ? "." : s
    }
}

/// The Preferences window's content: the form and a Close button.
@MainActor
private final class PreferencesView: View {
    private let form = FormView()
    private let close: Button
    private var values: DemoPreferences
    private let onChange: (DemoPreferences) -> Void

    init(values: DemoPreferences, onChange: @escaping (DemoPreferences) -> Void, onClose: @escaping @MainActor () -> Void) {
        self.values = values
        self.onChange = onChange
        close = Button(tr("prefs.close"))
        super.init(frame: .zero)
        identifier = "preferences"
        backgroundColor = .systemBackground

        let theme = PopUpButton(items: [tr("prefs.theme.light"), tr("prefs.theme.dark"), tr("prefs.theme.auto")], selectedIndex: values.theme)
        theme.identifier = "prefs.theme"
        theme.valueChanged = { [weak self] p in self?.update { $0.theme = p.indexOfSelectedItem } }
        form.addRow(tr("prefs.theme"), field: theme)

        let refresh = RadioGroup([tr("prefs.refresh.manual"), tr("prefs.refresh.quarter"), tr("prefs.refresh.hour")],
                                 selectedIndex: values.refresh)
        refresh.identifier = "prefs.refresh"
        refresh.valueChanged = { [weak self] g in self?.update { $0.refresh = g.selectedIndex } }
        form.addRow(tr("prefs.refresh"), field: refresh)

        let separator = PreferencesWindow.decimalSeparator
        let textSize = Stepper(value: values.textSize, minimum: 10, maximum: 24, step: 1, pageStep: 4,
                               format: NumberFormat(decimalSeparator: separator, suffix: " pt"))
        textSize.identifier = "prefs.textSize"
        textSize.valueChanged = { [weak self] s in self?.update { $0.textSize = s.value } }
        form.addRow(tr("prefs.textSize"), field: textSize, help: tr("prefs.textSize.help"))

        let cache = Stepper(value: values.cacheLimit, minimum: 0.5, maximum: 8, step: 0.5, pageStep: 2,
                            format: NumberFormat(fractionDigits: 1, decimalSeparator: separator, suffix: " GB"))
        cache.identifier = "prefs.cache"
        cache.valueChanged = { [weak self] s in self?.update { $0.cacheLimit = s.value } }
        form.addRow(tr("prefs.cache"), field: cache, help: tr("prefs.cache.help"))

        let name = TextField(placeholder: tr("prefs.name.placeholder"))
        name.text = values.name
        name.identifier = "prefs.name"
        name.didEndEditing = { [weak self] field in self?.update { $0.name = field.text } }
        form.addRow(tr("prefs.name"), field: name) { [unowned name] in
            name.text.allSatisfy { $0 == " " } ? tr("prefs.name.error") : nil
        }

        let city = ComboBox(items: tr("prefs.cities").split(separator: ",").map(String.init), text: values.city)
        city.identifier = "prefs.city"
        city.valueChanged = { [weak self] c in self?.update { $0.city = c.stringValue } }
        form.addRow(tr("prefs.city"), field: city, help: tr("prefs.city.help"))

        let today = PreferencesWindow.today
        let since = DatePicker(date: values.sinceDate, format: Strings.language == .ja ? .japanese : .english)
        since.identifier = "prefs.since"
        since.today = today
        since.minimumDate = CalendarDate(year: 2020, month: 1, day: 1)
        since.maximumDate = today
        since.valueChanged = { [weak self] p in
            guard let date = p.date else { return }
            self?.update { $0.since = date.description }
        }
        form.addRow(tr("prefs.since"), field: since, help: tr("prefs.since.help"))

        close.identifier = "prefs.close"
        close.primaryAction = { [weak self] _ in
            guard let self, self.form.validate() else { return }
            onClose()
        }
        form.identifier = "prefs.form"
        addSubview(form)
        addSubview(close)
    }

    private func update(_ change: (inout DemoPreferences) -> Void) {
        var v = values
        change(&v)
        guard v != values else { return }
        values = v
        onChange(v)
    }

    override func layoutSubviews() {
        let h = form.sizeThatFits(Size(width: bounds.width, height: 0)).height
        form.frame = Rect(x: 8, y: 8, width: bounds.width - 16, height: h)
        close.frame = Rect(x: bounds.width - 24 - 104, y: bounds.height - 20 - 36, width: 104, height: 36)
    }
}
