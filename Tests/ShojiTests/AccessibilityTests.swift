import Testing
@testable import Shoji

/// What assistive technology sees of the widgets and what it can do with them: the tree, states,
/// actions, and the notifications posted where the views change. Driven headless on a manual clock.
@MainActor
@Suite("Accessibility model")
struct AccessibilityTests {
    /// Every notification posted while it lives, in order, as short strings ("checked+ Top").
    @MainActor
    final class Listener {
        private(set) var log: [String] = []
        private(set) var notifications: [AccessibilityNotification] = []
        var token: AccessibilityObservation?

        init(_ screen: Screen) {
            token = screen.addAccessibilityObserver { [unowned self] n in
                self.notifications.append(n)
                self.log.append(Listener.describe(n))
            }
        }

        static func describe(_ n: AccessibilityNotification) -> String {
            func name(_ v: View) -> String { v.accessibilityLabel ?? v.identifier ?? "\(type(of: v))" }
            switch n {
            case .focusChanged(let v): return "focus \(name(v))"
            case .stateChanged(let v, let s, let on): return "\(s.names.joined(separator: ","))\(on ? "+" : "-") \(name(v))"
            case .childrenChanged(let v): return "children \(name(v))"
            case .nameChanged(let v): return "name \(name(v))"
            case .valueChanged(let v): return "value \(name(v))"
            case .announcement(let s): return "say \(s)"
            case .showingChanged(let v): return "showing \(name(v))"
            case .textInserted(let v, let o, let t): return "insert \(o) \(t) \(name(v))"
            case .textRemoved(let v, let o, let t): return "delete \(o) \(t) \(name(v))"
            case .caretMoved(let v, let o): return "caret \(o) \(name(v))"
            case .textSelectionChanged(let v): return "selection \(name(v))"
            case .activeCellChanged(let v, let r, let c): return "cell \(r) \(c) \(name(v))"
            }
        }

        func clear() { log.removeAll(); notifications.removeAll() }
    }

    // MARK: The tree

