#if canImport(Glibc)
import Glibc
#endif
import Shoji
import ShojiFiles
import ShojiRuntime
import ShojiX11

/// `shoji-bench-textview`: the Shoji peer of the typing latency (bench/probe `--key`): a 1280×800 window
/// filled by a `TextView` holding the bench's 10,000 lines ("Line N: the quick brown fox jumps over the
/// lazy dog", N = 1…10000, as bench/peers/text_gtk3.c and text.tcl hold them), the caret at the start of
/// the text, the view editing, the caret's blink off (`TextInputView.caretBlinks`), so that the first
/// damage after a key is the key's. `SHOJI_BENCH_LINES` sets another count (the smoke run's);
/// `SHOJI_BENCH_TAIL` is added to the end of every line (", いろはにほへと": issue 41's mixed-script row);
/// `SHOJI_BENCH_HEAD` is put before every line, and the caret after its first character (a line starting
/// in Japanese stays so as keys are typed);
/// `SHOJI_BENCH_PARAGRAPHS=1` holds that many wrapped paragraphs of ~650 characters instead (issue 41's
/// wrapped row); `SHOJI_BENCH_LONG_LINE=1` one paragraph of 1,000,000 ASCII characters, no line break
/// (issue 41's 1 MB line); `SHOJI_BENCH_ALIGN=center` or `right` centres or right-aligns every paragraph
/// (issue 41's aligned rows). The peers (bench/peers/text_gtk3.c, text.tcl) read every one of these
/// variables and hold byte for byte the same text, so that each typing row compares like with like;
/// `SHOJI_BENCH_DUMP=1` makes each of the three print what it holds and stop (`TypingTextTests` compares).

@main
final class TextViewApp: ApplicationDelegate {
    let configuration = ApplicationConfiguration(title: "Shoji text", size: Size(1280, 800))

    func applicationDidFinishLaunching(_ application: Application) {
        TextInputView.caretBlinks = false
        var count = 10_000
        if let value = ProcessEnvironment.value("SHOJI_BENCH_LINES") {
            guard let n = Int(value), (1...1_000_000).contains(n) else {
                let line = "shoji-bench-textview: SHOJI_BENCH_LINES must be a whole number from 1 to 1000000, not \"\(value.prefix(40))\"\n"
                _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
                exit(2)
            }
            count = n
        }
        let view = TextView()
        if ProcessEnvironment.value("SHOJI_BENCH_LONG_LINE") == "1" {
            view.text = TextViewApp.longLine()
        } else if ProcessEnvironment.value("SHOJI_BENCH_PARAGRAPHS") == "1" {
            view.text = TextViewApp.paragraphs(count)
        } else {
            view.text = TextViewApp.lines(count, head: ProcessEnvironment.value("SHOJI_BENCH_HEAD") ?? "",
                                          tail: ProcessEnvironment.value("SHOJI_BENCH_TAIL") ?? "")
        }
        switch ProcessEnvironment.value("SHOJI_BENCH_ALIGN") ?? "" {
        case "center": view.alignment = .center
        case "right": view.alignment = .trailing
        case "", "left": break
        case let other:
            let line = "shoji-bench-textview: SHOJI_BENCH_ALIGN must be left, center or right, not \"\(other.prefix(40))\"\n"
            _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
            exit(2)
        }
        view.selectedRange = ProcessEnvironment.value("SHOJI_BENCH_HEAD").map { $0.isEmpty ? 0..<0 : 1..<1 } ?? 0..<0
        if ProcessEnvironment.value("SHOJI_BENCH_DUMP") == "1" { TextViewApp.dump(view) }
        application.mainWindow.rootView = view
        _ = application.mainWindow.makeFirstResponder(view)
    }

    /// The text, then "\n--caret N align A\n" (N in scalars, A left, center or right), on standard output;
    /// then the program stops. The peers print the same for the same variables.
    static func dump(_ view: TextView) -> Never {
        let align = view.alignment == .center ? "center" : view.alignment == .trailing ? "right" : "left"
        var bytes = Array((view.text + "\n--caret \(view.selectedRange.lowerBound) align \(align)\n").utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress! + done, $0.count - done) }
            if n <= 0 { exit(1) }
            done += n
        }
        exit(0)
    }

    /// Issue 41's wrapped row: `count` numbered paragraphs of ~650 ASCII characters.
    static func paragraphs(_ count: Int) -> String {
        let sentence = "the quick brown fox jumps over the lazy dog, and a sphinx of black quartz judges my vow. "
        return (1...count).map { "Paragraph \($0): " + String(repeating: sentence, count: 7) }.joined(separator: "\n")
    }

    /// Issue 41's 1 MB line: the pangram repeated to 1,000,000 characters, one paragraph.
    static func longLine() -> String {
        let sentence = "the quick brown fox jumps over the lazy dog "
        return String(String(repeating: sentence, count: 1_000_000 / sentence.count + 1).prefix(1_000_000))
    }

    /// The bench's text: `count` numbered lines of one sentence each, each after `head` and ending in `tail`.
    static func lines(_ count: Int, head: String = "", tail: String = "") -> String {
        (1...count).map { head + "Line \($0): the quick brown fox jumps over the lazy dog" + tail }.joined(separator: "\n")
    }
}
