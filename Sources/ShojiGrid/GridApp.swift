import Shoji
import ShojiRuntime
import ShojiX11

/// `shoji-grid`: the Shoji peer of the external probe's start-up and press figures (bench/probe): a
/// 1280×800 window with the same grid of 200 labelled buttons as the raw C program, GTK and Tk show
/// (20 columns × 10 rows of 56×70 at 63.5 × 79 px steps), and nothing else — a whole program on the
/// application runtime, as anyone would write it.
@main
final class GridApp: ApplicationDelegate {
    let configuration = ApplicationConfiguration(title: "Shoji grid", size: Size(1280, 800), backgroundColor: Color(white: 0.97))

    func applicationDidFinishLaunching(_ application: Application) {
        let root = View()
        for i in 0..<200 {
            let b = Button("Item \(i)")
            b.titleLabel.style = .caption
            b.frame = Rect(x: 8 + Double(i % 20) * 63.5, y: 8 + Double(i / 20) * 79, width: 56, height: 70)
            root.addSubview(b)
        }
        application.mainWindow.rootView = root
    }
}
