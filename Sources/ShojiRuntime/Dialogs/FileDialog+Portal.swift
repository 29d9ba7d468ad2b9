import Shoji
import ShojiAccessibility
import ShojiFiles

extension FileDialog {
    /// Whether to ask the portal first, by ``portal`` and the environment.
    var usesPortal: Bool {
        switch portal {
        case .never: false
        case .whenAvailable: true
        case .whenSandboxed: Self.isSandboxed || ProcessEnvironment.value("SHOJI_USE_PORTAL") == "1"
        }
    }

    /// Whether the program runs in a Flatpak sandbox, whose file system hides the user's files from it.
    static var isSandboxed: Bool { LocalFileSystem().kind(of: FilePath("/.flatpak-info")) != nil }

    /// Where the portal's dialog starts, as Shoji's own would: the app's folder, else the one last chosen
    /// from (in either dialog), else home (GTK's back end otherwise opens at its own working folder, `/`).
    var startFolder: FilePath? {
        options.folder ?? FileBrowser.lastFolder ?? ProcessEnvironment.value("HOME").map { FilePath($0) }
    }

    /// The options as the portal takes them, modal for the app's main window (its `portalParentIdentifier`).
    func portalRequest(in application: Application) -> FileChooserPortalRequest {
        let parent = application.host?.portalParentIdentifier ?? ""
        return FileChooserPortalRequest(mode: options.mode, title: options.title, acceptLabel: options.prompt,
                                        allowsMultipleSelection: options.allowsMultipleSelection,
                                        folder: startFolder, suggestedName: options.suggestedName,
                                        filters: options.filters, choices: options.choices, parentWindow: parent)
    }
}
