import Shoji

/// A timeline row: a round avatar with the author's initial, the author and the post's number on one
/// line, and the post's text wrapped beneath — so the row is as tall as the text (the seed's automatic
/// row height).
@MainActor
final class FeedCell: ListCell {
    static let reuseIdentifier = "feed"
    static let avatarSize = 40.0
    /// A row shows at most this many characters of its post.
    static let shownTextLimit = 400

    private let avatar = View()
    private let initial = Label("", style: TextStyle(size: 17, weight: .bold))
    private let nameLabel = Label("", style: TextStyle(size: 15, weight: .bold))
    private let metaLabel = Label("", style: TextStyle(size: 13))
    private let dragOut = PanGestureRecognizer()
    /// The post's text: what dragging the row sideways carries to another program (or back into a list).
    private(set) var postText = ""

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentInsets = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        separatorInset = 16 + FeedCell.avatarSize + 12
        avatar.cornerRadius = FeedCell.avatarSize / 2
        avatar.isUserInteractionEnabled = false
        initial.textColor = .white
        initial.alignment = .center
        avatar.addSubview(initial)
        metaLabel.textColor = .secondaryLabel
        textLabel.style = TextStyle(size: 15)
        textLabel.textColor = .label
        for v in [avatar, nameLabel, metaLabel] { addSubview(v) }
        // The row speaks as one: the author and the post as its name, the handle and number as its hint.
        for v in [avatar, nameLabel, metaLabel] { v.accessibilityElementsHidden = true }
        // Up and down scrolls the list; a sideways drag takes the post's text out of it.
        dragOut.shouldBegin = { d in abs(d.x) > abs(d.y) }
        dragOut.addAction { [weak self] g in
            guard let self, g.state == .began else { return }
            DragSession.begin(PasteboardContent(text: postText), from: self)
        }
        addGestureRecognizer(dragOut)
    }

    func configure(with post: Post, read: Bool = false) {
        initial.text = String(post.author.prefix(1))
        avatar.backgroundColor = FeedCell.color(hue: post.hue)
        nameLabel.text = post.author
        metaLabel.text = "@\(post.author.lowercased()) · #\(post.id)" + (read ? " · " + tr("menu.readMark") : "")
        // A pasted post can be megabytes: the row shows its start, copying and dragging take all of it.
        let shown = post.text.count > FeedCell.shownTextLimit ? String(post.text.prefix(FeedCell.shownTextLimit)) + "…" : post.text
        textLabel.text = shown
        postText = post.text
        detailTextLabel.text = ""
        accessibilityLabel = "\(post.author): \(shown)"
        accessibilityHint = metaLabel.text
    }

    private var textColumnInset: Double { FeedCell.avatarSize + 12 }

    override func heightForContent(width: Double) -> Double {
        let column = max(0, width - textColumnInset)
        let name = nameLabel.sizeThatFits(.zero).height
        let body = textLabel.sizeThatFits(Size(width: column, height: 0)).height
        return max(FeedCell.avatarSize, name + 4 + body)
    }

    override func layoutContent(in rect: Rect) {
        avatar.frame = Rect(x: rect.minX, y: rect.minY, width: FeedCell.avatarSize, height: FeedCell.avatarSize)
        initial.frame = avatar.bounds
        let x = rect.minX + textColumnInset, column = max(0, rect.maxX - x)
        let name = nameLabel.sizeThatFits(.zero)
        nameLabel.frame = Rect(x: x, y: rect.minY, width: min(name.width, column), height: name.height)
        let metaX = nameLabel.frame.maxX + 8
        metaLabel.frame = Rect(x: metaX, y: rect.minY, width: max(0, rect.maxX - metaX), height: name.height)
        let body = textLabel.sizeThatFits(Size(width: column, height: 0)).height
        textLabel.frame = Rect(x: x, y: rect.minY + name.height + 4, width: column, height: body)
    }

    /// A soft, readable colour per author.
    static func color(hue: Double) -> Color {
        let h = hue * 6, c = 0.55 * 0.75, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = 0.75 - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) % 6 {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        return Color(red: r + m - 0.15, green: g + m - 0.15, blue: b + m - 0.1)
    }
}
