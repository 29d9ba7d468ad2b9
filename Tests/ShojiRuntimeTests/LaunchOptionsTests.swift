import Shoji
@testable import ShojiRuntime
import Testing

/// The flags every Shoji program understands: what they set, and the one-line errors for bad ones.
struct LaunchOptionsTests {
    @Test func everyFlagSetsItsOption() throws {
        let o = try LaunchOptions.parse(["--headless", "--screenshot", "a.png", "--display", ":5", "--size", "800x600",
                                         "--scale", "2", "--time-scale", "0.1", "--assets", "art", "--trace", "-"])
        #expect(o.headless && o.screenshotPath == "a.png" && o.display == ":5")
        #expect(o.size == Size(800, 600) && o.scale == 2 && o.timeScale == 0.1)
        #expect(o.assetsDirectory == "art" && o.tracePath == "-")
    }

    @Test func flagsTakeTheirValueAfterAnEqualsSignToo() throws {
        let o = try LaunchOptions.parse(["--size=640x480", "--scale=1.5"])
        #expect(o.size == Size(640, 480) && o.scale == 1.5)
    }

    @Test func nothingGivenMeansTheDefaults() throws {
        #expect(try LaunchOptions.parse([String]()) == LaunchOptions())
    }

    @Test("Bad values are refused with what was expected", arguments: [
        (["--size", "big"], "--size needs WxH"), (["--size", "100x100"], "--size needs WxH"),
        (["--scale", "9"], "--scale needs a number from 0.5 to 4"), (["--time-scale", "0"], "--time-scale needs"),
        (["--screenshot"], "--screenshot needs a file path"), (["--headless"], "--headless needs --screenshot"),
        (["--scale", "nan"], "--scale needs a number from 0.5 to 4"), (["--time-scale", "1e-300"], "--time-scale needs a number from 0.01 to 10"),
        (["--time-scale", "inf"], "--time-scale needs"),
        (["--size", "8192x8192", "--scale", "4"], "--size needs a window that fits: 8192 × 8192 points at a scale of 4 is 32768 × 32768 pixels"),
    ])
    func badValues(arguments: [String], message: String) {
        #expect {
            try LaunchOptions.parse(arguments)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test func anUnknownFlagIsNamed() {
        #expect(throws: LaunchOptions.ParseError.unknownFlag("--colour")) { try LaunchOptions.parse(["--colour"]) }
        #expect(throws: LaunchOptions.ParseError.helpRequested) { try LaunchOptions.parse(["--size", "640x480", "-h"]) }
    }
}
