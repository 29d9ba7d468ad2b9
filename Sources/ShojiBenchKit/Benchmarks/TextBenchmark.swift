import Foundation
import Shoji
import ShojiCairo

extension Benchmark {
    /// A `TextView` filling the window and holding 10,000 lines, in a release build, drawn into an image
    /// as the X host draws its back buffer: opening the text (set it, lay out, the first frame), a key
    /// typed at the start of the first line (the event through the window to the view, the edit, the
    /// frame), and the area that key redraws. Beside each, the same view holding one screenful of lines
    /// (what opening cannot do with less), and for the area, the changed line's own rectangle.
    public static let text = Benchmark(
        name: "text",
        summary: "a TextView of 10,000 lines: opening it, a key typed, and the area that key redraws"
    ) { ctx in
        let size = Size(Double(ctx.config.width), Double(ctx.config.height))
        let lines = ctx.config.textLines
        let big = TextEditing(lines: lines, size: size)
        let screenful = big.linesOnScreen
        let small = TextEditing(lines: screenful, size: size)
        // The best of three rounds of medians, as `bestOf` keeps: interference only ever adds time.
        var best: [Double] = []
        for _ in 0..<(ctx.config.isSmoke ? 1 : 3) {
            let t = ctx.timing.compare([big.opening, small.opening, big.typing, small.typing]).map(\.milliseconds)
            best = best.isEmpty ? t : zip(best, t).map { min($0, $1) }
        }
        let (damage, line) = big.damageOfOneKey()
        let screen = "one screenful, \(screenful) lines"
        return [
            BenchResult("text.open.\(lines)", best[0], "ms", reference: Reference("the same view with \(screen)", best[1]),
                        target: .atMost(100),
                        note: "set the text of \(lines) lines, lay out and draw the first \(Int(size.width))×\(Int(size.height)) frame"),
            BenchResult("text.key.\(lines)", best[2], "ms", reference: Reference("the same key with \(screen)", best[3]),
                        target: .ratioAtMost(1.5, source: .ours),
                        note: "a key typed at the start of line 1: the key event, the edit, the frame drawn"),
            BenchResult("text.key.damage", damage, "px", reference: Reference("the changed line's own area", line),
                        target: .ratioAtMost(1.5, source: .ours),
                        note: "pixels the key's frame redraws in the \(lines)-line view (the window: \(Int(size.width * size.height)) px)"),
        ]
    }
}

/// A window filled by a `TextView` of `lines` numbered lines (as `shoji-bench-textview` shows them to the
/// probe), editing, with the caret at the start, and a back buffer.
@MainActor
final class TextEditing {
    let screen: Screen
    let view = TextView()
    let surface: CairoSurface
    let canvas: CairoCanvas
    let text: String
    /// Whether an "x" typed is still at the start of the text.
    private var typed = false
    private static let typed = KeyEvent(.character("x"), text: "x")
    private static let backspace = KeyEvent(.backspace)

    init(lines: Int, size: Size) {
        screen = Screen(size: size, clock: ManualClock())
        let window = Window(screen: screen, name: "text")
        window.rootView = view
        window.makeKeyAndVisible()
        _ = window.makeFirstResponder(view)
        text = (1...max(1, lines)).map { "Line \($0): the quick brown fox jumps over the lazy dog" }.joined(separator: "\n")
        surface = CairoSurface(width: Int(size.width), height: Int(size.height))
        canvas = CairoCanvas(surface: surface)
        open()
    }

    /// How many lines the window shows (at least one).
    var linesOnScreen: Int {
        let line = view.caretRect?.height ?? 20
        return max(1, Int((Double(screen.size.height) / line).rounded(.up)))
    }

    private func untype() {
        if typed { screen.send(.key(TextEditing.backspace)) }
        typed = false
    }

    private func open() {
        typed = false
        view.text = text
        view.selectedRange = 0..<0
        screen.update(into: canvas)
        surface.flush()
    }

    /// The text set on an emptied view and its first frame.
    var opening: Measurement {
        Measurement(prepare: { [self] in
            view.text = ""
            screen.update(into: canvas)
        }, body: { [self] in open() })
    }

    /// "x" typed at the start of line 1 and its frame; untimed, Backspace takes it away again.
    var typing: Measurement {
        Measurement(prepare: { [self] in
            untype()
            screen.update(into: canvas)
        }, body: { [self] in
            screen.send(.key(TextEditing.typed))
            typed = true
            screen.update(into: canvas)
            surface.flush()
        })
    }

    /// The area one key's frame redraws, and the area of the line it changed (the view's width × the
    /// line's height).
    func damageOfOneKey() -> (drawn: Double, line: Double) {
        untype()
        screen.update(into: canvas)
        screen.send(.key(TextEditing.typed))
        typed = true
        let drawn = screen.update(into: canvas).area * screen.scale * screen.scale
        let line = (view.caretRect?.height ?? .nan) * view.bounds.width * screen.scale * screen.scale
        return (drawn, line)
    }
}
