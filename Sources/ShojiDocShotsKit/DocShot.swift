import Shoji
import ShojiCairo
import ShojiFiles

/// One picture the documentation shows: its file name, its size in points, and the code that builds the
/// views and brings them into the state shown.
public struct DocShot: Sendable {
    /// The image's name as an article writes it (`![…](name.png)`); the file is `name@2x.png`.
    public let name: String
    /// The picture's size in points.
    public let size: Size
    /// The stage's background.
    public let background: Color
    /// Builds the picture on a fresh stage.
    public let build: @MainActor @Sendable (Stage) -> Void

    /// A picture `size` points large named `name`, built by `build`.
    public init(_ name: String, _ size: Size, background: Color = Color(white: 0.96),
                build: @escaping @MainActor @Sendable (Stage) -> Void) {
        self.name = name
        self.size = size
        self.background = background
        self.build = build
    }

    /// The file the picture is written to.
    public var fileName: String { "\(name)@2x.png" }

    /// Builds the picture on a new stage and draws it at `scale`.
    @MainActor
    public func render(scale: Double = 2) -> CairoSurface {
        let stage = Stage(size: size, scale: scale, background: background)
        build(stage)
        stage.settle(0)
        return stage.render()
    }
}

/// Every picture the documentation names.
public enum DocShots {
    /// The pictures of the pattern articles, of each widget's page and of the widget gallery, in that order.
    @MainActor
    public static var all: [DocShot] { patterns + widgets + Gallery.shots(.english) + Gallery.shots(.japanese) }

    /// Makes text real: Pango lays it out, as in an application.
    @MainActor
    public static func prepareText() {
        if !(Typesetter.current is PangoTextSystem) { Typesetter.current = PangoTextSystem() }
    }

    /// Renders every picture into `directory` (which must exist) as `name@2x.png`; returns the file names.
    /// - Throws: `FileError` when a file cannot be written.
    @MainActor
    public static func write(_ shots: [DocShot], to directory: String) throws(FileError) -> [String] {
        prepareText()
        var written: [String] = []
        for shot in shots {
            try shot.render().writePNG(to: "\(directory)/\(shot.fileName)")
            written.append(shot.fileName)
        }
        return written
    }
}
