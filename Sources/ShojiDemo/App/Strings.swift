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

        // shadows
        "scene.shadows": ("Shadows", "影"),
        "shadows.heading": ("Inner shadows on any shape and edge", "任意の形と辺に落とす内側の影"),
        "shadows.subtitle": ("One blur engine casts them all. Drag a slider: the photo's shadow follows as you move.",
                             "すべて同じぼかしエンジンで描画。スライダーを動かすと写真の影がその場で変わります。"),
        "shadows.top": ("Top only", "上辺だけ"),
        "shadows.topLeft": ("Top + left, rounded", "上と左・角丸"),
        "shadows.all": ("All edges, two shadows", "全辺・影を二重に"),
        "shadows.circle": ("Circle", "円"),
        "shadows.outer": ("Drop shadow", "外側の影"),
        "shadows.photo": ("The shadow lies over the picture, as in the seed", "元記事と同じく、影を画像の上に重ねる"),
        "shadows.controls": ("Shadow over the photo", "写真にかぶせる影"),
        "shadows.offset": ("Offset", "オフセット"),
        "shadows.blur": ("Blur", "ぼかし"),
        "shadows.spread": ("Spread", "広がり"),
        "shadows.opacity": ("Opacity", "不透明度"),
        "shadows.overContent": ("Over the photo", "写真の上に"),
        "shadows.seedTop": ("Seed: [.top]", "元記事：上辺"),
        "shadows.seedTopLeft": ("Seed: [.top, .left], rounded", "元記事：上と左・角丸"),
        "shadows.bordered": ("BorderedView: per-edge borders", "BorderedView：辺ごとの枠線"),
    ]
}

/// Shorthand for `Strings.tr`.
@MainActor
func tr(_ key: String) -> String { Strings.tr(key) }
