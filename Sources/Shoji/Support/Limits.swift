/// The one place that says how large, small or precise a value from outside the program may be: from a
/// file (a recording, an image), the environment, the command line, the X server's resources, or an app's
/// own numbers where they become pixels. Every reader checks against these before it uses a value, so the
/// same number is accepted or refused the same way wherever it comes from.
///
/// Each limit says why it is that number. They are loose enough for any real use and tight enough that
/// what a value becomes (pixels in a Cairo surface, an X request's 16-bit field, bytes of memory, steps of
/// a clock) cannot overflow or run away.
public enum Limits {
    // MARK: Tables

    /// The most rows Ctrl+C copies from a table: 100,000. Four columns of file names and sizes make about
    /// 10 MB of text, more than any program pastes usefully; a million would be 100 MB held twice.
    public static let tableCopyRows = 100_000
    /// The most rows an AT-SPI client is told are selected in one answer (`GetSelectedRows`): 100,000, the
    /// rows Ctrl+C copies. A million selected rows would be a 4 MB message no screen reader reads.
    public static let accessibleSelectedRows = 100_000

    // MARK: Windows

    /// The longest side of a window's size in points (`--size`, a recording's resize): 8192. An 8K
    /// display (7680 × 4320) fits at a scale of 1; at larger scales ``windowPixelSide`` and
    /// ``windowPixelCount`` are what bound it.
    public static let windowPointSide = 8192.0

    /// The longest side of a window in device pixels: 32767. The back buffer is a Cairo image surface the
    /// size of the window, and Cairo makes none larger than 32767 a side (X's window sizes, 16-bit, would
    /// allow 65535, so Cairo's is the tighter limit).
    public static let windowPixelSide = 32767

    /// The most device pixels a window may have: 8192 × 8192 (67,108,864). The back buffer takes 4 bytes a
    /// pixel (256 MiB at this size) and the X server holds as much again for the shared image; an 8K
    /// display (33 million pixels) fits twice.
    public static let windowPixelCount = 8192 * 8192

    /// Device pixels per point (`--scale`, `Xft.dpi` / 96, a recording's scale): 0.5 to 4. 4 is the
    /// densest displays made (384 dpi); below 0.5 the UI's text is a few pixels high and unreadable.
    public static let scale: ClosedRange<Double> = 0.5...4

    /// How fast animations and timers run (`--time-scale`, a recording's time scale): 0.01 to 10. A
    /// hundred times slower makes a 0.3 s animation 30 s long, slower than anyone watches; a smaller
    /// factor stretches an hour's timer past what the system clock's 64-bit nanoseconds can hold. Ten
    /// times faster is already too fast to see anything.
    public static let timeScale: ClosedRange<Double> = 0.01...10

    /// The window's size in device pixels for `size` points at `scale`, rounded as the host rounds it, or
    /// nil when it is larger than ``windowPixelSide`` a side or ``windowPixelCount`` in all (or not a
    /// size at all: not finite, or under a pixel).
    public static func windowPixels(for size: Size, scale: Double) -> (width: Int, height: Int)? {
        let w = size.width * scale, h = size.height * scale
        guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5 else { return nil }
        let side = Double(windowPixelSide)
        guard w.rounded() <= side, h.rounded() <= side else { return nil }
        let pixels = (Int(w.rounded()), Int(h.rounded()))
        guard pixels.0 * pixels.1 <= windowPixelCount else { return nil }
        return pixels
    }

    /// Why a window of `size` points at `scale` cannot be made, in words, or nil when it can.
    public static func windowSizeProblem(_ size: Size, scale: Double) -> String? {
        guard windowPixels(for: size, scale: scale) == nil else { return nil }
        let w = size.width * scale, h = size.height * scale
        let pixels = w.isFinite && h.isFinite ? "\(Int(saturating: w.rounded())) × \(Int(saturating: h.rounded())) pixels"
                                              : "not a size in pixels"
        return "\(format(size.width)) × \(format(size.height)) points at a scale of \(format(scale)) is \(pixels); "
            + "a window may have at most \(windowPixelSide) a side and \(grouped(windowPixelCount)) in all"
    }

    // MARK: Input events

    /// A position in points, on either axis (an event's location in a recording): ±100,000. X reports
    /// positions as 16-bit signed pixels (±32,767), ±65,534 points at the smallest scale; this holds any
    /// real position, pointer grabs outside the window included, and keeps sums of positions far from
    /// where a `Double` loses fractions of a pixel.
    public static let coordinate: ClosedRange<Double> = -100_000...100_000

