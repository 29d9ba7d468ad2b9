import Foundation

/// The results as a person reads them (a table, one line a figure), as JSON (`bench/results.json`) and as
/// a Markdown table for BENCHMARKS.md.
public enum Report {
    static let columns = [34, 12, 40, 7, 30]

    public static var header: String {
        row(["figure", "value", "reference (measured in this run)", "ratio", "target", "met"])
    }

    public static func line(_ r: BenchResult) -> String {
        row([r.name, value(r), reference(r), ratio(r), target(r, star: " *"), !r.hasTarget ? "—" : r.met ? "met" : "NOT MET"])
    }

    /// "≤ 2 × ref *" (a target of ours marked), "—" for none.
    static func target(_ r: BenchResult, star: String) -> String {
        r.target.text(unit: r.unit) + (r.hasTarget && r.target.source == .ours ? star : "")
    }

    private static func row(_ cells: [String]) -> String {
        var out = ""
        for (i, c) in cells.enumerated() {
            let width = i < columns.count ? columns[i] : 0
            out += c + String(repeating: " ", count: max(1, width - c.count + 1))
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    static func value(_ r: BenchResult) -> String { "\(BenchResult.format(r.value, unit: r.unit)) \(r.unit)" }

    static func reference(_ r: BenchResult) -> String {
        guard let ref = r.reference else { return "—" }
        return "\(ref.what): \(BenchResult.format(ref.value, unit: r.unit)) \(r.unit)"
    }

    static func ratio(_ r: BenchResult) -> String {
        r.ratio.map { BenchResult.format($0, unit: "×") } ?? "—"
    }

    public static func summary(_ results: [BenchResult], skipped: [String]) -> String {
        let met = results.filter(\.met).count
        var s = "\(met) of \(results.filter(\.hasTarget).count) targets met"
        if !skipped.isEmpty { s += "; skipped: " + skipped.joined(separator: "; ") }
        return s + "  (* a target of ours where the issue sets none)"
    }

    // MARK: JSON

    /// A list of objects: name, value, unit, reference {what, value} or null, ratio or null, target,
    /// targetSource, met (the last three null for a figure without a target, as the start-up phases), note.
    public static func json(_ results: [BenchResult]) throws -> Data {
        let rows: [[String: Any]] = results.map { r in
            var o: [String: Any] = [
                "name": r.name, "value": r.value.isFinite ? r.value : NSNull(), "unit": r.unit,
                "reference": r.reference.map { ["what": $0.what, "value": $0.value.isFinite ? $0.value : NSNull()] as [String: Any] } ?? NSNull(),
                "ratio": r.ratio ?? NSNull(),
                "target": r.hasTarget ? r.target.text(unit: r.unit) : NSNull(),
                "targetSource": r.hasTarget ? r.target.source.rawValue : NSNull(),
                "met": r.hasTarget ? r.met : NSNull(),
            ]
            if !r.note.isEmpty { o["note"] = r.note }
            return o
        }
        return try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
    }

    // MARK: Markdown

    public static func markdown(_ results: [BenchResult], config: BenchConfig, skipped: [String]) -> String {
        var s = "<!-- written by shoji-bench (make bench) on \(Machine.date) -->\n"
        s += "Machine: \(Machine.description). Window \(config.width)×\(config.height), release build.\n\n"
        s += "| figure | value | reference (same run) | ratio | target | met | what |\n"
        s += "| --- | ---: | --- | ---: | --- | --- | --- |\n"
        for r in results where r.hasTarget {
            s += "| \(r.name) | \(value(r)) | \(reference(r)) | \(ratio(r)) | \(target(r, star: " \\*")) | \(r.met ? "met" : "**not met**") | \(r.note) |\n"
        }
        s += "\n\\* a target of ours where the issue names a figure but no bound.\n"
        s += phaseTable(results)
        let others = results.filter { !$0.hasTarget && !$0.name.hasPrefix(phasePrefix) }
        if !others.isEmpty {
            s += "\n| figure | value | what |\n| --- | ---: | --- |\n"
            for r in others { s += "| \(r.name) | \(value(r)) | \(r.note) |\n" }
        }
        if !skipped.isEmpty { s += "\nSkipped: " + skipped.joined(separator: "; ") + "\n" }
        return s
    }
}

extension Report {
    static let phasePrefix = "startup.phase."

    /// The start-up phases (`startup.phase.<phase>` for the demo, `startup.phase.grid.<phase>` for
    /// `shoji-grid`) as one short table, a phase a row, in the order the demo ends them; empty if none.
    static func phaseTable(_ results: [BenchResult]) -> String {
        var demo: [String: BenchResult] = [:], grid: [String: BenchResult] = [:], order: [String] = []
        for r in results where !r.hasTarget && r.name.hasPrefix(phasePrefix) {
            let rest = String(r.name.dropFirst(phasePrefix.count))
            let (phase, isGrid) = rest.hasPrefix("grid.") ? (String(rest.dropFirst("grid.".count)), true) : (rest, false)
            if demo[phase] == nil && grid[phase] == nil { order.append(phase) }
            if isGrid { grid[phase] = r } else { demo[phase] = r }
        }
        guard !order.isEmpty else { return "" }
        let sorted = order.enumerated().sorted { a, b in
            let x = (demo[a.element] ?? grid[a.element])!.value, y = (demo[b.element] ?? grid[b.element])!.value
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        var s = "\nStart-up phases (ms from spawn to the end of each, medians; `SHOJI_STARTUP_TRACE`):\n\n"
        s += "| phase | Shoji demo | Shoji grid |\n| --- | ---: | ---: |\n"
        for phase in sorted {
            s += "| \(phase) | \(demo[phase].map(value) ?? "—") | \(grid[phase].map(value) ?? "—") |\n"
        }
        return s
    }
}

/// What the figures were measured on.
enum Machine {
    static var description: String {
        let cpu = ((try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? "")
            .split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last!.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        let memory = ProcessUsage.field("MemTotal", in: (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? "")
        var u = utsname()
        uname(&u)
        let kernel = withUnsafeBytes(of: &u.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(memory / 1024 / 1024) GB, Linux \(kernel), Xvfb"
    }

    static var date: String {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd HH:mm"
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: Date()) + " UTC"
    }
}
