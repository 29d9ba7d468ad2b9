/// A pointer cursor, by the names CSS's `cursor` property and the freedesktop cursor themes share: the
/// host loads the theme's image of that name (and falls back to the nearest core X cursor).
public enum Cursor: String, Hashable, Sendable, CaseIterable {
    /// The arrow.
    case `default`
    /// The pointing hand over something that acts when clicked (a button, a link, a key).
    case pointer
    /// The I-beam over text that can be selected or typed in.
    case text
    /// Something that can be dragged (a reorder grip, a slider's thumb)…
    case grab
    /// …and that is being dragged.
    case grabbing
    /// Over a control that is disabled.
    case notAllowed = "not-allowed"
    /// Busy in the background; clicks still work.
    case progress
    /// Busy; clicks are not taken.
    case wait
    /// A thin cross, for precise pointing.
    case crosshair
    /// A question mark: help is available.
    case help
    /// Four arrows: something can be moved.
    case move
    /// Left and right arrows: a column can be resized.
    case columnResize = "col-resize"
    /// Up and down arrows: a row can be resized.
    case rowResize = "row-resize"

    /// The name to ask a cursor theme for.
    public var name: String { rawValue }

    /// The arrow's CSS name is "default"; `arrow` reads better at a call site.
    public static let arrow = Cursor.default

    /// What a press that began over this cursor shows until it is released: a grab turns into grabbing,
    /// everything else stays as it was (the pointer is grabbed by the pressed view, as X grabs it).
    public var whilePressed: Cursor { self == .grab ? .grabbing : self }
}
