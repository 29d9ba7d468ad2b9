/// One row of a `ListView`, as `UITableViewCell`: a text label and a detail label (both wrapping, so the
/// row is as tall as its text), a separator, highlight while pressed, the selected look, and a reorder
/// handle while the list is editing. Cells are reused: configure every property in the data source.
///
/// Subclasses add views and override `layoutContent(in:)` and `heightForContent(width:)`.
@MainActor
open class ListCell: View {
    /// The identifier `ListView` registers plain `ListCell`s under.
    public static let defaultReuseIdentifier = "cell"
    /// The identifier the cell was dequeued with.
    public let reuseIdentifier: String
    /// The main line of text.
    public let textLabel = Label()
    /// A smaller second line under the first, wrapped; it takes no room while empty.
    public let detailTextLabel = Label("", style: .caption)
    /// Room around the labels.
    public var contentInsets = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16) { didSet { setNeedsLayout() } }
    /// Where the separator line under the row starts, from the left edge.
    public var separatorInset = 16.0
    /// The separator's colour.
    public var separatorColor = Color.separator
    /// The background when neither selected nor pressed.
    public var normalBackgroundColor = Color.systemBackground { didSet { updateBackground() } }
    /// The background of the selected row.
    public var selectedBackgroundColor = Color.tint.withAlpha(0.14)
    /// The background while pressed.
    public var highlightedBackgroundColor = Color.systemFill

    /// The row shown, while the cell is on screen (-1 in the reuse pool).
    public internal(set) var row = -1
    /// The list showing the cell, while it is on screen.
    public internal(set) weak var listView: ListView?
    public internal(set) var isSelected = false {
        didSet { if isSelected != oldValue { updateBackground(); accessibilityStateChanged(.selected, isSelected) } }
    }
    public internal(set) var isHighlighted = false { didSet { if isHighlighted != oldValue { updateBackground() } } }
    /// Being dragged to a new place.
    public internal(set) var isLifted = false { didSet { if isLifted != oldValue { updateBackground() } } }
    /// Whether the reorder handle shows (the list is editing and the row can move).
    public internal(set) var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { reorderHandle.isHidden = !showsReorderControl; setNeedsLayout() } }
    }
    /// The row's full height; the frame is shorter while a new row opens.
    public internal(set) var rowHeight = 0.0 { didSet { if rowHeight != oldValue { setNeedsLayout() } } }

    let reorderHandle = ReorderHandle()

    /// A cell for reuse under `reuseIdentifier`; subclasses add their own views here.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        clipsToBounds = true
        textLabel.numberOfLines = 0
        textLabel.centersVertically = false
        detailTextLabel.numberOfLines = 0
        detailTextLabel.centersVertically = false
        detailTextLabel.textColor = .secondaryLabel
        reorderHandle.isHidden = true
        addSubview(textLabel)
        addSubview(detailTextLabel)
        addSubview(reorderHandle)
        updateBackground()
        // Their text is the row's name and description; other views a subclass adds stay children.
        textLabel.accessibilityElementsHidden = true
        detailTextLabel.accessibilityElementsHidden = true
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .listItem }
        set { super.accessibilityRole = newValue }
    }
    /// The text label's text unless a label was set.
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? (textLabel.text.isEmpty ? nil : textLabel.text) }
        set { super.accessibilityLabel = newValue }
    }
    open override var accessibilityStates: AccessibilityStates {
        super.accessibilityStates.union(isSelected ? [.selectable, .selected] : .selectable)
    }
    /// "press" selects the row as a click does.
    open override var accessibilityActions: [AccessibilityAction] {
        get {
            [AccessibilityAction(name: AccessibilityAction.press, localizedDescription: AccessibilityAction.press) { [weak self] in
                guard let self, let list = self.listView, self.row >= 0, list.reorder == nil, self.isAccessibilityReachable else { return false }
                list.cellTapped(self)
                return true
            }] + super.accessibilityActions
        }
        set { super.accessibilityActions = newValue }
    }

    /// Called before the cell is handed out again.
    open func prepareForReuse() {
        isHighlighted = false
        isLifted = false
        alpha = 1
    }

    // MARK: Layout

    /// Where content goes: the full row (even while it opens), less the insets and the reorder handle.
    public var contentRect: Rect {
        let handle = showsReorderControl ? ReorderHandle.width : 0
        return Rect(x: 0, y: 0, width: max(0, bounds.width - handle), height: max(bounds.height, rowHeight)).inset(by: contentInsets)
    }

    /// Places the content; the default stacks the text and the detail.
    open func layoutContent(in rect: Rect) {
        let t = textLabel.text.isEmpty ? 0 : textLabel.sizeThatFits(Size(width: rect.width, height: 0)).height
        let d = detailTextLabel.text.isEmpty ? 0 : detailTextLabel.sizeThatFits(Size(width: rect.width, height: 0)).height
        let total = t + (t > 0 && d > 0 ? 2 : 0) + d
        let y = rect.minY + max(0, (rect.height - total) / 2).rounded()
        textLabel.frame = Rect(x: rect.minX, y: y, width: rect.width, height: t)
        detailTextLabel.frame = Rect(x: rect.minX, y: y + total - d, width: rect.width, height: d)
    }

    /// The height the content needs at `width` (without the insets); the default measures the two labels.
    open func heightForContent(width: Double) -> Double {
        let t = textLabel.text.isEmpty ? 0 : textLabel.sizeThatFits(Size(width: width, height: 0)).height
        let d = detailTextLabel.text.isEmpty ? 0 : detailTextLabel.sizeThatFits(Size(width: width, height: 0)).height
        return t + (t > 0 && d > 0 ? 2 : 0) + d
    }

    /// The row height at `size.width` (the current width when 0): the content's, plus the insets.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width > 0 ? size.width : bounds.width
        let handle = showsReorderControl ? ReorderHandle.width : 0
        let content = heightForContent(width: max(0, width - handle - contentInsets.left - contentInsets.right))
        return Size(width: width, height: (content + contentInsets.top + contentInsets.bottom).rounded(.up))
    }

    open override func layoutSubviews() {
        reorderHandle.frame = Rect(x: bounds.width - ReorderHandle.width, y: 0, width: ReorderHandle.width,
                                   height: max(bounds.height, rowHeight))
        layoutContent(in: contentRect)
    }

    // MARK: Drawing

    private func updateBackground() {
        if isLifted { backgroundColor = .secondarySystemBackground }
        else if isHighlighted { backgroundColor = highlightedBackgroundColor }
        else if isSelected { backgroundColor = normalBackgroundColor.mixed(with: selectedBackgroundColor.withAlpha(1), amount: selectedBackgroundColor.alpha) }
        else { backgroundColor = normalBackgroundColor }
    }

    open override func drawOverSubviews(in canvas: Canvas) {
        let b = bounds
        if isLifted {
            // A lifted row is framed top and bottom, as if it floated over the others.
            canvas.fill(Rect(x: 0, y: 0, width: b.width, height: 1), color: .opaqueSeparator)
            canvas.fill(Rect(x: 0, y: b.height - 1, width: b.width, height: 1), color: .opaqueSeparator)
        } else if b.height >= 1 {
            canvas.fill(Rect(x: separatorInset, y: b.height - 1, width: max(0, b.width - separatorInset), height: 1), color: separatorColor)
        }
    }

    // MARK: Touches

    open override func touchesBegan(_ touch: Touch) {
        guard touch.button == .primary, let list = listView else { return }
        list.window?.makeFirstResponder(list)
        // A press that stopped a gliding list only stops it.
        isHighlighted = !list.touchStoppedMotion
    }

    open override func touchesMoved(_ touch: Touch) {
        guard touch.button == .primary, listView?.touchStoppedMotion == false else { return }
        isHighlighted = bounds.contains(touch.location(in: self))
    }

    open override func touchesEnded(_ touch: Touch) {
        guard touch.button == .primary else { return }
        let tapped = isHighlighted && bounds.contains(touch.location(in: self))
        isHighlighted = false
        if tapped { listView?.cellTapped(self) }
    }

    open override func touchesCancelled(_ touch: Touch) { isHighlighted = false }
}
