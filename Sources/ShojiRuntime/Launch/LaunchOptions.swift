import Shoji

/// The flags every Shoji program understands, read from its command line by `Application.main`.
///
/// A program with flags of its own parses them itself and hands the runtime a `LaunchOptions` it filled in
/// (the demo does this).
public struct LaunchOptions: Sendable, Equatable {
    /// No X server: build the UI on a manual clock and render in memory (with `screenshotPath`).
    public var headless = false
    /// When the UI has settled (no animation running), write a PNG of the window here and exit.
    public var screenshotPath: String?
    /// The X display to open (`nil`: `$DISPLAY`).
    public var display: String?
    /// The window's size in points (`nil`: the configuration's).
    public var size: Size?
    /// Device pixels per point (`nil`: `Xft.dpi` / 96 from the X resources, else 1).
    public var scale: Double?
    /// Every animation and timer runs at this speed (0.1: ten times slower).
    public var timeScale = 1.0
    /// The assets folder (`nil`: `$SHOJI_ASSETS`, else `./assets`, else the configuration's).
    public var assetsDirectory: String?
    /// Write JSON Lines of what happens here (`-`: standard output).
    public var tracePath: String?
    /// The appearance to force (`nil`: the desktop's); see ``parseAppearance(_:)``.
    public var appearance: AppearancePreference?

    /// Options with every flag at its default.
    public init() {}

    /// What went wrong on the command line, or a request for help.
    public enum ParseError: Error, Equatable, CustomStringConvertible {
        /// `--help` or `-h`: print `LaunchOptions.usage` and exit 0.
        case helpRequested
        /// A flag this program does not know.
        case unknownFlag(String)
        /// A flag with a missing or unusable value; the text says what is expected.
        case badValue(flag: String, expected: String)

        public var description: String {
            switch self {
            case .helpRequested: return "help requested"
            case .unknownFlag(let f): return "unknown flag '\(f)' (--help lists the flags)"
            case .badValue(let f, let expected): return "\(f) needs \(expected)"
            }
        }
    }

    /// The flags and what they do, one a line.
    public static let usage = """
        --headless            no X server: render in memory (with --screenshot)
        --screenshot PATH     when the window has settled, write a PNG of it and exit
        --display NAME        the X display (default: $DISPLAY)
        --size WxH            the window's size in points, e.g. 640x480
        --scale S             device pixels per point, 0.5 to 4 (default: Xft.dpi / 96)
        --time-scale F        run animations and timers at this speed, 0.01 to 10 (0.1 = ten times slower)
        --assets DIR          the assets folder (default: $SHOJI_ASSETS, else ./assets)
        --trace PATH          write JSON Lines of what happens to PATH ('-' = standard output)
        --appearance A        system, light, dark, contrast, light-contrast or dark-contrast (default: system)
        --help                print this and exit
      """

    /// Reads the flags in `arguments` (the command line without the program's name).
    /// - Throws: `ParseError` for a flag it does not know or a value it cannot use.
    public static func parse<S: Sequence>(_ arguments: S) throws(ParseError) -> LaunchOptions where S.Element == String {
        var options = LaunchOptions()
        var rest = Array(arguments)[...]
        while let arg = rest.popFirst() {
            // `--flag=value` is the same as `--flag value`.
            var flag = arg, inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                flag = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            func value(_ expected: String) throws(ParseError) -> String {
                if let inline { return inline }
                guard let v = rest.popFirst() else { throw .badValue(flag: flag, expected: expected) }
                return v
            }
            switch flag {
            case "--help", "-h": throw .helpRequested
            case "--headless": options.headless = true
            case "--screenshot": options.screenshotPath = try value("a file path")
            case "--display": options.display = try value("a display name, e.g. :0")
            case "--assets": options.assetsDirectory = try value("a folder")
            case "--trace": options.tracePath = try value("a file path, or - for standard output")
            case "--appearance":
                let expected = "system, light, dark, contrast, light-contrast or dark-contrast"
                guard let a = parseAppearance(try value(expected)) else { throw .badValue(flag: flag, expected: expected) }
                options.appearance = a
            case "--size":
                let largest = Int(Limits.windowPointSide)
                let expected = "WxH with a width of 160…\(largest) and a height of 120…\(largest), e.g. 640x480"
                guard let size = parseSize(try value(expected)) else { throw .badValue(flag: flag, expected: expected) }
                options.size = size
            case "--scale":
                let expected = "a number from \(Limits.scale.lowerBound) to \(Int(Limits.scale.upperBound))"
                guard let s = Double(try value(expected)), Limits.scale.contains(s) else { throw .badValue(flag: flag, expected: expected) }
                options.scale = s
            case "--time-scale":
                let expected = "a number from \(Limits.timeScale.lowerBound) to \(Int(Limits.timeScale.upperBound))"
                guard let f = Double(try value(expected)), Limits.timeScale.contains(f) else { throw .badValue(flag: flag, expected: expected) }
                options.timeScale = f
            default: throw .unknownFlag(arg)
            }
        }
        if options.headless && options.screenshotPath == nil {
            throw .badValue(flag: "--headless", expected: "--screenshot PATH (nothing would be seen otherwise)")
        }
        if let size = options.size, let problem = Limits.windowSizeProblem(size, scale: options.scale ?? 1) {
            throw .badValue(flag: "--size", expected: "a window that fits: \(problem)")
        }
        return options
    }

    /// `--appearance`'s words as a preference: `system` follows the desktop, `light` and `dark` force the
    /// scheme, `contrast` forces increased contrast, `light-contrast` and `dark-contrast` both.
    public static func parseAppearance(_ text: String) -> AppearancePreference? {
        switch text.lowercased() {
        case "system": return .system
        case "light": return .light
        case "dark": return .dark
        case "contrast": return AppearancePreference(contrast: .increased)
        case "light-contrast": return AppearancePreference(colorScheme: .light, contrast: .increased)
        case "dark-contrast": return AppearancePreference(colorScheme: .dark, contrast: .increased)
        default: return nil
        }
    }

    /// "1024x720" as a size in points, within the sizes a window can have (`Limits.windowPointSide`).
    public static func parseSize(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let largest = Int(Limits.windowPointSide)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (160...largest).contains(w), (120...largest).contains(h) else { return nil }
        return Size(Double(w), Double(h))
    }
}
