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
    ]
}

/// Shorthand for `Strings.tr`.
@MainActor
func tr(_ key: String) -> String { Strings.tr(key) }
