import Testing
@testable import Shoji

/// A view of a fixed intrinsic size, as a widget with content has (a button, a label).
final class SizedView: View {
    var size: Size { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: Double, _ height: Double) { size = Size(width, height); super.init() }
    override var intrinsicContentSize: Size { size }
    override func sizeThatFits(_ proposal: Size) -> Size { size }
}

/// Stacks in a real window: filling it at every size, nested, with hidden views, minimums and maximums,
/// re-laid out when what they hold changes, and sizing a scroll view's content.
@MainActor
struct StackViewFillTests {
    let screen = Screen(size: Size(400, 300), clock: ManualClock())
    let window: Window

    init() {
        window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
    }

    /// Issue 30's first screen: a 120×36 button above a list, in a `.fill` column with insets 16, spacing 8.
    func buttonAboveList() -> (stack: StackView, button: View, list: ListView) {
        let button = SizedView(120, 36), list = ListView()
        let stack = StackView([button, list], spacing: 8, distribution: .fill)
        window.rootView = stack
        screen.layoutIfNeeded()
        return (stack, button, list)
    }

    @Test func theListFillsTheRestOfTheWindowAtEverySize() {
        let (_, button, list) = buttonAboveList()
        // 400×300: the button centred across (400 - 120) / 2 = 140, at the top inset; the list from
        // 16 + 36 + 8 = 60 to 300 - 16, as wide as the box (it has no width of its own): 368 × 224.
        #expect(button.frame == Rect(140, 16, 120, 36))
        #expect(list.frame == Rect(16, 60, 368, 224))
        // Larger, 640×480: the list's bottom follows the window's: 480 - 16 - 60 = 404 tall, 608 wide.
        screen.resize(to: Size(640, 480))
        screen.layoutIfNeeded()
        #expect(list.frame == Rect(16, 60, 608, 404))
        // 200×76 is exactly the insets, the button and the gap: the list is empty.
        screen.resize(to: Size(200, 76))
        screen.layoutIfNeeded()
        #expect(list.frame == Rect(16, 60, 168, 0))
        // 200×50: 50 - 32 - 8 = 10 for both; the list has no length to give, the button gives 26.
        screen.resize(to: Size(200, 50))
        screen.layoutIfNeeded()
        #expect(button.frame == Rect(40, 16, 120, 10))
        #expect(list.frame == Rect(16, 34, 168, 0))
    }

    @Test func aViewsOwnFlexibilityOverridesItsDefault() {
        let (_, button, list) = buttonAboveList()
        // The button now starts from 50 and grows as much as the list: 300 - 32 - 8 = 260 for both, 210
        // spare, 105 each: the button 155 tall, the list 105 from 16 + 155 + 8 = 179.
        button.flexibility = Flexibility(grow: 1, basis: 50)
        screen.layoutIfNeeded()
        #expect(button.frame == Rect(140, 16, 120, 155))
        #expect(list.frame == Rect(16, 179, 368, 105))
        // A rigid list that starts from 100 keeps it; the button takes the 110 spare: 50 + 110 = 160, and
        // the list starts at 16 + 160 + 8 = 184.
        list.flexibility = Flexibility(grow: 0, shrink: 0, basis: 100)
        screen.layoutIfNeeded()
        #expect(button.frame == Rect(140, 16, 120, 160))
        #expect(list.frame == Rect(16, 184, 368, 100))
    }

    @Test func nestedStacksFollowTheWindow() {
        // A 100-wide sidebar beside a column of a 30-tall header above a list; no insets, no spacing.
        let sidebar = SizedView(100, 20), header = SizedView(50, 30), list = ListView()
        let column = StackView([header, list], spacing: 0, alignment: .fill, distribution: .fill)
        let row = StackView([sidebar, column], axis: .horizontal, spacing: 0, alignment: .fill, distribution: .fill)
        column.insets = .zero
        row.insets = .zero
        window.rootView = row
        screen.layoutIfNeeded()
        // 400×300: the column (no width of its own, as its list) takes 400 - 100 = 300; the list 300 - 30 tall.
        #expect(sidebar.frame == Rect(0, 0, 100, 300))
        #expect(column.frame == Rect(100, 0, 300, 300))
        #expect(list.frame == Rect(0, 30, 300, 270))
        screen.resize(to: Size(600, 500))
        screen.layoutIfNeeded()
        #expect(column.frame == Rect(100, 0, 500, 500))
        #expect(list.frame == Rect(0, 30, 500, 470))
        #expect(list.convertToScreen(list.bounds) == Rect(100, 30, 500, 470), "the list reaches the window's corner")
    }

