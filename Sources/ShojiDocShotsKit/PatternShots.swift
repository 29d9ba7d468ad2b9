import Shoji

/// Colours the pictures share.
enum Palette {
    static let sky = Color(hex: 0x8EC5FC)
    static let sand = Color(hex: 0xF6D186)
    static let leaf = Color(hex: 0x9AD0A0)
    static let rose = Color(hex: 0xF4A6A6)
    static let ink = Color(white: 0.25)
}

/// A coloured tile with a caption in its middle, for pictures about arrangement rather than widgets.
@MainActor
final class Tile: View {
    let label: Label
    init(_ text: String, _ color: Color, frame: Rect, radius: Double = 10) {
        label = Label(text, style: .headline)
        super.init(frame: frame)
        backgroundColor = color
        cornerRadius = radius
        label.alignment = .center
        label.textColor = Palette.ink
        addSubview(label)
    }
    override func layoutSubviews() { label.frame = bounds }
}

@MainActor
func tile(_ text: String, _ color: Color, frame: Rect, radius: Double = 10) -> View {
    Tile(text, color, frame: frame, radius: radius)
}

/// Rows of text for a list, as a data source holds them.
@MainActor
final class TextRows: ListViewDataSource {
    let rows: [(String, String?)]
    init(_ rows: [(String, String?)]) { self.rows = rows }
    func numberOfRows(in listView: ListView) -> Int { rows.count }
    func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: ListCell.defaultReuseIdentifier)
        cell.textLabel.text = rows[row].0
        cell.detailTextLabel.text = rows[row].1 ?? ""
        return cell
    }
}

extension DocShots {
    /// The pattern articles' pictures (the gallery's alert, menu and tool tip serve their articles too).
    @MainActor
    public static var patterns: [DocShot] {
        [hello, layoutWide, layoutNarrow, layers, loading, shadows, numberPad, refresh, modal, toast,
         transition, tasks, textEntry, tables]
    }

    /// Getting Started's Hello, after one tap on its button.
    @MainActor static var hello: DocShot {
        DocShot("hello", Size(320, 200)) { stage in
            let label = Label("Not tapped yet")
            var taps = 0
            let button = Button("Tap me") { _ in
                taps += 1
                label.text = taps == 1 ? "Tapped once" : "Tapped \(taps) times"
            }
            stage.window.rootView = StackView([label, button], spacing: 20)
            stage.screen.layoutIfNeeded()
            stage.click(at: stage.center(of: button))
        }
    }

    /// The Counters layout: a toolbar above a list that fills the rest, at two window sizes.
    @MainActor static func counters(_ name: String, _ size: Size) -> DocShot {
        DocShot(name, size) { stage in
            let total = Label("5 counters", style: .headline)
            total.flexibility = Flexibility(grow: 1)
            let toolbar = StackView([total, Button("Reset…")], axis: .horizontal, spacing: 12, distribution: .fill)
            toolbar.insets = .zero
            let list = ListView()
            let rows = TextRows(["Coffee", "Tea", "Water", "Juice", "Milk"].enumerated().map { ("\($1)", "\($0 * 3 + 2) cups") })
            stage.keptAlive.append(rows)
            list.dataSource = rows
            stage.window.rootView = StackView([toolbar, list], spacing: 12, alignment: .fill, distribution: .fill)
            stage.settle(0.1)
        }
    }
    @MainActor static var layoutWide: DocShot { counters("layout-wide", Size(460, 260)) }
    @MainActor static var layoutNarrow: DocShot { counters("layout-narrow", Size(260, 340)) }

