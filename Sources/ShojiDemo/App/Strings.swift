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
        // transitions
        "scene.transitions": ("Transitions", "画面遷移"),
        "transitions.heading": ("Container transitions and screen switching", "コンテナの画面遷移と画面の切り替え"),
        "transitions.seed.title": ("A container view controller with two children", "子ビューコントローラを二つ持つコンテナ"),
        "transitions.seed.note": ("One → Two flips from the left; Two → One slides up and out, then swaps without animation. Presses on either are held while they move.",
                                  "One → Two は左からフリップ、Two → One は上へスライドして消えた後にアニメーションなしで切り替え。動いている間は両方への入力を保留します。"),
        "transitions.one": ("One", "One"),
        "transitions.two": ("Two", "Two"),
        "transitions.one.button": ("Flip to Two", "Two へフリップ"),
        "transitions.two.button": ("Slide back to One", "One へスライド"),
        "transitions.state.showing": ("Showing %@", "表示中: %@"),
        "transitions.state.moving": ("%@ → %@ (%@)…", "%@ → %@（%@）…"),
        "transitions.addRemove.title": ("Switching by addSubview / removeFromSuperview", "addSubview / removeFromSuperview で切り替え"),
        "transitions.bringSend.title": ("Switching by bringSubviewToFront / sendSubviewToBack", "bringSubviewToFront / sendSubviewToBack で切り替え"),
        "transitions.stages.note": ("Press either box: the last view added, or the one brought to the front, is the one you see.",
                                    "枠を押すと切り替わります。最後に追加したビュー、または最前面に移したビューが表示されます。"),
        "transitions.red": ("red", "赤"),
        "transitions.blue": ("blue", "青"),
        "transitions.shell.title": ("Transition between scenes in the sidebar", "サイドバーでシーンを切り替えるときの遷移"),
        "transitions.style.none": ("None", "なし"),
        "transitions.style.crossDissolve": ("Cross-dissolve", "クロスディゾルブ"),
        "transitions.style.flipFromLeft": ("Flip from left", "左からフリップ"),
        "transitions.style.flipFromRight": ("Flip from right", "右からフリップ"),
        "transitions.style.slideUpAndSwap": ("Slide up, then swap", "上へスライドして切り替え"),
        // network (title bar)
        "network.unknown": ("Network…", "ネットワーク…"),
        "network.offline": ("Offline", "オフライン"),
        "network.local": ("Local only", "ローカルのみ"),
        "network.online": ("Online", "オンライン"),
        // tasks
        "scene.tasks": ("Serial tasks", "直列タスク"),
        "tasks.heading": ("Exports, one at a time, off the main thread", "エクスポートを一つずつ、メインスレッドの外で"),
        "tasks.note": ("Each export writes %@ MB of generated data to a temporary folder, then reads it back and checks every block. Two at once would make the first fail (the seed's AVAssetExportSession), so a queue runs them strictly one after another.",
                       "各エクスポートは生成した %@ MB のデータを一時フォルダに書き込み、読み戻して全ブロックを検証します。二つ同時に動かすと一つ目が失敗するため（元記事の AVAssetExportSession）、キューが必ず一つずつ順番に実行します。"),
        "tasks.start": ("Start %@ exports", "%@ 件エクスポート開始"),
        "tasks.cancelAll": ("Cancel all", "すべてキャンセル"),
        "tasks.cancel": ("Cancel", "キャンセル"),
        "tasks.corrupt": ("Corrupt the third file (shows a failure)", "3 件目のファイルを壊す（失敗の表示）"),
        "tasks.row.name": ("Export %@", "エクスポート %@"),
        "tasks.state.waiting": ("Waiting", "待機中"),
        "tasks.state.writing": ("Writing %@ of %@ MB", "書き込み中 %@ / %@ MB"),
        "tasks.state.verifying": ("Checking…", "検証中…"),
        "tasks.state.done": ("Written and checked, %@ MB", "書き込み・検証完了 %@ MB"),
        "tasks.state.failed": ("Failed: %@", "失敗: %@"),
        "tasks.state.cancelled": ("Cancelled", "キャンセル済み"),
        "tasks.summary.idle": ("Queue idle", "キューは空です"),
        "tasks.summary.running": ("Running: %@ · %@ waiting", "実行中: %@ · 待機 %@ 件"),
        "tasks.live.title": ("The UI stays live", "UI は止まりません"),
        "tasks.live.note": ("Drag the tile or the list while the exports run.", "エクスポート中にタイルやリストをドラッグしてみてください。"),
        "tasks.tile": ("Drag me", "ドラッグ"),
        "tasks.empty": ("No exports yet: press Start.", "エクスポートはまだありません。開始を押してください。"),
        "tasks.gap": ("Longest frame gap while busy: %@ ms", "実行中の最大フレーム間隔: %@ ms"),
        "tasks.gap.none": ("Frame gaps are measured while exports run", "エクスポート中のフレーム間隔を計測します"),
    ]
}

/// Shorthand for `Strings.tr`.
@MainActor
func tr(_ key: String) -> String { Strings.tr(key) }
