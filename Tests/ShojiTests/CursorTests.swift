import Testing
@testable import Shoji

/// The pointer cursor each place of a view tree shows, as the host is told it: inherited as CSS's
/// `cursor`, each widget's own, through pass-through layers and below modals, held during a drag, and
/// changed without drawing anything.
@MainActor
@Suite("Cursors")
struct CursorTests {
    let rig = Rig()
    var changes: [Cursor] = []

    func hover(_ p: Point) { rig.screen.send(.pointer(PointerEvent(.moved, at: p, button: nil))); rig.layout() }

    @Test("A view's cursor is its own, else its widget's, else its superview's; the arrow where nobody says")
    func inheritance() {
        let outer = View(frame: Rect(0, 0, 300, 300))
        let inner = View(frame: Rect(10, 10, 100, 100))
        let button = Button("B", frame: Rect(0, 0, 50, 30))
        outer.addSubview(inner)
        inner.addSubview(button)
        rig.window.addSubview(outer)
        #expect(inner.resolvedCursor(at: Point(80, 80)) == .default)
        outer.cursor = .text
        #expect(inner.resolvedCursor(at: Point(80, 80)) == .text)       // inherited
        #expect(button.resolvedCursor(at: Point(5, 5)) == .pointer)     // the button's own beats inherited
        button.cursor = .help
        #expect(button.resolvedCursor(at: Point(5, 5)) == .help)        // set on the view beats the widget's
        #expect(rig.screen.cursor(at: Point(15, 15)) == .help)
        #expect(rig.screen.cursor(at: Point(200, 200)) == .text)
    }

    @Test("Widgets: a hand over controls and keys, not-allowed when disabled, grab over a slider's thumb")
    func widgetDefaults() {
        let button = Button("Go", frame: Rect(10, 10, 80, 30))
        let off = Button("Off", frame: Rect(100, 10, 80, 30))
        off.isEnabled = false
        let toggle = Switch(frame: Rect(10, 50, 60, 30))
        let check = Checkbox(frame: Rect(80, 50, 30, 30))
        let segments = SegmentedControl(["A", "B"], frame: Rect(120, 50, 120, 30))
        let slider = Slider(value: 0, frame: Rect(10, 100, 200, 30))
        let pad = NumberPad(frame: Rect(10, 200, 320, 54))
        pad.enabledDigits = Set(0...9).subtracting([5])
        for v in [button, off, toggle, check, segments, slider, pad] as [View] { rig.window.addSubview(v) }
        rig.layout()
        let s = rig.screen
        #expect(s.cursor(at: Point(50, 25)) == .pointer)
        #expect(s.cursor(at: Point(140, 25)) == .notAllowed)
        #expect(s.cursor(at: Point(40, 65)) == .pointer)
        #expect(s.cursor(at: Point(95, 65)) == .pointer)
        #expect(s.cursor(at: Point(180, 65)) == .pointer)
        let thumb = slider.convertToScreen(Point(Slider.thumbDiameter / 2, slider.bounds.midY))
        #expect(s.cursor(at: thumb) == .grab)                       // the thumb, at value 0
        #expect(s.cursor(at: Point(190, 115)) == .pointer)          // the track far from it
        func key(_ d: Int) -> Point { pad.keyView(for: d).convertToScreen(pad.keyView(for: d).bounds.center) }
        #expect(s.cursor(at: key(4)) == .pointer)
        #expect(s.cursor(at: key(5)) == .notAllowed)
        #expect(s.cursor(at: Point(380, 500)) == .default)
    }

