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

        // layers
        "scene.layers": ("Layers", "階層とタッチ透過"),
        "layers.heading": ("Layered hierarchy", "階層構造で subview を管理"),
        "layers.body": ("Views live in ordered layers, added here out of order. Click the green background: the back-most middle view comes to the front of its own layer, and never above the blue front view. The ad layer covers everything but lets clicks through its empty area, so the button under it still works; switch it to .normal and the button goes dead.",
                        "subview は順序つきの階層に入ります（ここではわざとバラバラの順に追加）。緑の背景をクリックすると、Middle 階層の最背面の view がその階層内で最前面に来ますが、Front 階層の青い view を覆うことはありません。広告階層は画面全体を覆いますが、何もない部分のタッチは下へ透過するので、その下のボタンも押せます。.normal に切り替えるとボタンは反応しなくなります。"),
        "layers.adblocks": ("Ad layer blocks clicks", "広告階層がタッチを遮る"),
        "layers.order": ("Paint order, back to front", "表示順（背面から前面）"),
        "layers.hint": ("F12 shows the inspector: outlines, layers and the hit path.", "F12 でインスペクタ：枠・階層・ヒットの経路を表示"),
        "layers.button": ("Button", "ボタン"),
        "layers.taps": ("Button taps: %d", "ボタンのタップ: %d 回"),
        "layers.ad": ("Advertisement — tap me", "広告 — タップしてください"),
        "layers.front": ("Front", "Front（前面）"),
        "layers.back": ("Back", "Back（背面）"),
        "layers.middle": ("Middle", "Middle（中間）"),
        "layers.background": ("Background — click me", "背景 — クリックしてください"),

        // loading
        "scene.loading": ("Loading screen", "ローディング画面"),
        "loading.heading": ("Always-in-front loading screen", "常に最前面のローディング画面"),
        "loading.body": ("The loading screen lives on the app's shell, not in this scene: it stays in front even when views are added to the same parent after it, and it survives switching scenes. While it shows, a job adds a tile to that parent every 0.3\u{00A0}s, then dismisses it after 3\u{00A0}s.",
                         "ローディング画面はこのシーンではなくアプリのシェルに置かれます。後から同じ親に view が追加されても最前面に留まり、シーンを切り替えても表示されたままです。表示中は 0.3 秒ごとにジョブが同じ親へタイルを追加し、3 秒後に閉じます。"),
        "loading.show": ("Show loading screen", "ローディング画面を表示"),
        "loading.quick": ("Quick job (50 ms)", "短いジョブ（50 ms）"),
        "loading.passthrough": ("Let clicks through the loading screen", "ローディング画面の下へタッチを通す"),
        "loading.text": ("Loading…", "読み込み中…"),
        "loading.state": ("Loading screen:", "ローディング画面:"),
        "loading.counts": ("pending shows: %d · tiles: %d", "未完了の表示要求: %d · タイル: %d"),
        "loading.stage": ("Tiles added behind the loading screen", "ローディング画面の裏に追加されるタイル"),
        "loading.phase.hidden": ("hidden", "非表示"),
        "loading.phase.waiting": ("waiting (grace time)", "待機中（猶予時間）"),
        "loading.phase.shown": ("shown", "表示中"),
        "loading.phase.lingering": ("shown (minimum time)", "表示中（最短表示時間）"),
        "loading.phase.disappearing": ("fading out", "フェードアウト中"),
    ]
}

/// Shorthand for `Strings.tr`.
@MainActor
func tr(_ key: String) -> String { Strings.tr(key) }
