import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

/// The demo as assistive technology sees it: the accessible tree of every scene, built from the view
/// tree and checked as data (roles, names from the strings table, states, actions), the accessible hit
/// test against `Screen.hitPath` in the layers scene, and actions doing what the user would see.
@MainActor
@Suite("Accessibility of the demo")
struct AccessibilityDemoTests {
    /// One element as a client reads it.
    struct Node: CustomStringConvertible {
        let role: AccessibilityRole
        let name: String
        let states: AccessibilityStates
        let actions: [String]
        let depth: Int
        let view: View
        var description: String { "\(String(repeating: "  ", count: depth))\(role.rawValue) \"\(name)\" \(states.names) \(actions)" }
    }

    let clock = ManualClock()
    let screen: Screen
    let app: DemoApp
    var announcements: [String] = []

    init() {
        Typesetter.current = PangoTextSystem()
        Strings.language = .en
        screen = Screen(size: Size(1024, 720), clock: ScaledClock(base: clock))
        app = DemoApp(screen: screen, assets: AssetCatalog(directory: "/nonexistent-assets"))
        app.assets.warn = { _ in }
    }

    func show(_ scene: String) {
        app.show(sceneNamed: scene)
        settle()
    }

    func settle(_ seconds: Double = 1) {
        var left = seconds
        while left > 0 { clock.advance(by: 1.0 / 60); screen.layoutIfNeeded(); left -= 1.0 / 60 }
    }

    func tree() -> [Node] { tree(of: screen) }

    /// The whole tree, depth first, checking on the way that every child names its parent.
    func tree(of screen: Screen) -> [Node] {
        var out: [Node] = []
        func visit(_ v: View, _ depth: Int) {
            out.append(Node(role: v.accessibilityRole, name: v.accessibilityLabel ?? "", states: v.accessibilityStates,
                            actions: v.accessibilityActions.map(\.name), depth: depth, view: v))
            for c in v.accessibilityChildren {
                #expect(c.accessibilityParent === v, "\(c.accessibilityLabel ?? "?") names another parent")
                visit(c, depth + 1)
            }
        }
        for w in screen.accessibilityWindows { visit(w, 0) }
        return out
    }

    func find(_ role: AccessibilityRole, _ name: String, in nodes: [Node]) -> Node? {
        nodes.first { $0.role == role && $0.name == name }
    }

    func perform(_ action: String, on node: Node?) -> Bool {
        node?.view.accessibilityActions.first { $0.name == action }?.perform() ?? false
    }

    /// What each scene must show a screen reader besides the shell: (role, name from the strings table).
    static func expected() -> [String: [(AccessibilityRole, String)]] { [
        "basics": [(.button, Mnemonic(tr("basics.button.normal")).text), (.button, Mnemonic(tr("basics.button.filled")).text),
                   (.button, Mnemonic(tr("basics.button.disabled")).text), (.switchControl, tr("edge.top")),
                   (.label, formatted(tr("basics.taps"), 0))],
        "layers": [(.button, tr("layers.button")), (.button, tr("layers.ad")), (.button, tr("layers.background")),
                   (.panel, tr("layers.front")), (.panel, tr("layers.back")), (.switchControl, tr("layers.adblocks"))],
        "loading": [(.button, tr("loading.show")), (.button, tr("loading.quick")), (.switchControl, tr("loading.passthrough"))],
        "shadows": [(.slider, tr("shadows.offset")), (.slider, tr("shadows.blur")), (.slider, tr("shadows.spread")),
                    (.slider, tr("shadows.opacity")), (.checkBox, tr("edge.top")), (.image, tr("shadows.photo")),
                    (.image, tr("shadows.seedTop"))],
        "numberpad": [(.keypad, tr("numberpad.heading")), (.keypad, tr("numberpad.seedSize")), (.pageTabList, tr("numberpad.theme")),
                      (.pageTab, tr("numberpad.theme.dark")), (.checkBox, "7"), (.switchControl, tr("numberpad.startWithZero")),
                      (.slider, NumberPadScene.intervalText(0.75))],
        "refresh": [(.button, tr("refresh.button")), (.switchControl, tr("refresh.failSwitch"))],
        "fonts": [(.list, "")],
        "modal": [(.button, tr("modal.present")), (.button, tr("modal.timed")), (.button, tr("modal.nested")), (.button, tr("modal.queue")),
                  (.button, tr("modal.confirm"))],
        "transitions": [(.button, tr("transitions.one.button"))],
        "tasks": [(.button, tr("tasks.start", "5")), (.button, tr("tasks.cancelAll"))],
    ] }

