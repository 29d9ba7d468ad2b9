import Shoji
import ShojiX11

/// The end-to-end input method tests' stand-in for a text field until Shoji has one (issue 28): a window
/// with two minimal `TextInputClient`s, a name field the input method composes into and a PIN field that
/// turns it off. A field appends what is typed and committed, shows the composition at its end
/// (underlined, the selected segment highlighted, the input method's cursor as the caret) and traces its
/// text as `probe.text` and each key it gets as `probe.key`. Tapping a field focuses it; the name field starts focused.
@MainActor
final class ProbeField: View, TextInputClient {
    var text = "" { didSet { changed() } }
    private(set) var composition: Composition?
    let takesInputMethod: Bool
    let style = TextStyle(size: 20)

    init(identifier: String, takesInputMethod: Bool) {
        self.takesInputMethod = takesInputMethod
        super.init(frame: .zero)
        self.identifier = identifier
        backgroundColor = .white
    }

    override var canBecomeFirstResponder: Bool { true }
    override func didBecomeFirstResponder() { setNeedsDisplay() }
    override func didResignFirstResponder() { setNeedsDisplay() }
    override func touchesBegan(_ touch: Touch) { window?.makeFirstResponder(self) }

    override func keyDown(_ event: KeyEvent) -> Bool {
        Trace.emit("probe.key", ["field": .string(identifier ?? ""), "key": .string("\(event.key)"), "text": .string(event.text)])
        switch event.key {
        case .backspace: deleteBackward(); return true
        case .enter, .escape, .tab: return super.keyDown(event)
        default:
            guard !event.text.isEmpty, !event.modifiers.contains(.control) else { return super.keyDown(event) }
            insertText(event.text)
            return true
        }
    }

    func insertText(_ t: String) { text += t }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    func setComposition(_ c: Composition?) { composition = c; changed() }
    var wantsInputMethod: Bool { takesInputMethod }

    var caretRect: Rect? {
        guard window?.firstResponder === self else { return nil }
        var prefix = text
        if let c = composition {
            prefix += String(String.UnicodeScalarView(c.text.unicodeScalars.prefix(c.cursor ?? c.text.unicodeScalars.count)))
        }
        let x = 8 + width(prefix)
        return Rect(x, 6, 2, bounds.height - 12)
    }

    private func width(_ s: String) -> Double { s.isEmpty ? 0 : Typesetter.layout(s, style: style).size.width }

    private func changed() {
        setNeedsDisplay()
        Trace.emit("probe.text", ["field": .string(identifier ?? ""), "text": .string(text)])
        window?.screen?.textInputDidChange()
    }

    override func draw(in canvas: Canvas) {
        let focused = window?.firstResponder === self
        canvas.stroke(Path(rect: bounds.insetBy(dx: 0.5, dy: 0.5)), color: focused ? .tint : .gray, lineWidth: focused ? 2 : 1)
        let baseX = 8.0
        let top = (bounds.height - Typesetter.layout("Ag", style: style).size.height) / 2
        if !text.isEmpty { canvas.draw(Typesetter.layout(text, style: style), at: Point(x: baseX, y: top), color: .black) }
        if let c = composition {
            let start = baseX + width(text)
            let scalars = Array(c.text.unicodeScalars)
            func x(_ i: Int) -> Double { start + width(String(String.UnicodeScalarView(scalars[0..<i]))) }
            for s in c.segments where s.highlight == .selected {
                canvas.fill(Rect(x(s.range.lowerBound), top, x(s.range.upperBound) - x(s.range.lowerBound), bounds.height - 2 * top),
                            color: Color(hex: 0xB3D7FF))
            }
            canvas.draw(Typesetter.layout(c.text, style: style), at: Point(x: start, y: top), color: .black)
            let under = Path(rect: Rect(start, bounds.height - top + 1, x(scalars.count) - start, 1))
            canvas.fill(under, color: .black)
        }
        if focused, let r = caretRect { canvas.fill(r, color: .tint) }
    }
}

@MainActor
final class ProbeRoot: View {
    let name = ProbeField(identifier: "probe.name", takesInputMethod: true)
    let pin = ProbeField(identifier: "probe.pin", takesInputMethod: false)

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.95)
        addSubview(name); addSubview(pin)
    }

    override func layoutSubviews() {
        name.frame = Rect(40, 60, bounds.width - 80, 40)
        pin.frame = Rect(40, 140, bounds.width - 80, 40)
    }
}

@MainActor
final class ProbeApp: ApplicationDelegate {
    let configuration = ApplicationConfiguration(title: "Text input probe", size: Size(480, 240))
    let root = ProbeRoot(frame: .zero)

    func applicationDidFinishLaunching(_ application: Application) {
        application.mainWindow.rootView = root
        application.mainWindow.makeFirstResponder(root.name)
    }
}

Application.main(delegate: ProbeApp())
