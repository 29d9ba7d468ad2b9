import ShojiFiles

/// What an app asks of an open or save dialog, as AppKit's `NSOpenPanel`/`NSSavePanel` properties and
/// the portal's `OpenFile`/`SaveFile` options say it: the same values whichever dialog answers.
public struct FileDialogOptions: Sendable {
    /// Open files or save one.
    public var mode: FileBrowser.Mode
    /// The window's title ("Open", "Export As").
    public var title: String
    /// The default button's title ("Open", "Save", "Export").
    public var prompt: String
    /// The folder to start in (else the one last chosen from, else home).
    public var folder: FilePath?
    /// Save: the name the field starts with ("tasks.csv").
    public var suggestedName: String
    /// The file-type filters, the first chosen at first.
    public var filters: [FileFilter]
    /// Open: whether several files may be chosen.
    public var allowsMultipleSelection: Bool
    /// The words the dialog shows, so an app can put them in its language.
    public var strings: FileDialogStrings

    /// Options for `mode` titled `title`; the rest have the usual defaults.
    public init(mode: FileBrowser.Mode, title: String? = nil, prompt: String? = nil, folder: FilePath? = nil,
                suggestedName: String = "", filters: [FileFilter] = [], allowsMultipleSelection: Bool = false,
                strings: FileDialogStrings = FileDialogStrings()) {
        self.mode = mode
        self.title = title ?? (mode == .open ? strings.open : strings.save)
        self.prompt = prompt ?? (mode == .open ? strings.open : strings.save)
        self.folder = folder
        self.suggestedName = suggestedName
        self.filters = filters
        self.allowsMultipleSelection = allowsMultipleSelection
        self.strings = strings
    }
}

/// The words of Shoji's file dialog (English by default; an app gives its translations).
public struct FileDialogStrings: Sendable {
    /// The default button to open, and the default title.
    public var open = "Open"
    /// The default button to save, and the default title.
    public var save = "Save"
    /// The button that closes without an answer.
    public var cancel = "Cancel"
    /// The label of the name field.
    public var name = "Name:"
    /// The label of the location field in an open dialog.
    public var location = "Location:"
    /// The New Folder button.
    public var newFolder = "New Folder"
    /// The name a new folder gets at first.
    public var untitledFolder = "untitled folder"
    /// The button to the parent folder.
    public var parent = "Up"
    /// The table's column titles.
    public var nameColumn = "Name", sizeColumn = "Size", modifiedColumn = "Modified"
    /// The overwrite question; `%@` is the file's name.
    public var replaceTitle = "Replace “%@”?"
    /// The overwrite question's explanation.
    public var replaceMessage = "A file with that name already exists. Replacing it will overwrite its contents."
    /// The overwrite question's destructive answer.
    public var replace = "Replace"
    /// The places list's name for screen readers.
    public var places = "Places"

    /// English.
    public init() {}
}
