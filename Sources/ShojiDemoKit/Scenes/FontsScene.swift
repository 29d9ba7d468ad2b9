import Shoji

/// The seed's font-name log as a list: every font family Pango knows, one row each, drawn in its own
/// face. Faces differ in height, so every row is measured from its own text.
@MainActor
final class FontsScene: DemoScene, ListViewDataSource {
    static let name = "fonts"
    let view: View
    let list = ListView()
    private let families = Typesetter.current.familyNames()

    init(context: SceneContext) {
        let root = SceneView()
        view = root
        root.identifier = "fonts"
        let heading = Label(tr("fonts.count", String(families.count)), style: .headline)
        heading.identifier = "fonts.count"
        list.identifier = "fonts.list"
        list.rowHeight = .automatic(estimated: 64)
        list.dataSource = self
        let card = View()
        card.backgroundColor = .systemBackground
        card.cornerRadius = 10
        card.clipsToBounds = true
        card.addSubview(list)
        root.addSubview(heading)
        root.addSubview(card)
        let list = self.list
        root.layout = { v in
            let m = 20.0
            let y = heading.place(at: Point(m, m), width: v.bounds.width - 2 * m).maxY + 12
            card.frame = Rect(x: m, y: y, width: max(0, v.bounds.width - 2 * m), height: max(0, v.bounds.height - y - m))
            list.frame = card.bounds
        }
    }

    func numberOfRows(in listView: ListView) -> Int { families.count }

    func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: ListCell.defaultReuseIdentifier)
        let family = families[row]
        cell.textLabel.style = TextStyle(family: family, size: 20)
        cell.textLabel.text = family
        cell.detailTextLabel.style = TextStyle(family: family, size: 14)
        cell.detailTextLabel.text = tr("fonts.sample")
        return cell
    }
}
