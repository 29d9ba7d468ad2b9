import ShojiFiles

/// The model of an open or save dialog, apart from any view, as GTK's file chooser keeps its own: the
/// folder shown and its entries (sorted, filtered, hidden files shown or not), what is selected, typed
/// names completed, and the rules that turn a confirmed name into an answer (``FileDialogDecision``).
/// The file system comes through `FileSystemBrowsing`, so this type reads no file itself.
@MainActor
public final class FileBrowser {
    /// Opening files or saving one.
    public enum Mode: Sendable, Equatable {
        /// Choose existing files.
        case open
        /// Name a file to write (it may exist: then the user confirms replacing it).
        case save
    }

    /// What the entries are sorted by (the table's columns).
    public enum SortKey: String, Sendable, CaseIterable {
        /// The name, folders first, case-insensitive, numbers in order ("file2" before "file10").
        case name
        /// The size, folders first.
        case size
        /// The modification date.
        case modified
    }

    /// The folder the dialog showed when it last chose something, for the next dialog of the process
    /// (AppKit's panels and GTK's chooser open where the user was). Process-wide on purpose: where the
    /// user last was is one fact for the program, whichever window or host the dialog opened in.
    public static var lastFolder: FilePath?

    /// Open or save.
    public let mode: Mode
    /// Open: whether more than one file may be chosen.
    public var allowsMultipleSelection: Bool
    /// The file system read.
    public let fileSystem: FileSystemBrowsing
    /// The folder shown.
    public private(set) var folder: FilePath
    /// Every entry of the folder, as read.
    public private(set) var allEntries: [FolderEntry] = []
    /// The entries shown, in order: hidden ones left out unless ``showsHiddenFiles``, files the filter
    /// refuses left out (folders stay), sorted by ``sortKey``.
    public private(set) var entries: [FolderEntry] = []
    /// Why the last folder could not be shown (it stays on the one before), or nil.
    public private(set) var errorMessage: String?
    /// The file-type filters; the first is chosen at first.
    public var filters: [FileFilter] { didSet { selectedFilterIndex = min(selectedFilterIndex, max(0, filters.count - 1)); refresh() } }
    /// Which filter applies.
    public var selectedFilterIndex = 0 { didSet { if selectedFilterIndex != oldValue { refresh() } } }
    /// Whether names starting with a dot are listed (Ctrl+H).
    public var showsHiddenFiles = false { didSet { if showsHiddenFiles != oldValue { refresh() } } }
    /// What the entries are sorted by.
    public var sortKey = SortKey.name { didSet { if sortKey != oldValue { refresh() } } }
    /// Whether the sort is ascending.
    public var ascending = true { didSet { if ascending != oldValue { refresh() } } }
    /// The rows of ``entries`` selected.
    public private(set) var selectedRows: [Int] = []
    /// Called after ``entries`` changed (a new folder, a filter, the sort, hidden files).
    public var onChange: (() -> Void)?

    /// A model for `mode` starting in `folder`, else in the folder last chosen from, else in `$HOME`.
    public init(mode: Mode, folder: FilePath? = nil, filters: [FileFilter] = [],
                allowsMultipleSelection: Bool = false, fileSystem: FileSystemBrowsing = LocalFileSystem()) {
        self.mode = mode
        self.fileSystem = fileSystem
        self.filters = filters
        self.allowsMultipleSelection = allowsMultipleSelection && mode == .open
        let home = FilePath(ProcessEnvironment.value("HOME") ?? "/")
        self.folder = home
        for candidate in [folder, FileBrowser.lastFolder, home, FilePath("/")] {
            if let candidate, open(candidate) { break }
        }
    }

    /// The filter that applies, if any.
    public var selectedFilter: FileFilter? { filters.indices.contains(selectedFilterIndex) ? filters[selectedFilterIndex] : nil }

    /// Shows `folder`. On failure (unreadable, missing, a loop of links) the dialog stays where it was and
    /// ``errorMessage`` says why; returns whether it moved.
    @discardableResult
    public func open(_ folder: FilePath) -> Bool {
        do {
            allEntries = try fileSystem.entries(in: folder)
            self.folder = folder
            errorMessage = nil
            refresh()
            return true
        } catch {
            errorMessage = error.description
            onChange?()
            return false
        }
    }

    /// Shows the folder holding this one (Backspace, Alt+Up); false at the root.
    @discardableResult
    public func goToParent() -> Bool {
        guard !folder.isRoot else { return false }
        return open(folder.parent)
    }

    /// Reads the folder again (after New Folder, or when told it changed); the selection follows the names.
    public func reload() {
        let names = selectedRows.map { entries[$0].name }
        if let fresh = try? fileSystem.entries(in: folder) { allEntries = fresh }
        refresh()
        select(rows: names.compactMap { n in entries.firstIndex { $0.name == n } })
    }

