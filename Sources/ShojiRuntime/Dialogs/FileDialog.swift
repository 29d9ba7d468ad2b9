import Shoji
import ShojiAccessibility
import ShojiFiles

/// An open or save dialog an app awaits, as AppKit's `NSOpenPanel`/`NSSavePanel` and GTK 4's
/// `GtkFileDialog`: `let paths = await FileDialog(options: .init(mode: .save, suggestedName: "a.csv")).present(in: app)`
/// gives the chosen paths, or nil when the user cancelled. Shoji's own dialog is a real second X window,
/// transient for the app's main window (`_NET_WM_WINDOW_TYPE_DIALOG`), holding a `FileDialogView`; the
/// desktop's dialog through the file chooser portal when ``portal`` says so (see ``PortalUse``).
@MainActor
public final class FileDialog {
    /// When the desktop's own dialog (`org.freedesktop.portal.FileChooser`) is asked instead of Shoji's.
    /// Whichever answers, ``present(in:)`` looks the same; with no portal in time, Shoji's dialog opens.
    public enum PortalUse: Sendable, Equatable {
        /// Always Shoji's dialog.
        case never
        /// The portal's when the app runs in a sandbox (`/.flatpak-info` exists: Shoji's dialog could not
        /// see the user's files there), or when the user asks for it with `SHOJI_USE_PORTAL=1` (as
        /// `GTK_USE_PORTAL=1` does for GTK apps); else Shoji's.
        case whenSandboxed
        /// The portal's whenever one answers on the session bus.
        case whenAvailable
    }

    /// Whether the portal's dialog is used; `.whenSandboxed` by default.
    public var portal = PortalUse.whenSandboxed
    /// What the app asks for.
    public var options: FileDialogOptions
    /// The size of Shoji's dialog window, in points.
    public var size = Size(760, 500)
    /// The app's preview (see `FileDialogView.previewHandler`) and its view.
    public var previewHandler: ((FilePath?) -> Void)?
    /// The preview's view, shown right of the folder's table.
    public var previewView: View?
    /// The dialog's view while it is open (tests and the trace read it).
    public private(set) var view: FileDialogView?
    /// The dialog's window while it is open.
    public private(set) var window: TopLevelWindow?
    /// After ``present(in:)`` chose files: the filter the user left chosen (one of the options' filters),
    /// or nil when there are none or the portal did not say. An app saving "as" a type reads it, as
    /// `GtkFileChooser`'s `filter` property.
    public private(set) var selectedFilter: FileFilter?
    /// After ``present(in:)`` chose files: each of the options' choices, by id, with the value the user
    /// left (Shoji's own dialog, which does not show them yet, answers their first values).
    public private(set) var choiceValues: [String: String] = [:]

    /// A dialog for `options`.
    public init(options: FileDialogOptions) { self.options = options }

    /// Shows the dialog and returns the chosen paths when the user confirms, or nil when they cancel (Escape,
    /// Cancel, or closing the window).
    public func present(in application: Application) async -> [FilePath]? {
        choiceValues = Dictionary(options.choices.map { ($0.id, $0.selected) }, uniquingKeysWith: { a, _ in a })
        selectedFilter = options.filters.first
        if usesPortal {
            switch await FileChooserPortal.choose(portalRequest(in: application)) {
            case .chosen(let paths, let filter, let choices):
                if let filter, let known = options.filters.first(where: { $0.name == filter }) { selectedFilter = known }
                choiceValues.merge(choices) { _, answered in answered }
                // The next dialog, the portal's or Shoji's, starts where this one ended.
                if let first = paths.first { FileBrowser.lastFolder = first.parent }
                Trace.emit("filedialog.portal", ["answer": .string("chosen"), "path": .string(paths.first?.string ?? "")])
                return paths
            case .cancelled:
                Trace.emit("filedialog.portal", ["answer": .string("cancelled")])
                return nil
            case .unavailable:
                Trace.emit("filedialog.portal", ["answer": .string("unavailable")])
            }
        }
        return await presentOwnDialog(in: application)
    }

    private func presentOwnDialog(in application: Application) async -> [FilePath]? {
        await withCheckedContinuation { (continuation: CheckedContinuation<[FilePath]?, Never>) in
            var answered = false
            let answer: @MainActor ([FilePath]?) -> Void = { [weak self] paths in
                guard !answered else { return }
                answered = true
                let w = self?.window
                self?.window = nil
                self?.view = nil
                w?.close()
                continuation.resume(returning: paths)
            }
            let w = application.openWindow(title: options.title, size: size, kind: .dialog, name: "filedialog")
            let v = FileDialogView(options: options)
            v.previewHandler = previewHandler
            v.previewView = previewView
            v.onFinish = { [weak self, weak v] paths in
                self?.selectedFilter = v?.browser.selectedFilter
                answer(paths)
            }
            w.rootView = v
            w.onClose = { answer(nil) }
            window = w
            view = v
        }
    }
}
