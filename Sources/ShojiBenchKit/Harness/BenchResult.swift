import Foundation

/// What a figure is compared with: another program or method doing the same work, measured in the
/// same run on the same machine.
public struct Reference: Sendable, Equatable {
    public var what: String
    public var value: Double

    public init(_ what: String, _ value: Double) { self.what = what; self.value = value }
}

/// What a figure should reach: every condition must hold.
public struct Target: Sendable {
    public enum Condition: Sendable, Equatable {
        /// value ≤ x
        case atMost(Double)
        /// value < x
        case below(Double)
        /// value ÷ reference ≤ x
        case ratioAtMost(Double)
        /// value ÷ reference < x
        case ratioBelow(Double)
        /// value ≥ x
        case atLeast(Double)
    }

    /// Where a target comes from: the issue's own, or ours where the issue names a figure but no bound.
    public enum Source: String, Sendable { case issue, ours }

    public var conditions: [Condition]
    public var source: Source

    public init(_ conditions: [Condition], source: Source = .issue) {
        self.conditions = conditions; self.source = source
    }

    public static func atMost(_ x: Double, source: Source = .issue) -> Target { Target([.atMost(x)], source: source) }
    public static func below(_ x: Double, source: Source = .issue) -> Target { Target([.below(x)], source: source) }
    public static func ratioAtMost(_ x: Double, source: Source = .issue) -> Target { Target([.ratioAtMost(x)], source: source) }
    /// No target: a figure given for reading (the start-up phases), neither met nor missed.
    public static let none = Target([])

    /// Whether there is anything to meet.
    public var exists: Bool { !conditions.isEmpty }

    /// A ratio condition with no reference to divide by is not met: a figure cannot pass on a missing reference.
    public func isMet(value: Double, ratio: Double?) -> Bool {
        conditions.allSatisfy { c in
            switch c {
            case .atMost(let x): return value <= x
            case .below(let x): return value < x
            case .ratioAtMost(let x): return ratio.map { $0 <= x } ?? false
            case .ratioBelow(let x): return ratio.map { $0 < x } ?? false
            case .atLeast(let x): return value >= x
            }
        }
    }

    /// "≤ 1.15 × ref and ≤ 60 ms"; "—" for no target.
    public func text(unit: String) -> String {
        guard exists else { return "—" }
        return conditions.map { c in
            switch c {
            case .atMost(let x): return x == 0 ? "= 0" : "≤ \(BenchResult.format(x, unit: unit)) \(unit)"
            case .below(let x): return "< \(BenchResult.format(x, unit: unit)) \(unit)"
            case .ratioAtMost(let x): return "≤ \(BenchResult.format(x, unit: "×")) × ref"
            case .ratioBelow(let x): return "< \(BenchResult.format(x, unit: "×")) × ref"
            case .atLeast(let x): return "≥ \(BenchResult.format(x, unit: unit)) \(unit)"
            }
        }.joined(separator: " and ")
    }
}

/// One figure of one benchmark, beside its reference, with its target and whether it was met.
public struct BenchResult: Sendable {
    public var name: String
    public var value: Double
    public var unit: String
    public var reference: Reference?
    public var target: Target
    /// One line on what exactly was measured (for the table and BENCHMARKS.md).
    public var note: String

    public init(_ name: String, _ value: Double, _ unit: String, reference: Reference?, target: Target, note: String = "") {
        self.name = name; self.value = value; self.unit = unit
        self.reference = reference; self.target = target; self.note = note
    }

    /// value ÷ reference, when the reference is a positive number.
    public var ratio: Double? {
        guard let r = reference, r.value > 0, r.value.isFinite, value.isFinite else { return nil }
        return value / r.value
    }

    /// Whether it meets its target; false for a figure without one (see `hasTarget`).
    public var met: Bool { target.exists && value.isFinite && target.isMet(value: value, ratio: ratio) }

    /// False for a figure given for reading only (`Target.none`): neither met nor missed.
    public var hasTarget: Bool { target.exists }

    /// Enough digits to read, no more: 3 significant figures without trailing zeros, whole numbers as such.
    public static func format(_ v: Double, unit: String) -> String {
        guard v.isFinite else { return "—" }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        let a = abs(v)
        let digits = a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : a >= 0.1 ? 3 : a >= 0.01 ? 4 : 5
        var s = String(format: "%.\(digits)f", v)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s
    }
}
