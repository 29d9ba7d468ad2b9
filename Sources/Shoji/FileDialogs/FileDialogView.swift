import ShojiFiles

/// Shoji's own open and save dialog, the content of a dialog window (AppKit's `NSOpenPanel` and
/// `NSSavePanel`, GTK's file chooser): places on the left (home, the XDG user folders, GTK's bookmarks,
/// mounted volumes), the folder's table (name, size, modified; click a header to sort), a name field with
/// completion, a file-type pop-up, New Folder, and the Cancel and Open/Save buttons. ``FileBrowser`` holds
/// the rules; this view shows them and turns keys and clicks into them.
///
/// Keys: Tab moves through the field, the places, the table, the filter and the buttons; Tab in the field
/// completes the typed name when it can (a shell's way), else moves on. Return confirms (a folder opens),
/// Escape cancels, Backspace outside the field and Alt+Up go to the parent folder, Ctrl+H shows or hides
/// hidden files, Ctrl+L puts the focus in the field. Saving over a file asks first, with an alert.
@MainActor
public final class FileDialogView: View, TableViewDataSource, TableViewDelegate {
    /// The model: folder, entries, selection, rules.
    public let browser: FileBrowser
    /// What the app asked for.
    public let options: FileDialogOptions
    /// Called once with the answer: the chosen paths, or nil when cancelled.
    public var onFinish: (([FilePath]?) -> Void)?
    /// The app's preview: told the selected file (nil when none or several) whenever the selection changes;
    /// put a view in ``previewView`` to have the dialog give it room on the right.
    public var previewHandler: ((FilePath?) -> Void)?
    /// The app's preview view, shown right of the table when set.
    public var previewView: View? {
        didSet { oldValue?.removeFromSuperview(); if let previewView { addSubview(previewView) }; setNeedsLayout() }
    }

    /// The name (save) or location (open) field.
    public let nameField = FileNameField(placeholder: nil)
    /// The folder's table.
    public let table = TableView()
    /// The places list (a one-column table).
    public let placesTable = TableView()
    /// The file-type pop-up (hidden without filters).
    public let filterButton: PopUpButton
    /// The default button (Open or Save).
    public let confirmButton: Button
    /// Cancel.
    public let cancelButton: Button
    /// New Folder.
    public let newFolderButton: Button
    /// Up to the parent folder.
    public let parentButton: Button
    /// The folder shown, as a path.
    public let pathLabel = Label("", style: .headline)
    /// Why the last action failed, under the field.
    public let messageLabel = Label("", style: .caption)
    /// The places offered.
    public private(set) var places: [Place]
    private let nameLabel: Label
    private var modal: GlobalModal?
    private var finished = false

