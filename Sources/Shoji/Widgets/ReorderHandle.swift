/// The grip at a row's right end while the list is editing: dragging it moves the row.
@MainActor
final class ReorderHandle: View {
    static let width = 44.0
    let pan = PanGestureRecognizer()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        pan.minimumDistance = 2
        pan.identifier = "list.reorder"
        pan.addAction { [weak self] g in
            guard let self, let pan = g as? PanGestureRecognizer, let cell = self.superview as? ListCell else { return }
            cell.listView?.reorderPanChanged(pan, cell: cell)
        }
        addGestureRecognizer(pan)
    }

    override func cursor(at point: Point) -> Cursor? { .grab }

    override func draw(in canvas: Canvas) {
        let cy = bounds.midY.rounded(), x = (bounds.midX - 9).rounded()
        for dy in [-5.0, 0, 5] {
            canvas.fill(Path(roundedRect: Rect(x: x, y: cy + dy - 1, width: 18, height: 2), cornerRadius: 1), color: .tertiaryLabel)
        }
    }
}