    @Test func aHiddenViewTakesNoRoomAndShowingItGivesItBack() {
        let (_, button, list) = buttonAboveList()
        button.isHidden = true
        screen.layoutIfNeeded()
        // Only the list: 16 to 300 - 16.
        #expect(list.frame == Rect(16, 16, 368, 268))
        button.isHidden = false
        screen.layoutIfNeeded()
        #expect(list.frame == Rect(16, 60, 368, 224))
    }

    @Test func minimumAndMaximumSizesHold() {
        let (stack, button, list) = buttonAboveList()
        button.maximumSize = Size(80, 30)
        stack.alignment = .fill
        screen.layoutIfNeeded()
        // The button at most 80 wide and 30 tall even though the column fills across; the list from
        // 16 + 30 + 8 = 54 to 300 - 16: 230 tall.
        #expect(button.frame == Rect(16, 16, 80, 30))
        #expect(list.frame == Rect(16, 54, 368, 230))
        // A minimum of 100 on the list in 200×120, where 120 - 32 - 8 leaves 80 for both: the list keeps
        // its 100 and the button gives all it has; the list reaches past the window (16 + 8 + 100 = 124).
        list.minimumSize = Size(0, 100)
        screen.resize(to: Size(200, 120))
        screen.layoutIfNeeded()
        #expect(button.frame == Rect(16, 16, 80, 0))
        #expect(list.frame == Rect(16, 24, 168, 100))
    }

    @Test func aLabelWhoseTextGrowsPushesItsNeighboursInEveryEnclosingStack() {
        let label = Label("one")
        label.numberOfLines = 0
        let inner = StackView([label], distribution: .start)
        let below = SizedView(40, 10)
        let outer = StackView([inner, below], spacing: 6, distribution: .start)
        inner.insets = .zero
        outer.insets = .zero
        window.rootView = outer
        screen.layoutIfNeeded()
        let before = inner.frame.height
        label.text = "one\ntwo\nthree"
        screen.layoutIfNeeded()
        #expect(inner.frame.height > before, "the inner stack grew with its label")
        #expect(label.frame.height == label.sizeThatFits(.zero).height)
        #expect(below.frame.minY == inner.frame.maxY + 6, "the outer stack moved the view below it")
    }

    @Test func aFillStackHearsOfANestedLabelGrowing() {
        // The inner column's intrinsic size is kept between passes: a longer text must clear it.
        let label = Label("one")
        label.numberOfLines = 0
        let inner = StackView([label], spacing: 0, alignment: .fill, distribution: .fill)
        let list = ListView()
        let outer = StackView([inner, list], spacing: 0, alignment: .fill, distribution: .fill)
        inner.insets = .zero
        outer.insets = .zero
        window.rootView = outer
        screen.layoutIfNeeded()
        #expect(list.frame.minY == label.sizeThatFits(.zero).height)
        label.text = "one\ntwo\nthree"
        screen.layoutIfNeeded()
        let three = label.sizeThatFits(Size(400, 0)).height
        #expect(inner.frame.height == three, "the inner column grew with its label")
        #expect(list.frame == Rect(0, three, 400, 300 - three), "the list gave up the room")
    }

