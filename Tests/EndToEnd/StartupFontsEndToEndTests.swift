import Foundation
import Testing

/// The demo's first screen shows Japanese only in regular weight (the Basics scene's line), so its start
/// maps no bold CJK face. Its title bar's first text, "Network…", a bold caption with a character the
/// mixed-script model does not take, once made that style's Japanese runs and mapped 2.8 MB of
/// NotoSansCJK-Bold before the first frame (BENCHMARKS.md, issue 41 point 3).
@Suite("Start-up fonts, end to end", .serialized)
struct StartupFontsEndToEndTests {
    @Test("The first screen, settled, has mapped no bold CJK face")
    func noBoldCJKFace() throws {
        let bold = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
        try #require(FileManager.default.fileExists(atPath: bold), "\(bold) is not installed: the check would prove nothing")
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x)
        try demo.waitForSettledFrame(since: 0)
        let mapped = try mappedPaths(demo.process.processIdentifier)
        #expect(mapped.contains { $0.hasSuffix("DejaVuSans-Bold.ttf") }, "the bold caption's Latin face is mapped")
        #expect(!mapped.contains { $0.contains("CJK") && $0.contains("Bold") }, "\(mapped.filter { $0.contains("CJK") })")
    }

    /// The files mapped into process `pid`, by path.
    func mappedPaths(_ pid: Int32) throws -> Set<String> {
        // Read to the end: /proc says its files are empty, and a read sized by that stops after a page.
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/maps"))
        defer { try? handle.close() }
        let maps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        return Set(maps.split(separator: "\n").compactMap { line in line.firstIndex(of: "/").map { String(line[$0...]) } })
    }
}
