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

        // modal
        "scene.modal": ("Global modal", "グローバルモーダル"),
        "modal.heading": ("A global modal through its own window", "UIWindow を使ったグローバルなモーダル画面"),
        "modal.intro": ("Instead of hunting for the topmost view to present from, the modal's content goes into a window of its own, above the app, made key and visible. Its dimmed backdrop blocks everything below; dismissing hides the window and hands the keyboard back to the window that had it before.",
                        "最前面のビューを探して表示するのではなく、新しいウィンドウを生成して makeKeyAndVisible() を呼び、表示中の画面の上からモーダルを表示します。暗い背景が下の画面への操作をすべて遮り、閉じるとウィンドウを隠して、以前のウィンドウを再び key window にします。"),
        "modal.present": ("Present now", "今すぐ表示"),
        "modal.present.note": ("Escape or Close dismisses it.", "Esc キーか「閉じる」で閉じます。"),
        "modal.timed": ("Present in 3 s, dismiss after 6 s", "3 秒後に表示、6 秒後に閉じる"),
        "modal.timed.note": ("The seed's sample. Switch scenes meanwhile: it shows over whatever is on screen.", "元記事のサンプル。待つ間に別の画面へ切り替えても、その上に表示されます。"),
        "modal.timed.pending": ("Scheduled: it appears at 3 s and goes at 6 s.", "予約済み：3 秒後に表示、6 秒後に閉じます。"),
        "modal.nested": ("Nested modal", "モーダルの入れ子"),
        "modal.nested.note": ("A second window above the first; close them in either order.", "1 つ目の上に 2 つ目のウィンドウ。どちらの順に閉じても構いません。"),
        "modal.queue": ("Queue two notices", "お知らせを 2 件キューに入れる"),
        "modal.queue.note": ("An announcement, then a forced update: the update waits for nothing, the announcement waits its turn.", "お知らせの後に強制アップデート：アップデートはすぐに表示され、お知らせは順番を待ちます。"),
        "modal.status.key": ("Key window: %@", "key window：%@"),
        "modal.status.history": ("Key owners, oldest first: %@", "key window の履歴（古い順）：%@"),
        "modal.status.windows": ("Windows, back to front: %@", "ウィンドウ（奥から手前）：%@"),
        "modal.status.queue": ("Waiting in the queue: %@", "キューで待機中：%@"),
        "modal.status.none": ("none", "なし"),
        "modal.close": ("Close", "閉じる"),
        "modal.titlebar": ("Notice", "お知らせ"),
        "notice.sample.title": ("A global modal", "グローバルなモーダル"),
        "notice.sample.message": ("This window was made key and visible over whatever was on screen. Tab moves between the buttons; Escape closes.",
                                  "このウィンドウは、表示中の画面に関わらず、その上で key window として表示されました。Tab でボタン間を移動、Esc で閉じます。"),
        "notice.timed.message": ("Presented 3 s after the click, over whatever was on screen then; it closes itself at 6 s.",
                                 "クリックから 3 秒後に、そのとき表示されていた画面の上に表示されました。6 秒後に自動で閉じます。"),
        "notice.announcement.badge": ("Announcement", "お知らせ"),
        "notice.announcement.title": ("Maintenance on Sunday", "日曜日のメンテナンスについて"),
        "notice.announcement.message": ("The service will be unavailable on Sunday from 2:00 to 4:00. Thank you for your understanding.",
                                        "日曜日の 2:00〜4:00 はサービスをご利用いただけません。ご理解のほどよろしくお願いいたします。"),
        "notice.update.badge": ("Update required", "強制アップデート"),
        "notice.update.title": ("A new version is available", "新しいバージョンがあります"),
        "notice.update.message": ("This version can no longer be used. Please update to continue (in this demo the update is instant).",
                                  "このバージョンはご利用いただけなくなりました。続けるにはアップデートしてください（このデモではすぐに完了します）。"),
        "notice.update.button": ("Update now", "今すぐアップデート"),
        "notice.nested.first.title": ("The first modal", "1 つ目のモーダル"),
        "notice.nested.first.message": ("Open a second modal window on top of this one, then close the two in either order: the keyboard always ends with the right window.",
                                        "この上に 2 つ目のモーダルウィンドウを開き、どちらの順に閉じても、key window は正しいウィンドウに戻ります。"),
        "notice.nested.open": ("Open another", "もう 1 つ開く"),
        "notice.nested.second.title": ("The second modal", "2 つ目のモーダル"),
        "notice.nested.second.message": ("This is a window of its own, above the first. Close the first one from here, or this one.",
                                         "1 つ目の上にある別のウィンドウです。ここから 1 つ目を閉じることも、これを閉じることもできます。"),
        "notice.nested.closeFirst": ("Close the first", "1 つ目を閉じる"),
        // numberpad
        "scene.numberpad": ("Number pad", "数字キーボード"),
        "numberpad.heading": ("The popup number pad (LKNumberPad)", "数字キーボードビュー（LKNumberPad）"),
        "numberpad.intro": ("Press a key top and it pops up like the standard keyboard. Drag across the keys; release off the pad to cancel. Digits typed in quick succession form one sequence; the keyboard's digits type too.",
                            "キートップをタップすると標準キーボードのようにポップアップします。キーの上をドラッグし、パッドの外で離すとキャンセル。続けてタップした数字は連続した文字列になります。キーボードの数字キーでも入力できます。"),
        "numberpad.last": ("LAST KEY", "押された数字"),
        "numberpad.sequence": ("SEQUENCE", "連続した数字"),
        "numberpad.finished": ("FINISHED SEQUENCES", "確定した連続入力"),
        "numberpad.seedSize": ("The seed's recommended size, 320 × 54", "推奨サイズ 横 320 x 縦 54"),
        "numberpad.startWithZero": ("Start with zero", "0始まり"),
        "numberpad.interval": ("Sequence interval: {s} s", "キー入力間隔: {s} 秒"),
        "numberpad.theme": ("COLOURS", "配色"),
        "numberpad.theme.classic": ("Classic", "標準"),
        "numberpad.theme.dark": ("Dark", "ダーク"),
        "numberpad.theme.blue": ("Blue", "ブルー"),
        "numberpad.enabled": ("ENABLED DIGITS", "有効な数字"),
        "numberpad.pin.title": ("Type the PIN {pin} in one go", "暗証番号 {pin} を続けて入力"),
        "numberpad.pin.enter": ("Enter the PIN on either pad", "どちらかのパッドで入力してください"),
        "numberpad.pin.unlocked": ("Unlocked", "ロック解除"),
        "numberpad.pin.wrong": ("Wrong PIN: try again", "暗証番号が違います"),
        "numberpad.pin.slow": ("Too slow: the digits must form one sequence", "間隔が空きました。続けて入力してください"),

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
