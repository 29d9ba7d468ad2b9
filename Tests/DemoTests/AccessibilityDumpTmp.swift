import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

@MainActor
@Suite struct AccessibilityDumpTmp {
    func dump(_ v: View, _ depth: Int, _ out: inout String) {
        let pad = String(repeating: "  ", count: depth)
        out += "\(pad)\(v.accessibilityRole.rawValue) \"\(v.accessibilityLabel ?? "")\" v=\(v.accessibilityValue ?? "-") [\(v.accessibilityStates.names.joined(separator: ","))] a=\(v.accessibilityActions.map(\.name)) id=\(v.identifier ?? "") \(type(of: v))\n"
        for c in v.accessibilityChildren {
            precondition(c.accessibilityParent === v, "parent mismatch \(c)")
            dump(c, depth + 1, &out)
        }
    }
    @Test func dumpAll() {
        Typesetter.current = PangoTextSystem()
        let clock = ManualClock()
        let screen = Screen(size: Size(1024, 720), clock: ScaledClock(base: clock))
        let app = DemoApp(screen: screen, assets: AssetCatalog(directory: "assets"))
        var out = ""
        for name in SceneCatalog.names {
            app.show(sceneNamed: name)
            clock.advance(by: 2)
            screen.layoutIfNeeded()
            out += "=== \(name)\n"
            for w in screen.accessibilityWindows { dump(w, 0, &out) }
        }
        try? out.write(toFile: "/tmp/a11y/dump.txt", atomically: true, encoding: .utf8)
    }
}