    /// A dialog for `options` over `places` (`Places.current(fileSystem:)` by default), reading through
    /// `fileSystem`.
    public init(options: FileDialogOptions, places: [Place]? = nil, fileSystem: FileSystemBrowsing = LocalFileSystem()) {
        self.options = options
        browser = FileBrowser(mode: options.mode, folder: options.folder, filters: options.filters,
                              allowsMultipleSelection: options.allowsMultipleSelection, fileSystem: fileSystem)
        let s = options.strings
        // The system's places get the app's words; places the app gave keep the names it gave them.
        self.places = places ?? Places.current(fileSystem: fileSystem).map { p in
            switch p.kind {
            case .home: Place(name: s.home, path: p.path, kind: p.kind)
            case .root: Place(name: s.computer, path: p.path, kind: p.kind)
            default: p
            }
        }
        filterButton = PopUpButton(items: options.filters.isEmpty ? [FileFilter.allFiles.name] : options.filters.map(\.name))
        confirmButton = Button(options.prompt)
        cancelButton = Button(s.cancel)
        newFolderButton = Button(s.newFolder)
        parentButton = Button(s.parent)
        nameLabel = Label(options.mode == .save ? s.name : s.location)
        super.init(frame: .zero)
        identifier = "filedialog"
        accessibilityRole = .fileChooser
        accessibilityLabel = options.title
        backgroundColor = .systemBackground

        nameField.identifier = "filedialog.name"
        nameField.accessibilityLabel = nameLabel.text.trimmingCharacters(":")
        nameField.text = options.suggestedName
        nameField.completer = { [unowned self] in browser.complete($0) }
        nameField.shouldReturn = { [unowned self] _ in confirm(); return true }

        placesTable.identifier = "filedialog.places"
        placesTable.accessibilityLabel = s.places
        placesTable.columns = [TableColumn(identifier: "place", title: s.places, width: 150)]
        placesTable.headerHeight = 0
        placesTable.dataSource = self
        placesTable.tableDelegate = self

        table.identifier = "filedialog.table"
        table.columns = [TableColumn(identifier: FileBrowser.SortKey.name.rawValue, title: s.nameColumn, width: 200),
                         TableColumn(identifier: FileBrowser.SortKey.size.rawValue, title: s.sizeColumn, width: 90, alignment: .trailing),
                         TableColumn(identifier: FileBrowser.SortKey.modified.rawValue, title: s.modifiedColumn, width: 150)]
        table.selectionMode = browser.allowsMultipleSelection ? .multiple : .single
        table.sortDescriptors = [TableSortDescriptor(columnIdentifier: FileBrowser.SortKey.name.rawValue)]
        table.dataSource = self
        table.tableDelegate = self

        filterButton.identifier = "filedialog.filter"
        filterButton.isHidden = options.filters.count < 2
        filterButton.valueChanged = { [unowned self] p in browser.selectedFilterIndex = p.indexOfSelectedItem }
        confirmButton.identifier = "filedialog.confirm"
        confirmButton.primaryAction = { [unowned self] _ in confirm() }
        cancelButton.identifier = "filedialog.cancel"
        cancelButton.primaryAction = { [unowned self] _ in finish(nil) }
        newFolderButton.identifier = "filedialog.newfolder"
        newFolderButton.isHidden = options.mode == .open
        newFolderButton.primaryAction = { [unowned self] _ in newFolder() }
        parentButton.identifier = "filedialog.parent"
        parentButton.primaryAction = { [unowned self] _ in browser.goToParent() }
        messageLabel.textColor = Color.destructive

        browser.onChange = { [unowned self] in browserChanged() }
        for v in [pathLabel, parentButton, newFolderButton, placesTable, table, nameLabel, nameField, messageLabel,
                  filterButton, cancelButton, confirmButton] as [View] { addSubview(v) }
        browserChanged()
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if let window {
            _ = window.makeFirstResponder(nameField)
            // Save: the name without its extension is selected, ready to be typed over (GTK and AppKit do this).
            if options.mode == .save, let dot = nameField.text.lastIndex(of: "."), dot != nameField.text.startIndex {
                nameField.selectedRange = 0..<nameField.text[..<dot].unicodeScalars.count
            }
        }
    }

    // MARK: Answers

    /// Return or the default button: the field's text (or the selection) by ``FileBrowser/decide(typed:)``.
    public func confirm() {
        // Open with a selection and an untouched field takes the selection.
        act(on: browser.decide(typed: nameField.text))
    }

    private func act(on decision: FileDialogDecision) {
        messageLabel.text = ""
        switch decision {
        case .choose(let paths): finish(paths)
        case .openFolder(let path):
            // The typed text named the folder: it is used up once the folder is open (a name to save as stays).
            let typedFolder = !nameField.text.isEmpty && browser.resolve(nameField.text.trimmingBlanks) == path
            if browser.open(path), typedFolder || options.mode == .open { nameField.text = "" }
        case .confirmOverwrite(let path): askToReplace(path)
        case .refuse(let problem): messageLabel.text = problem.description; Trace.emit("filedialog.refused", ["why": .string(problem.description)])
        }
    }

