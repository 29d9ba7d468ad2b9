/// One kind of text the typing benchmark types into (issue 41's table): its name in the rows
/// (`typing.<name>.p50.vsTk`), what it is in words, and the variables that make it. shoji-bench-textview,
/// GTK 3's bench/peers/text_gtk3.c and Tk's bench/peers/text.tcl read the same variables and hold byte
/// for byte the same text, wrapped at the same width by words, the caret at its start.
public struct TypingText: Sendable, Equatable {
    /// The rows' middle name; the ASCII lines' is empty (their rows keep the names `typing.p50`… they
    /// had before the other kinds came).
    public let name: String
    public let summary: String
    public let environment: [String: String]
    /// The longest a start may take, the keys timed in it (nil: the benchmark's count), and how long a
    /// key may take to draw (the 1 MB line keeps GTK 3 busy for minutes, and Shoji's keys past its
    /// first for longer than a second: BENCHMARKS.md).
    public var timeout: Double = 90
    public var presses: Int?
    public var keyWaitSeconds = 1.0

    /// The rows' prefix: `typing` or `typing.<name>`.
    public var prefix: String { name.isEmpty ? "typing" : "typing." + name }

    /// 10,000 lines (the smoke run's 1,000) of "Line N: the quick brown fox jumps over the lazy dog".
    public static func ascii(_ lines: Int) -> TypingText {
        TypingText(name: "", summary: "\(lines) lines of ASCII", environment: ["SHOJI_BENCH_LINES": String(lines)])
    }

    /// The same lines, each ending in `tail`.
    static func lines(_ lines: Int, _ name: String, _ summary: String, tail: String) -> TypingText {
        TypingText(name: name, summary: "\(lines) lines " + summary, environment: ["SHOJI_BENCH_LINES": String(lines), "SHOJI_BENCH_TAIL": tail])
    }

    /// Every kind beside the ASCII lines, in the order the rows show them; the 1 MB line is not among
    /// them (`longLine`: opt-in, `--typing-long-line`).
    public static func others(lines: Int, paragraphs: Int) -> [TypingText] {
        func aligned(_ name: String, _ value: String) -> TypingText {
            TypingText(name: name, summary: "\(lines) lines of ASCII, \(value == "center" ? "centred" : "right-aligned")",
                       environment: ["SHOJI_BENCH_LINES": String(lines), "SHOJI_BENCH_ALIGN": value])
        }
        return [
            .lines(lines, "mixed", "ending in Japanese (\", いろはにほへと\")", tail: ", いろはにほへと"),
            // Combining marks, not the precomposed letters: issue 41 asks for combining accents, and a
            // cluster of a letter and its mark is what a Latin-only fast path must not split.
            .lines(lines, "accented", "ending in Latin with combining accents (\", café naïve façade\", decomposed)",
                   tail: ", cafe\u{301} nai\u{308}ve fac\u{327}ade"),
            .lines(lines, "emoji", "ending in an emoji (\", party 🎉\")", tail: ", party 🎉"),
            .lines(lines, "arabic", "ending in Arabic (\", مرحبا بالعالم\")", tail: ", مرحبا بالعالم"),
            .lines(lines, "tabs", "ending in two tabs (\"\\t1.5\\tok\")", tail: "\t1.5\tok"),
            aligned("center", "center"),
            aligned("right", "right"),
            TypingText(name: "wrapped", summary: "\(paragraphs) wrapped paragraphs of ~650 ASCII characters",
                       environment: ["SHOJI_BENCH_LINES": String(paragraphs), "SHOJI_BENCH_PARAGRAPHS": "1"]),
        ]
    }

    /// One paragraph of 1,000,000 ASCII characters: 5 keys a start, each given 30 s to draw (a start
    /// may then take 4 minutes: 7 keys, with the two untimed, none drawing).
    public static let longLine = TypingText(name: "longLine", summary: "one line of 1,000,000 ASCII characters",
                                            environment: ["SHOJI_BENCH_LONG_LINE": "1"], timeout: 900, presses: 5, keyWaitSeconds: 30)
}
