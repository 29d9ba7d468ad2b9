import Testing
@testable import Shoji
@testable import ShojiCairo

/// Caches that grow with what a program shows stay within the bounds their definitions state, however
/// long it runs, and still serve what was used last.
@MainActor
@Suite("Cache bounds")
struct CacheBoundTests {
    @Test("Text layouts: thousands of distinct rows keep at most 512 layouts, the most recent ones")
    func layoutCount() {
        let text = PangoTextSystem()
        let rows = (0..<2_000).map { "Row \($0)" }
        let first = text.layout(rows[0], style: .body, width: nil) as AnyObject
        var last: AnyObject = first
        for row in rows.dropFirst() { last = text.layout(row, style: .body, width: nil) as AnyObject }
        // Full, the cache forgets its oldest quarter at once (LRUCache): between 3/4 of the limit and the limit.
        let limit = PangoTextSystem.cachedLayoutLimit
        #expect(text.cachedLayoutCount <= limit && text.cachedLayoutCount > limit - limit / 4 - 1)
        #expect(text.layout(rows[1_999], style: .body, width: nil) as AnyObject === last, "the latest layout is kept")
        #expect(text.layout(rows[0], style: .body, width: nil) as AnyObject !== first, "the oldest was let go")
    }

    @Test("Text layouts: long texts keep the cache within 1 MB of text")
    func layoutText() {
        let text = PangoTextSystem()
        let page = String(repeating: "A paragraph of text that a long document would hold. ", count: 160) // ~8.5 KB
        for i in 0..<200 { _ = text.layout("\(i) " + page, style: .body, width: 400) }
        #expect(text.cachedLayoutTextBytes <= PangoTextSystem.cachedLayoutTextLimit)
        #expect(text.cachedLayoutTextBytes > PangoTextSystem.cachedLayoutTextLimit - 2 * page.utf8.count, "the cache is used, not emptied")
        #expect(text.cachedLayoutCount < 200)
    }

    @Test("Text layouts: canonically equivalent texts each get their own layout, and each is found again")
    func canonicallyEquivalent() {
        let text = PangoTextSystem()
        // Equal as Swift strings, different in bytes and scalars: the second must not get the first's layout,
        // whose caret offsets are one fewer.
        let composed = "Line 1: caf\u{E9} na\u{EF}ve", decomposed = "Line 1: cafe\u{301} nai\u{308}ve"
        #expect(composed == decomposed)
        let a = text.editableLayout(composed, style: .body, width: nil)
        let b = text.editableLayout(decomposed, style: .body, width: nil)
        #expect(a.boundaries.count == composed.unicodeScalars.count + 1)
        #expect(b.boundaries.count == decomposed.unicodeScalars.count + 1)
        // Found again by their bytes (the key's hash is the bytes' own, not the normalized string's).
        for s in [composed, decomposed, "Line 2: いろはにほへと", "Line 3: مرحبا 🎉"] {
            let first = text.layout(s, style: .body, width: 300) as AnyObject
            #expect(text.layout(s, style: .body, width: 300) as AnyObject === first, "\(s) is kept")
            #expect(text.layout(String(s.unicodeScalars), style: .body, width: 300) as AnyObject === first,
                    "the same bytes in another string")
            #expect(text.layout(s, style: .body, width: 301) as AnyObject !== first, "another width is another layout")
        }
    }

    @Test("Assets: a hundred missing pictures keep at most 64 placeholders, and each is warned about once")
    func assets() {
        let catalog = AssetCatalog(directory: "/nonexistent-assets")
        var warnings: [String] = []
        catalog.warn = { warnings.append($0) }
        for i in 0..<100 { _ = catalog.image(named: "missing-\(i).png", fallbackSize: Size(40, 30)) }
        // Full, the cache forgets its oldest quarter at once (LRUCache): between 3/4 of the limit and the limit.
        let limit = AssetCatalog.cachedImageLimit
        #expect(catalog.cachedImageCount <= limit && catalog.cachedImageCount > limit - limit / 4 - 1)
        #expect(catalog.cachedImageBytes == catalog.cachedImageCount * 40 * 30 * 4)
        #expect(warnings.count == 100)
        _ = catalog.image(named: "missing-99.png", fallbackSize: Size(40, 30))
        #expect(warnings.count == 100, "asked again, the latest is not warned about again")
    }
}