    private func askToReplace(_ path: FilePath) {
        guard let screen = window?.screen else { return }
        let s = options.strings
        let name = String(decoding: path.lastComponent, as: UTF8.self)
        let alert = Alert(title: s.replaceTitle.replacingPlaceholder(with: name), message: s.replaceMessage)
        alert.identifier = "filedialog.replace"
        alert.addAction(AlertAction(title: s.cancel, style: .cancel, identifier: "filedialog.replace.cancel"))
        alert.addAction(AlertAction(title: s.replace, style: .destructive, identifier: "filedialog.replace.confirm") { [weak self] _ in
            self?.finish([path])
        })
        alert.preferredAction = alert.actions.last
        let modal = self.modal ?? GlobalModal(screen: screen, name: "filedialog.modal")
        self.modal = modal
        modal.present(alert, id: "filedialog.replace")
    }

    /// Ends the dialog with `paths` (nil: cancelled); the folder is remembered for the next one.
    public func finish(_ paths: [FilePath]?) {
        guard !finished else { return }
        finished = true
        if let paths { browser.remember(paths) }
        Trace.emit("filedialog.finished", ["count": .number(Double(paths?.count ?? -1)),
                                           "path": .string(paths?.first?.string ?? "")])
        onFinish?(paths)
    }

    private func newFolder() {
        let base = options.strings.untitledFolder
        var name = base, n = 2
        while browser.entries.contains(where: { $0.displayName == name }) { name = "\(base) \(n)"; n += 1 }
        if let error = browser.makeFolder(named: name) { messageLabel.text = error; return }
        if let row = browser.selectedRows.first { table.selectRowIndexes(IndexRangeSet(integer: row), scrollToVisible: true) }
    }

    private func browserChanged() {
        pathLabel.text = browser.folder.string
        messageLabel.text = browser.errorMessage ?? ""
        table.reloadData()
        Trace.emit("filedialog.folder", ["path": .string(browser.folder.string), "count": .number(Double(browser.entries.count))])
    }

    // MARK: Keys

    public override func keyDown(_ event: KeyEvent) -> Bool {
        let mods = event.modifiers
        switch event.key {
        case .escape where mods.isEmpty:
            finish(nil); return true
        case .character("h") where mods == .control:
            browser.showsHiddenFiles.toggle(); return true
        case .character("l") where mods == .control:
            _ = window?.makeFirstResponder(nameField); return true
        case .up where mods == .alt:
            browser.goToParent(); return true
        case .backspace where mods.isEmpty && window?.firstResponder !== nameField:
            browser.goToParent(); return true
        case .enter where mods.isEmpty:
            confirm(); return true
        default:
            return super.keyDown(event)
        }
    }

    // MARK: Table data

    public func numberOfRows(in tableView: TableView) -> Int {
        tableView === placesTable ? places.count : browser.entries.count
    }