    @Test("The tree skips plain containers, hidden subtrees and what a leaf stands for; parents and children agree")
    func treeShape() {
        let rig = Rig()
        let group = View(frame: Rect(0, 0, 400, 300))
        let button = Button("Go", frame: Rect(10, 10, 100, 40))
        let label = Label("Hello", frame: Rect(10, 60, 100, 20))
        let hidden = View(frame: Rect(0, 100, 100, 100))
        hidden.isHidden = true
        hidden.addSubview(Button("Lost"))
        let muted = Label("Decoration")
        muted.accessibilityElementsHidden = true
        for v in [button, label, hidden, muted] { group.addSubview(v) }
        rig.window.addSubview(group)

        let children = rig.window.accessibilityChildren
        #expect(children.map(\.accessibilityRole) == [.button, .label])
        #expect(children.map(\.accessibilityLabel) == ["Go", "Hello"])
        #expect(button.accessibilityChildren.isEmpty) // its title label is its name, not a child
        for c in children { #expect(c.accessibilityParent === rig.window) }
        #expect(rig.window.accessibilityParent == nil)
        #expect(rig.screen.accessibilityWindows.map(\.accessibilityLabel) == ["main"])
        #expect(button.titleLabel.nearestExposedAncestorOrSelf === button)
        #expect(button.accessibilityFrameInScreen == Rect(10, 10, 100, 40))
    }

    @Test("A modal subview hides its siblings from the tree, as UIKit's accessibilityViewIsModal")
    func modalSubview() {
        let rig = Rig()
        let behind = Button("Behind")
        let sheet = View()
        sheet.accessibilityViewIsModal = true
        sheet.addSubview(Button("In the sheet"))
        rig.window.addSubview(behind)
        rig.window.addSubview(sheet)
        #expect(rig.window.accessibilityChildren.map(\.accessibilityLabel) == ["In the sheet"])
        sheet.isHidden = true
        #expect(rig.window.accessibilityChildren.map(\.accessibilityLabel) == ["Behind"])
    }

    @Test("A reading order puts the listed subviews first; the rest follow in paint order")
    func readingOrder() {
        let rig = Rig()
        let content = Button("Content"), bar = Button("Bar"), overlay = Button("Overlay")
        for v in [content, bar] { rig.window.addSubview(v) }
        rig.window.accessibilityReadingOrder = [bar, content]
        rig.window.addSubview(overlay)
        #expect(rig.window.accessibilityChildren.map(\.accessibilityLabel) == ["Bar", "Content", "Overlay"])
        bar.removeFromSuperview()
        #expect(rig.window.accessibilityChildren.map(\.accessibilityLabel) == ["Content", "Overlay"])
    }

    // MARK: Observing

    @Test("Nobody listening: the notification is never even built; dropping or invalidating the token stops the calls")
    func observationToken() {
        let rig = Rig()
        var built = 0
        func make() -> AccessibilityNotification { built += 1; return .announcement("x") }
        rig.screen.postAccessibilityNotification(make())
        #expect(built == 0)
        #expect(!rig.screen.hasAccessibilityObservers)

        var heard = 0
        var token: AccessibilityObservation? = rig.screen.addAccessibilityObserver { _ in heard += 1 }
        rig.screen.postAccessibilityNotification(make())
        #expect(heard == 1 && built == 1)
        token = nil
        rig.screen.postAccessibilityNotification(make())
        #expect(heard == 1 && built == 1)
        #expect(token == nil)

        let kept = rig.screen.addAccessibilityObserver { _ in heard += 1 }
        rig.screen.postAccessibilityNotification(make())
        kept.invalidate()
        rig.screen.postAccessibilityNotification(make())
        #expect(heard == 2 && built == 2)
    }

    @Test("Adding, removing and hiding views tell the element that holds them; a label's new text renames its button")
    func structureAndNames() {
        let rig = Rig()
        let list = ListView(frame: Rect(0, 0, 400, 300))
        let button = Button("Old", frame: Rect(0, 0, 100, 40))
        let holder = View()
        rig.window.addSubview(holder)
        let listener = Listener(rig.screen)
        holder.addSubview(button)
        #expect(listener.log == ["children main"])
        listener.clear()
        button.title = "New"
        #expect(listener.log == ["name New"])
        listener.clear()
        button.isHidden = true
        #expect(listener.log == ["children main", "showing New"])
        listener.clear()
        holder.addSubview(list)
        list.addSubview(View())
        #expect(listener.log == ["children main", "children \(type(of: list))"])
    }

    // MARK: Widgets

    @Test("A button's press does what a click does; a disabled one refuses")
    func buttonPress() throws {
        let rig = Rig()
        var taps = 0
        let button = Button("Press me", frame: Rect(10, 10, 100, 40)) { _ in taps += 1 }
        rig.window.addSubview(button)
        let press = try #require(button.accessibilityActions.first)
        #expect(press.name == "press")
        #expect(press.perform())
        #expect(taps == 1)
        button.isEnabled = false
        #expect(!button.accessibilityStates.contains(.enabled))
        #expect(!press.perform())
        #expect(taps == 1)
    }

    @Test("Switches and check boxes toggle by action, report checked, and post the change")
    func toggles() throws {
        let rig = Rig()
        let sw = Switch("Wi-Fi", frame: Rect(0, 0, 200, 30))
        let box = Checkbox("Agree", frame: Rect(0, 40, 200, 30))
        rig.window.addSubview(sw)
        rig.window.addSubview(box)
        let listener = Listener(rig.screen)
        #expect(sw.accessibilityRole == .switchControl && box.accessibilityRole == .checkBox)
        #expect(sw.accessibilityStates.contains(.checkable) && !sw.accessibilityStates.contains(.checked))
        #expect(try #require(sw.accessibilityActions.first { $0.name == "toggle" }).perform())
        #expect(try #require(box.accessibilityActions.first { $0.name == "toggle" }).perform())
        #expect(sw.isOn && box.isChecked)
        #expect(sw.accessibilityStates.contains(.checked) && box.accessibilityStates.contains(.checked))
        #expect(listener.log.filter { $0.hasPrefix("checked") } == ["checked+ Wi-Fi", "checked+ Agree"])
    }

    @Test("A slider steps and takes values by action, clamped and snapped, and posts value changes")
    func slider() throws {
        let rig = Rig()
        let slider = Slider(value: 0.5, minimum: 0, maximum: 1, frame: Rect(0, 0, 200, 30))
        slider.step = 0.1
        var changes = 0
        slider.valueChanged = { _ in changes += 1 }
        rig.window.addSubview(slider)
        let listener = Listener(rig.screen)
        #expect(slider.accessibilityNumericValue == AccessibilityValueRange(current: 0.5, minimum: 0, maximum: 1, step: 0.1))
        #expect(slider.accessibilityValue == "50%")
        #expect(try #require(slider.accessibilityActions.first { $0.name == "increment" }).perform())
        #expect(abs(slider.value - 0.6) < 1e-9)
        #expect(try #require(slider.accessibilityActions.first { $0.name == "decrement" }).perform())
        #expect(try #require(slider.accessibilityActions.first { $0.name == "decrement" }).perform())
        #expect(abs(slider.value - 0.4) < 1e-9)
        #expect(slider.accessibilitySetNumericValue(7))
        #expect(slider.value == 1)
        #expect(slider.accessibilitySetNumericValue(0.33))
        #expect(abs(slider.value - 0.3) < 1e-9)
        #expect(changes == 5)
        #expect(listener.log.filter { $0.hasPrefix("value") }.count == 5)
    }

    @Test("A segmented control is a page tab list whose tabs are selectable and pressed one by one")
    func segments() throws {
        let rig = Rig()
        let control = SegmentedControl(["One", "Two", "Three"], frame: Rect(0, 0, 300, 32))
        var picked: [Int] = []
        control.valueChanged = { picked.append($0.selectedSegmentIndex) }
        rig.window.addSubview(control)
        rig.layout()
        let listener = Listener(rig.screen)
        #expect(control.accessibilityRole == .pageTabList)
        #expect(control.accessibilityActions.isEmpty)
        let tabs = control.accessibilityChildren
        #expect(tabs.map(\.accessibilityRole) == [.pageTab, .pageTab, .pageTab])
        #expect(tabs.map(\.accessibilityLabel) == ["One", "Two", "Three"])
        #expect(tabs.map { $0.accessibilityStates.contains(.selected) } == [true, false, false])
        #expect(try #require(tabs[2].accessibilityActions.first { $0.name == "press" }).perform())
        #expect(control.selectedSegmentIndex == 2 && picked == [2])
        #expect(tabs.map { $0.accessibilityStates.contains(.selected) } == [false, false, true])
        #expect(listener.log == ["selected- One", "selected+ Three"])
    }

    @Test("Labels, images, progress and the spinner: roles, text, value and busy")
    func displays() {
        let rig = Rig()
        let label = Label("Status: fine", frame: Rect(0, 0, 200, 20))
        let image = ImageView(frame: Rect(0, 30, 50, 50))
        let progress = ProgressView(progress: 0.25, frame: Rect(0, 90, 200, 6))
        let spinner = ActivityIndicator(frame: Rect(0, 100, 37, 37))
        for v in [label, image, progress, spinner] { rig.window.addSubview(v) }
        let listener = Listener(rig.screen)
        #expect(label.accessibilityRole == .label && label.accessibilityText == "Status: fine")
        #expect(image.accessibilityRole == .image)
        #expect(progress.accessibilityRole == .progressBar && progress.accessibilityValue == "25%")
        progress.setProgress(0.75, animated: true)
        #expect(progress.accessibilityNumericValue?.current == 0.75)
        #expect(rig.window.accessibilityChildren.count == 3) // the stopped spinner hides itself
        spinner.startAnimating()
        #expect(spinner.accessibilityRole == .busyIndicator && spinner.accessibilityStates.contains(.busy))
        #expect(listener.log == ["value \(type(of: progress))", "children main", "showing \(type(of: spinner))", "busy+ \(type(of: spinner))"])
    }

    // MARK: Lists and refreshing

    @Test("Rows are selectable list items named by their text; press selects as a click does")
    func listRows() throws {
        let rig = Rig()
        let rows = TextRows(["Apples", "Pears", "Plums"])
        let list = ListView(frame: Rect(0, 0, 400, 600))
        list.rowHeight = .fixed(50)
        list.dataSource = rows
        list.listDelegate = rows
        rig.window.addSubview(list)
        rig.layout()
        let listener = Listener(rig.screen)
        #expect(list.accessibilityRole == .list)
        let items = list.accessibilityChildren
        #expect(items.map(\.accessibilityRole) == [.listItem, .listItem, .listItem])
        #expect(Set(items.compactMap(\.accessibilityLabel)) == ["Apples", "Pears", "Plums"])
        #expect(items.allSatisfy { $0.accessibilityChildren.isEmpty }) // the text is the name, not a child
        let pears = try #require(items.first { $0.accessibilityLabel == "Pears" })
        #expect(try #require(pears.accessibilityActions.first { $0.name == "press" }).perform())
        #expect(rows.selected == [1] && list.selectedRow == 1)
        #expect(pears.accessibilityStates.isSuperset(of: [.selectable, .selected]))
        #expect(listener.log == ["selected+ Pears"])
    }

    @Test("The list's refresh action starts a refresh as a pull would; the end is announced")
    func refreshAction() throws {
        let rig = Rig()
        let list = ListView(frame: Rect(0, 0, 400, 600))
        list.rowHeight = .fixed(50)
        let rows = TextRows((0..<30).map { "r\($0)" })
        list.dataSource = rows
        let control = RefreshControl()
        var refreshes = 0
        control.onRefresh = { _ in refreshes += 1 }
        rig.window.addSubview(list)
        #expect(!list.accessibilityActions.contains { $0.name == "refresh" })
        list.refreshControl = control
        rig.layout()
        #expect(control.accessibilityElementsHidden) // at rest above the content, out of sight
        let listener = Listener(rig.screen)
        let refresh = try #require(list.accessibilityActions.first { $0.name == "refresh" })
        #expect(refresh.perform())
        #expect(control.state == .refreshing && refreshes == 1)
        #expect(!refresh.perform()) // one at a time, as pulling again would not start another
        #expect(refreshes == 1)
        rig.settle()
        #expect(list.accessibilityChildren.contains { $0.accessibilityLabel == RefreshControl.Titles.english.updating })
        control.endRefreshing()
        #expect(listener.log.contains("say Refreshed"))
        rig.settle()
        #expect(control.state == .hidden && control.accessibilityElementsHidden)
    }

    // MARK: The number pad

    @Test("Number pad keys are buttons named by digit; press types, and the finished sequence is announced")
    func numberPadKeys() throws {
        let rig = Rig()
        let pad = NumberPad(frame: Rect(0, 0, 320, 54))
        pad.enabledDigits = Set(0...8)
        rig.window.addSubview(pad)
        rig.layout()
        let listener = Listener(rig.screen)
        #expect(pad.accessibilityRole == .keypad)
        let keys = pad.accessibilityChildren
        #expect(keys.map(\.accessibilityRole) == Array(repeating: .button, count: 10))
        #expect(keys.compactMap(\.accessibilityLabel) == (0...9).map(String.init))
        func press(_ digit: Int) throws -> Bool {
            try #require(keys[digit].accessibilityActions.first { $0.name == "press" }).perform()
        }
        #expect(try press(1))
        rig.advance(0.3)
        #expect(try press(4))
        #expect(pad.sequence.text == "14")
        #expect(!keys[9].accessibilityStates.contains(.enabled))
        #expect(try !press(9))
        #expect(pad.sequence.text == "14")
        #expect(!listener.log.contains { $0.hasPrefix("say") })
        rig.advance(0.75)
        #expect(listener.log.filter { $0.hasPrefix("say") } == ["say 14"])
    }

    // MARK: Windows

    @Test("A global modal is a modal dialog; the windows below stop showing while it is up")
    func globalModal() throws {
        let rig = Rig()
        let below = Button("Below", frame: Rect(10, 10, 100, 40))
        rig.window.addSubview(below)
        let modal = GlobalModal(screen: rig.screen)
        let listener = Listener(rig.screen)
        #expect(below.accessibilityStates.contains(.showing))
        let content = Button("Close", frame: Rect(0, 0, 120, 40))
        modal.present(content, animated: false)
        rig.layout()
        #expect(rig.screen.accessibilityWindows.map(\.accessibilityRole) == [.window, .dialog])
        #expect(modal.window.accessibilityStates.isSuperset(of: [.modal, .showing]))
        #expect(content.accessibilityStates.contains(.showing))
        #expect(!rig.window.accessibilityStates.contains(.showing))
        #expect(!below.accessibilityStates.contains(.showing))
        #expect(below.accessibilityStates.contains(.visible)) // still drawn, only covered
        #expect(listener.log.contains("showing main"))
        #expect(rig.screen.accessibilityElement(at: Point(20, 20)) !== below)
        // Out of the user's reach, so out of an action's: the press does nothing, as a click would.
        var taps = 0
        below.primaryAction = { _ in taps += 1 }
        #expect(below.accessibilityActions.first?.perform() == false)
        #expect(content.isAccessibilityReachable)
        #expect(taps == 0)
        listener.clear()
        modal.dismiss(animated: false)
        #expect(below.accessibilityStates.contains(.showing))
        #expect(below.accessibilityActions.first?.perform() == true && taps == 1)
        #expect(listener.log.contains("showing main"))
        #expect(rig.screen.accessibilityWindows.count == 1)
    }

    @Test("A blocking loading overlay makes what it covers busy, and not itself")
    func loadingOverlay() {
        let rig = Rig()
        let host = View(frame: rig.window.bounds)
        let button = Button("Under", frame: Rect(20, 20, 80, 30))
        host.addSubview(button)
        rig.window.addSubview(host)
        let overlay = LoadingOverlay(host: host)
        let listener = Listener(rig.screen)
        overlay.show()
        rig.advance(0.05)
        #expect(!button.accessibilityStates.contains(.busy)) // the grace time: nothing shows yet
        rig.advance(0.4)
        #expect(button.accessibilityStates.contains(.busy) && host.accessibilityStates.contains(.busy))
        #expect(button.accessibilityActions.first?.perform() == false) // blocked, as a click is
        #expect(!overlay.accessibilityStates.contains(.busy))
        #expect(!rig.window.accessibilityStates.contains(.busy))
        #expect(overlay.accessibilityRole == .panel && overlay.accessibilityLabel == "Loading…")
        #expect(listener.log.contains("busy+ \(type(of: host))"))
        overlay.dismiss()
        rig.advance(1)
        #expect(!button.accessibilityStates.contains(.busy))
        #expect(listener.log.filter { $0.hasPrefix("busy") && $0.hasSuffix(" \(type(of: host))") } == ["busy+ View", "busy- View"])
    }

    // MARK: Focus and hit testing

    @Test("The accessible focus is the keyboard focus: Tab moves both and posts focus changes")
    func focusFollowsTab() {
        let rig = Rig()
        let a = Button("A", frame: Rect(0, 0, 80, 30)), b = Button("B", frame: Rect(0, 40, 80, 30))
        rig.window.addSubview(a)
        rig.window.addSubview(b)
        let listener = Listener(rig.screen)
        #expect(rig.screen.accessibilityFocus === rig.window)
        rig.key(.tab)
        #expect(rig.screen.accessibilityFocus === a && a.accessibilityStates.contains(.focused))
        rig.key(.tab)
        #expect(rig.screen.accessibilityFocus === b)
        #expect(!a.accessibilityStates.contains(.focused) && b.accessibilityStates.contains(.focused))
        #expect(listener.log == ["focused- main", "focus A", "focused- A", "focus B"])
    }

    @Test("The accessible hit test goes through pass-through layers as hit testing does")
    func hitTestThroughLayers() {
        let rig = Rig()
        let button = Button("Under", frame: Rect(20, 20, 100, 40))
        let layer = View(frame: rig.window.bounds)
        layer.hitPolicy = .passThroughSelf
        let banner = Button("Ad", frame: Rect(0, 200, 400, 50))
        layer.addSubview(banner)
        rig.window.addSubview(button)
        rig.window.addSubview(layer)
        #expect(rig.screen.accessibilityElement(at: Point(30, 30)) === button)
        #expect(rig.screen.accessibilityElement(at: Point(30, 210)) === banner)
        #expect(rig.screen.accessibilityElement(at: Point(300, 400)) === rig.window)
        layer.hitPolicy = .normal
        #expect(rig.screen.accessibilityElement(at: Point(30, 30)) === rig.window)
    }

    @Test("A caption names its slider both ways (labelled by / label for); naming another drops the old link, and a caption that goes is not held")
    func labelRelations() {
        let slider = Slider(value: 1, minimum: 0, maximum: 2)
        let first = Label("Interval"), second = Label("Delay")
        slider.accessibilityLabelledBy = first
        #expect(slider.accessibilityLabelledBy === first)
        #expect(first.accessibilityLabelFor.count == 1 && first.accessibilityLabelFor.first === slider)
        slider.accessibilityLabelledBy = second
        #expect(first.accessibilityLabelFor.isEmpty)
        #expect(second.accessibilityLabelFor.first === slider)
        weak var gone: Label?
        do {
            let temporary = Label("Soon gone")
            gone = temporary
            slider.accessibilityLabelledBy = temporary
        }
        #expect(gone == nil && slider.accessibilityLabelledBy == nil)
        #expect(second.accessibilityLabelFor.isEmpty)
    }
}
