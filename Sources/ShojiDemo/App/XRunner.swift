import Foundation
import Shoji
import ShojiCairo
import ShojiX11

/// Runs the demo in an X11 window on the real clock.
@MainActor
final class XRunner {
    let options: Options
    let assets: AssetCatalog
    private var host: X11Host!
    private var app: DemoApp!
    private var poll: ClockTimer?

    init(options: Options, assets: AssetCatalog) { self.options = options; self.assets = assets }

    func run() -> Never {
        let clock = DispatchClock()
        Launcher.startTrace(options, clock: clock)
        let (w, h) = options.windowSize
        let screen = Screen(size: Size(width: Double(w), height: Double(h)), clock: clock)
        do {
            host = try X11Host(displayName: options.display, screen: screen, title: "Shoji")
        } catch let error as X11Host.HostError {
            if case .noDisplay = error { Launcher.fail(error.description, status: 3) }
            Launcher.fail(error.description, status: 1)
        } catch {
            Launcher.fail("\(error)", status: 1)
        }
        app = DemoApp(screen: screen, assets: assets)
        app.onTitleChange = { [weak self] title in self?.host.setTitle(title) }
        host.onClose = {
            Trace.emit("app.closed")
            exit(0)
        }
        app.show(sceneNamed: options.scene ?? SceneCatalog.names[0])
        host.onMapped = { [weak self] in self?.ready() }
        host.start()
        dispatchMain()
    }

    private func ready() {
        host.frame()
        app.ready()
        if let dir = options.tour { tour(dir: dir) } else if let path = options.screenshot { screenshot(to: path, then: { exit(0) }) }
    }

    /// Waits until nothing animates and the last frame is on screen, then writes the back buffer.
    private func screenshot(to path: String, then next: @escaping @MainActor () -> Void) {
        let start = host.screen.clock.now
        poll?.cancel()
        poll = host.screen.clock.scheduleRepeating(every: 0.05) { [weak self] in
            guard let self else { return }
            let screen = self.host.screen
            guard screen.isSettled || screen.clock.now - start > 10 else { return }
            self.poll?.cancel()
            self.host.frame()
            do { try self.host.writeScreenshot(to: path) } catch { Launcher.fail("cannot write \(path): \(error)", status: 2) }
            Trace.emit("screenshot.written", ["path": .string(path)])
            next()
        }
    }

    private func tour(dir: String) {
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        catch { Launcher.fail("cannot create \(dir): \(error.localizedDescription)", status: 2) }
        var names = SceneCatalog.names[...]
        func step() {
            guard let name = names.popFirst() else { exit(0) }
            app.show(sceneNamed: name)
            screenshot(to: (dir as NSString).appendingPathComponent("\(name).png"), then: step)
        }
        step()
    }
}
