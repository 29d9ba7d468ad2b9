extension View {
    /// A short help text shown beside the pointer after it rests on the view (AppKit's `toolTip`,
    /// UIKit's `UIToolTipInteraction`): `ToolTipScheduler` decides when, `ToolTipView` draws it, and the
    /// host shows it in a popup window of its own. It is also the view's accessible description when
    /// no `accessibilityHint` is set, as GTK does.
    public var toolTip: String? {
        get { accessibilityStorage?.toolTip }
        set { accessibilityStore { $0.toolTip = newValue } }
    }

    /// The nearest tool tip at this view: its own, else its closest ancestor's (a button's title label
    /// shows the button's tip).
    public var effectiveToolTip: String? {
        var v: View? = self
        while let cur = v {
            if let tip = cur.toolTip, !tip.isEmpty { return tip }
            v = cur.superview
        }
        return nil
    }
}
