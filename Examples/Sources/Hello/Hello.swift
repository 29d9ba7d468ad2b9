import Shoji
import ShojiRuntime
import ShojiX11    // the X11 platform: `@main` runs on it

/// A window with a label and a button that counts taps: a whole Shoji program.
@main
final class HelloApp: ApplicationDelegate {
    let configuration = ApplicationConfiguration(title: "Hello", size: Size(320, 200))
    let label = Label("Not tapped yet")
    var taps = 0

    func applicationDidFinishLaunching(_ application: Application) {
        let button = Button("Tap me") { [unowned self] _ in
            taps += 1
            label.text = taps == 1 ? "Tapped once" : "Tapped \(taps) times"
        }
        label.identifier = "hello.count"
        button.identifier = "hello.button"
        application.mainWindow.rootView = StackView([label, button], spacing: 20)
    }
}