    @Test func aScrollViewSizesItsContentFromItsStack() {
        let scroll = ScrollView(frame: Rect(0, 0, 200, 100))
        let rows = (0..<3).map { _ in SizedView(50, 40) }
        let stack = StackView(rows, spacing: 10, alignment: .fill, distribution: .fill)
        stack.insets = .zero
        scroll.addSubview(stack)
        window.rootView = View()
        window.rootView?.addSubview(scroll)
        screen.layoutIfNeeded()
        // 3 × 40 + 2 × 10 = 140 tall, as wide as the scroll view.
        #expect(scroll.contentSize == Size(200, 140))
        #expect(stack.frame == Rect(0, 0, 200, 140))
        #expect(rows[2].frame == Rect(0, 100, 200, 40))
        // A fourth row: 190; a taller row: 210; a wider scroll view: the stack follows across.
        stack.addSubview(SizedView(50, 40))
        screen.layoutIfNeeded()
        #expect(scroll.contentSize == Size(200, 190))
        rows[0].size = Size(50, 60)
        screen.layoutIfNeeded()
        #expect(scroll.contentSize == Size(200, 210))
        scroll.frame = Rect(0, 0, 300, 100)
        screen.layoutIfNeeded()
        #expect(stack.frame == Rect(0, 0, 300, 210))
    }

    @Test func widgetsSayWhatSizeTheirContentNeeds() {
        // Lists and scroll views have none (a stack gives them the room left); sliders, progress bars and
        // the number pad have a height but any width; widgets with content have both.
        let none = Size(View.noIntrinsicMetric, View.noIntrinsicMetric)
        #expect(ListView().intrinsicContentSize == none)
        #expect(ScrollView().intrinsicContentSize == none)
        #expect(ImageView().intrinsicContentSize == none)
        #expect(Slider().intrinsicContentSize.width == View.noIntrinsicMetric && Slider().intrinsicContentSize.height > 0)
        #expect(ProgressView().intrinsicContentSize.width == View.noIntrinsicMetric)
        #expect(NumberPad().intrinsicContentSize.width == View.noIntrinsicMetric)
        let widgets: [View] = [Label("Hello"), Button("Tap"), Switch("On"), Checkbox("Check"), ActivityIndicator(),
                               SegmentedControl(["A", "B"])]
        for w in widgets {
            #expect(w.intrinsicContentSize.width > 0 && w.intrinsicContentSize.height > 0, "\(type(of: w))")
        }
        // A longer title makes a wider button, and its stack hears of it.
        let button = Button("Tap")
        let stack = StackView([button])
        window.rootView = stack
        screen.layoutIfNeeded()
        let narrow = button.frame.width
        button.title = "Tap here to count"
        screen.layoutIfNeeded()
        #expect(button.frame.width > narrow)
        #expect(button.frame.size == button.intrinsicContentSize)
    }

    /// The outside app's toolbar (issue 35): a title field and a button over a list, in a filling column.
    /// With no height of its own the field made the toolbar as flexible as the list: it came out 218 pt tall.
    @Test func aTextFieldKeepsOneLinesHeightInAFillingStack() {
        let field = TextField(placeholder: "Title")
        field.textSystem = EstimatingTextSystem()
        let button = SizedView(60, 30)
        let toolbar = StackView([field, button], axis: .horizontal, spacing: 8, alignment: .fill, distribution: .fill)
        toolbar.insets = EdgeInsets(all: 0)
        let list = ListView()
        window.rootView = StackView([toolbar, list], spacing: 8, alignment: .fill, distribution: .fill)
        screen.layoutIfNeeded()
        let line = field.intrinsicContentSize.height
        #expect(line > 20 && line < 40, "one line and its insets: \(line)")
        #expect(field.intrinsicContentSize.width == View.noIntrinsicMetric, "any width")
        #expect(toolbar.frame.height == max(line, 30), "the toolbar is as tall as its tallest view")
        #expect(field.frame.height == max(line, 30) && field.frame.width == 400 - 32 - 8 - 60, "the field takes the width left")
        #expect(list.frame.height == 300 - 32 - 8 - toolbar.frame.height, "the list takes the rest")
        field.textStyle = .title
        screen.layoutIfNeeded()
        #expect(field.intrinsicContentSize.height > line && toolbar.frame.height == field.intrinsicContentSize.height,
                "a larger font makes the field, and its toolbar, taller")
    }
}
