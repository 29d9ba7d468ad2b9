import Shoji

/// Text entry: a name field, a note that mixes Japanese, Arabic, a combining accent and emoji (and, split,
/// shown a second time below itself: two text views of one document), a PIN field
/// and an amount field that take the number pad as their input view (it slides up while either edits), and a
/// search field that filters a list as you type. Tab walks through them; an input method composes inline
/// (not in the PIN or the amount: digits only, so it stays off).
@MainActor
final class TextScene: DemoScene {
    static let name = "text"
    let view: View
    let nameField = TextField(placeholder: tr("text.name.placeholder"))
    let note = TextView()
    /// The note's second view, shown below it while "Split" is checked: the same document, its own caret and scroll.
    let split = TextView()
    let splitToggle = Checkbox(tr("text.note.split"))
    let search = TextField(placeholder: tr("text.search.placeholder"))
    let pin = TextField(placeholder: tr("text.pin.placeholder"))
    let amount = TextField(placeholder: tr("text.amount.placeholder"))
    /// The PIN's and the amount's input view (the fields hold it weakly; the scene keeps it).
    let pad = NumberPad()
    private let items: [Label]
    private let count = Label("", style: .caption)

    init(context: SceneContext) {
        let root = SceneView()
        view = root
        root.identifier = "text"
        let heading = Label(tr("text.heading"), style: .title)
        let nameLabel = Label(tr("text.name"), style: .headline)
        let noteLabel = Label(tr("text.note"), style: .headline)
        let searchLabel = Label(tr("text.search"), style: .headline)
        nameField.identifier = "text.name"
        note.identifier = "text.note"
        note.text = tr("text.note.body")
        note.selectedRange = 0..<0
        note.borderColor = .opaqueSeparator
        split.identifier = "text.note.split"
        split.borderColor = .opaqueSeparator
        split.isHidden = true
        splitToggle.identifier = "text.note.splitToggle"
        search.identifier = "text.search"
        let pinLabel = Label(tr("text.pin"), style: .headline)
        let amountLabel = Label(tr("text.amount"), style: .headline)
        pin.identifier = "text.pin"
        pin.isSecureTextEntry = true
        pin.inputFilter = .digits(maximumLength: 6)
        amount.identifier = "text.amount"
        amount.inputFilter = .digits(maximumLength: 7)
        amount.alignment = .trailing
        pad.identifier = "text.pad"
        for f in [pin, amount] { f.inputView = pad }
        count.identifier = "text.count"
        count.textColor = .secondaryLabel
        items = TextScene.fruit.map { Label(tr("text.fruit.\($0)")) }
        let list = View()
        list.identifier = "text.results"
        list.backgroundColor = .systemBackground
        list.cornerRadius = 6
        items.forEach(list.addSubview)

        // The split toggle last: Tab walks the text (name, note, its split, PIN, amount, search), then it.
        for v in [heading, nameLabel, nameField, noteLabel, note, split, pinLabel, pin, amountLabel, amount, searchLabel, search, count, list, splitToggle] {
            root.addSubview(v)
        }
        search.didChange = { [weak self] _ in self?.filter() }
        splitToggle.valueChanged = { [weak self] box in self?.setSplit(box.isChecked) }
        filter()

        root.layout = { [items, nameField, note, split, splitToggle, pin, amount, search, count] v in
            let m = 24.0, w = min(v.bounds.width - 2 * m, 560)
            var y = m
            y = heading.place(at: Point(m, y), width: w).maxY + 16
            y = nameLabel.place(at: Point(m, y), width: w).maxY + 6
            y = nameField.place(at: Point(m, y), width: min(w, 320)).maxY + 16
            let nl = noteLabel.place(at: Point(m, y))
            let ts = splitToggle.sizeThatFits(.zero)
            splitToggle.frame = Rect(x: m + w - ts.width, y: y + (nl.height - ts.height) / 2, width: ts.width, height: ts.height)
            y = nl.maxY + 6
            // Split, the note's place is shared by its two views, as an editor's split pane: nothing below moves.
            let noteHeight = split.isHidden ? 120.0 : 57
            note.frame = Rect(x: m, y: y, width: w, height: noteHeight)
            split.frame = Rect(x: m, y: note.frame.maxY + 6, width: w, height: 120 - noteHeight - 6)
            y += 120 + 16
            let fw = (min(w, 320) - 16) / 2
            pinLabel.place(at: Point(m, y), width: fw)
            let row = amountLabel.place(at: Point(m + fw + 16, y), width: fw).maxY + 6
            pin.place(at: Point(m, row), width: fw)
            y = amount.place(at: Point(m + fw + 16, row), width: fw).maxY + 16
            let sl = searchLabel.place(at: Point(m, y))
            count.place(at: Point(sl.maxX + 12, y + (sl.height - count.sizeThatFits(.zero).height) / 2 + 1))
            y = sl.maxY + 6
            y = search.place(at: Point(m, y), width: min(w, 320)).maxY + 8
            var iy = 6.0
            for item in items where !item.isHidden { iy = item.place(at: Point(12, iy), width: min(w, 320) - 24).maxY + 4 }
            list.frame = Rect(x: m, y: y, width: min(w, 320), height: iy + 2)
        }
    }

    /// Shows the note a second time below itself, or stops: the split view is given the note's document
    /// (the same text and undo, its own caret and scroll), and a document of its own when hidden again, so
    /// that a hidden view does no work at each key.
    private func setSplit(_ on: Bool) {
        split.isHidden = !on
        split.document = on ? note.document : TextDocument()
        view.setNeedsLayout()
    }

    static let fruit = ["apple", "apricot", "banana", "cherry", "grape", "lemon", "mango", "melon", "peach", "pear"]

    /// Shows the fruit whose name contains the search text (in either language), and how many.
    private func filter() {
        let q = search.text.lowercased()
        var shown = 0
        for (i, item) in items.enumerated() {
            let en = Strings.table["text.fruit.\(TextScene.fruit[i])"]?.en.lowercased() ?? ""
            item.isHidden = !(q.isEmpty || item.text.lowercased().contains(q) || en.contains(q))
            if !item.isHidden { shown += 1 }
        }
        count.text = formatted(tr("text.count"), shown)
        view.setNeedsLayout()
    }

    /// The name field mid-composition (what an input method shows before the commit), and a search typed.
    func prepareForTour() -> (@MainActor () -> Void)? {
        view.window?.makeFirstResponder(nameField)
        nameField.setComposition(Composition(text: "にほんご", segments: [.init(0..<2, .selected), .init(2..<4, .raw)], cursor: 2))
        search.text = tr("text.tour.search")
        filter()
        return nil
    }
}