    /// Ordered layers: a banner in the ad layer above a button that still takes clicks through it.
    @MainActor static var layers: DocShot {
        DocShot("layers", Size(420, 260)) { stage in
            enum Tier: Int { case background, content, controls, ad }
            let layered = LayeredView<Tier>(frame: stage.screen.bounds)
            stage.window.rootView = layered
            layered.addSubview(tile("background", Palette.sky, frame: Rect(x: 16, y: 16, width: 388, height: 228)), layer: .background)
            layered.addSubview(tile("content 1", Palette.sand, frame: Rect(x: 40, y: 60, width: 200, height: 150)), layer: .content)
            layered.addSubview(tile("content 2", Palette.leaf, frame: Rect(x: 90, y: 90, width: 200, height: 130)), layer: .content)
            let button = Button("Under the ad")
            button.isFilled = true
            button.frame = Rect(origin: Point(230, 170), size: button.sizeThatFits(.zero))
            layered.addSubview(button, layer: .controls)
            layered.addSubview(tile("ad layer", Palette.rose.withAlpha(0.85), frame: Rect(x: 200, y: 30, width: 190, height: 80)), layer: .ad)
            stage.hover(button)
        }
    }

    /// The loading overlay in front of tiles added after it was shown.
    @MainActor static var loading: DocShot {
        DocShot("loading", Size(420, 260)) { stage in
            let host = View(frame: stage.screen.bounds)
            stage.window.rootView = host
            let overlay = LoadingOverlay(host: host, text: "Loading…")
            overlay.show()
            for (i, c) in [Palette.sky, Palette.sand, Palette.leaf, Palette.rose, Palette.sky, Palette.leaf].enumerated() {
                host.addSubview(tile("tile \(i + 1)", c, frame: Rect(x: 20 + Double(i % 3) * 130, y: 20 + Double(i / 3) * 120,
                                                                        width: 120, height: 110)))
            }
            stage.settle(1)
        }
    }

    /// Inner shadows on chosen edges and a drop shadow, on a card and an oval.
    @MainActor static var shadows: DocShot {
        DocShot("shadows", Size(460, 200)) { stage in
            let card = ShadowView(frame: Rect(x: 30, y: 30, width: 200, height: 130),
                                  innerShadows: [InnerShadow(offset: Point(0, 3), blurRadius: 8, color: .black, opacity: 0.45, edges: [.top])],
                                  dropShadows: [DropShadow(offset: Point(0, 6), blurRadius: 16, color: .black, opacity: 0.3)])
            card.backgroundColor = .white
            card.cornerRadius = 14
            let well = ShadowView(frame: Rect(x: 270, y: 30, width: 160, height: 130),
                                  innerShadows: [InnerShadow(offset: Point(3, 3), blurRadius: 10, color: .black, opacity: 0.5, edges: [.top, .left])])
            well.backgroundColor = Palette.sand
            well.outline = .oval
            stage.add(card)
            stage.add(well)
        }
    }

    /// The number pad with a key held: its balloon above the pad.
    @MainActor static var numberPad: DocShot {
        DocShot("numberpad", Size(480, 170)) { stage in
            let pad = NumberPad(frame: Rect(x: 20, y: 96, width: 440, height: 56))
            stage.add(pad)
            stage.press(pad.keyView(for: 4))
        }
    }

    /// A list pulled down past the refresh threshold: "Release to refresh", the arrow turned.
    @MainActor static var refresh: DocShot {
        DocShot("refresh", Size(360, 300)) { stage in
            let list = ListView(frame: stage.screen.bounds)
            let rows = TextRows((1...12).map { ("Post \($0)", "\($0 * 5) minutes ago") })
            stage.keptAlive.append(rows)
            list.dataSource = rows
            let refresh = RefreshControl()
            refresh.lastUpdatedText = "Last updated: today 9:41"
            list.refreshControl = refresh
            stage.window.rootView = list
            stage.settle(0.1)
            stage.drag(from: Point(180, 60), by: Point(0, 190), steps: 20)
            stage.settle(0.3)
        }
    }

