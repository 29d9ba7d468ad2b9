import ShojiFiles

/// What the file dialog does with a name the user typed and confirmed (Return or the default button).
public enum FileDialogDecision: Equatable, Sendable {
    /// Done: these files are the answer.
    case choose([FilePath])
    /// The file exists: ask before replacing it (save only), then choose it.
    case confirmOverwrite(FilePath)
    /// The name is a folder: go into it, as GTK and AppKit do, rather than choose it.
    case openFolder(FilePath)
    /// The name cannot be used; the dialog says why and stays.
    case refuse(FileDialogProblem)
}

/// Why a typed name cannot be used, in words the dialog shows.
public enum FileDialogProblem: Equatable, Sendable, CustomStringConvertible {
    /// Nothing was typed (or only spaces).
    case emptyName
    /// The folder the name would go in does not exist.
    case missingFolder(FilePath)
    /// The name is longer than a file name may be (255 bytes).
    case nameTooLong
    /// Open: nothing of that name exists.
    case missingFile(FilePath)
    /// A device, FIFO or socket, or a broken link: not a file to open or replace.
    case notARegularFile(FilePath)
    /// Nothing is selected and nothing typed.
    case nothingSelected

    public var description: String {
        switch self {
        case .emptyName: "Type a name for the file."
        case .missingFolder(let p): "The folder “\(p.string)” does not exist."
        case .nameTooLong: "The name is too long."
        case .missingFile(let p): "“\(String(decoding: p.lastComponent, as: UTF8.self))” does not exist."
        case .notARegularFile(let p): "“\(String(decoding: p.lastComponent, as: UTF8.self))” is not a file."
        case .nothingSelected: "Select a file."
        }
    }
}
