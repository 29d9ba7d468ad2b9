/// An option an app adds to its file dialog, as the portal's `choices` and GTK 4's
/// `gtk_file_chooser_add_choice`: a pop-up of values ("Encoding: UTF-8 / Latin-1") or, with no values, a
/// check box ("Open read-only", `"true"` or `"false"`). The desktop's dialog shows them beside its file
/// list; ``FileDialogOptions/choices`` carries them and the dialog's answer gives what the user left chosen.
public struct FileDialogChoice: Hashable, Sendable {
    /// One value of a pop-up choice.
    public struct Option: Hashable, Sendable {
        /// What the app gets back.
        public var id: String
        /// What the user reads.
        public var label: String

        /// A value `id` shown as `label`.
        public init(id: String, label: String) {
            self.id = id
            self.label = label
        }
    }

    /// What the app gets the choice back by.
    public var id: String
    /// What the user reads ("Encoding").
    public var label: String
    /// The values to choose from; empty makes a check box.
    public var options: [Option]
    /// The value chosen at first: an option's id, or `"true"`/`"false"` for a check box.
    public var selected: String

    /// A pop-up choice of `options`, `selected` at first (the first option's id when nil).
    public init(id: String, label: String, options: [Option], selected: String? = nil) {
        self.id = id
        self.label = label
        self.options = options
        self.selected = selected ?? options.first?.id ?? ""
    }

    /// A check box, `isOn` at first.
    public init(id: String, label: String, isOn: Bool) {
        self.init(id: id, label: label, options: [], selected: isOn ? "true" : "false")
    }
}
