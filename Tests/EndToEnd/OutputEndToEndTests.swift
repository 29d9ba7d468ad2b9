import Foundation
import Testing

/// Every file the demo writes: a link planted at the path is not followed, and output that cannot be
/// written (a full device, a removed folder, a file where a folder goes, /proc) is one line on stderr
/// naming the file and the reason, and exit status 4 when the output was the point of the run.
@Suite("Output files, end to end", .serialized)
struct OutputEndToEndTests {
    final class Dir {
        let path = NSTemporaryDirectory() + "shoji-out-\(UUID().uuidString)"
        init() { try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        subscript(name: String) -> String { path + "/" + name }
        /// A file with known content, and a link to it at `name`.
        func plant(_ name: String) throws -> String {
            let victim = self["victim-\(name.replacingOccurrences(of: "/", with: "-"))"]
            try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: self[name], withDestinationPath: victim)
            return victim
        }
    }

    static func untouched(_ victim: String) -> Bool { (try? String(contentsOfFile: victim, encoding: .utf8)) == "precious\n" }

    static func oneLine(_ r: (status: Int32, stdout: String, stderr: String), _ mention: String) -> Bool {
        let lines = r.stderr.split(separator: "\n")
        return lines.count == 1 && lines[0].hasPrefix("shoji-demo: cannot ") && lines[0].contains(mention)
            && !r.stderr.contains("Error(") && !r.stderr.contains("Code=")
    }

    @Test("Headless: a planted link at the screenshot, the trace or a tour picture is refused and its target untouched")
    func plantedLinksHeadless() throws {
        let d = Dir()
        let shot = try d.plant("shot.png")
        var r = try runDemo(["--headless", "--screenshot", d["shot.png"], "--assets", E2E.assetsPath])
        #expect(r.status == 4 && Self.oneLine(r, d["shot.png"] + ": it is a symbolic link"), "\(r.stderr)")
        let trace = try d.plant("trace.jsonl")
        r = try runDemo(["--headless", "--screenshot", d["ok.png"], "--trace", d["trace.jsonl"], "--assets", E2E.assetsPath])
        #expect(r.status == 4 && Self.oneLine(r, d["trace.jsonl"]), "\(r.stderr)")
        try FileManager.default.createDirectory(atPath: d["tour"], withIntermediateDirectories: false)
        let tourShot = try d.plant("tour/basics.png")
        r = try runDemo(["--headless", "--tour", d["tour"], "--tour-scenes", "basics", "--assets", E2E.assetsPath], timeout: 60)
        #expect(r.status == 4 && Self.oneLine(r, d["tour/basics.png"]), "\(r.stderr)")
        #expect(Self.untouched(shot) && Self.untouched(trace) && Self.untouched(tourShot))
    }

    @Test("Headless: output that cannot be written is one line and exit status 4", arguments: [
        (["--screenshot", "/dev/full"], "cannot write /dev/full: No space left on device"),
        (["--screenshot", "{dir}/ok.png", "--trace", "/dev/full"], "cannot write /dev/full: No space left on device (the trace)"),
        (["--screenshot", "{dir}/gone/shot.png"], "cannot write {dir}/gone/shot.png: No such file or directory"),
        (["--screenshot", "{dir}"], "cannot write {dir}: it is a folder"),
        (["--screenshot", "/proc/shot.png"], "cannot write /proc/shot.png: "),
        (["--tour", "/proc/x"], "cannot create the folder /proc/x: No such file or directory"),
        (["--tour", "{dir}/file/sub"], "cannot create the folder {dir}/file/sub: {dir}/file is there and is not a folder"),
        (["--tour", "/dev/full", "--tour-scenes", "basics"], "cannot create the folder /dev/full: it is there and is not a folder"),
    ])
    func lostOutputHeadless(args: [String], expected: String) throws {
        let d = Dir()
        try "x".write(toFile: d["file"], atomically: false, encoding: .utf8)
        let args = args.map { $0.replacingOccurrences(of: "{dir}", with: d.path) }
        let r = try runDemo(["--headless"] + args + ["--assets", E2E.assetsPath], timeout: 60)
        #expect(r.status == 4, "\(args): \(r.stderr)")
        #expect(Self.oneLine(r, expected.replacingOccurrences(of: "{dir}", with: d.path)), "\(args): \(r.stderr)")
    }

