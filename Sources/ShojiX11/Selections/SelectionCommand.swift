/// A property's value as the X server keeps it: bytes (format 8) or 32-bit items (format 32, which Xlib
/// hands over as C `long`s: 8 bytes each on LP64; the glue converts).
enum PropertyValue: Hashable, Sendable {
    case bytes(type: UInt, [UInt8])
    case items(type: UInt, [UInt])

    /// The property's type atom.
    var type: UInt {
        switch self {
        case .bytes(let t, _), .items(let t, _): return t
        }
    }
    /// The bytes of a format-8 value (empty for format 32).
    var bytes: [UInt8] { if case .bytes(_, let b) = self { return b } else { return [] } }
    /// The items of a format-32 value (empty for format 8).
    var items: [UInt] { if case .items(_, let i) = self { return i } else { return [] } }
    /// No data: the zero-length chunk that ends an INCR transfer.
    var isEmpty: Bool { bytes.isEmpty && items.isEmpty }
}

/// A request from the selection and XDND state machines to the thin X glue that carries it out. All
/// windows other than `requestor`s are the connection's hidden transfer window.
enum SelectionCommand: Hashable, Sendable {
    /// XSetSelectionOwner(selection, transfer window, time).
    case setOwner(selection: UInt, time: UInt)
    /// XConvertSelection(selection, target, property, transfer window, time).
    case convert(selection: UInt, target: UInt, property: UInt, time: UInt)
    /// XChangeProperty(window, property, value), replacing it.
    case changeProperty(window: UInt, property: UInt, PropertyValue)
    /// XDeleteProperty(window, property).
    case deleteProperty(window: UInt, property: UInt)
    /// A SelectionNotify to `requestor`; property 0 (None) refuses the conversion.
    case notify(requestor: UInt, selection: UInt, target: UInt, property: UInt, time: UInt)
    /// Whether the glue should hear PropertyNotify from `window` (a requestor during INCR).
    case watchProperties(window: UInt, Bool)
    /// A ClientMessage (format 32) of type `type` about `window`, sent to `to` (a proxy, or the window).
    case clientMessage(to: UInt, window: UInt, type: UInt, data: [UInt])
}

/// A SelectionRequest, decoded. For MULTIPLE the glue reads the requestor's ATOM_PAIR property first and
/// passes its pairs in `pairs`.
struct ConversionRequest: Hashable, Sendable {
    var requestor: UInt
    var selection: UInt
    var target: UInt
    /// The property to write; 0 (None) from an obsolete client means "use the target's name".
    var property: UInt
    var time: UInt
    /// For MULTIPLE: the (target, property) pairs the requestor asked for; nil if unreadable.
    var pairs: [(UInt, UInt)]?

    init(requestor: UInt, selection: UInt, target: UInt, property: UInt, time: UInt, pairs: [(UInt, UInt)]? = nil) {
        self.requestor = requestor; self.selection = selection; self.target = target
        self.property = property; self.time = time; self.pairs = pairs
    }

    static func == (a: ConversionRequest, b: ConversionRequest) -> Bool {
        a.requestor == b.requestor && a.selection == b.selection && a.target == b.target
            && a.property == b.property && a.time == b.time
            && a.pairs?.map { [$0.0, $0.1] } == b.pairs?.map { [$0.0, $0.1] }
    }
    func hash(into h: inout Hasher) { h.combine(requestor); h.combine(selection); h.combine(target); h.combine(time) }
}
