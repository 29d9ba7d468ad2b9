/// The user-visible languages.
enum Language: String, CaseIterable, Sendable { case en, ja }

/// Every user-visible string, in English and Japanese, in one table. The seeds' own labels were Japanese.
@MainActor
enum Strings {
    static var language: Language = .en

    static func tr(_ key: String) -> String {
        guard let entry = table[key] else { return key }
        return language == .ja ? entry.ja : entry.en
    }

    static let table: [String: (en: String, ja: String)] = [
        "app.title": ("Shoji", "Shoji（障子）"),
        "sidebar.heading": ("Patterns", "パターン"),

        "scene.basics": ("Basics", "基本"),
        "basics.heading": ("Labels, buttons and per-edge borders", "ラベル・ボタン・辺ごとのボーダー"),
        "basics.english": ("The quick brown fox jumps over the lazy dog.", "The quick brown fox jumps over the lazy dog."),
        "basics.japanese": ("いろはにほへと　ちりぬるを — Japanese text through Pango", "いろはにほへと　ちりぬるを — Pango で日本語表示"),
        "basics.wrapped": ("A longer label wraps onto as many lines as its width needs, and a single-line label that is too long ends with an ellipsis instead of spilling out.",
                           "長いラベルは幅に合わせて何行にも折り返します。一行のラベルが長すぎるときは、はみ出さずに省略記号で終わります。"),
        "basics.button.normal": ("Press me", "押してください"),
        "basics.button.filled": ("Filled", "塗りつぶし"),
        "basics.button.disabled": ("Disabled", "無効"),
        "basics.taps": ("Taps: %d", "タップ回数: %d"),
        "basics.borders": ("BorderedView: switch each edge", "BorderedView：辺ごとに切り替え"),
        "edge.top": ("Top", "上"),
        "edge.left": ("Left", "左"),
        "edge.bottom": ("Bottom", "下"),
        "edge.right": ("Right", "右"),

        // refresh
        "scene.refresh": ("Pull to refresh", "引き下げて更新"),
        "refresh.pull": ("Pull down to refresh…", "引き下げて…"),
        "refresh.release": ("Release to refresh", "指をはなすと更新"),
        "refresh.updating": ("Updating…", "更新中…"),
        "refresh.failed": ("Couldn't update — pull to retry", "更新できませんでした — 引き下げて再試行"),
        "refresh.lastUpdated": ("Last updated: %@", "最終更新: %@"),
        "refresh.never": ("Not updated yet", "まだ更新していません"),
        "refresh.loading": ("Loading…", "読み込み中…"),
        "refresh.noMore": ("No more items", "これ以上ありません"),
        "refresh.heading": ("Pull to refresh", "引き下げて更新"),
        "refresh.about": ("Pull the list down until the arrow turns, then let go: the header stays while a two-second fetch runs and new posts open at the top. F5, Ctrl+R and the wheel past the top refresh too. Scroll to the end for older pages.",
                          "矢印が回転するまでリストを引き下げて指をはなすと、2 秒の取得のあいだヘッダが留まり、新しい投稿が上に現れます。F5・Ctrl+R・ホイールで上端を越えても更新します。一番下までスクロールすると古いページを読み込みます。"),
        "refresh.button": ("Refresh (F5)", "更新 (F5)"),
        "refresh.failSwitch": ("Make the fetch fail", "取得を失敗させる"),
        "refresh.reorderSwitch": ("Reorder rows by their grip", "つまみで行を並べ替え"),
        "refresh.cancelsSwitch": ("Container steals the tap", "コンテナがタップを奪う"),
        "refresh.selected": ("Selected: %@", "選択中: %@"),
        "refresh.taps": ("Taps seen by the container: %d", "コンテナが受けたタップ: %d"),
        "feed.fresh": ("Fresh post #%d, just fetched.", "取得したばかりの新しい投稿 #%d"),
        "feed.message.0": ("Pulled the list down and it refreshed. Some patterns never get old.", "リストを引き下げたら更新された。色褪せないパターンもある。"),
        "feed.message.1": ("Trying Shoji on X11 today.", "今日は X11 で Shoji を試しています。"),
        "feed.message.2": ("Long posts wrap onto as many lines as they need, and each row is exactly as tall as its text — measured by Pango when the row first comes into view, and again when the window changes width.",
                           "長い投稿は必要なだけ折り返し、行の高さは本文にぴったり合います。行が初めて表示されるときに Pango で測り、ウィンドウの幅が変わるとまた測り直します。"),
        "feed.message.3": ("Coffee first.", "まずはコーヒー。"),
        "feed.message.4": ("Switch on reordering, then drag the grip at the right end of a row to move it.", "並べ替えをオンにして、行の右端のつまみをドラッグすると行を動かせます。"),
        "feed.message.5": ("Tweetie did it first, in 2008.", "最初は 2008 年の Tweetie でした。"),
        "feed.message.6": ("Momentum, a rubber band at each end and a bounce: fling the list and watch it settle.", "慣性、端でのゴムのような伸びと跳ね返り。リストをはじいて止まるまで見てください。"),
        "feed.message.7": ("The arrow turns as the pull crosses the threshold, and the drag never stutters while it does.", "引き下げがしきい値を越えると矢印が回転します。そのあいだもドラッグは引っかかりません。"),
        "feed.message.8": ("Only the rows on screen exist as views; the rest are just heights in a tree.", "画面に見えている行だけがビューとして存在し、残りは木の中の高さにすぎません。"),
        "feed.message.9": ("Rainy evening in Kyoto.", "京都は雨の夕方。"),
        "feed.message.10": ("Press F5 or Ctrl+R to refresh without pulling.", "F5 か Ctrl+R で、引き下げずに更新できます。"),
        "feed.message.11": ("Scroll to the bottom for the next page; after five pages there are no more.", "一番下までスクロールすると次のページを読み込みます。5 ページで終わりです。"),

        // fonts
        "scene.fonts": ("Fonts", "フォント"),
        "fonts.count": ("%d font families, each in its own face", "%d 個のフォントファミリー（それぞれの書体で表示）"),
        "fonts.sample": ("The quick brown fox jumps over the lazy dog 0123 いろはにほへと", "The quick brown fox jumps over the lazy dog 0123 いろはにほへと"),
    ]
}

/// Shorthand for `Strings.tr`.
@MainActor
func tr(_ key: String) -> String { Strings.tr(key) }
