/// Who takes a pointer hit that lands on a view (beyond UIKit, which has only `isUserInteractionEnabled`).
public enum HitPolicy: String, Hashable, Sendable, CaseIterable {
    /// The view takes hits on its own area; its children take hits on theirs.
    case normal
    /// The view's own empty area lets hits through to what lies below; its children still take hits
    /// (the seed's TouchTransmissionView).
    case passThroughSelf
    /// The whole subtree ignores input, as if it were not there.
    case passThroughAll
    /// The view takes every hit in its area, even where children would: nothing below or inside gets one.
    case absorb
}

extension View {
    /// Whether the view can take input at all: visible enough and enabled (as UIKit: hidden, disabled and
    /// alpha ≤ 0.01 views are skipped).
    public var isHitTestable: Bool {
        !isHidden && isUserInteractionEnabled && alpha > 0.01 && hitPolicy != .passThroughAll
    }
}
