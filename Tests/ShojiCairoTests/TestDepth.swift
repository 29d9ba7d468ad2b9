import Foundation

/// How much of its cases an equivalence test runs: the word-shaping suites compare the fast layouts with
/// Pango's over hundreds of texts, in every style, at several widths, and all of it took four minutes of the
/// headless stage's seven. `make test` runs a fixed share of each list; `make test-text`
/// (`SHOJI_TEST_EXHAUSTIVE=1`) runs every case.
///
/// Why a share and not a random sample: a failure must come back when the test is run again. Why rotating:
/// the arguments of one test (the styles, editing or not) each take a different share, so that every text is
/// still compared in some style on every run.
enum TestDepth {
    /// Every case, as the suites were written: `SHOJI_TEST_EXHAUSTIVE=1`.
    static let isExhaustive = ProcessInfo.processInfo.environment["SHOJI_TEST_EXHAUSTIVE"] == "1"

    /// `items`, or, unless exhaustive, every `n`th of them starting at `salt % n`.
    static func share<T>(_ items: [T], every n: Int, salt: Int = 0) -> [T] {
        items.enumerated().filter { keeps($0.offset, every: n, salt: salt) }.map(\.element)
    }

    /// Whether the case numbered `index` is run: always when exhaustive, else one case in `n`.
    static func keeps(_ index: Int, every n: Int, salt: Int = 0) -> Bool {
        isExhaustive || n <= 1 || (index + salt) % n == 0
    }

    /// `count` when exhaustive, else `smoke` (the rounds of a random-edit test).
    static func rounds(_ count: Int, smoke: Int) -> Int { isExhaustive ? count : min(count, smoke) }
}