    public func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        if tableView === placesTable { return places[row].name }
        let key = FileBrowser.SortKey(rawValue: column.identifier)
        // Size and date are read for the rows shown only (the listing leaves them out).
        let e = key == .name ? browser.entries[row] : browser.details(ofRow: row)
        switch key {
        case .name?: return e.displayName + (e.isFolder ? "/" : "")
        case .size?: return e.kind == .file ? FileDialogFormat.size(e.size, options.strings) : ""
        case .modified?: return e.kind == .brokenLink ? "" : FileDialogFormat.date(e.modified, utcOffset: options.utcOffset(e.modified), options.strings)
        case nil: return ""
        }
    }

    public func tableViewSelectionDidChange(_ tableView: TableView) {
        if tableView === placesTable {
            if let row = tableView.selectedRow { browser.open(places[row].path) }
            return
        }
        browser.select(rows: Array(tableView.selectedRowIndexes))
        let rows = browser.selectedRows
        // Save: a file clicked names the file to save over (GTK does this); open: the field follows too.
        if rows.count == 1, browser.entries[rows[0]].kind == .file {
            nameField.text = browser.entries[rows[0]].displayName
        }
        previewHandler?(rows.count == 1 && browser.entries[rows[0]].kind == .file ? browser.path(ofRow: rows[0]) : nil)
    }

    public func tableView(_ tableView: TableView, sortDescriptorsDidChange oldDescriptors: [TableSortDescriptor]) {
        guard let d = tableView.sortDescriptors.first, let key = FileBrowser.SortKey(rawValue: d.columnIdentifier) else { return }
        browser.sortKey = key
        browser.ascending = d.ascending
    }

    public func tableView(_ tableView: TableView, didActivateRow row: Int) {
        if tableView === placesTable { browser.open(places[row].path); return }
        let decision = browser.activate(row: row)
        if case .openFolder(let path) = decision { browser.open(path); return }
        act(on: decision)
    }

    // MARK: Layout

    /// The table width the name column was last fitted to.
    private var fittedTableWidth = -1.0

    public override func layoutSubviews() {
        let pad = 12.0, w = bounds.width, h = bounds.height
        let buttonW = 96.0, rowH = 32.0
        parentButton.frame = Rect(x: pad, y: pad, width: 56, height: rowH)
        let newW = newFolderButton.isHidden ? 0.0 : min(w / 3, max(120, newFolderButton.sizeThatFits(.zero).width + 16))
        newFolderButton.frame = Rect(x: w - pad - newW, y: pad, width: newW, height: rowH)
        pathLabel.frame = Rect(x: pad + 64, y: pad, width: max(0, w - 2 * pad - 64 - newW - 8), height: rowH)
        let bottomY = h - pad - rowH
        cancelButton.frame = Rect(x: w - pad - 2 * buttonW - 8, y: bottomY, width: buttonW, height: rowH)
        confirmButton.frame = Rect(x: w - pad - buttonW, y: bottomY, width: buttonW, height: rowH)
        filterButton.frame = Rect(x: pad, y: bottomY, width: min(220, max(0, w - 2 * buttonW - 3 * pad)), height: rowH)
        let fieldY = bottomY - 24 - rowH
        nameLabel.frame = Rect(x: pad, y: fieldY, width: 80, height: rowH)
        nameField.frame = Rect(x: pad + 84, y: fieldY, width: max(0, w - 2 * pad - 84), height: rowH)
        messageLabel.frame = Rect(x: pad + 84, y: fieldY + rowH + 2, width: max(0, w - 2 * pad - 84), height: 20)
        let top = pad + rowH + 8, bottom = fieldY - 8
        let placesW = min(170, w / 4)
        placesTable.frame = Rect(x: pad, y: top, width: placesW, height: max(0, bottom - top))
        let previewW = previewView == nil ? 0.0 : min(200, w / 4)
        table.frame = Rect(x: pad + placesW + 8, y: top, width: max(0, w - 2 * pad - placesW - 8 - (previewW > 0 ? previewW + 8 : 0)),
                           height: max(0, bottom - top))
        previewView?.frame = Rect(x: w - pad - previewW, y: top, width: previewW, height: max(0, bottom - top))
        fitNameColumn()
    }

    /// The name column takes the table's width less the size and date columns, as GTK's file chooser
    /// gives the name what is left: a small dialog cut the dates off at its edge. Done when the table's
    /// width changes, so a width the user dragged stays until the dialog is resized.
    private func fitNameColumn() {
        let width = table.bounds.width
        guard width != fittedTableWidth, let name = table.columns.first else { return }
        fittedTableWidth = width
        let others = table.columns.dropFirst().filter { !$0.isHidden }.reduce(0) { $0 + $1.width }
        // 12 points for the vertical scroller, so the last column is not drawn under it.
        name.width = name.clampedWidth(max(120, width - others - 12))
    }
}

/// The dialog's name field: Tab completes the typed name when the completion adds something, as a
/// shell does; otherwise Tab moves the focus on as usual.
@MainActor
public final class FileNameField: TextField {
    /// Gives the completion of the typed text (the dialog's model).
    public var completer: ((String) -> FileNameCompletion)?

    public override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .tab, event.modifiers.isEmpty, let completer, !text.isEmpty,
           selectedRange.upperBound == text.unicodeScalars.count {
            let c = completer(text)
            if c.text != text {
                text = c.text
                let end = text.unicodeScalars.count
                selectedRange = end..<end
                return true
            }
        }
        return super.keyDown(event)
    }
}

extension String {
    func trimmingCharacters(_ c: Character) -> String { String(filter { $0 != c }) }
    func replacingPlaceholder(with value: String) -> String {
        let parts = split(separator: "%@", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count == 2 ? parts[0] + value + parts[1] : self
    }
}
