import CPango

/// A font's printable ASCII as glyphs and pair kerning: what shaping a word gives, without shaping it,
/// for a word HarfBuzz would only look up and kern pair by pair.
///
/// Why: a key typed into a word makes a word never seen before, and shaping it is the one part of the
/// key's layout the word cache cannot keep (`WordShaping`): HarfBuzz's lookups and the font's tables,
/// gone cold from the CPU's caches in the pause between two keys, cost ~60 µs for a word that takes 3 µs
/// in a tight loop. Most fonts set ASCII one glyph a character, kerned by pairs: then a word's glyphs
/// are its characters' glyphs, each as wide as it is beside the next one — a table lookup.
///
/// Exact or not used: the table is read off Pango's own shaping (every ordered pair of printable
/// characters in one string, a de Bruijn sequence; pairs a ligature hid are shaped alone), a pair that
/// becomes anything but its two glyphs (DejaVu Sans's ff, fi, fl) sends its words to Pango, and the
/// model must then reproduce, glyph for glyph, Pango's shaping of a few hundred random words — or the
/// font is shaped by Pango alone. Made when a text input view starts editing in the style (~2 ms once).
@MainActor
final class PairKerning {
    private static let low: UInt8 = 0x21, count = 94
    private var glyph = [UInt32](repeating: 0, count: count)
    private var attr = [PangoGlyphVisAttr](repeating: PangoGlyphVisAttr(), count: count)
    private var alone = [Int32](repeating: 0, count: count)
    /// `width[a * count + b]`: glyph `a`'s width when `b` follows it.
    private var width = [Int32](repeating: 0, count: count * count)
    private var known = [Bool](repeating: false, count: count * count)
    private var substitutes = [Bool](repeating: false, count: count * count)

    private init() {}

