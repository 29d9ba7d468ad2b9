import Dispatch
import CCairo
import CPango
import Shoji

/// Text through Pango: shaping, wrapping, ellipsis, and fontconfig's fallback (Japanese comes out as
/// Japanese, not boxes). Layouts are made without a surface so that views can measure before drawing;
/// metrics are unhinted so that a layout looks the same at any scale.
@MainActor
public final class PangoTextSystem: TextSystem {
    nonisolated(unsafe) let context: OpaquePointer
    /// The family list used when a style names none; fontconfig falls back per character after it. (Text
    /// the first family's font covers entirely is laid out in that family alone, which draws the same and
    /// looks its fonts up once, not twice: see `DefaultFamilyChoice`.)
    public var defaultFamily = "DejaVu Sans, Noto Sans CJK JP, sans-serif"
    /// Lines of plain ASCII made of words shaped once each (exactly Pango's layout, made without
    /// shaping the whole line again: see `WordShaping`), for the current `defaultFamily`.
    var wordShaping: WordShaping?
    /// Whether a text style's set-up for the word-shaped lines waits: while true, text in a style not yet
    /// set up is laid out by Pango whole (the same layout), and ``endDeferringWordShapingSetUp()`` sets up
    /// the styles used meanwhile. A view that starts editing sets its style up at once
    /// (``prepareForEditing(_:)``).
    ///
    /// Why: the set-up shapes a sample of every printable character in the style and compares it with
    /// Pango's layout of it, about 5 M instructions a style; paid at the first layout in each style, it
    /// was 37 M of the demo's 88 M instructions to its first frame; laying those lines out with Pango
    /// instead costs far less (65 M in all). The runtime defers it until its first frame is shown.
    public var defersWordShapingSetUp = false {
        didSet { wordShaping?.defersSetUp = defersWordShapingSetUp }
    }
    /// Whether text the words can lay out is laid out from them (tests turn it off to compare with Pango's
    /// own layouts; the cache must be emptied with it).
    var usesWordShaping = true
    /// Layouts already made, by text, style and width: most recently used kept, bounded by
    /// `cachedLayoutLimit` layouts and `cachedLayoutTextLimit` bytes of text between them (a layout's own
    /// memory grows with its text). Lists that scroll through thousands of rows keep only the latest.
    var cache = LRUCache<CacheKey, TextLayout>(countLimit: PangoTextSystem.cachedLayoutLimit,
                                                            costLimit: PangoTextSystem.cachedLayoutTextLimit)
    /// The most layouts the cache keeps.
    public nonisolated static let cachedLayoutLimit = 512
    /// The most text (UTF-8 bytes) the cached layouts hold between them: 1 MB.
    public nonisolated static let cachedLayoutTextLimit = 1 << 20

