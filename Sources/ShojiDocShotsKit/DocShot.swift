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
    /// The appearance it is drawn in (light unless it is a dark variant).
    public var appearance = AppearancePreference.light

    /// A picture `size` points large named `name`, built by `build`.
    public init(_ name: String, _ size: Size, background: Color = Stage.defaultBackground,
                build: @escaping @MainActor @Sendable (Stage) -> Void) {
        self.name = name
        self.size = size
        self.background = background
        self.build = build
    }

    /// The same picture in the dark, named `name-dark`.
    public var dark: DocShot {
        var shot = DocShot(name + "-dark", size, background: background, build: build)
        shot.appearance = .dark
        return shot
    }

    /// The file the picture is written to.
    public var fileName: String { "\(name)@2x.png" }

    /// Builds the picture on a new stage and draws it at `scale`, in `appearance` (light unless told).
    @MainActor
    public func render(scale: Double = 2, appearance: AppearancePreference? = nil) -> CairoSurface {
        let stage = Stage(size: size, scale: scale, background: background)
        stage.screen.appearancePreference = appearance ?? self.appearance
        build(stage)
        stage.settle(0)
        return stage.render()
    }
}

/// Every picture the documentation names.
public enum DocShots {
    /// The pictures of the pattern articles, of each widget's page and of the widget gallery (in English also
    /// in the dark, `-dark`), in that order; then the pattern articles' and the widget pages' in the dark,
    /// which each article shows beside its light one.
    @MainActor
    public static var all: [DocShot] {
        let english = Gallery.shots(.english)
        return patterns + widgets + english + Gallery.shots(.japanese) + english.map(\.dark)
            + patterns.map(\.dark) + widgets.map(\.dark)
    }

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