    /// The model for `analysis` (a run's font and script), or nil when its shaping is not pairs alone.
    static func make(analysis: inout PangoAnalysis, flags: PangoShapeFlags) -> PairKerning? {
        let m = PairKerning()
        func shape(_ bytes: [UInt8]) -> UnsafeMutablePointer<PangoGlyphString> {
            let g = pango_glyph_string_new()!
            bytes.withUnsafeBufferPointer { p in
                p.withMemoryRebound(to: CChar.self) { c in
                    pango_shape_with_flags(c.baseAddress, Int32(c.count), c.baseAddress, Int32(c.count), &analysis, g, flags)
                }
            }
            return g
        }
        // Each character alone: one glyph, not moved.
        for i in 0..<count {
            let g = shape([low + UInt8(i)])
            defer { pango_glyph_string_free(g) }
            let s = g.pointee
            guard s.num_glyphs == 1, s.log_clusters[0] == 0, s.glyphs[0].geometry.x_offset == 0,
                  s.glyphs[0].geometry.y_offset == 0 else { return nil }
            m.glyph[i] = s.glyphs[0].glyph
            m.attr[i] = s.glyphs[0].attr
            m.alone[i] = s.glyphs[0].geometry.width
        }
        // Every ordered pair once, in one string, shaped 256 characters at a time (overlapping by one, so
        // that no pair falls between two pieces): Pango keeps its HarfBuzz buffer as large as the longest
        // text it shaped, and the whole string would leave it holding 8,837 glyphs' worth.
        let sequence = deBruijn(count)
        let all = sequence.map { low + UInt8($0) } + [low + UInt8(sequence[0])]
        var from = 0
        while from < all.count - 1 {
            let bytes = Array(all[from..<min(all.count, from + 256)])
            from += bytes.count - 1
            let g = shape(bytes)
            let s = g.pointee
            var glyphAt = [Int](repeating: -1, count: bytes.count)   // the glyph a character alone makes, if it does
            for k in 0..<Int(s.num_glyphs) {
                let c = Int(s.log_clusters[k])
                let next = k + 1 < Int(s.num_glyphs) ? Int(s.log_clusters[k + 1]) : bytes.count
                if next == c + 1, s.glyphs[k].glyph == m.glyph[Int(bytes[c] - low)] { glyphAt[c] = k }
            }
            for c in 0..<(bytes.count - 1) {
                let pair = Int(bytes[c] - low) * count + Int(bytes[c + 1] - low)
                guard glyphAt[c] >= 0, glyphAt[c + 1] >= 0 else { continue }
                let info = s.glyphs[glyphAt[c]]
                guard info.geometry.x_offset == 0, info.geometry.y_offset == 0 else { continue }
                m.width[pair] = info.geometry.width
                m.known[pair] = true
            }
            pango_glyph_string_free(g)
        }
        // Pairs a ligature or a moved glyph hid: alone.
        for pair in 0..<(count * count) where !m.known[pair] {
            let a = pair / count, b = pair % count
            let two = shape([low + UInt8(a), low + UInt8(b)])
            defer { pango_glyph_string_free(two) }
            let t = two.pointee
            if t.num_glyphs == 2, t.glyphs[0].glyph == m.glyph[a], t.glyphs[1].glyph == m.glyph[b],
               t.log_clusters[0] == 0, t.log_clusters[1] == 1, t.glyphs[0].geometry.x_offset == 0,
               t.glyphs[0].geometry.y_offset == 0 {
                m.width[pair] = t.glyphs[0].geometry.width
                m.known[pair] = true
            } else {
                m.substitutes[pair] = true
            }
        }
        // The proof: random words, as Pango shapes them.
        var seed: UInt64 = 0x5A11_0C0D
        func next() -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) }
        var tried = 0
        while tried < 400 {
            let n = 1 + next() % 16
            let word = (0..<n).map { _ in low + UInt8(next() % count) }
            guard let mine = word.withUnsafeBufferPointer({ m.glyphs($0) }) else { continue }
            tried += 1
            let theirs = shape(word)
            defer { pango_glyph_string_free(theirs); pango_glyph_string_free(mine) }
            guard same(mine.pointee, theirs.pointee) else { return nil }
        }
        return m
    }

    /// The glyphs of `bytes` (printable ASCII, no space), or nil when a pair in it substitutes.
    func glyphs(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeMutablePointer<PangoGlyphString>? {
        var prev = -1
        for b in bytes {
            let i = Int(b) - Int(Self.low)
            guard i >= 0, i < Self.count else { return nil }
            if prev >= 0, substitutes[prev * Self.count + i] { return nil }
            prev = i
        }
        let g = pango_glyph_string_new()!
        pango_glyph_string_set_size(g, Int32(bytes.count))
        for k in 0..<bytes.count {
            let i = Int(bytes[k] - Self.low)
            let w = k + 1 < bytes.count ? width[i * Self.count + Int(bytes[k + 1] - Self.low)] : alone[i]
            g.pointee.glyphs[k] = PangoGlyphInfo(glyph: glyph[i], geometry: PangoGlyphGeometry(width: w, x_offset: 0, y_offset: 0),
                                                 attr: attr[i])
            g.pointee.log_clusters[k] = Int32(k)
        }
        return g
    }

    static func same(_ a: PangoGlyphString, _ b: PangoGlyphString) -> Bool {
        guard a.num_glyphs == b.num_glyphs else { return false }
        for i in 0..<Int(a.num_glyphs) {
            let x = a.glyphs[i], y = b.glyphs[i]
            guard x.glyph == y.glyph, x.geometry.width == y.geometry.width, x.geometry.x_offset == y.geometry.x_offset,
                  x.geometry.y_offset == y.geometry.y_offset, x.attr.is_cluster_start == y.attr.is_cluster_start,
                  x.attr.is_color == y.attr.is_color, a.log_clusters[i] == b.log_clusters[i] else { return false }
        }
        return true
    }

    /// A de Bruijn sequence of order 2 over `k` symbols: every ordered pair once, read cyclically.
    static func deBruijn(_ k: Int) -> [Int] {
        var a = [Int](repeating: 0, count: 3), out: [Int] = []
        out.reserveCapacity(k * k)
        func step(_ t: Int, _ p: Int) {
            if t > 2 {
                if 2 % p == 0 { out.append(contentsOf: a[1...p]) }
                return
            }
            a[t] = a[t - p]
            step(t + 1, p)
            var j = a[t - p] + 1
            while j < k { a[t] = j; step(t + 1, t); j += 1 }
        }
        step(1, 1)
        return out
    }
}