    /// Makes the folder `name` here and selects it; returns why not, or nil.
    public func makeFolder(named name: String) -> String? {
        let trimmed = name.trimmingBlanks
        guard !trimmed.isEmpty, !trimmed.contains("/"), trimmed != ".", trimmed != ".." else { return "That is not a folder name." }
        do { try fileSystem.makeFolder(at: folder.appending(trimmed)) } catch { return error.description }
        reload()
        if let row = entries.firstIndex(where: { $0.name == Array(trimmed.utf8) }) { select(rows: [row]) }
        return nil
    }

    /// Selects `rows` (one only unless multiple selection is allowed; rows past the end are ignored).
    public func select(rows: [Int]) {
        let valid = rows.filter { entries.indices.contains($0) }
        selectedRows = allowsMultipleSelection ? valid : Array(valid.prefix(1))
    }

    /// The full path of the entry at `row`.
    public func path(ofRow row: Int) -> FilePath { folder.appending(entries[row].name) }

    /// The user activated `row` (a double click, Return on it): a folder opens, a file is the answer
    /// (open), or the name to save as (save: replacing it asks first).
    public func activate(row: Int) -> FileDialogDecision {
        guard entries.indices.contains(row) else { return .refuse(.nothingSelected) }
        let entry = entries[row], path = path(ofRow: row)
        switch entry.kind {
        case .folder: return .openFolder(path)
        case .special, .brokenLink: return .refuse(.notARegularFile(path))
        case .file: return mode == .open ? .choose([path]) : .confirmOverwrite(path)
        }
    }

    /// The user confirmed (Return, the Open or Save button) with `typed` in the name field: the rules of
    /// ``FileDialogDecision``. Open with nothing typed takes the selected files.
    public func decide(typed: String) -> FileDialogDecision {
        let text = typed.trimmingBlanks
        if text.isEmpty {
            guard mode == .open else { return .refuse(.emptyName) }
            let rows = selectedRows.filter { entries[$0].kind == .file }
            if rows.count == 1, selectedRows.count == 1 { return activate(row: rows[0]) }
            if rows.isEmpty { return selectedRows.count == 1 ? activate(row: selectedRows[0]) : .refuse(.nothingSelected) }
            return .choose(rows.map(path(ofRow:)))
        }
        let path = resolve(text)
        let last = path.lastComponent
        if last.count > 255 { return .refuse(.nameTooLong) }
        switch fileSystem.kind(of: path) {
        case .folder?: return .openFolder(path)
        case .file?: return mode == .open ? .choose([path]) : .confirmOverwrite(path)
        case .special?, .brokenLink?: return .refuse(.notARegularFile(path))
        case nil:
            // A typed name ending in "/" names a folder that is not there.
            if text.hasSuffix("/") { return .refuse(.missingFolder(path)) }
            if mode == .open { return .refuse(.missingFile(path)) }
            let parent = path.parent
            guard fileSystem.kind(of: parent) == .folder else { return .refuse(.missingFolder(parent)) }
            return .choose([path])
        }
    }

    /// The chosen answer is final: remember the folder for the next dialog.
    public func remember(_ paths: [FilePath]) {
        if let first = paths.first { FileBrowser.lastFolder = first.parent }
    }

    /// `typed` as a path: absolute as it is, `~` for home, else inside ``folder``. A name equal to a
    /// listed entry's shown name is that entry's exact bytes (so a name that is not UTF-8 can be typed
    /// as it is shown and still mean that file).
    public func resolve(_ typed: String) -> FilePath {
        if let entry = allEntries.first(where: { $0.displayName == typed }) { return folder.appending(entry.name) }
        if typed == "~" || typed.hasPrefix("~/") {
            return FilePath((ProcessEnvironment.value("HOME") ?? "/") + typed.dropFirst())
        }
        if typed.hasPrefix("/") { return FilePath(typed) }
        var path = folder
        for part in typed.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": path = path.parent
            default: path = path.appending(String(part))
            }
        }
        return path
    }

    /// The entry at `row` of ``entries`` with its size and date, read now if the listing left them out
    /// (the table asks only for the rows it shows, so a folder of 50,000 names sorted by name stats a
    /// screenful, not 50,000). What is read is kept until the entries change.
    public func details(ofRow row: Int) -> FolderEntry {
        let entry = entries[row]
        if entry.hasDetails { return entry }
        let full = fileSystem.details(of: entry, in: folder)
        entries[row] = full
        return full
    }

    /// Reads every entry's size and date, once a sort needs them all (by size or by date).
    private func readAllDetails() {
        guard allEntries.contains(where: { !$0.hasDetails }) else { return }
        let fileSystem = self.fileSystem, folder = self.folder
        allEntries = allEntries.map { fileSystem.details(of: $0, in: folder) }
    }

    private func refresh() {
        if sortKey != .name { readAllDetails() }
        let filter = selectedFilter
        var shown = allEntries.filter { entry in
            (showsHiddenFiles || !entry.isHidden) && (entry.isFolder || filter?.matches(entry.name) ?? true)
        }
        FileBrowser.sort(&shown, by: sortKey, ascending: ascending)
        entries = shown
        selectedRows = []
        onChange?()
    }
}

extension String {
    var trimmingBlanks: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
