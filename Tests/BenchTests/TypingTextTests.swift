import Foundation
import Testing
@testable import ShojiBenchKit

/// The typing rows compare like with like: for every kind of text, `shoji-bench-textview`, GTK 3's
/// `text_gtk3` (when `make bench-peers` has built it) and Tk's `text.tcl` (when wish is installed) hold byte
/// for byte the same text, the caret at the same offset, aligned alike (each prints it with
/// `SHOJI_BENCH_DUMP=1`). A peer holding other text would make its row measure something else. (Not on the
/// main actor: it only runs programs, and waiting there behind the text suites made it miss its limit.)
struct TypingTextTests {
    @Test(.timeLimit(.minutes(3)))
    func everyProgramHoldsTheSameText() throws {
        let config = BenchConfig.smoke(root: BenchSmokeTests.root)
        try #require(FileManager.default.isExecutableFile(atPath: config.textViewPath), "no \(config.textViewPath): swift build makes it")
        let x = try XvfbServer(width: 640, height: 480)
        var peers: [(name: String, command: [String])] = []
        let gtk3 = config.peersDirectory + "/text_gtk3"
        if FileManager.default.isExecutableFile(atPath: gtk3) { peers.append(("GTK 3", [gtk3])) }
        if let wish = ["/usr/bin/wish", "/usr/bin/wish8.6"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            peers.append(("Tk", [wish, config.root + "/bench/peers/text.tcl"]))
        }
        func held(_ command: [String], _ environment: [String: String]) throws -> String {
            let out = try Scratch.unique("typing-text", suffix: ".txt")
            defer { try? FileManager.default.removeItem(atPath: out) }
            let env = environment.merging(["DISPLAY": x.display, "SHOJI_BENCH_DUMP": "1", "NO_AT_BRIDGE": "1", "GDK_BACKEND": "x11"]) { $1 }
            let p = try ChildProcess(command[0], Array(command.dropFirst()), environment: env, stdout: out)
            let status = p.wait(timeout: 60)
            try #require(status == 0, "\(command[0]) exited \(status.map(String.init) ?? "late")")
            return String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self)
        }
        let head = TypingText(name: "head", summary: "3 lines starting in Japanese, right-aligned",
                              environment: ["SHOJI_BENCH_LINES": "3", "SHOJI_BENCH_HEAD": "い", "SHOJI_BENCH_ALIGN": "right"])
        for text in [TypingText.ascii(30)] + TypingText.others(lines: 30, paragraphs: 4) + [.longLine, head] {
            let mine = try held([config.textViewPath], text.environment)
            // Shoji's own text is what the kind says: its tail on every line, its alignment, its caret.
            let align = text.environment["SHOJI_BENCH_ALIGN"] ?? "left"
            let caret = text.environment["SHOJI_BENCH_HEAD"] == nil ? 0 : 1
            #expect(mine.hasSuffix("\n--caret \(caret) align \(align)\n"), "\(text.summary): \(mine.suffix(40))")
            if let tail = text.environment["SHOJI_BENCH_TAIL"] {
                #expect(mine.components(separatedBy: tail + "\n").count == 31, "\(text.summary): the tail not on every line")
            }
            for peer in peers {
                let theirs = try held(peer.command, text.environment)
                #expect(theirs == mine, "\(peer.name) holds other text than Shoji's for \(text.summary) (\(theirs.utf8.count) bytes against \(mine.utf8.count))")
            }
        }
    }
}
