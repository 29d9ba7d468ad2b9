/// `tr(key)` with the template's `%@` slots filled in order: `tr("tasks.start", "5")`. (Foundation's
/// `String(format:)` takes `%@` only for Objective-C objects on some platforms; this works everywhere.)
@MainActor
func tr(_ key: String, _ args: String...) -> String { fillSlots(tr(key), args) }

/// Puts `args` into `template`'s `%@` slots in order; missing arguments leave the slot empty.
func fillSlots(_ template: String, _ args: [String]) -> String {
    var out = "", rest = Substring(template), i = 0
    while let r = rest.firstRange(of: "%@") {
        out += rest[..<r.lowerBound] + (i < args.count ? args[i] : "")
        rest = rest[r.upperBound...]
        i += 1
    }
    return out + rest
}
