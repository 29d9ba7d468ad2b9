/// Drag and drop for text fields and views, as GTK's entries and text views do it: text dropped on an
/// editable view goes in at the drop point (a caret there shows where while the drag is over it); dropped
/// files go in as their paths, one a line (GTK's entries take a file manager's `text/uri-list` as text
/// too). A press inside the selection that moves drags the selected text out (``DragSession``); dropped
/// on a field or view of this program it moves (deleted where it came from; within one view as one undo
/// step), anywhere else it is copied. The dropped text is left selected.
extension TextInputView {
    /// How far a press inside the selection moves before it drags: the desktop's drag threshold
    /// (`Net/DndDragThreshold`, as GTK's entries use it).
    var dragThreshold: Double { window?.screen?.desktopSettings.dragThreshold ?? DesktopSettings().dragThreshold }

    func makeTextDropInteraction() -> DropInteraction {
        let drop = DropInteraction(acceptedTypes: [.text, .fileURL]) { [weak self] content, point in
            self?.drop(content, at: point)
        }
        drop.onMove = { [weak self] point in self?.dragMoved(to: point) ?? false }
        drop.onExit = { [weak self] in self?.setDropOffset(nil) }
        return drop
    }

    /// Whether a press at `offset` starts a drag of the selection rather than a new selection.
    func beginsTextDrag(at offset: Int) -> Bool {
        let r = selectedRange
        return !isSecureTextEntry && !r.isEmpty && r.lowerBound <= offset && offset < r.upperBound
    }

    /// A press inside the selection moved: past the threshold the selected text is dragged. True when
    /// the press is done with (the drag started, or it is still under the threshold).
    func pressMovedDrag() -> Bool {
        guard let drag = press?.drag, let p = press?.point else { return false }
        guard p.distance(to: drag.start) >= dragThreshold else { return true }
        let text = document.storage.string(in: drag.range)
        if dragSession?.begin(PasteboardContent(text: text), from: self) == true {
            dragSession?.sourceTextRange = drag.range
            endPress()
            return true
        }
        // No drag can start (no host): the press selects from where it began, as any other.
        press?.drag = nil
        return false
    }

    /// A drag over the view at `point` (in the bounds): the drop caret goes there; false where no drop is
    /// taken (a view that cannot be edited, or inside the very text being dragged).
    func dragMoved(to point: Point) -> Bool {
        guard isEnabled, isEditable else { setDropOffset(nil); return false }
        let o = offset(at: point)
        if let source = ownDraggedRange(), source.lowerBound < o, o < source.upperBound {
            setDropOffset(nil)
            return false
        }
        setDropOffset(o)
        return true
    }

    func setDropOffset(_ o: Int?) {
        guard o != dropOffset else { return }
        dropOffset = o
        setNeedsDisplay()
    }

    /// The range dragged out of this very view's document (from this view or another view of it), when the
    /// drag under way is its own and the text is still there.
    func ownDraggedRange() -> Range<Int>? {
        guard let source = dragSession?.sourceView as? TextInputView, source.document === document,
              let r = dragSession?.sourceTextRange,
              r.upperBound <= document.storage.count,
              dragSession?.content?.text == document.storage.string(in: r) else { return nil }
        return r
    }

    /// `content` dropped at `point` (in the bounds).
    func drop(_ content: PasteboardContent, at point: Point) {
        setDropOffset(nil)
        guard isEnabled, isEditable else { return }
        let text = TextInputView.text(of: content)
        var o = offset(at: point), inserted = 0
        document.breakUndoCoalescing()
        if let source = ownDraggedRange(), content.text == text {
            // A move within this view's document: one replacement spanning the text and where it goes, so one undo step.
            guard o < source.lowerBound || o > source.upperBound else { return }
            let span = min(o, source.lowerBound)..<max(o, source.upperBound)
            let before = document.storage.string(in: span.lowerBound..<source.lowerBound)
            let after = document.storage.string(in: source.upperBound..<span.upperBound)
            let moved = o < source.lowerBound ? text + before : after + text
            guard edit(span, with: moved, action: .other) else { return }
            dragSession?.sourceTextRange = nil
            o = o < source.lowerBound ? o : o - source.count
            inserted = source.count
        } else if !(dragSession?.sourceView is TextInputView) {
            // From another program: megabytes go in a piece a turn (TextInputView+LongInsertion.swift), and
            // are selected once all are in.
            setSelection(TextSelection(caret: o))
            let id = TraceValue(identifier)
            _ = insertLongText(text, replacing: o..<o) { [weak self] inserted, _ in
                guard let self else { return }
                document.breakUndoCoalescing()
                setSelection(TextSelection(anchor: inserted.lowerBound, head: inserted.upperBound))
                Trace.emit("text.dropped", ["id": id, "offset": .number(Double(inserted.lowerBound)),
                                            "length": .number(Double(inserted.count))])
            }
            return
        } else {
            setSelection(TextSelection(caret: o))
            guard edit(o..<o, with: text, action: .other) else { return }
            inserted = selection.head - o
            // Dragged from another field of this program: it moves, so it leaves there.
            if let from = dragSession?.sourceView as? TextInputView, from !== self, let r = from.ownDraggedRange(),
               from.isEditable, content.text == text {
                from.document.breakUndoCoalescing()
                from.edit(r, with: "", action: .other)
                dragSession?.sourceTextRange = nil
            }
        }
        document.breakUndoCoalescing()
        setSelection(TextSelection(anchor: o, head: o + inserted))
        Trace.emit("text.dropped", ["id": TraceValue(identifier), "offset": .number(Double(o)),
                                    "length": .number(Double(inserted))])
    }

    /// The caret where a drag over the view would drop.
    func drawDropCaret(in canvas: Canvas) {
        guard let o = dropOffset, let r = caretRect(forOffset: o) else { return }
        canvas.fill(Rect(x: r.minX - 1, y: r.minY, width: 2, height: r.height), color: .tint)
    }
}