    /// A layout's text, style and width. Texts are the same when their bytes are: Swift's `==` calls
    /// canonically equivalent strings equal ("café" with é, and with e and a combining accent), whose
    /// layouts differ in scalars, and so in every caret offset.
    ///
    /// Hashed by the bytes too: a `String`'s own hash first normalizes text beyond ASCII (NFC), which cost
    /// 89 K instructions a key in a line of 80 characters with combining accents, a tenth of the key.
    struct CacheKey: Hashable {
        let text: String; let style: TextStyle; let width: Double?
        static func == (a: CacheKey, b: CacheKey) -> Bool {
            a.style == b.style && a.width == b.width && a.text.utf8.elementsEqual(b.text.utf8)
        }
        func hash(into hasher: inout Hasher) {
            let utf8 = text.utf8
            hasher.combine(utf8.count)
            if utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
                for byte in utf8 { hasher.combine(byte) }
            }
            hasher.combine(style)
            hasher.combine(width)
        }
    }
    /// How glyphs are rasterised now (``fontRendering``).
    var currentFontRendering = FontRendering()
    /// The UI font the cached layouts were made with.
    private var cachedFont = SystemFont.standard

    private var preparation: BackgroundSteps?
    /// How many of the styles given to `init(preparing:)` had their fonts found and measured on the
    /// background thread before the first layout needed the fonts (the others are found when first used).
    private(set) var preparedStyleCount = 0

    /// A text system on a Pango Cairo font map: grey-scale anti-aliasing, slight hinting (until
    /// ``fontRendering`` says otherwise), 96 dpi (so a point is a pixel at scale 1).
    ///
    /// `styles` are prepared on a background thread, in order, until the first layout: their fonts are
    /// found and measured there (each one's fontconfig match and metrics), so that the main thread
    /// can do other start-up work meanwhile. List the styles the first screen lays out, in the order it
    /// does. The first layout waits at most for the style in progress; any style works whether listed or
    /// not. Without styles the system uses the thread's default font map, shared with every other system
    /// made on the thread; with them, a font map of its own.
    public init(preparing styles: [TextStyle] = []) {
        // With styles to prepare, a font map of its own: the thread that prepares them must be the only
        // user of the font map meanwhile, and the default one is shared by every text system on this thread.
        if styles.isEmpty {
            context = pango_font_map_create_context(pango_cairo_font_map_get_default())
        } else {
            let fontMap = pango_cairo_font_map_new()
            context = pango_font_map_create_context(fontMap)
            g_object_unref(UnsafeMutableRawPointer(fontMap))   // the context keeps it
        }
        currentFontRendering.apply(to: context)
        pango_cairo_context_set_resolution(context, 96)
        if !styles.isEmpty {
            preparation = FontPreparation.start(styles: styles, context: context, defaultFamily: defaultFamily)
        }
    }

    deinit {
        _ = preparation?.finish()
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// Ends the preparation before the main thread's own first use of Pango (the font map is not safe to
    /// share); every entry point that reaches the context or the font map calls this first.
    func finishPreparation(stopping: Bool = true) {
        guard let preparation else { return }
        self.preparation = nil
        preparedStyleCount = preparation.finish(stopping: stopping)
    }

    /// Waits until every style given to ``init(preparing:)`` is prepared (for tests: the first layout
    /// would stop the preparation instead).
    func finishPreparingAllStyles() { finishPreparation(stopping: false) }

    /// Text in `style` as `Typesetter.systemFont` sets it: a style naming no family in the UI font's
    /// family first, at a size that follows the UI font's.
    public func layout(_ text: String, style: TextStyle, width: Double?) -> TextLayout {
        let font = Typesetter.systemFont
        if font != cachedFont {
            // Layouts of styles naming no family were made in the old family: none of them is right now.
            cache.removeAll()
            cachedFont = font
        }
        let style = style.resolved(with: font)
        let key = CacheKey(text: text, style: style, width: width)
        if let hit = cache.value(for: key) { return hit }
        finishPreparation()
        if usesWordShaping, let line = currentWordShaping.layout(text, style: style, width: width) {
            cache.insert(line, for: key, cost: text.utf8.count)
            return line
        }
        let layout = PangoTextLayout(context: context, text: text, style: style, width: width,
                                     defaultFamily: effectiveDefaultFamily)
        TextWork.pangoLayouts += 1
        cache.insert(layout, for: key, cost: text.utf8.count)
        return layout
    }

    /// The family list a style naming none is set in: the UI font's family (`Typesetter.systemFont`)
    /// before `defaultFamily`, so that characters it lacks still fall back through the toolkit's list.
    var effectiveDefaultFamily: String {
        guard let family = Typesetter.systemFont.family else { return defaultFamily }
        return family + ", " + defaultFamily
    }

    /// The word shaping of the current family list.
    private var currentWordShaping: WordShaping {
        let family = effectiveDefaultFamily
        if let w = wordShaping, w.defaultFamily == family { return w }
        let w = WordShaping(context: context, defaultFamily: family)
        w.defersSetUp = defersWordShapingSetUp
        wordShaping = w
        return w
    }

    /// Ends ``defersWordShapingSetUp`` and sets up the styles laid out meanwhile, one a main-queue turn (a
    /// style is about 1 M instructions once its font is loaded: input waits for one at most). Their lines laid out by Pango meanwhile stay
    /// as they are (they are the same layouts); new text in them is word-shaped from then on.
    public func endDeferringWordShapingSetUp() {
        defersWordShapingSetUp = false
        setUpDeferredStyleStep()
    }

    /// One deferred style set up, and the next step queued while any is left.
    private func setUpDeferredStyleStep() {
        finishPreparation()
        guard let wordShaping, !wordShaping.defersSetUp, wordShaping.setUpNextDeferredStyle() else { return }
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.setUpDeferredStyleStep() } }
    }

    public func prepareForEditing(_ style: TextStyle) {
        finishPreparation()
        currentWordShaping.prepareForEditing(style.resolved(with: Typesetter.systemFont))
    }

    /// The style's preparation, and `text` made from kept words where its layout was Pango's whole one
    /// (the first frame's, made while ``defersWordShapingSetUp`` was on): its words, tab stops and Japanese
    /// runs are then kept, and the first key changes one word of them instead of shaping the whole line.
    public func prepareForEditing(_ text: String, style: TextStyle, width: Double?) {
        prepareForEditing(style)
        let font = Typesetter.systemFont
        guard usesWordShaping, font == cachedFont else { return }
        let resolved = style.resolved(with: font)
        let key = CacheKey(text: text, style: resolved, width: width)
        guard cache.value(for: key) is PangoTextLayout,
              let line = currentWordShaping.layout(text, style: resolved, width: width) else { return }
        cache.insert(line, for: key, cost: text.utf8.count)
    }

    /// How many layouts the cache holds (at most `cachedLayoutLimit`).
    public var cachedLayoutCount: Int { cache.count }
    /// The UTF-8 bytes of text the cached layouts hold (at most `cachedLayoutTextLimit`).
    public var cachedLayoutTextBytes: Int { cache.totalCost }

    /// Whether the fonts installed have a glyph for every character of `text` (in the default family and
    /// fontconfig's fallbacks after it): false when some would be drawn as a box. Asks only the fonts the
    /// text needs, so it is cheap where listing every family is not.
    ///
    /// Answered from fontconfig's character sets (the fontset a layout of the default style would use),
    /// not by shaping: shaping opened the chosen font's file, and asking for a kana that way mapped the
    /// Japanese face (1–2 MB of a 19 MB file) into a program whose text was all Latin (issue 41).
    public func covers(_ text: String) -> Bool {
        finishPreparation()
        let style = TextStyle().resolved(with: Typesetter.systemFont)
        let desc = pango_font_description_new()
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, style.family ?? effectiveDefaultFamily)
        pango_font_description_set_absolute_size(desc, style.size * Double(PANGO_SCALE))
        guard let fontset = pango_context_load_fontset(context, desc, pango_context_get_language(context)) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(fontset)) }
        return text.unicodeScalars.allSatisfy { scalar in
            // The fontset's font for the character is the first of the list that has it (fontconfig's
            // fallbacks after the list); none has it when that font does not.
            guard let font = pango_fontset_get_font(fontset, scalar.value) else { return false }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            return pango_font_has_char(font, scalar.value) != 0
        }
    }

    public func familyNames() -> [String] {
        finishPreparation()
        var families: UnsafeMutablePointer<OpaquePointer?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_context_get_font_map(context), &families, &count)
        defer { g_free(families) }
        guard let families else { return [] }
        var names: [String] = []
        for i in 0..<Int(count) {
            if let f = families[i], let n = pango_font_family_get_name(f) { names.append(String(cString: n)) }
        }
        // Case-insensitive but not locale-aware: a localized comparison loads ICU's locale data, which
        // cost every start-up 4 ms and megabytes of memory to sort these (ASCII) names.
        return Array(Set(names)).sorted { a, b in
            let la = a.lowercased(), lb = b.lowercased()
            return la != lb ? la < lb : a < b
        }
    }
}

