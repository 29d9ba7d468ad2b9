import Dispatch
import Glibc
import Shoji
import ShojiCairo
import ShojiX11

/// `shoji-grid`: the Shoji peer of the external probe's start-up and press figures (bench/probe): a
/// 1280×800 window with the same grid of 200 labelled buttons as the raw C program, GTK and Tk show
/// (20 columns × 10 rows of 56×70 at 63.5 × 79 px steps), and nothing else.
@MainActor
func runGrid() -> Never {
    StartupTrace.mark("main")
    Typesetter.current = PangoTextSystem()
    StartupTrace.mark("text system")
    let screen = Screen(size: Size(1280, 800), clock: DispatchClock())
    let window = Window(screen: screen, name: "main")
    window.backgroundColor = Color(white: 0.97)
    let root = View()
    let style = TextStyle.caption
    for i in 0..<200 {
        let b = Button("Item \(i)")
        b.titleLabel.style = style
        b.frame = Rect(x: 8 + Double(i % 20) * 63.5, y: 8 + Double(i / 20) * 79, width: 56, height: 70)
        root.addSubview(b)
    }
    window.rootView = root
    window.makeKeyAndVisible()
    StartupTrace.mark("views built")
    let host: X11Host
    do {
        host = try X11Host(displayName: nil, screen: screen, title: "Shoji grid")
    } catch {
        let line = Array("shoji-grid: \(error)\n".utf8)
        _ = write(2, line, line.count)
        exit(3)
    }
    StartupTrace.mark("window created")
    host.onClose = { exit(0) }
    host.onMapped = {
        host.frame()
        StartupTrace.finish()
    }
    host.start()
    dispatchMain()
}

MainActor.assumeIsolated { runGrid() }
