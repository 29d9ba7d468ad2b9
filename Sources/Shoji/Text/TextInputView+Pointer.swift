/// A press in the text: a click places the caret, a drag selects (by characters, or by words after a double
/// click, by lines or paragraphs after a triple click), Shift+click extends the selection, and a drag
/// that leaves the text scrolls it on the screen's clock. A finger on a touchscreen scrolls a text view
/// instead, as on iOS, and a tap places the caret.
struct PressState {
    enum Granularity { case character, word, line }
    var granularity: Granularity
    /// What the press selected first; the drag extends from it, keeping all of it.
    var origin: Range<Int>
    /// Where the pointer is, in the bounds.
    var point: Point
    var autoscroll: ClockTimer?
    /// A finger in a text view: where it was last, and whether it moved far enough to be a scroll.
    var finger: (last: Point, scrolled: Bool)?
    /// A press inside the selection: it drags the selected text once it moves (see `TextInputView+Drop`),
    /// or places the caret if released where it was.
    var drag: (range: Range<Int>, start: Point)? = nil
}

extension TextInputView {
    /// How often a drag outside the text scrolls it a step.
    static let autoscrollInterval = 1.0 / 30

    func pressBegan(_ touch: Touch) {
        guard isEnabled, touch.button == .primary else { return }
        let p = touch.location(in: self)
        if touch.type == .direct, scrollsWithFinger {
            press = PressState(granularity: .character, origin: 0..<0, point: p, finger: (p, false))
            return
        }
        if !isFocused { window?.makeFirstResponder(self) }
        let o = offset(at: p)
        let sel = selection
        // A fourth click starts over as a single one, as in GTK.
        switch (touch.clickCount - 1) % 3 + 1 {
        case 2:
            let w = wordRange(at: o)
            press = PressState(granularity: .word, origin: w, point: p)
            setSelection(TextSelection(anchor: w.lowerBound, head: w.upperBound))
        case 3:
            let l = lineOrParagraphRange(at: o)
            press = PressState(granularity: .line, origin: l, point: p)
            setSelection(TextSelection(anchor: l.lowerBound, head: l.upperBound))
        default:
            if touch.modifiers.contains(.shift) {
                press = PressState(granularity: .character, origin: sel.anchor..<sel.anchor, point: p)
                setSelection(TextSelection(anchor: sel.anchor, head: o))
            } else if beginsTextDrag(at: o) {
                press = PressState(granularity: .character, origin: o..<o, point: p, drag: (sel.range, p))
            } else {
                press = PressState(granularity: .character, origin: o..<o, point: p)
                setSelection(TextSelection(caret: o))
            }
        }
        document.breakUndoCoalescing()
        restartCaretBlink()
    }

    func pressMoved(_ touch: Touch) {
        guard press != nil else { return }
        if let finger = press?.finger {
            let p = touch.location(in: self)
            let scrolled = finger.scrolled || press.map { $0.point.distance(to: p) > 8 } ?? false
            if scrolled { scroll(byFinger: p.y - finger.last.y) }
            press?.finger = (p, scrolled)
            return
        }
        press?.point = touch.location(in: self)
        if press?.drag != nil, pressMovedDrag() { return }
        extendPress()
        updateAutoscroll()
    }

    /// A finger lifted without scrolling was a tap: focus and the caret there.
    func pressEnded(_ touch: Touch) {
        if let press, let finger = press.finger, !finger.scrolled {
            if !isFocused { window?.makeFirstResponder(self) }
            setSelection(TextSelection(caret: offset(at: press.point)))
            document.breakUndoCoalescing()
        }
        if let press, press.drag != nil { setSelection(TextSelection(caret: press.origin.lowerBound)) }
        endPress()
    }

    func endPress() {
        press?.autoscroll?.cancel()
        let pressed = press != nil
        press = nil
        if pressed { offerSelectionAsPrimary() }
    }

    /// The selection from the press's origin to what lies under the pointer, in the press's granularity.
    func extendPress() {
        guard let press else { return }
        let o = offset(at: press.point)
        let here: Range<Int>
        switch press.granularity {
        case .character: here = o..<o
        case .word: here = wordRange(at: o)
        case .line: here = lineOrParagraphRange(at: o)
        }
        if here.lowerBound < press.origin.lowerBound {
            setSelection(TextSelection(anchor: press.origin.upperBound, head: here.lowerBound))
        } else {
            setSelection(TextSelection(anchor: press.origin.lowerBound, head: max(here.upperBound, press.origin.upperBound)))
        }
    }

    /// Starts the scrolling steps while the pointer is outside the visible text, and stops them inside.
    private func updateAutoscroll() {
        guard let p = press?.point else { return }
        let outside = !visibleTextRect.contains(p)
        if outside, press?.autoscroll == nil, let clock = window?.screen?.inputClock {
            press?.autoscroll = clock.scheduleRepeating(every: TextInputView.autoscrollInterval) { [weak self] in
                self?.autoscrollStep()
            }
        } else if !outside {
            press?.autoscroll?.cancel()
            press?.autoscroll = nil
        }
    }

    private func autoscrollStep() {
        guard let p = press?.point else { return }
        if autoscroll(toward: p) { extendPress() }
    }
}