/// A layout the Pango text system made, which can say whether its fonts had every glyph.
@MainActor
public protocol ShapedTextLayout: TextLayout {
    /// How many characters no installed font has a glyph for (each drawn as a box).
    var unknownGlyphCount: Int { get }
}

/// A shaped Pango layout and its logical size.
@MainActor
public final class PangoTextLayout: ShapedTextLayout {
    nonisolated(unsafe) let layout: OpaquePointer
    public let text: String
    public let style: TextStyle
    public let size: Size
    public let lineCount: Int
    /// Where the logical box starts inside the layout (non-zero for centred or right-aligned lines).
    public let logicalOrigin: Point
    /// What editing asked of this layout so far (offsets, boundaries, lines), made on first use.
    var editingCache: PangoEditingCache?

    /// How many characters no installed font has a glyph for (each drawn as a box).
    public var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    init(context: OpaquePointer, text: String, style: TextStyle, width: Double?, defaultFamily: String) {
        self.text = text; self.style = style
        layout = PangoTextLayout.make(context: context, text: text, style: style, width: width, defaultFamily: defaultFamily)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        size = Size(width: Double(logical.width), height: Double(logical.height))
        logicalOrigin = Point(x: Double(logical.x), y: Double(logical.y))
        lineCount = Int(pango_layout_get_line_count(layout))
    }

    /// A Pango layout of `text` in `style`; no state of its own, so the font preparation's thread uses it too.
    nonisolated static func make(context: OpaquePointer, text: String, style: TextStyle, width: Double?,
                                 defaultFamily: String) -> OpaquePointer {
        if let family = style.family { return make(context: context, text: text, style: style, width: width, family: family) }
        return DefaultFamilyChoice.layout(of: text, list: defaultFamily) { family in
            make(context: context, text: text, style: style, width: width, family: family)
        }.layout
    }

    /// The same, naming `family` (a family or a list).
    nonisolated static func make(context: OpaquePointer, text: String, style: TextStyle, width: Double?,
                                 family: String) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let desc = pango_font_description_new()
        pango_font_description_set_family(desc, family)
        pango_font_description_set_absolute_size(desc, style.size * Double(PANGO_SCALE))
        let weight: PangoWeight
        switch style.weight {
        case .regular: weight = PANGO_WEIGHT_NORMAL
        case .medium: weight = PANGO_WEIGHT_MEDIUM
        case .bold: weight = PANGO_WEIGHT_BOLD
        }
        pango_font_description_set_weight(desc, weight)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        if let width, width > 0 {
            pango_layout_set_width(layout, Int32(saturating: width * Double(PANGO_SCALE)))
            switch style.wrapping {
            case .truncate:
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, -1)
            case .wrap:
                pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
                if style.maxLines > 0 {
                    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                    pango_layout_set_height(layout, Int32(clamping: -style.maxLines))
                }
            }
        }
        switch style.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
