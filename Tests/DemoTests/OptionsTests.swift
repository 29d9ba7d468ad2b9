import Testing
@testable import ShojiDemoKit

/// The demo's command line, read by hand: both spellings of a value, defaults, and one line for each
/// kind of mistake (the end-to-end tests check the exit status and the printed line).
@MainActor
@Suite("Demo options")
struct OptionsTests {
    @Test("`--flag value` and `--flag=value` read the same; unset flags keep their defaults")
    func spellings() throws {
        let a = try Options.parse(["--scene", "numberpad", "--size", "800x600", "--seed", "7", "--time-scale", "0.5"])
        let b = try Options.parse(["--scene=numberpad", "--size=800x600", "--seed=7", "--time-scale=0.5"])
        for o in [a, b] {
            #expect(o.scene == "numberpad" && o.windowSize == (800, 600) && o.seed == 7 && o.timeScale == 0.5)
            #expect(!o.headless && o.lang == "en" && o.scale == nil && o.trace == nil)
        }
        let d = try Options.parse([])
        #expect(d.windowSize == (1024, 720) && d.scene == nil && d.timeScale == 1)
    }

    @Test("--help and -h ask for the help text, which lists every flag")
    func help() {
        #expect(throws: Options.ParseError.helpRequested) { try Options.parse(["--help"]) }
        #expect(throws: Options.ParseError.helpRequested) { try Options.parse(["--scene", "basics", "-h"]) }
        for flag in ["--scene", "--list-scenes", "--size", "--trace", "--headless", "--screenshot", "--tour", "--tour-scenes",
                     "--lang", "--assets", "--display", "--time-scale", "--scale", "--record", "--replay", "--seed"] {
            #expect(Options.help.contains(flag + " "), "\(flag) is not in the help")
        }
    }

    @Test("Each mistake is one line that names the flag", arguments: [
        (["--bogus"], "unknown flag '--bogus'"),
        (["stray"], "unexpected argument 'stray'"),
        (["--scene"], "--scene needs a value"),
        (["--seed", "x"], "--seed needs a whole number"),
        (["--scale", "big"], "--scale needs a number"),
        (["--size", "12"], "--size must be WxH"),
        (["--lang", "fr"], "--lang must be en or ja"),
        (["--scene", "nope"], "unknown scene 'nope'"),
        (["--headless"], "--headless needs --screenshot"),
        (["--time-scale", "0"], "--time-scale must be from 0.01 to 10"),
        (["--time-scale", "1e-300"], "--time-scale must be from 0.01 to 10"),
        (["--scale", "nan"], "--scale needs a number, not 'nan'"),
        (["--scale", "1e300"], "--scale must be from 0.5 to 4"),
        (["--size", "8192x8192", "--scale", "4"], "--size 8192x8192 at --scale 4: 8192 × 8192 points at a scale of 4 is 32768 × 32768 pixels"),
        (["--size", "8000x8000", "--scale", "2"], "--size 8000x8000 at --scale 2: 8000 × 8000 points at a scale of 2 is 16000 × 16000 pixels"),
        (["--size", "99999999999999999999x600"], "--size must be WxH"),
        (["--tour", "t", "--tour-scenes", ",,,"], "--tour-scenes needs at least one scene name"),
        (["--tour", "t", "--tour-scenes", " , "], "--tour-scenes needs at least one scene name"),
        (["--record", "r.jsonl", "--headless", "--tour", "t"], "--record needs a live X session"),
    ])
    func mistakes(arguments: [String], says expected: String) {
        do {
            _ = try Options.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            guard case .invalid(let line) = error else { Issue.record("\(arguments) asked for help"); return }
            #expect(line.hasPrefix(expected), "\(line)")
            #expect(!line.contains("\n"))
        }
    }
}