    /// A wheel or touchpad scroll's delta in points, on either axis: ±10,000. A wheel notch is tens of
    /// points and a touchpad's fastest flick a few hundred; a larger delta is not input, and scroll
    /// physics multiply deltas (velocity, momentum) into positions that must stay within ``coordinate``.
    public static let scrollDelta: ClosedRange<Double> = -10_000...10_000

    /// A modifier set's raw value: the four modifiers there are (`Modifiers`), bits 0 to 3.
    public static let modifierBits: ClosedRange<Int> = 0...15

    /// A pointer button's number: X's 1 (primary), 2 (middle) and 3 (secondary); the wheel's 4 to 7 come as
    /// wheel events, not buttons.
    public static let pointerButton: ClosedRange<Int> = 1...3

    /// A touch's id: X's touch ids are 32-bit (XI 2.2 `detail`).
    public static let touchID: ClosedRange<Double> = 0...Double(UInt32.max)

    // MARK: Time

    /// The latest time in a recording, in seconds after its start: 86,400 (a day). Replays under X take
    /// the recorded time in real time, and headless ones step frames up to it; a day is longer than any
    /// session worth replaying, and at that size a `Double` still resolves a time to 1e-11 s, far below a
    /// frame, so steps of 1/60 s add up exactly enough.
    public static let recordingTime: ClosedRange<Double> = 0...86_400

    // MARK: Images

    /// The longest side of an image, in pixels: 32767, the largest Cairo image surface, which decoding
    /// makes.
    public static let imagePixelSide = 32767

    /// The most pixels an image may have: 4096 × 4096 (16,777,216). The largest asset today is 360 × 240
    /// (86,400 pixels) and a full-screen 4K picture (8.3 million) fits twice; decoding takes 4 bytes a
    /// pixel twice (Cairo's surface, then the `Image`), so 128 MiB at the limit. A PNG declares its size
    /// in 33 bytes, so without this a tiny file asks for gigabytes.
    public static let imagePixelCount = 4096 * 4096

    /// The most bytes an image file may have: 65 MiB. A PNG of ``imagePixelCount`` pixels that does not
    /// compress at all is 4 bytes a pixel and a byte a row, just over 64 MiB, so no image within the limits
    /// needs more; the file is read whole before it is decoded.
    public static let imageFileBytes = 65 << 20

    /// The longest side of a window icon, in pixels: 512. The icon goes to the window manager in one X
    /// request (`_NET_WM_ICON`, with a half-size copy): 1.3 MB at this size, within the 16 MB requests of
    /// every current X server; larger ones are refused by the server (BadLength). Docks show 256 at most.
    public static let iconPixelSide = 512

    /// Why an image of `width × height` pixels is refused, in words, or nil when it is within
    /// ``imagePixelSide`` and ``imagePixelCount``.
    public static func imageSizeProblem(width: Int, height: Int) -> String? {
        guard width > 0, height > 0 else { return "\(width) × \(height) has no pixels" }
        if width > imagePixelSide || height > imagePixelSide {
            return "\(width) × \(height) is larger than \(imagePixelSide) pixels a side"
        }
        // Both sides are at most 32767 here, so the product cannot overflow.
        if width * height > imagePixelCount {
            return "\(width) × \(height) is larger than the \(grouped(imagePixelCount)) pixels an image may have"
        }
        return nil
    }

    // MARK: Transfers from other programs

    /// The most bytes one read of another program's clipboard, selection or drop takes: 256 MiB. More text
    /// than anyone pastes (a 64 MiB log is already extreme), and an owner that sends more (a runaway or
    /// hostile one) ends the read instead of the memory: what was received is dropped and the paste fails.
    public static let transferBytes = 256 << 20

    /// The most bytes a `text/uri-list` (files pasted or dropped) may have: 16 MiB. A path takes a few
    /// hundred bytes at most, so this is tens of thousands of files; the list is decoded into paths in one
    /// piece on the main thread, so it is kept far below ``transferBytes``.
    public static let uriListBytes = 16 << 20

    /// The most types of an XDND drag that are read (`XdndTypeList`): 1024. Real sources offer a few to a
    /// few tens (a browser's richest drag has about 20); only the first 1024 atoms are read, the rest are
    /// not offered. Unbounded, a list of 4,000,000 atoms took seconds to read at every drag.
    public static let dragTypeCount = 1024

    /// The most (target, property) pairs a MULTIPLE request from another program is read for: 256. A
    /// program asks for a few targets at once (GTK and Qt ask for one to three); each pair is converted
    /// and written to the requestor, so an unbounded list would have this program convert its content
    /// millions of times in one event.
    public static let multipleTargetPairs = 256

    /// How long another program may stay silent during a read before it ends as not answering: 3 s. A live
    /// owner converts text in milliseconds and sends each INCR chunk as fast; a user who pressed Ctrl+V
    /// should hear that the owner is hung in about the time they would wonder (Qt waits 5 s, GTK 3 30 s).
    public static let transferSilenceSeconds = 3.0

