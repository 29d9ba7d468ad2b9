import Foundation
import Testing
@testable import Shoji
@testable import ShojiCairo
@testable import ShojiDemoKit

/// The demo's Text scene, headless on a manual clock: clicking the PIN or the amount field brings the number
/// pad up from the bottom of the window, the scene scrolls so the field stays above it at every window
/// size, the pad's keys type at the caret, and the picture shows it (written to the build directory).
@MainActor
@Suite("Text scene's number pad")
struct TextInputViewDemoTests {
    let demo: HeadlessDemo
    let clock: ManualClock
    let screen: Screen
    let app: DemoApp

    init() {
        demo = HeadlessDemo()
        (clock, screen, app) = (demo.clock, demo.screen, demo.app)
    }

    func settle() { demo.settle() }

    func click(_ v: View) {
        let p = v.convertToScreen(v.bounds.center)
        screen.send(.pointer(PointerEvent(.down, at: p)))
        clock.advance(by: 0.05)
        screen.send(.pointer(PointerEvent(.up, at: p)))
        settle()
    }

    var scene: TextScene { app.current as! TextScene }

    /// The strip the pad shows in, in screen points (nil: down).
    var strip: Rect? {
        guard let pad = scene.pad.superview, pad.window != nil, !pad.isHidden else { return nil }
        return pad.convertToScreen(pad.bounds)
    }

    @Test("The PIN and the amount field stay above the pad at several window sizes; the pad goes when editing ends",
          arguments: [Size(1024, 720), Size(900, 300), Size(480, 360), Size(640, 480)])
    func fieldAbovePad(size: Size) throws {
        screen.resize(to: size)
        app.show(sceneNamed: "text")
        settle()
        let scroll = try #require(app.sceneContainer.selectedChild?.view as? ScrollView)
        for field in [scene.pin, scene.amount] {
            scene.view.window?.makeFirstResponder(nil)
            settle()
            #expect(strip == nil)
            // Scrolled just into view at the window's bottom edge, where the pad will cover it.
            let inContent = field.convert(field.bounds, to: scroll)
            scroll.contentOffset = scroll.clampedOffset(Point(0, inContent.maxY + 2 - scroll.bounds.height))
            settle()
            click(field)
            #expect(field.isEditing)
            let s = try #require(strip)
            let f = field.convertToScreen(field.bounds)
            #expect(s.maxY == size.height && s.width == size.width)
            #expect(f.maxY <= s.minY && f.minY >= 0, "\(field.identifier!) at \(f), pad from \(s.minY), window \(size)")
        }
        // Tab on from the amount to the search field (no input view): the pad goes.
        screen.send(.key(KeyEvent(.tab)))
        settle()
        #expect(strip == nil && scene.search.isEditing)
    }

    @Test("The pad types at the PIN's caret and the amount's; physical keys and Backspace still work; limits hold")
    func typing() throws {
        app.show(sceneNamed: "text")
        settle()
        click(scene.pin)
        for d in [2, 5, 8, 0, 1, 2, 3] { click(scene.pad.keyView(for: d)) }
        #expect(scene.pin.text == "258012" && scene.pin.isEditing && !scene.pin.wantsInputMethod)
        screen.send(.key(KeyEvent(.backspace)))
        #expect(scene.pin.text == "25801")
        click(scene.amount)
        screen.send(.key(KeyEvent(.character("4"), text: "4")))
        for d in [2, 0] { click(scene.pad.keyView(for: d)) }
        scene.amount.selectedRange = 1..<1
        click(scene.pad.keyView(for: 9))
        #expect(scene.amount.text == "4920" && scene.amount.selectedRange == 2..<2 && !scene.amount.wantsInputMethod)
        #expect(scene.nameField.wantsInputMethod)
    }

    @Test("A picture of the scene with the pad up: the pad's keys along the bottom, the amount field above them")
    func picture() throws {
        screen.resize(to: Size(900, 480))
        app.show(sceneNamed: "text")
        settle()
        click(scene.amount)
        for d in [1, 2, 5, 0] { click(scene.pad.keyView(for: d)) }
        settle()
        let surface = CairoSurface(width: 900, height: 480)
        screen.layoutIfNeeded()
        _ = screen.takeDamage()
        screen.render(in: CairoCanvas(surface: surface, scale: 1), damage: [screen.bounds])
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/test-screenshots").standardized
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try surface.writePNG(to: dir.appendingPathComponent("text-numberpad.png").path)
        // The pad's strip colour fills the bottom edge; a key's face sits inside it.
        let key = scene.pad.keyView(for: 5).convertToScreen(scene.pad.keyView(for: 5).bounds)
        #expect(key.minY >= 480 - 80 && key.maxY <= 480)
        let f = scene.amount.convertToScreen(scene.amount.bounds)
        #expect(f.maxY <= key.minY)
        #expect(scene.amount.text == "1250")
        // Pixels: the strip's grey beside the key, the key's light face at its centre.
        #expect(surface.pixel(x: 2, y: 478) & 0xFFFFFF == 0xCFD3D9)
        var light = 0, all = 0
        for y in Int(key.minY)..<Int(key.maxY) {
            for x in Int(key.minX)..<Int(key.maxX) {
                all += 1
                if surface.pixel(x: x, y: y) & 0xFF > 0xE8 { light += 1 }   // the key's face (0xF2), not the strip
            }
        }
        #expect(light * 2 > all, "\(light) of \(all) pixels of the 5 key are its face")
    }
}
