import Shoji
import ShojiFiles

/// An open or save dialog an app awaits, as AppKit's `NSOpenPanel`/`NSSavePanel` and GTK 4's
/// `GtkFileDialog`: `let paths = await FileDialog(options: .init(mode: .save, suggestedName: "a.csv")).present(in: app)`
/// gives the chosen paths, or nil when the user cancelled. Shoji's own dialog is a real second X window,
/// transient for the app's main window (`_NET_WM_WINDOW_TYPE_DIALOG`), holding a `FileDialogView`.
@MainActor
public final class FileDialog {
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

    /// A dialog for `options`.
    public init(options: FileDialogOptions) { self.options = options }

    /// Shows the dialog and returns the chosen paths when the user confirms, or nil when they cancel (Escape,
    /// Cancel, or closing the window).
    public func present(in application: Application) async -> [FilePath]? {
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
            v.onFinish = { answer($0) }
            w.rootView = v
            w.onClose = { answer(nil) }
            window = w
            view = v
        }
    }
}
