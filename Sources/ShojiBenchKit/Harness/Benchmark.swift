import Foundation
import ShojiFiles

/// A named benchmark: it measures Shoji and its reference in the same run and returns figures with
/// their targets. `needsX` benchmarks run programs on a private Xvfb.
public struct Benchmark: Sendable {
    public let name: String
    public let summary: String
    public let needsX: Bool
    let run: @MainActor @Sendable (BenchContext) throws -> [BenchResult]

    public init(name: String, summary: String, needsX: Bool = false,
                run: @escaping @MainActor @Sendable (BenchContext) throws -> [BenchResult]) {
        self.name = name; self.summary = summary; self.needsX = needsX; self.run = run
    }
}

/// Why a benchmark could not run here (no Xvfb, no C compiler): reported, not fatal to the others.
public struct BenchSkipped: Error, CustomStringConvertible {
    public let description: String
    public init(_ reason: String) { description = reason }
}

/// Something went wrong measuring (a program did not start, a view was not found).
public struct BenchFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ reason: String) { description = reason }
}

/// Any error as one line a person can read, never a dump of its value: ours and `FileError` say what
/// failed themselves; a Foundation error (JSON, decoding) gives its message and what kind it is.
public func errorLine(_ error: any Error) -> String {
    let text: String
    switch error {
    case let e as BenchFailure: text = e.description
    case let e as BenchSkipped: text = e.description
    case let e as FileError: text = e.description
    case let e as DecodingError:
        switch e {
        case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c), .valueNotFound(_, let c):
            text = "unreadable data: " + c.debugDescription
        @unknown default: text = "unreadable data"
        }
    case let e as EncodingError:
        switch e {
        case .invalidValue(_, let c): text = "cannot encode: " + c.debugDescription
        @unknown default: text = "cannot encode"
        }
    default:
        let ns = error as NSError
        let debug = ns.userInfo[NSDebugDescriptionErrorKey] as? String
        text = (debug ?? ns.localizedDescription) + " (\(ns.domain) \(ns.code))"
    }
    return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
}
