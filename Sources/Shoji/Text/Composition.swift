/// What an input method is composing and has not committed yet (XIM's preedit, UIKit's marked text): shown
/// inline at the caret, underlined, with the segment being converted highlighted, until the input method
/// commits it (as typed text) or cancels it.
///
/// Offsets count Unicode scalars, as X input methods and AT-SPI do.
public struct Composition: Hashable, Sendable {
    /// How a stretch of the composition is drawn.
    public enum Highlight: Hashable, Sendable {
        /// Typed and not converted yet: underlined.
        case raw
        /// The segment the input method is converting (its candidates apply to it): highlighted.
        case selected
        /// Converted, but not the current segment: underlined, emphasised.
        case converted
    }

    /// A stretch of the composition and how it is drawn.
    public struct Segment: Hashable, Sendable {
        /// Where it is, in Unicode scalars from the composition's start.
        public var range: Range<Int>
        /// How it is drawn.
        public var highlight: Highlight

        /// A segment over `range`, drawn as `highlight` says.
        public init(_ range: Range<Int>, _ highlight: Highlight) {
            self.range = range; self.highlight = highlight
        }
    }

    /// The text being composed.
    public var text: String
    /// How each stretch of it is drawn, in order; stretches not covered are drawn as `.raw`.
    public var segments: [Segment]
    /// Where the input method's own cursor is, in Unicode scalars from the start; nil: hidden.
    public var cursor: Int?

    /// A composition of `text`; with no segments it is drawn all `.raw`, with the cursor at its end.
    public init(text: String, segments: [Segment] = [], cursor: Int? = nil) {
        self.text = text
        self.segments = segments
        self.cursor = cursor ?? text.unicodeScalars.count
    }

    /// True when there is nothing to show.
    public var isEmpty: Bool { text.isEmpty }
}