    /// Every scene in both of the demo's languages.
    nonisolated static let scenesAndLanguages = SceneCatalog.names.flatMap { name in Language.allCases.map { (name, $0) } }

    @Test("Every scene's tree, in English and Japanese: roles, names, states and actions, with the shell around it",
          arguments: scenesAndLanguages)
    func sceneTree(scene: String, language: Language) throws {
        Strings.language = language
        defer { Strings.language = .en }
        let app = DemoApp(screen: Screen(size: Size(1024, 720), clock: ScaledClock(base: clock)),
                          assets: AssetCatalog(directory: "/nonexistent-assets"))
        app.assets.warn = { _ in }
        let screen = app.screen
        app.show(sceneNamed: scene)
        for _ in 0..<60 { clock.advance(by: 1.0 / 60); screen.layoutIfNeeded() }
        let nodes = tree(of: screen)
        #expect(nodes.first?.role == .window && nodes.first?.name == "main")
        #expect(nodes.allSatisfy { $0.role != .none })
        #expect(Set(nodes.map { ObjectIdentifier($0.view) }).count == nodes.count)
        // Whatever can be acted on has a name to find it by, and is on screen.
        let actionable: Set<AccessibilityRole> = [.button, .switchControl, .checkBox, .slider, .listItem, .pageTab]
        for n in nodes where actionable.contains(n.role) {
            #expect(!n.name.isEmpty, "unnamed \(n.role.rawValue) in \(scene)")
            #expect(!n.actions.isEmpty, "\(n) has no action")
        }
        for n in nodes { #expect(n.states.isSuperset(of: [.visible, .showing]), "\(n) not showing") }
        for n in nodes where [.image, .keypad, .progressBar].contains(n.role) { #expect(!n.name.isEmpty, "unnamed \(n)") }
        // The shell: the sidebar lists every scene, the current one selected; the title bar says which.
        let sidebar = try #require(find(.list, tr("sidebar.heading"), in: nodes))
        let entries = sidebar.view.accessibilityChildren
        #expect(entries.map(\.accessibilityLabel) == SceneCatalog.all.map { $0.title })
        #expect(entries.filter { $0.accessibilityStates.contains(.selected) }.map(\.accessibilityLabel) == [SceneCatalog.scene(named: scene)?.title])
        #expect(find(.label, SceneCatalog.scene(named: scene)?.title ?? "?", in: nodes) != nil)
        // Read as seen: the menu bar and its four menus, the title bar, the sidebar, then the scene.
        #expect(nodes.count > 6 && nodes[1].role == .menuBar && nodes[2...5].allSatisfy { $0.role == .menu })
        #expect(nodes.count > 6 && nodes[6].role == .label && nodes[6].name == tr("app.title"))
        let sidebarIndex = try #require(nodes.firstIndex { $0.view === sidebar.view })
        for (role, name) in Self.expected()[scene] ?? [] {
            #expect((nodes.firstIndex { $0.role == role && $0.name == name } ?? 0) > sidebarIndex)
            #expect(find(role, name, in: nodes) != nil, "\(scene): no \(role.rawValue) \"\(name)\" in\n\(nodes.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test("The basics: Press me by action counts a tap, the disabled button refuses, a switch toggles")
    func basics() throws {
        show("basics")
        var nodes = tree()
        #expect(perform("press", on: find(.button, "Press me", in: nodes)))
        #expect(!perform("press", on: find(.button, "Disabled", in: nodes)))
        #expect(try #require(find(.button, "Disabled", in: nodes)).states.contains(.enabled) == false)
        nodes = tree()
        #expect(find(.label, formatted(tr("basics.taps"), 1), in: nodes) != nil)
        #expect(perform("toggle", on: find(.switchControl, "Bottom", in: nodes)))
        #expect(try #require(find(.switchControl, "Bottom", in: tree())).states.contains(.checked))
    }

    @Test("The layers scene: the accessible hit test answers as hitPath does at 600 seeded random points")
    func layersHitTest() throws {
        show("layers")
        func check(seed: UInt64) -> Set<String> {
            let elements = Set(tree().map { ObjectIdentifier($0.view) })
            var rng = SeededRandom(seed: seed)
            var found: Set<String> = []
            for _ in 0..<600 {
                let p = Point(Double(rng.next() % 1024), Double(rng.next() % 720))
                // Independently of the model's own walk: the hit view's nearest ancestor in the tree.
                let expected = screen.hitPath(at: p)?.ancestors.first { elements.contains(ObjectIdentifier($0)) }
                let answer = screen.accessibilityElement(at: p)
                #expect(answer === expected, "at \(p)")
                if let answer { found.insert(answer.accessibilityLabel ?? "") }
            }
            return found
        }
        let through = check(seed: 16)
        // Through the ad layer's empty area to the button under it, and the layers' own views.
        for name in [tr("layers.button"), tr("layers.ad"), tr("layers.front"), tr("layers.background"), "main"] {
            #expect(through.contains(name), "never found \(name)")
        }
        let button = try #require(find(.button, tr("layers.button"), in: tree()))
        let centre = button.view.accessibilityFrameInScreen.center
        #expect(screen.accessibilityElement(at: centre) === button.view)
        // The ad layer blocks clicks now: the button under it is out of reach, by hand and by hit test.
        #expect(perform("toggle", on: find(.switchControl, tr("layers.adblocks"), in: tree())))
        #expect(screen.accessibilityElement(at: centre) !== button.view)
        #expect(!check(seed: 16).contains(tr("layers.button")))
    }

    @Test("The number pad: a key pressed by action types its digit; the finished sequence is announced")
    func numberPad() throws {
        show("numberpad")
        var said: [String] = []
        let token = screen.addAccessibilityObserver { if case .announcement(let s) = $0 { said.append(s) } }
        defer { token.invalidate() }
        let pad = try #require(find(.keypad, tr("numberpad.heading"), in: tree()))
        let keys = pad.view.accessibilityChildren
        #expect(keys.compactMap(\.accessibilityLabel) == (0...9).map(String.init))
        #expect(keys[1].accessibilityActions.first { $0.name == "press" }?.perform() == true)
        settle(0.2)
        #expect(keys[4].accessibilityActions.first { $0.name == "press" }?.perform() == true)
        let last = try #require(screen.windows.first?.viewWithIdentifier("numberpad.last") as? Label)
        let current = try #require(screen.windows.first?.viewWithIdentifier("numberpad.current") as? Label)
        #expect(last.text == "4" && current.text == "14")
        #expect(said.isEmpty)
        settle(1)
        #expect(said == ["14"])
    }

    @Test("The refresh scene: the list's refresh action refreshes as a pull would, then says so")
    func refresh() throws {
        show("refresh")
        var said: [String] = []
        let token = screen.addAccessibilityObserver { if case .announcement(let s) = $0 { said.append(s) } }
        defer { token.invalidate() }
        let list = try #require(tree().first { $0.role == .list && $0.actions.contains("refresh") })
        let rows = list.view.accessibilityChildren.filter { $0.accessibilityRole == .listItem }
        #expect(!rows.isEmpty && rows.allSatisfy { ($0.accessibilityLabel ?? "").contains(": ") })
        #expect(perform("refresh", on: list))
        let control = try #require((list.view as? ListView)?.refreshControl)
        #expect(control.state == .refreshing)
        settle(0.5)
        #expect(list.view.accessibilityChildren.contains { $0.accessibilityLabel == tr("refresh.updating") })
        settle(2)
        #expect(said == [tr("refresh.refreshed")])
        #expect(control.state != .refreshing)
    }

    @Test("The shadows scene: a slider's increment moves it and its shown value, which is its accessible value")
    func shadowSlider() throws {
        show("shadows")
        let slider = try #require(find(.slider, tr("shadows.offset"), in: tree()))
        let before = slider.view.accessibilityValue
        let value = try #require(slider.view.accessibilityNumericValue)
        #expect(perform("increment", on: slider))
        let after = try #require(slider.view.accessibilityNumericValue)
        #expect(after.current > value.current)
        #expect(slider.view.accessibilityValue != before)
        #expect(slider.view.accessibilityValue?.hasSuffix("pt") == true)
    }

    @Test("The modal scene: presented by action, the modal is a modal dialog and the main window stops showing")
    func modal() throws {
        show("modal")
        var showing: [String] = []
        let token = screen.addAccessibilityObserver { if case .showingChanged(let v) = $0 { showing.append(v.accessibilityLabel ?? "") } }
        defer { token.invalidate() }
        #expect(perform("press", on: find(.button, tr("modal.present"), in: tree())))
        settle(1)
        let nodes = tree()
        let dialog = try #require(nodes.first { $0.role == .dialog })
        #expect(dialog.states.isSuperset(of: [.modal, .showing]))
        let close = try #require(find(.button, tr("modal.close"), in: nodes))
        #expect(close.states.contains(.showing))
        let main = try #require(nodes.first { $0.role == .window })
        #expect(!main.states.contains(.showing))
        #expect(nodes.filter { $0.depth > 0 && $0.view.window === main.view }.allSatisfy { !$0.states.contains(.showing) })
        #expect(showing.contains("main"))
        #expect(!perform("press", on: find(.listItem, SceneCatalog.scene(named: "basics")?.title ?? "?", in: nodes)))
        #expect(app.currentName == "modal")
        #expect(dialog.name == tr("modal.titlebar"))
        #expect(perform("press", on: close))
        settle(1)
        #expect(tree().allSatisfy { $0.states.contains(.showing) })
        #expect(!tree().contains { $0.role == .dialog })
    }

    @Test("The loading scene: while the loading screen blocks, everything it covers is busy")
    func loading() throws {
        show("loading")
        #expect(perform("press", on: find(.button, tr("loading.show"), in: tree())))
        settle(0.5)
        var nodes = tree()
        let overlay = try #require(find(.panel, tr("loading.text"), in: nodes))
        #expect(!overlay.states.contains(.busy))
        #expect(try #require(find(.button, tr("loading.quick"), in: nodes)).states.contains(.busy))
        #expect(try #require(find(.list, tr("sidebar.heading"), in: nodes)).states.contains(.busy))
        #expect(nodes.contains { $0.role == .busyIndicator && $0.states.contains(.busy) })
        settle(5)
        nodes = tree()
        #expect(find(.panel, tr("loading.text"), in: nodes) == nil)
        #expect(nodes.allSatisfy { !$0.states.contains(.busy) })
    }

    @Test("A sidebar entry's press shows its scene")
    func sidebar() throws {
        show("basics")
        #expect(perform("press", on: find(.listItem, SceneCatalog.scene(named: "tasks")?.title ?? "?", in: tree())))
        settle()
        #expect(app.currentName == "tasks")
        #expect(find(.button, "Start 5 exports", in: tree()) != nil)
    }

    @Test("Random actions through assistive technology (60 seeded runs) keep the tree whole and the hit test inside it")
    func actionFuzz() throws {
        for seed in UInt64(0)..<60 {
            var rng = SeededRandom(seed: 1600 + seed)
            show(SceneCatalog.names[Int(rng.next() % UInt64(SceneCatalog.names.count))])
            for step in 0..<30 {
                let nodes = tree()
                let ids = Set(nodes.map { ObjectIdentifier($0.view) })
                #expect(nodes.allSatisfy { $0.role != .none }, "seed \(seed) step \(step)")
                #expect(ids.count == nodes.count, "seed \(seed) step \(step): an element twice")
                // Wherever the hit test lands, the element it answers is one a client can reach in the tree.
                for _ in 0..<4 {
                    let p = Point(Double(rng.next() % 1024), Double(rng.next() % 720))
                    if let e = screen.accessibilityElement(at: p) {
                        #expect(ids.contains(ObjectIdentifier(e)), "seed \(seed) step \(step): \(type(of: e)) at \(p) is not in the tree")
                    }
                }
                // Exports write real files: they have their own tests.
                let actable = nodes.filter { !$0.actions.isEmpty && !($0.view.identifier ?? "").hasPrefix("tasks.") }
                guard !actable.isEmpty else { break }
                let node = actable[Int(rng.next() % UInt64(actable.count))]
                let actions = node.view.accessibilityActions
                _ = actions[Int(rng.next() % UInt64(actions.count))].perform()
                if rng.next() % 3 == 0 { _ = node.view.accessibilitySetNumericValue(Double(rng.next() % 100) / 50) }
                settle(Double(rng.next() % 40) / 60)
            }
            for m in [app.modals.notices, app.modals.nested] { m.dismiss(animated: false) }
        }
    }

    @Test("The tasks scene: each export is a group named by its export, holding its progress bar and Cancel")
    func tasks() throws {
        show("tasks")
        #expect(perform("press", on: find(.button, tr("tasks.start", "5"), in: tree())))
        screen.layoutIfNeeded()
        let nodes = tree()
        let rows = nodes.filter { $0.role == .panel && ($0.view.identifier ?? "").hasPrefix("tasks.row.") }
        #expect(rows.map(\.name) == (1...5).map { tr("tasks.row.name", "\($0)") })
        for row in rows {
            let inside = row.view.accessibilityChildren
            #expect(inside.contains { $0.accessibilityRole == .progressBar && $0.accessibilityLabel == row.name })
            #expect(inside.contains { $0.accessibilityRole == .button && $0.accessibilityLabel == tr("tasks.cancel") })
        }
        #expect(perform("press", on: find(.button, tr("tasks.cancelAll"), in: nodes)))
    }
}
