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
    /// Options shown beside the files (an encoding, "open read-only"), answered with the files. The
    /// desktop's dialog shows them; Shoji's own dialog does not yet, and answers each with its
    /// ``FileDialogChoice/selected`` value.
    public var choices: [FileDialogChoice] = []
    /// The words the dialog shows, so an app can put them in its language.
    public var strings: FileDialogStrings
    /// The local time zone's offset from UTC, in seconds, at a moment (seconds since 1970): the Modified
    /// column's clock. The C library's local zone (`TZ`, `/etc/localtime`) by default.
    public var utcOffset: @Sendable (Double) -> Int = { LocalTime.utcOffset(at: $0) }

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
    /// The places' names for the home folder and the whole file system.
    public var home = "Home", computer = "Computer"
    /// A size of one byte, and of several (`%@` is the number).
    public var oneByte = "1 byte", bytes = "%@ bytes"
    /// What stands between a size's units and tenths ("1.2 MB"; "," in much of Europe).
    public var decimalSeparator = "."
    /// How the Modified column writes a day.
    public var dateFormat = DateFormat.english

    /// English.
    public init() {}

    /// Japanese, the toolkit's second language: 保存, キャンセル, ホーム, 2026/11/28 21:35, 512 バイト.
    public static var japanese: FileDialogStrings {
        var s = FileDialogStrings()
        s.open = "開く"; s.save = "保存"; s.cancel = "キャンセル"
        s.name = "名前:"; s.location = "場所:"
        s.newFolder = "新しいフォルダー"; s.untitledFolder = "名称未設定フォルダー"; s.parent = "上へ"
        s.nameColumn = "名前"; s.sizeColumn = "サイズ"; s.modifiedColumn = "更新日時"
        s.replaceTitle = "“%@”を置き換えますか?"
        s.replaceMessage = "同じ名前のファイルがすでにあります。置き換えると内容が上書きされます。"
        s.replace = "置き換える"
        s.places = "場所"; s.home = "ホーム"; s.computer = "コンピューター"
        s.oneByte = "1 バイト"; s.bytes = "%@ バイト"
        s.dateFormat = .japanese
        return s
    }
}
