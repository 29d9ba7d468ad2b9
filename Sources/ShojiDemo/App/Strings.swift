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
