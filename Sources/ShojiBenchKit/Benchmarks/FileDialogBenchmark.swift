import Glibc
import Shoji
import ShojiCairo
import ShojiFiles

extension Benchmark {
    /// Issue 40's point 4: a folder of 50,000 files opened in the save dialog to its first frame, in
    /// process and headless as the other in-process rows: the folder listed (`readdir`, kinds from `d_type`;
    /// sizes and dates `fstatat`'d for the rows drawn only),
    /// filtered and sorted by name, the `FileDialogView` made, laid out and drawn into a Cairo back
    /// buffer the dialog window's size. The reference is the listing alone in the same run, so the row
    /// says how much of the cost is the file system's and how much the dialog's. The folder is made
    /// once, untimed; every sample reads it from the kernel's warm caches, as a second visit does.
    public static let fileDialog = Benchmark(
        name: "filedialog",
        summary: "a folder of 50,000 files opened in the save dialog to its first frame (listed, sorted, laid out, drawn)"
    ) { ctx in
        let count = ctx.config.fileDialogFiles
        let folder = try makeFolder(files: count)
        let size = Size(760, 500)  // FileDialog's window
        let surface = CairoSurface(width: Int(size.width), height: Int(size.height))
        let canvas = CairoCanvas(surface: surface)
        var shown = 0
        let first = Measurement {
            let screen = Screen(size: size, clock: ManualClock())
            let window = Window(screen: screen, name: "filedialog")
            let options = FileDialogOptions(mode: .save, folder: folder, suggestedName: "tasks.txt",
                                            filters: [FileFilter(name: "Text", patterns: ["*.txt"]), .allFiles])
            let view = FileDialogView(options: options)
            window.rootView = view
            window.makeKeyAndVisible()
            screen.update(into: canvas)
            surface.flush()
            shown = view.browser.entries.count
        }
        let listing = Measurement { _ = try? LocalFileSystem().entries(in: folder) }
        let t = ctx.timing.compare([first, listing]).map(\.milliseconds)
        return [BenchResult("filedialog.firstFrame.\(count)", t[0], "ms",
                            reference: Reference("the folder listed alone, as the dialog lists it (readdir)", t[1]),
                            target: .below(150),
                            note: "\(count) files, \(shown) shown (*.txt), sorted by name, 760×500, warm caches")]
    }

    /// A folder of `files` empty files in the run's private scratch folder: names as a camera or an export
    /// makes them, "IMG_00042.txt", so that the numeric sort and the filter have work to do.
    private static func makeFolder(files: Int) throws -> FilePath {
        let path = try Scratch.makeFolder("filedialog")
        for i in 0..<files {
            let name = path + "/IMG_" + String(i).leftPadded(to: 5) + ".txt"
            let fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard fd >= 0 else { throw FileError("create", path: name, code: errno) }
            close(fd)
        }
        return FilePath(path)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
