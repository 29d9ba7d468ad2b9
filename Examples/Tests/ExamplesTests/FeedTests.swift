import Shoji
import ShojiRuntime
import Testing
@testable import Feed

/// Feed's patterns, checked headlessly as a user would see them.
@MainActor
struct FeedTests {
    func make() -> (HeadlessApplication, FeedApp) {
        let delegate = FeedApp()
        return (HeadlessApplication(delegate: delegate), delegate)
    }

    func frame(_ app: HeadlessApplication, _ id: String) throws -> Rect {
        try #require(app.screen.view(withIdentifier: id)).screenBoundingBox
    }

    @Test func pullingTheListPastTheThresholdLoadsNewerPosts() throws {
        let (app, feed) = make()
        #expect(feed.posts.titles.count == 1_000)
        let list = try frame(app, "feed.list")
        var p = Point(list.midX, list.minY + 60)
        app.send(.pointer(PointerEvent(.down, at: p)))
        for _ in 0..<15 {
            p.y += 12
            app.send(.pointer(PointerEvent(.moved, at: p)))
            app.advance(by: 1.0 / 60.0)
        }
        app.send(.pointer(PointerEvent(.up, at: p)))
        app.advance(by: 0.5)
        #expect(feed.posts.titles.count == 1_000, "nothing arrives before the fetch ends")
        app.advance(by: 1)
        app.settle()
        #expect(feed.posts.titles.count == 1_003)
        #expect(feed.posts.titles.first == "Post #1003")
        #expect(feed.toasts.isShowing && feed.toasts.text == "3 new posts", "a toast says how many arrived")
        app.advance(by: 2.5)
        #expect(!feed.toasts.isShowing, "and goes after two seconds (and 0.2 s fades in and out)")
    }

    @Test func clicksPassThroughTheToastLayerToTheButtonBelow() throws {
        let (app, _) = make()
        let notice = try frame(app, "feed.notice")
        let hit = app.screen.hitTest(Point(notice.midX, notice.midY))
        #expect(hit?.view.identifier == "feed.notice", "the toast layer covers the window but lets clicks through")
        app.tap(at: Point(notice.midX, notice.midY))
        let modal = app.screen.windows.first { $0.name == "modal" }
        #expect(modal?.isHidden == false, "the notice is presented in its own window")
        #expect(app.screen.keyWindow === modal)
        // Everything below is blocked while it is up: the pad does not take the click.
        let typed = try #require(app.screen.view(withIdentifier: "feed.typed") as? Label)
        let pad = try frame(app, "feed.pad")
        app.tap(at: Point(pad.minX + 10, pad.midY))
        #expect(typed.text == "Type a number on the pad")
        app.tap(identifier: "feed.notice.close")
        #expect(modal?.isHidden == true)
    }

    @Test func theNumberPadWritesIntoTheLabel() throws {
        let (app, _) = make()
        let typed = try #require(app.screen.view(withIdentifier: "feed.typed") as? Label)
        let pad = try #require(app.screen.view(withIdentifier: "feed.pad") as? NumberPad)
        for digit in [1, 4] {
            let key = pad.layout.keyTopRect(at: pad.layout.index(of: digit))
            let p = pad.convertToScreen(Point(key.midX, key.midY))
            app.send(.pointer(PointerEvent(.down, at: p)))
            app.send(.pointer(PointerEvent(.up, at: p)))
            app.advance(by: 0.1)
        }
        #expect(typed.text == "Typed: 14")
    }

    @Test func theCardIsShadedInsideAlongItsTopEdgeAndCastsAShadowBelow() throws {
        let (app, _) = make()
        let card = try frame(app, "feed.card")
        let image = app.image()
        func brightness(_ x: Double, _ y: Double) -> Int {
            let px = image.pixels[Int(y) * image.pixelWidth + Int(x)]
            return Int((px >> 16) & 0xFF) + Int((px >> 8) & 0xFF) + Int(px & 0xFF)
        }
        let x = card.minX + 30
        #expect(brightness(x, card.minY + 2) < brightness(x, card.maxY - 3) - 30, "inner shadow on the top edge only")
        #expect(brightness(x, card.maxY + 6) < brightness(x, card.maxY + 40) - 15, "drop shadow below the card")
    }
}