    /// Runs the demo with a real, full filesystem at `folder`: a 256 KiB tmpfs, filled, mounted in a
    /// mount namespace of the run's own (`unshare`: no root needed, nothing left mounted). After the
    /// demo, the folder's listing is printed to stdout, so the test sees what was left in it.
    static func onFullFilesystem(at folder: String, _ args: [String], display: String? = nil)
        throws -> (status: Int32, stdout: String, stderr: String) {
        let script = #"mount -t tmpfs -o size=256k tmpfs "$0" && { head -c 1000000 /dev/zero > "$0/filler" 2>/dev/null; "# +
            #"[ "$(df --output=avail "$0" | tail -1)" -eq 0 ] || { echo "not full" >&2; exit 99; }; "$@"; s=$?; ls -A "$0"; exit $s; }"#
        return try runDemo(args + ["--assets", E2E.assetsPath], environment: display.map { ["DISPLAY": $0] } ?? [:],
                           timeout: 60, launcher: ["/usr/bin/unshare", "-rm", "/bin/sh", "-c", script, folder])
    }

    @Test("On a real full filesystem: a screenshot, a trace, a tour picture and a recording that cannot be written are one line and status 4, and leave no file behind", arguments: [
        (["--headless", "--screenshot", "{full}/shot.png"], "cannot write {full}/shot.png: No space left on device"),
        (["--headless", "--screenshot", "{dir}/ok.png", "--trace", "{full}/trace.jsonl"], "cannot write {full}/trace.jsonl: No space left on device (the trace)"),
        (["--headless", "--tour", "{full}/tour", "--tour-scenes", "basics"], "cannot write {full}/tour/basics.png: No space left on device"),
        (["--record", "{full}/rec.jsonl", "--screenshot", "{dir}/ok.png"], "cannot write {full}/rec.jsonl: No space left on device (the recording)"),
    ])
    func fullFilesystem(args: [String], expected: String) throws {
        let d = Dir()
        let full = d["full"]
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: false)
        let fill = { (s: String) in s.replacingOccurrences(of: "{full}", with: full).replacingOccurrences(of: "{dir}", with: d.path) }
        let x = args.contains("--headless") ? nil : try XvfbServer()
        defer { x?.stop() }
        let r = try Self.onFullFilesystem(at: full, args.map(fill), display: x?.display)
        #expect(r.status == 4, "\(args): \(r.stderr)")
        #expect(Self.oneLine(r, fill(expected)), "\(args): \(r.stderr)")
        // Nothing half-written stays: the folder holds the filler (and the tour's own folder, empty). A
        // trace is the exception by design: it is streamed, a line at a time, to be read while the program
        // runs, so what was written before the disk filled stays, as a log's lines do.
        let left = r.stdout.split(separator: "\n").map(String.init)
        #expect(left.filter { !["filler", "tour", "trace.jsonl"].contains($0) }.isEmpty, "left on the full filesystem: \(left)")
    }

    @Test("Under X: a planted link at the start-up trace or the statistics file (SHOJI_STARTUP_TRACE, SHOJI_STATS) is refused, said once, and the run goes on")
    func diagnosticsFilesRefuseLinks() throws {
        let x = try XvfbServer()
        defer { x.stop() }
        let d = Dir()
        let phases = try d.plant("phases.txt"), stats = try d.plant("stats.jsonl")
        let r = try runDemo(["--screenshot", d["ok.png"], "--assets", E2E.assetsPath],
                            environment: ["DISPLAY": x.display, "SHOJI_STARTUP_TRACE": d["phases.txt"], "SHOJI_STATS": d["stats.jsonl"]])
        #expect(r.status == 0, "diagnostics are not the point of the run: \(r.stderr)")
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains(d["phases.txt"] + ": it is a symbolic link, and links are not followed (the start-up trace)") }.count == 1, "\(r.stderr)")
        #expect(lines.filter { $0.contains(d["stats.jsonl"] + ": it is a symbolic link, and links are not followed (the statistics)") }.count == 1, "\(r.stderr)")
        #expect(Self.untouched(phases) && Self.untouched(stats))
        #expect(FileManager.default.fileExists(atPath: d["ok.png"]))
    }

    @Test("Under X: a trace to a full device ends the run at its first line with status 4, not 0")
    func traceToFullDevice() throws {
        let x = try XvfbServer()
        let r = try runDemo(["--trace", "/dev/full", "--screenshot", NSTemporaryDirectory() + "shoji-\(UUID().uuidString).png",
                             "--assets", E2E.assetsPath], environment: ["DISPLAY": x.display])
        #expect(r.status == 4 && Self.oneLine(r, "cannot write /dev/full: No space left on device"), "\(r.stderr)")
    }

    @Test("Under X: a recording to a full device, a removed folder or a planted link is one line and status 4")
    func recording() throws {
        let x = try XvfbServer()
        let d = Dir()
        let victim = try d.plant("rec.jsonl")
        for (path, mention) in [("/dev/full", "No space left on device (the recording)"),
                                (d["gone/rec.jsonl"], "No such file or directory"),
                                (d["rec.jsonl"], "it is a symbolic link")] {
            let r = try runDemo(["--record", path, "--assets", E2E.assetsPath], environment: ["DISPLAY": x.display])
            #expect(r.status == 4 && Self.oneLine(r, mention), "\(path): \(r.stderr)")
        }
        #expect(Self.untouched(victim))
    }

    @Test("A recording takes its name whole when the run ends (SIGTERM), replacing the old file, not writing into it")
    func recordingReplacesWhole() throws {
        let x = try XvfbServer()
        let d = Dir()
        try "old recording\n".write(toFile: d["rec.jsonl"], atomically: false, encoding: .utf8)
        try FileManager.default.linkItem(atPath: d["rec.jsonl"], toPath: d["hardlink"])
        let demo = try DemoProcess(on: x, ["--record", d["rec.jsonl"], "--scene", "basics"])
        // While it runs the old file is still there, whole.
        #expect((try? String(contentsOfFile: d["rec.jsonl"], encoding: .utf8)) == "old recording\n")
        kill(demo.process.processIdentifier, SIGTERM)
        #expect(demo.waitForExit(timeout: 5)?.status == 0)
        let text = try String(contentsOfFile: d["rec.jsonl"], encoding: .utf8)
        #expect(text.hasPrefix("{") && text.contains("\"end\""))
        #expect((try? String(contentsOfFile: d["hardlink"], encoding: .utf8)) == "old recording\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: d.path).sorted() == ["hardlink", "rec.jsonl"])
    }

    @Test("Exports go to a private folder, not the old predictable path: a link planted there is untouched, and the folder goes when the queue is idle and when the app is ended mid-export")
    func exports() throws {
        let x = try XvfbServer()
        let d = Dir()
        let demo = try DemoProcess(on: x, ["--scene", "tasks"])
        // The attack the issue describes: links at /tmp/shoji-exports-<pid>/export-N.bin before Start.
        let old = "/tmp/shoji-exports-\(demo.process.processIdentifier)"
        try FileManager.default.createDirectory(atPath: old, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: old) }
        var victims: [String] = []
        for i in 1...5 {
            let victim = try d.plant("v\(i)")
            try FileManager.default.createSymbolicLink(atPath: old + "/export-\(i).bin", withDestinationPath: victim)
            victims.append(victim)
        }
        var mark = demo.mark
        try demo.click("tasks.start")
        let enqueued = try demo.waitFor("tasks.enqueued", after: mark)
        let folder = try #require(enqueued.string("folder"))
        #expect(folder != old && !folder.hasPrefix(old + "/"))
        var info = stat()
        #expect(stat(folder, &info) == 0 && info.st_mode & 0o777 == 0o700, "mode \(String(info.st_mode & 0o777, radix: 8))")
        try demo.waitFor("tasks.idle", after: mark, timeout: 40)
        #expect(demo.events[mark...].filter { $0.name == "task.finished" }.allSatisfy { $0.string("outcome") == "succeeded" })
        #expect(!FileManager.default.fileExists(atPath: folder), "removed once the queue is idle")
        #expect(victims.allSatisfy(Self.untouched))

        // Again, and end the app while an export is being written: the folder goes too.
        mark = demo.mark
        try demo.click("tasks.start")
        let second = try #require(try demo.waitFor("tasks.enqueued", after: mark).string("folder"))
        try demo.waitFor("task.started", after: mark)
        #expect(FileManager.default.fileExists(atPath: second))
        kill(demo.process.processIdentifier, SIGTERM)
        #expect(demo.waitForExit(timeout: 5) != nil)
        #expect(!FileManager.default.fileExists(atPath: second), "removed at exit")
    }
}
