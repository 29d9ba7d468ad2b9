import Foundation
import Testing
import Shoji
import ShojiCairo
import ShojiDocShotsKit

/// The documentation's pictures: every image an article or a symbol page names is one the renderer makes
/// (so a broken image link fails `make test`), and each picture shows something, at 2×.
@MainActor
@Suite("Documentation pictures")
struct DocShotsTests {
    /// The Shoji catalog's folder.
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Shoji/Shoji.docc")

    /// Every `![alt](name.png)` in the catalog's Markdown, as (file, name).
    static func namedImages() throws -> [(file: String, name: String)] {
        let files = FileManager.default.enumerator(atPath: catalog.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") } ?? []
        let pattern = try Regex(#"!\[[^\]]*\]\(([^)\s]+)\)"#)
        var found: [(String, String)] = []
        for file in files.sorted() {
            let text = try String(contentsOf: catalog.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) {
                let target = String(text[match.output[1].range!])
                found.append((file, target))
            }
        }
        return found
    }

    @Test("Every image the articles and symbol pages name is a picture the renderer makes")
    func everyNamedImageIsRendered() throws {
        let names = Set(DocShots.all.map(\.name))
        let images = try Self.namedImages()
        #expect(images.count >= 40, "the catalog names \(images.count) images")
        for (file, target) in images {
            #expect(target.hasSuffix(".png") && names.contains(String(target.dropLast(4))),
                    "\(file) shows \(target), which shoji-docshots does not make")
        }
    }

    @Test("Every pattern article shows a picture")
    func everyArticleHasAPicture() throws {
        let withImages = Set(try Self.namedImages().map(\.file))
        let articles = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path).filter { $0.hasSuffix(".md") }
        for article in articles where article != "Shoji.md" {
            #expect(withImages.contains(article), "\(article) shows no picture")
        }
    }

    @Test("Every pattern article shows each of its pictures in light and in dark")
    func everyArticleIsPicturedInDark() throws {
        let images = try Self.namedImages().filter { !$0.file.hasPrefix("WidgetGallery") && !$0.file.contains("/") }
        let shown = Set(images.map { "\($0.file)|\($0.name)" })
        for (file, target) in images where !target.hasSuffix("-dark.png") {
            let dark = String(target.dropLast(4)) + "-dark.png"
            #expect(shown.contains("\(file)|\(dark)"), "\(file) shows \(target) but not \(dark)")
        }
    }

    @Test("Picture names are unique")
    func uniqueNames() {
        let names = DocShots.all.map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test("Each picture is drawn at 2× and shows more than its background")
    func picturesShowSomething() {
        DocShots.prepareText()
        for shot in DocShots.all {
            let surface = shot.render()
            #expect(surface.width == Int(shot.size.width * 2) && surface.height == Int(shot.size.height * 2))
            let background = surface.pixel(x: 0, y: 0)
            var differing = 0
            for y in stride(from: 0, to: surface.height, by: 3) {
                for x in stride(from: 0, to: surface.width, by: 3) where surface.pixel(x: x, y: y) != background { differing += 1 }
            }
            #expect(differing > 50, "\(shot.name) is nearly blank (\(differing) sampled pixels differ from the corner)")
        }
    }

    /// Pressed, disabled and focused show in every control; hover only where the control has a hover look
    /// (the others change the cursor alone, which a picture of the window does not hold).
    @Test("Each state in the gallery looks different from the normal one", arguments: GalleryLanguage.allCases)
    func statesDiffer(_ language: GalleryLanguage) {
        DocShots.prepareText()
        let shots = Dictionary(uniqueKeysWithValues: Gallery.shots(language).map { ($0.name, $0) })
        let hoverLooks: Set = ["button", "filled-button"]
        for widget in Gallery.controlNames {
            let normal = shots[Gallery.name(language, widget, .normal)]!.render()
            for state in Gallery.ControlState.allCases where state != .normal {
                if state == .hover && !hoverLooks.contains(widget) { continue }
                let other = shots[Gallery.name(language, widget, state)]!.render()
                #expect(Self.differs(normal, other), "\(widget) \(state) looks the same as normal in \(language)")
            }
        }
    }

    static func differs(_ a: CairoSurface, _ b: CairoSurface) -> Bool {
        for y in 0..<a.height { for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { return true } }
        return false
    }
}
