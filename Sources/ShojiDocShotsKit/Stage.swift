import Shoji
import ShojiCairo
import ShojiFiles

/// A screen of its own for one documentation picture: a window on a manual clock, drawn at 2× by Cairo and
/// Pango exactly as the X host draws a window. States are reached as a user reaches them — the pointer
/// moved over a control, a button held down, the focus moved with the window's key-view loop — through the
/// screen's input path, never by painting a look.
@MainActor
public final class Stage {
    /// The screen the picture is taken of.
    public let screen: Screen
    /// The one window, filling the screen.
    public let window: Window
    /// The clock that animations and timers run on; `settle` moves it.
    public let clock = ManualClock()
    /// The pixels per point of the picture.
    public let scale: Double
    /// Objects the picture needs alive while it is taken (a modal, a data source held weakly by its list).
    public var keptAlive: [AnyObject] = []

    /// The pictures' backdrop: a light grey, a near black in the dark.
    nonisolated public static let defaultBackground = Color(light: Color(white: 0.96), dark: Color(white: 0.09))

    /// A stage `size` points large, drawn at `scale`, with a light (or, dark, a dark) window background.
    public init(size: Size, scale: Double = 2, background: Color = Stage.defaultBackground) {
        self.scale = scale
        screen = Screen(size: size, scale: scale, clock: clock)
        screen.backgroundColor = background
        window = Window(screen: screen, name: "docshot")
        window.backgroundColor = background
        window.makeKeyAndVisible()
    }

    /// Adds `view` to the window.
    public func add(_ view: View) {
        window.addSubview(view)
        screen.layoutIfNeeded()
    }

    /// Sizes `view` to fit (`width` wide when given) and puts it in the middle of the stage.
    public func addCentered(_ view: View, width: Double? = nil) {
        let fit = view.sizeThatFits(Size(width: width ?? 0, height: 0))
        let size = Size(width: width ?? fit.width, height: fit.height)
        view.frame = Rect(x: ((screen.size.width - size.width) / 2).rounded(),
                          y: ((screen.size.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        add(view)
    }

    /// Lets `seconds` of clock time pass a frame at a time, so that animations run to where they would be.
    public func settle(_ seconds: Double = 1) {
        var left = seconds
        while left > 0 {
            let step = min(left, 1.0 / 60)
            clock.advance(by: step)
            screen.layoutIfNeeded()
            left -= step
        }
    }

    /// The middle of `view` in screen points.
    public func center(of view: View) -> Point {
        let box = view.convertToScreen(view.bounds)
        return Point(box.midX, box.midY)
    }

    /// Moves the pointer (no button) to `point`.
    public func hover(at point: Point) {
        screen.send(.pointer(PointerEvent(.moved, at: point, button: nil)))
        settle(0.3)
    }

    /// Moves the pointer over the middle of `view`.
    public func hover(_ view: View) { hover(at: center(of: view)) }

    /// Presses the primary button at `point` and holds it.
    public func press(at point: Point) {
        screen.send(.pointer(PointerEvent(.moved, at: point, button: nil)))
        screen.send(.pointer(PointerEvent(.down, at: point)))
        settle(0.1)
    }

    /// Presses and holds the primary button over the middle of `view`.
    public func press(_ view: View) { press(at: center(of: view)) }

    /// Drags with the primary button held from `start` by `delta`, in steps, without letting go.
    public func drag(from start: Point, by delta: Point, steps: Int = 12) {
        press(at: start)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            screen.send(.pointer(PointerEvent(.moved, at: Point(start.x + delta.x * f, start.y + delta.y * f))))
            settle(1.0 / 60)
        }
    }

    /// A click at `point`: press and release.
    public func click(at point: Point) {
        screen.send(.pointer(PointerEvent(.down, at: point)))
        screen.send(.pointer(PointerEvent(.up, at: point)))
        settle(0.5)
    }

    /// Sends a key press, as the keyboard would.
    public func key(_ key: Key, modifiers: Modifiers = []) {
        screen.send(.key(KeyEvent(key, modifiers: modifiers)))
        settle(0.1)
    }

    /// Moves the keyboard focus to `view` with Tab, as a keyboard user does (the focus ring shows then);
    /// false when Tab never reaches it.
    @discardableResult
    public func tab(to view: View) -> Bool {
        for _ in 0..<max(1, window.keyViewLoop.count) {
            if window.firstResponder === view { return true }
            _ = window.selectNextKeyView()
            screen.layoutIfNeeded()
        }
        settle(0.1)
        return window.firstResponder === view
    }

    /// The picture: the whole screen as it looks now, at `scale`.
    public func render() -> CairoSurface {
        screen.layoutIfNeeded()
        let surface = CairoSurface(width: Int((screen.size.width * scale).rounded()),
                                   height: Int((screen.size.height * scale).rounded()))
        _ = screen.takeDamage()
        screen.render(in: CairoCanvas(surface: surface, scale: scale), damage: [screen.bounds])
        return surface
    }
}