    @Test("The reorder grip shows grab; dragging it shows grabbing all the way, over whatever it passes, until release")
    mutating func gripDrag() {
        let rows = TextRows((0..<20).map { "r\($0)" })
        let list = ListView(frame: Rect(0, 0, 400, 600))
        list.rowHeight = .fixed(50)
        list.dataSource = rows
        list.listDelegate = rows
        list.isEditing = true
        rig.window.addSubview(list)
        rig.layout()
        rig.host.cursors = []
        let grip = Point(400 - ReorderHandle.width / 2, 75)
        hover(Point(100, 75))
        hover(grip)
        #expect(rig.screen.currentCursor == .grab)
        rig.drag(from: grip, to: Point(100, 275), hold: 0.1, release: false)
        #expect(rig.screen.currentCursor == .grabbing)
        rig.up(Point(100, 275))
        #expect(rig.screen.currentCursor == .default)   // released over a row's text, not the grip
        #expect(rig.host.cursors == [.grab, .grabbing, .default])    // told once a change, not once a move
    }

    @Test("A press keeps its cursor: a button's hand stays while the press drags off it")
    func pressHoldsCursor() {
        let button = Button("Go", frame: Rect(10, 10, 80, 30))
        rig.window.addSubview(button)
        hover(Point(50, 25))
        rig.down(Point(50, 25))
        rig.move(Point(300, 300))
        #expect(rig.screen.currentCursor == .pointer)
        rig.up(Point(300, 300))
        #expect(rig.screen.currentCursor == .default)
    }

    @Test("Hovering changes the cursor without drawing a frame")
    func noFrameForCursor() {
        let button = Button("Go", frame: Rect(10, 10, 80, 30))
        button.cursor = .crosshair // a button also lights up on hover, which does draw; a plain view does not
        let plain = View(frame: Rect(200, 200, 100, 100))
        plain.cursor = .text
        rig.window.addSubview(plain)
        rig.window.addSubview(button)
        rig.layout()
        _ = rig.screen.takeDamage()
        rig.host.cursors = []
        hover(Point(250, 250))
        #expect(rig.screen.currentCursor == .text && rig.host.cursors.count == 1)
        #expect(!rig.screen.hasPendingUpdate)
        hover(Point(260, 260))
        #expect(rig.host.cursors.count == 1)
    }

    @Test("Below a modal window nothing is hit: the arrow, even over a button")
    func modalBlocks() {
        let button = Button("Go", frame: Rect(10, 10, 80, 30))
        rig.window.addSubview(button)
        hover(Point(50, 25))
        #expect(rig.screen.currentCursor == .pointer)
        let modal = ModalWindow(screen: rig.screen, name: "alert")
        modal.frame = Rect(100, 100, 200, 100)
        modal.isHidden = false
        rig.layout()
        _ = rig.screen.update(into: RecordingCanvas()) // the frame after the modal appeared looks again
        #expect(rig.screen.cursor(at: Point(50, 25)) == .default)
        #expect(rig.screen.currentCursor == .default)
    }

    @Test("The loading overlay: wait where it blocks, progress where it lets clicks through (a button under it keeps its hand)")
    func loadingOverlay() {
        let host = View(frame: rig.window.bounds)
        rig.window.addSubview(host)
        let button = Button("Under", frame: Rect(20, 20, 80, 30))
        host.addSubview(button)
        let overlay = LoadingOverlay(host: host)
        overlay.show()
        rig.advance(0.4)
        #expect(rig.screen.cursor(at: Point(50, 35)) == .wait)
        #expect(rig.screen.cursor(at: Point(300, 300)) == .wait)
        overlay.blocksInput = false
        #expect(rig.screen.cursor(at: Point(300, 300)) == .progress)
        #expect(rig.screen.cursor(at: Point(50, 35)) == .pointer)
        overlay.dismiss()
        rig.advance(1) // its minimum show time, then the fade
        #expect(!overlay.isVisible)
        #expect(rig.screen.cursor(at: Point(300, 300)) == .default)
    }

    @Test("A view whose cursor changes under a pointer that does not move tells the host at once")
    func changeUnderStillPointer() {
        let v = View(frame: Rect(0, 0, 100, 100))
        rig.window.addSubview(v)
        hover(Point(50, 50))
        rig.host.cursors = []
        v.cursor = .crosshair
        #expect(rig.host.cursors == [.crosshair])
    }
}