    /// How long one read may take in all, whatever its progress: 10 s, and 1 s more for every MiB
    /// received. The silence limit alone lets an owner that sends a byte every 2.5 s hold a paste open
    /// without end; this ends it after 10 s, while a large paste still finishes at 1 MiB/s (a slow remote
    /// link): 256 MiB may take 266 s, and an owner on the same machine sends it in a few seconds.
    public static func transferSeconds(received bytes: Int) -> Double {
        10 + Double(bytes) / Double(1 << 20)
    }

    // MARK: The desktop's settings

    /// The most bytes of the XSETTINGS manager's `_XSETTINGS_SETTINGS` property read: 64 KiB. A GNOME or
    /// xsettingsd desktop publishes 1 to 3 KiB (a few dozen settings, each a name and a short value); a
    /// larger property is another program's mistake or malice, and the first 64 KiB of it are parsed as far
    /// as they go.
    public static let xsettingsBytes = 64 << 10

    /// The most bytes of the root window's `RESOURCE_MANAGER` property read (what `xrdb` loads): 1 MiB.
    /// A desktop's resources are a few KiB, a heavily themed one's tens of KiB; only `Xft.dpi` is looked for.
    public static let resourceManagerBytes = 1 << 20

    /// The longest text setting kept (a theme, font or cursor theme name): 1,024 bytes. Real names are tens
    /// of bytes; a font name becomes a Pango description and a cursor theme a path on every cursor load.
    public static let settingTextBytes = 1024

    /// Two clicks' greatest interval that still makes them a double click (`Net/DoubleClickTime`): 0.05 to
    /// 5 seconds. Faster than 50 ms no hand double-clicks; slower than 5 s two single clicks become one
    /// double click, and no desktop offers it.
    public static let doubleClickInterval: ClosedRange<Double> = 0.05...5

    /// A distance the desktop sets in points (double click, drag threshold): 0 to 200. GTK's settings
    /// dialogs offer 1 to 50; past 200 a drag could never start in a small window.
    public static let pointerDistance: ClosedRange<Double> = 0...200

    /// One caret blink, on and off (`Net/CursorBlinkTime`): 0.1 to 10 seconds. GNOME offers 0.1 to 2.5;
    /// faster flickers, slower is a caret that seems not to blink at all.
    public static let caretBlinkPeriod: ClosedRange<Double> = 0.1...10

    /// A pointer cursor's size in pixels (`Gtk/CursorThemeSize`): 8 to 256. Cursor themes ship 24 to 96;
    /// libXcursor loads images of this size for every cursor, so a huge number is memory.
    public static let cursorSize: ClosedRange<Int> = 8...256

    /// The UI font's body size in points (`Gtk/FontName`): 6 to 72. Below 6 nothing is readable; above
    /// 72 a menu item is taller than most screens allow a menu, and every layout would grow without end.
    public static let systemFontSize: ClosedRange<Double> = 6...72

    /// How long the settings portal may take to answer at start before the desktop's other sources are used
    /// alone: 2 seconds. The answer arrives on the main queue whenever it comes, so this delays nothing; it
    /// only ends the wait of a bus that never answers (a hung portal), as GTK's own portal calls time out.
    public static let settingsPortalSeconds = 2.0

    /// How long the file chooser portal may take to take a request (`OpenFile`/`SaveFile`'s reply, not the
    /// user's choice, which may take as long as the user likes) before Shoji's own dialog opens instead:
    /// 5 seconds, room for the bus to start the portal and its back end on first use on a loaded machine.
    public static let fileChooserPortalSeconds = 5.0

    // MARK: -

    /// `n` with thousands separated by commas (67,108,864).
    static func grouped(_ n: Int) -> String {
        var digits = String(n), out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }

    /// A number as a person writes it: 4, not 4.0.
    static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
    }
}

/// Conversions from `Double` that never trap, for numbers from outside the toolkit's control.
extension FixedWidthInteger {
    /// `value` rounded towards zero (as `Int(_:)` does), clamped to this type's range, and 0 for NaN,
    /// where `Int(_:)` would stop the program: for numbers that become pixels, sizes or counts and may be
    /// anything (a view's frame of 1e300 from an app, infinity from a division by zero).
    ///
    /// Round first when the direction matters: `Int32(saturating: x.rounded(.up))`.
    @inlinable
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value <= Double(Self.min) {
            self = Self.min
        } else if value >= Double(Self.max) {
            // `Double(Int.max)` rounds up to 2^63, which does not fit: anything at or past it is the maximum.
            self = Self.max
        } else {
            self = Self(value)
        }
    }
}
