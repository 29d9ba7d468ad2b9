import Foundation
import Testing
import Shoji
import ShojiSystem
@testable import ShojiSystem

@Suite("State store")
struct StateStoreTests {
    struct Record: Codable, Equatable { var lastUpdated: Date }

    func tempDir() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("shoji-state-\(UUID().uuidString)", isDirectory: true)
    }

    @Test("The state directory follows XDG: an absolute $XDG_STATE_HOME, else ~/.local/state")
    func location() {
        #expect(StateStore(appName: "shoji", environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]).directory.path == "/x/state/shoji")
        #expect(StateStore(appName: "shoji", environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"]).directory.path == "/home/u/.local/state/shoji")
        #expect(StateStore(appName: "shoji", environment: ["HOME": "/home/u"]).directory.path == "/home/u/.local/state/shoji")
        #expect(StateStore(appName: "shoji", environment: ["HOME": "/home/u/"]).path == "/home/u/.local/state/shoji")
        // The store the runtime makes from this process's environment is the same as from the dictionary.
        let env = ProcessInfo.processInfo.environment
        #expect(StateStore(appName: "shoji").path == StateStore(appName: "shoji", environment: env).path)
        #expect(StateStore(path: "/s/app").filePath(of: "refresh.json") == "/s/app/refresh.json")
        #expect(StateStore(path: "/s/app").url(of: "refresh.json").path == "/s/app/refresh.json")
    }

    @Test("A value saved in one run is there in the next")
    func roundTrip() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        try StateStore(directory: dir).save(Record(lastUpdated: date), to: "refresh.json")
        var warnings: [String] = []
        let loaded = StateStore(directory: dir).load(Record.self, from: "refresh.json") { warnings.append($0) }
        #expect(loaded == Record(lastUpdated: date) && warnings.isEmpty)
        #expect(StateStore(directory: dir).load(Record.self, from: "missing.json") { warnings.append($0) } == nil)
        #expect(warnings.isEmpty)
    }

    @Test("A corrupt file is reset with exactly one warning", arguments: ["{not json", "{\"other\": 1}", "{\"lastUpdated\": 42}", ""])
    func corrupt(contents: String) throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("refresh.json")
        try Data(contents.utf8).write(to: url)
        var warnings: [String] = []
        let store = StateStore(directory: dir)
        #expect(store.load(Record.self, from: "refresh.json") { warnings.append($0) } == nil)
        #expect(store.load(Record.self, from: "refresh.json") { warnings.append($0) } == nil)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains(url.path) == true)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test("A FIFO where the file goes is reset at once with one warning, not waited on for ever")
    func fifo() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("refresh.json").path
        #expect(mkfifo(path, 0o600) == 0)
        var warnings: [String] = []
        #expect(StateStore(directory: dir).load(Record.self, from: "refresh.json") { warnings.append($0) } == nil)
        #expect(warnings == ["\(path) could not be read and was reset (it is a FIFO, not a regular file)"])
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

@Suite("State store: writing safely")
struct StateStoreWritingTests {
    struct Record: Codable, Equatable { var n: Int }

    @Test("A link planted where the state file goes is not followed: the file it points at is untouched")
    func plantedLink() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let victim = dir.appendingPathComponent("victim").path
        try "precious".write(toFile: victim, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("refresh.json").path, withDestinationPath: victim)
        #expect(throws: (any Error).self) { try StateStore(directory: dir).save(Record(n: 1), to: "refresh.json") }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
    }

    @Test("A state folder that cannot be made is one line naming it")
    func unwritable() throws {
        let error = #expect(throws: (any Error).self) {
            try StateStore(directory: URL(fileURLWithPath: "/proc/shoji-state")).save(Record(n: 1), to: "refresh.json")
        }
        let line = "\(error.map { "\($0)" } ?? "")"
        #expect(line.hasPrefix("cannot create the folder /proc/shoji-state: "))
        #expect(!line.contains("\n") && !line.contains("Error("))
    }
}
