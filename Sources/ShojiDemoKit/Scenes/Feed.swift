import Shoji

/// One post in the demo timeline.
struct Post: Hashable {
    let id: Int
    let author: String
    let text: String
    /// Hue of the author's avatar, 0…1.
    let hue: Double
}

/// The demo's timeline: pages of older posts loaded at the bottom, newer posts fetched at the top. The
/// content is made up but deterministic (no randomness), so traces and screenshots repeat exactly.
@MainActor
final class Feed {
    static let authors = ["Aiko", "Ben", "Chika", "Dan", "Emi", "Finn", "Goro", "Hana"]
    static let messageCount = 12
    let pageSize = 20
    let pageCount = 5

    var posts: [Post] = []
    private(set) var pagesLoaded = 0
    private(set) var fetches = 0
    private var oldestID = 1000
    private var newestID = 1000

    var hasMore: Bool { pagesLoaded < pageCount }

    private func makePost(id: Int, text: String? = nil) -> Post {
        let a = (id * 5 + 3) % Feed.authors.count
        let m = (id * 7 + 2) % Feed.messageCount
        return Post(id: id, author: Feed.authors[a], text: text ?? tr("feed.message.\(m)"), hue: Double(a) / Double(Feed.authors.count))
    }

    /// Appends the next page of older posts; returns the indices they took.
    @discardableResult
    func loadNextPage() -> Range<Int> {
        guard hasMore else { return posts.count..<posts.count }
        let start = posts.count
        for _ in 0..<pageSize {
            oldestID -= 1
            posts.append(makePost(id: oldestID))
        }
        pagesLoaded += 1
        return start..<posts.count
    }

    /// Puts posts with `texts` (pasted or dropped from another program) at the top, first text first;
    /// returns how many.
    func insertExternal(_ texts: [String]) -> Int {
        let fresh = texts.map { text -> Post in
            newestID += 1
            return makePost(id: newestID, text: text)
        }
        posts.insert(contentsOf: fresh, at: 0)
        return fresh.count
    }

    /// Puts one to three new posts at the top (as a fetch would find them); returns how many.
    func fetchNewer() -> Int {
        fetches += 1
        let count = fetches % 3 + 1
        var fresh: [Post] = []
        for _ in 0..<count {
            newestID += 1
            fresh.append(makePost(id: newestID, text: tr("feed.fresh", String(newestID))))
        }
        posts.insert(contentsOf: fresh.reversed(), at: 0)
        return count
    }
}
