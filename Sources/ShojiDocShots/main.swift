import Foundation
import ShojiDocShotsKit

/// `shoji-docshots DIR [NAME…]`: renders the documentation's pictures (all, or the ones named) into DIR as
/// `NAME@2x.png`; `shoji-docshots --list` prints every name. `make docs` runs it.
@MainActor
func run() -> Int32 {
    let args = Array(CommandLine.arguments.dropFirst())
    let all = DocShots.all
    if args == ["--list"] {
        for shot in all { print(shot.name) }
        return 0
    }
    guard let dir = args.first, !dir.hasPrefix("-") else {
        FileHandle.standardError.write(Data("usage: shoji-docshots DIR [NAME…] | --list\n".utf8))
        return 2
    }
    let wanted = Set(args.dropFirst())
    let unknown = wanted.subtracting(all.map(\.name))
    if !unknown.isEmpty {
        FileHandle.standardError.write(Data("shoji-docshots: no picture named \(unknown.sorted().joined(separator: ", "))\n".utf8))
        return 2
    }
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
        FileHandle.standardError.write(Data("shoji-docshots: \(dir) is not a folder\n".utf8))
        return 2
    }
    do {
        let written = try DocShots.write(wanted.isEmpty ? all : all.filter { wanted.contains($0.name) }, to: dir)
        print("shoji-docshots: \(written.count) pictures in \(dir)")
        return 0
    } catch {
        FileHandle.standardError.write(Data("shoji-docshots: \(error)\n".utf8))
        return 1
    }
}

exit(MainActor.assumeIsolated { run() })
