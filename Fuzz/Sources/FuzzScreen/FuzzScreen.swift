import FuzzSupport
import Glibc
@testable import Shoji
import ShojiCairo
@testable import ShojiDemoKit

/// Input events into the whole demo on a headless `Screen`: the bytes choose a scene, then pointer
/// presses, drags, wheels (whole clicks and touchpad steps), keys, fingers, the pointer leaving, time
/// passing, scene switches, resizes and frames drawn. Values stay within what an X server can deliver,
/// so that a finding is a widget's bug rather than an out-of-range number (the readers' fuzzers cover
/// those). After every event the demo must keep `DemoInvariants`, the same promises the headless fuzz
/// test checks; at the end, with every button and finger lifted, nothing may still follow a press.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = FuzzInput(data, size)
    MainActor.assumeIsolated {
        var run = ScreenRun(input)
        run.run()
    }
    return 0
}

@MainActor
struct ScreenRun {
    var input: FuzzInput
    let clock = ManualClock()
    let screen: Screen
    let app: DemoApp
    var fingers: Set<UInt32> = []
    /// The buttons down, as the X server sees them: each is released once, in any order.
    var buttons: Set<PointerButton> = []
    /// The button a drag reports (the last one pressed).
    var held: PointerButton?
    var step = 0

    static let prepared: Void = { Typesetter.current = PangoTextSystem() }()

    init(_ input: FuzzInput) {
        _ = ScreenRun.prepared
        self.input = input
        screen = Screen(size: Size(800, 600), clock: ScaledClock(base: clock))
        app = DemoApp(screen: screen, assets: AssetCatalog(directory: "/nonexistent-assets"))
        app.assets.warn = { _ in }
        app.random = SeededRandom(seed: 1)
    }

