import Glibc
import Shoji
import ShojiRuntime

/// The command line, exactly as DESIGN.md's automation interface describes. Read by hand, as the
/// runtime's `LaunchOptions` is: ArgumentParser's reflection took 1.5–4 ms of every start-up and
/// pulled a library into the program that nothing else needs (BENCHMARKS.md).
struct Options {
    var scene: String?
    var listScenes = false
    var size = "1024x720"
    var trace: String?
    var headless = false
    var screenshot: String?
    var tour: String?
    var tourScenes: String?
    var lang = "en"
    var appearance: String?
    var assets: String?
    var display: String?
    var timeScale = 1.0
    var scale: Double?
    var record: String?
    var replay: String?
    var seed: UInt64?

    /// `--help`, or a line saying what is wrong (printed as `shoji-demo: <line> (shoji-demo --help …)`).
    enum ParseError: Error, Equatable {
        case helpRequested
        case invalid(String)
    }

    static let help = """
        The Shoji demonstrator: classic iOS interaction patterns on X11.

        USAGE: shoji-demo [options]

        OPTIONS:
          --scene NAME          start on this scene (see --list-scenes)
          --list-scenes         print the scene names, one a line, and exit
          --size WxH            window size in pixels (default: 1024x720)
          --trace PATH          write JSON Lines of what happens to PATH ('-' = stdout)
          --headless            no X server: render in memory (with --screenshot, --tour or --replay)
          --screenshot PATH     when the scene has settled, write a PNG of the window and exit
          --tour DIR            write DIR/<scene>.png for every scene and exit
          --tour-scenes LIST    with --tour: only these scenes, comma-separated
          --lang en|ja          user-visible strings (default: en)
          --appearance A        system, light, dark, contrast, light-contrast or dark-contrast (default: system)
          --assets DIR          the assets folder (default: $SHOJI_ASSETS, else ./assets)
          --display NAME        the X display (default: $DISPLAY)
          --time-scale F        run every animation and timer at this speed, 0.01 to 10 (0.1 = ten times slower; F2 toggles)
          --scale S             device pixels per point, 0.5 to 4 (default: Xft.dpi / 96, else 1)
          --record FILE         write every input event to FILE (JSON Lines) for --replay
          --replay FILE         feed the input events of a --record file back, then exit
          --seed N              seed for anything random in the scenes (recorded with --record)
          -h, --help            print this and exit

        Exit status: 0 ok, 1 the X server went away, 2 bad arguments, 3 no X display, 4 an output failed.
        """

    /// Reads `arguments` (the command line without the program's name); `--flag=value` is the same as
    /// `--flag value`.
    static func parse(_ arguments: [String]) throws(ParseError) -> Options {
        var o = Options()
        var rest = arguments[...]
        while let arg = rest.popFirst() {
            var flag = arg, inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                flag = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            func value() throws(ParseError) -> String {
                if let inline { return inline }
                guard let v = rest.popFirst() else { throw .invalid("\(flag) needs a value") }
                return v
            }
            func number(_ text: String) throws(ParseError) -> Double {
                guard let v = Double(text), v.isFinite else { throw .invalid("\(flag) needs a number, not '\(text)'") }
                return v
            }
            switch flag {
            case "-h", "--help": throw .helpRequested
            case "--scene": o.scene = try value()
            case "--list-scenes": o.listScenes = true
            case "--size": o.size = try value()
            case "--trace": o.trace = try value()
            case "--headless": o.headless = true
            case "--screenshot": o.screenshot = try value()
            case "--tour": o.tour = try value()
            case "--tour-scenes": o.tourScenes = try value()
            case "--lang": o.lang = try value()
            case "--appearance": o.appearance = try value()
            case "--assets": o.assets = try value()
            case "--display": o.display = try value()
            case "--time-scale": o.timeScale = try number(try value())
            case "--scale": o.scale = try number(try value())
            case "--record": o.record = try value()
            case "--replay": o.replay = try value()
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else { throw .invalid("--seed needs a whole number from 0 to \(UInt64.max), not '\(text)'") }
                o.seed = seed
            default:
                throw .invalid(arg.hasPrefix("-") ? "unknown flag '\(arg)'" : "unexpected argument '\(arg)'")
            }
        }
        try o.validate()
        return o
    }

    /// Parsed `--size`.
    var windowSize: (width: Int, height: Int) {
        let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
        return (parts[0], parts[1])
    }

    var language: Language { Language(rawValue: lang) ?? .en }

    /// The scenes a tour visits, in sidebar order.
    var tourSceneNames: [String] {
        guard let list = tourScenes else { return SceneCatalog.names }
        let wanted = list.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        return SceneCatalog.names.filter(wanted.contains) + wanted.filter { !SceneCatalog.names.contains($0) }
    }

    func validate() throws(ParseError) {
        let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let minimum = DemoDelegate.minimumSize, largest = Int(Limits.windowPointSide)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (Int(minimum.width)...largest).contains(w), (Int(minimum.height)...largest).contains(h) else {
            throw .invalid("--size must be WxH with a width of \(Int(minimum.width))…\(largest) and a height of \(Int(minimum.height))…\(largest), e.g. 1024x720")
        }
        guard Language(rawValue: lang) != nil else { throw .invalid("--lang must be en or ja") }
        if let appearance, LaunchOptions.parseAppearance(appearance) == nil {
            throw .invalid("--appearance must be system, light, dark, contrast, light-contrast or dark-contrast")
        }
        if headless && screenshot == nil && tour == nil && replay == nil && !listScenes {
            throw .invalid("--headless needs --screenshot PATH, --tour DIR or --replay FILE")
        }
        guard Limits.timeScale.contains(timeScale) else {
            throw .invalid("--time-scale must be from \(Limits.timeScale.lowerBound) to \(Int(Limits.timeScale.upperBound))")
        }
        if let scale, !Limits.scale.contains(scale) {
            throw .invalid("--scale must be from \(Limits.scale.lowerBound) to \(Int(Limits.scale.upperBound))")
        }
        // The size and the scale are each fine; together they must still make a window X and Cairo can hold.
        // (Without --scale, the desktop's scale is only known under X: the runtime checks it there.)
        if let problem = Limits.windowSizeProblem(Size(Double(w), Double(h)), scale: scale ?? 1) {
            throw .invalid("--size \(w)x\(h)\(scale.map { " at --scale \(Self.plain($0))" } ?? ""): \(problem)")
        }
        if record != nil && (headless || replay != nil) { throw .invalid("--record needs a live X session (not --headless or --replay)") }
        if tourScenes != nil && tourSceneNames.isEmpty {
            throw .invalid("--tour-scenes needs at least one scene name, comma-separated; --list-scenes prints the names")
        }
        for name in tourSceneNames where !SceneCatalog.names.contains(name) {
            throw .invalid("unknown scene '\(name)' in --tour-scenes; --list-scenes prints the names")
        }
        if let scene, !SceneCatalog.names.contains(scene) {
            throw .invalid("unknown scene '\(scene)'; --list-scenes prints the names")
        }
    }

    /// A number as it was most likely typed: 4, not 4.0.
    static func plain(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x) }
}