    /// A global modal's alert above the app, everything below dimmed.
    @MainActor static var modal: DocShot {
        DocShot("modal", Size(480, 300)) { stage in
            let list = ListView(frame: stage.screen.bounds)
            let rows = TextRows((1...8).map { ("Draft \($0)", $0 == 1 ? "Edited yesterday" : "Edited \($0) days ago") })
            stage.keptAlive.append(rows)
            list.dataSource = rows
            stage.window.rootView = list
            let modal = GlobalModal(screen: stage.screen)
            stage.keptAlive.append(modal)
            modal.present(Gallery.alert(GalleryLanguage.english.words))
            stage.settle(1)
        }
    }

    /// A toast over a list, which still takes clicks under it.
    @MainActor static var toast: DocShot {
        DocShot("toast", Size(360, 220)) { stage in
            let list = ListView(frame: stage.screen.bounds)
            let rows = TextRows((1...6).map { ("Post \($0)", nil) })
            stage.keptAlive.append(rows)
            list.dataSource = rows
            let root = View(frame: stage.screen.bounds)
            root.addSubview(list)
            let toasts = ToastPresenter(frame: root.bounds)
            root.addSubview(toasts)
            stage.window.rootView = root
            toasts.show("3 new posts")
            stage.settle(0.5)
        }
    }

    /// A container half-way through flipping from one child to the next.
    @MainActor static var transition: DocShot {
        DocShot("transition", Size(400, 260), background: Color(white: 0.2)) { stage in
            @MainActor func child(_ text: String, _ color: Color) -> ViewController {
                let c = ViewController()
                c.setView(tile(text, color, frame: .zero, radius: 0))
                return c
            }
            let container = ContainerController()
            stage.keptAlive.append(container)
            container.view.frame = stage.screen.bounds.insetBy(dx: 40, dy: 30)
            stage.add(container.view)
            let list = child("List", Palette.sky), detail = child("Detail", Palette.sand)
            container.show(list)
            stage.settle(0.1)
            container.replace(with: detail, duration: 1, options: .flipFromLeft)
            stage.settle(0.3)
        }
    }

    /// Jobs of a serial queue as rows: one done, one running, two waiting.
    @MainActor static var tasks: DocShot {
        DocShot("tasks", Size(400, 300)) { stage in
            let jobs: [(String, Double, String)] = [("Export photo 1", 1, "Done"), ("Export photo 2", 0.45, "45 %"),
                                                    ("Export photo 3", 0, "Waiting"), ("Export photo 4", 0, "Waiting")]
            let rows: [View] = jobs.map { name, progress, state in
                let title = Label(name)
                title.flexibility = Flexibility(grow: 1)
                let status = Label(state, style: .caption)
                status.textColor = Color(white: 0.4)
                let bar = ProgressView(progress: progress)
                return StackView([StackView([title, status], axis: .horizontal, distribution: .fill), bar],
                                 spacing: 4, alignment: .fill, distribution: .start)
            }
            for case let s as StackView in rows { s.insets = .zero }
            stage.window.rootView = StackView(rows, spacing: 12, alignment: .fill, distribution: .start)
            stage.settle(0.5)
        }
    }

    /// A form: a field with text, a field mid-composition, a secure PIN, and a text view in several scripts.
    @MainActor static var textEntry: DocShot {
        DocShot("text-entry", Size(440, 270)) { stage in
            let name = TextField(placeholder: "Your name")
            name.text = "Hanako Yamada"
            let place = TextField(placeholder: "Where")
            let pin = TextField(placeholder: "PIN")
            pin.isSecureTextEntry = true
            pin.text = "1234"
            let note = TextView()
            note.text = "日本語の文章、العربية, café and 👨‍👩‍👧\nA second paragraph, longer than the view is wide, wraps at its width as a text view's lines do."
            note.minimumSize = Size(width: 0, height: 110)
            let form = StackView([name, place, pin, note], spacing: 10, alignment: .fill, distribution: .start)
            stage.window.rootView = form
            stage.settle(0.1)
            stage.tab(to: place)
            place.insertText("Meet at ")
            place.setComposition(Composition(text: "新宿駅で", segments: [.init(0..<3, .selected), .init(3..<4, .raw)], cursor: 3))
        }
    }
}