    static let keys: [KeyEvent] = [
        KeyEvent(.escape), KeyEvent(.tab), KeyEvent(.tab, modifiers: .shift), KeyEvent(.enter), KeyEvent(.space, text: " "),
        KeyEvent(.backspace), KeyEvent(.delete), KeyEvent(.up), KeyEvent(.down), KeyEvent(.left), KeyEvent(.right),
        KeyEvent(.home), KeyEvent(.end), KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.function(2)),
        KeyEvent(.function(5)), KeyEvent(.function(9)), KeyEvent(.function(12)),
        KeyEvent(.character("r"), text: "r", modifiers: .control), KeyEvent(.character("a"), text: "a"),
        KeyEvent(.character("4"), text: "4"), KeyEvent(.character("7"), text: "7", isKeypad: true),
        KeyEvent(.character("0"), text: "0", isKeypad: true), KeyEvent(.character("q"), text: "q", modifiers: .control),
        KeyEvent(.other(0xFF61)),
    ]

    mutating func run() {
        let names = SceneCatalog.names
        let first = input.pick(names)
        if ScreenRun.verbose { fuzzLog("app.show(sceneNamed: \"\(first)\")") }
        app.show(sceneNamed: first)
        check()
        while !input.isAtEnd && step < 400 {
            screen.layoutIfNeeded()
            let op = input.byte() % 16
            switch op {
            case 0, 1:
                let p = point(), button = input.pick([PointerButton.primary, .primary, .secondary, .middle]), mods = modifiers()
                guard !buttons.contains(button) else { break }
                send(.pointer(PointerEvent(.down, at: p, button: button, modifiers: mods)))
                send(.pointer(PointerEvent(.up, at: p, button: button, modifiers: mods)))
            case 2:
                let button = input.pick([PointerButton.primary, .primary, .secondary])
                guard buttons.insert(button).inserted else { break }
                held = button
                send(.pointer(PointerEvent(.down, at: point(), button: button, modifiers: modifiers())))
            case 3, 4:
                send(.pointer(PointerEvent(.moved, at: point(), button: held, modifiers: modifiers())))
            case 5:
                if buttons.isEmpty {
                    // A release with no press seen: the press went to the window before ours was mapped.
                    if input.byte() % 4 == 0 { send(.pointer(PointerEvent(.up, at: point(), button: input.pick([.primary, .secondary, .middle])))) }
                    break
                }
                let button = input.pick(buttons.sorted { $0.rawValue < $1.rawValue })
                buttons.remove(button)
                if held == button { held = buttons.first }
                send(.pointer(PointerEvent(.up, at: point(), button: button)))
            case 6:
                let d = Double(Int(input.byte() % 9) - 4) * 40
                send(.wheel(WheelEvent(at: point(), delta: input.byte() % 4 == 0 ? Point(d, 0) : Point(0, d),
                                              modifiers: modifiers())))
            case 7:
                send(.wheel(WheelEvent(at: point(), delta: Point(input.double(in: -60...60), input.double(in: -60...60)),
                                              hasPreciseDeltas: true)))
            case 8:
                send(.key(input.pick(ScreenRun.keys)))
            case 9:
                // Mostly a finger's proper life; one time in eight any phase at all, as when the server's stream
                // loses an event (a grab elsewhere, a touch begun before the window was mapped).
                let id = UInt32(1 + input.byte() % 4)
                let proper: TouchEvent.Phase = fingers.contains(id) ? input.pick([.moved, .moved, .ended, .cancelled]) : .began
                let phase: TouchEvent.Phase = input.byte() % 8 == 0 ? input.pick([.began, .moved, .ended, .cancelled]) : proper
                send(.touch(TouchEvent(phase, id: id, at: point())))
                if phase == .began { fingers.insert(id) } else if phase == .ended || phase == .cancelled { fingers.remove(id) }
            case 10:
                send(.pointerExited)
            case 11, 12:
                let seconds = input.double(in: 0...2)
                if ScreenRun.verbose { fuzzLog("step \(step): clock.advance(by: \(seconds))") }
                clock.advance(by: seconds)
            case 13:
                let name = input.pick(names)
                if ScreenRun.verbose { fuzzLog("step \(step): app.show(sceneNamed: \"\(name)\")") }
                app.show(sceneNamed: name)
            case 14:
                let minimum = DemoDelegate.minimumSize
                let size = Size(input.double(in: minimum.width...2048).rounded(), input.double(in: minimum.height...1536).rounded())
                if ScreenRun.verbose { fuzzLog("step \(step): screen.resize(to: \(size))") }
                screen.resize(to: size)
            default:
                // A whole frame costs ~200 ms under the sanitizer: one such step in four draws.
                if input.byte() % 4 == 0 { draw() }
            }
            step += 1
            check()
        }
        // Every press and finger lifted: nothing may still be following one.
        for button in buttons.sorted(by: { $0.rawValue < $1.rawValue }) {
            send(.pointer(PointerEvent(.up, at: .zero, button: button)))
        }
        for id in fingers { send(.touch(TouchEvent(.ended, id: id, at: .zero))) }
        if !screen.dispatcher.activeTouches.isEmpty {
            fuzzViolation("\(screen.dispatcher.activeTouches.count) presses left after every release")
        }
        clock.advance(by: 5)
        check()
        for w in screen.windows { screen.detach(w) }
    }

    /// Sends `event`; with SHOJI_FUZZ_VERBOSE set, prints it first, so that a finding reads as the
    /// sequence a regression test replays.
    func send(_ event: Event) {
        if ScreenRun.verbose { fuzzLog("step \(step): screen.send(\(event))") }
        screen.send(event)
    }

    static let verbose = getenv("SHOJI_FUZZ_VERBOSE") != nil

    /// Two thirds of the time inside an identified view (where the interesting code is), otherwise
    /// anywhere, a little beyond the window's edges too (a grab reports those).
    mutating func point() -> Point {
        if input.byte() % 3 != 0, case .array(let views) = app.visibleViews(), !views.isEmpty,
           case .object(let fields) = input.pick(views),
           case .array(let f)? = fields.first(where: { $0.0 == "frame" })?.1,
           case .number(let x) = f[0], case .number(let y) = f[1], case .number(let w) = f[2], case .number(let h) = f[3] {
            return Point(x + input.double(in: 0...1) * w, y + input.double(in: 0...1) * h)
        }
        return Point(input.double(in: -40...(screen.size.width + 40)), input.double(in: -40...(screen.size.height + 40)))
    }

    mutating func modifiers() -> Modifiers { Modifiers(rawValue: Int(input.byte() % 16) & (input.byte() % 4 == 0 ? 15 : 0)) }

    func draw() {
        let surface = CairoSurface(width: Int(screen.size.width), height: Int(screen.size.height))
        screen.layoutIfNeeded()
        screen.render(in: CairoCanvas(surface: surface), damage: [screen.bounds])
    }

    func check() {
        if let broken = DemoInvariants.all(screen: screen, app: app) { fuzzViolation("step \(step): \(broken)") }
    }
}
