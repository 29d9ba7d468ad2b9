import Glibc
import Shoji

/// A small PIN entry built on the number pad's sequences: the PIN counts only when its digits arrive as
/// one sequence, so pausing longer than the interval starts over ("too slow"). Four dots fill as digits
/// come; a wrong PIN shakes them.
@MainActor
final class PinEntryView: View {
    /// The unlocked PIN's green, readable on the card in light and dark.
    static let success = Color(light: Color(hex: 0x1E7B3A), dark: Color(hex: 0x4CC76E))
    enum State: Equatable {
        case entering(String)
        case unlocked
        case wrong
        case tooSlow
    }

    let pin: String
    private(set) var state = State.entering("") { didSet { stateChanged() } }
    private let title = Label("", style: .headline)
    private let status = Label("", style: .body.with(size: 14))
    private let dots = PinDots()
    private var shake: Animation?

    init(pin: String) {
        self.pin = pin
        super.init()
        identifier = "numberpad.pin"
        backgroundColor = .systemBackground
        cornerRadius = 10
        title.text = tr("numberpad.pin.title").replacing("{pin}", with: pin)
        status.identifier = "numberpad.pin.status"
        dots.count = pin.count
        for v in [title, dots, status] { addSubview(v) }
        stateChanged()
    }

    /// The pad's sequence grew: fill the dots, and judge the PIN once it is complete.
    func sequenceUpdated(_ sequence: String) {
        guard sequence.count <= pin.count else { return } // already judged; wait for the next sequence
        if sequence.count < pin.count {
            state = .entering(sequence)
        } else if sequence == pin {
            state = .unlocked
            Trace.emit("numberpad.pin", ["value": "unlocked"])
        } else {
            state = .wrong
            Trace.emit("numberpad.pin", ["value": "wrong"])
            shakeDots()
        }
    }

    /// The sequence ended: a PIN still incomplete was typed too slowly.
    func sequenceFinished(_ sequence: String) {
        guard case .entering(let typed) = state, !typed.isEmpty else { return }
        state = .tooSlow
        Trace.emit("numberpad.pin", ["value": "tooSlow"])
    }

    private func stateChanged() {
        switch state {
        case .entering(let typed):
            dots.filled = typed.count; dots.tint = .label
            status.text = tr("numberpad.pin.enter"); status.textColor = .secondaryLabel
        case .unlocked:
            dots.filled = pin.count; dots.tint = PinEntryView.success
            status.text = tr("numberpad.pin.unlocked"); status.textColor = PinEntryView.success
        case .wrong:
            dots.filled = pin.count; dots.tint = .destructive
            status.text = tr("numberpad.pin.wrong"); status.textColor = .destructive
        case .tooSlow:
            dots.filled = 0; dots.tint = .label
            status.text = tr("numberpad.pin.slow"); status.textColor = Color(light: Color(hex: 0x8A5A12), dark: Color(hex: 0xE8B04A))
        }
    }

    private func shakeDots() {
        shake?.cancel()
        guard let animator = window?.screen?.animator else { return }
        shake = animator.animate(duration: 0.4, curve: .linear, update: { [weak self] t in
            self?.dots.transform = Transform(translationX: t >= 1 ? 0 : 8 * (1 - t) * sin(t * 4 * 2 * .pi), y: 0)
        })
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(width: max(size.width, 300), height: 112) }

    override func layoutSubviews() {
        let w = bounds.width - 32
        title.frame = Rect(x: 16, y: 12, width: w, height: 24)
        dots.frame = Rect(x: 16, y: 44, width: Double(pin.count) * 28, height: 24)
        status.frame = Rect(x: 16, y: 76, width: w, height: 22)
    }

    override func draw(in canvas: Canvas) {
        canvas.stroke(Path(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: cornerRadius),
                      color: .opaqueSeparator, lineWidth: 1)
    }
}

/// A row of PIN dots: filled for each digit typed.
@MainActor
final class PinDots: View {
    var count = 4 { didSet { setNeedsDisplay() } }
    var filled = 0 { didSet { if filled != oldValue { setNeedsDisplay() } } }
    var tint = Color.label { didSet { if tint != oldValue { setNeedsDisplay() } } }

    override func draw(in canvas: Canvas) {
        for i in 0..<count {
            let r = Rect(x: Double(i) * 28 + 3, y: (bounds.height - 16) / 2, width: 16, height: 16)
            if i < filled {
                canvas.fill(Path(ellipseIn: r), color: tint)
            } else {
                canvas.stroke(Path(ellipseIn: r.insetBy(dx: 0.75, dy: 0.75)), color: tint, lineWidth: 1.5)
            }
        }
    }
}
