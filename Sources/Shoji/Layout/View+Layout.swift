/// What a stack reads from each view besides its size: how it flexes, and the sizes it keeps within.
struct LayoutStorage {
    var flexibility: Flexibility?
    var minimumSize = Size.zero
    var maximumSize = Size(width: .infinity, height: .infinity)
}

extension View {
    /// In `intrinsicContentSize`: this dimension has no size of its own.
    public static let noIntrinsicMetric = -1.0

    /// How the view grows or shrinks along a ``StackView``'s axis; nil (the default): ``Flexibility/natural``
    /// for a view with an intrinsic length along the axis, ``Flexibility/fill`` for one without (a list, a
    /// scroll view, a plain view). See <doc:StacksAndLayout>.
    public var flexibility: Flexibility? {
        get { layoutStorage?.flexibility }
        set { layoutStorage(set: { $0.flexibility = newValue }) }
    }

    /// The smallest size a stack gives the view, whatever the room (0 by 0 by default).
    public var minimumSize: Size {
        get { layoutStorage?.minimumSize ?? .zero }
        set { layoutStorage(set: { $0.minimumSize = Size(width: max(0, newValue.width), height: max(0, newValue.height)) }) }
    }

    /// The largest size a stack gives the view, whatever the room (unbounded by default).
    public var maximumSize: Size {
        get { layoutStorage?.maximumSize ?? Size(width: .infinity, height: .infinity) }
        set { layoutStorage(set: { $0.maximumSize = Size(width: max(0, newValue.width), height: max(0, newValue.height)) }) }
    }

    /// Tells the view's superview that `intrinsicContentSize` changed, as UIKit's: it lays out again, and
    /// a stack or a control whose size follows this view's passes the news up, so that nested stacks and a
    /// scroll view holding a stack follow a label whose text grew.
    public func invalidateIntrinsicContentSize() {
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    private func layoutStorage(set change: (inout LayoutStorage) -> Void) {
        var s = layoutStorage ?? LayoutStorage()
        change(&s)
        layoutStorage = s
        invalidateIntrinsicContentSize()
    }

}

extension StackView.Axis {
    /// The part of `size` along this axis (the height of a column).
    func length(of size: Size) -> Double { self == .vertical ? size.height : size.width }
    /// The part of `size` across this axis (the width of a column).
    func thickness(of size: Size) -> Double { self == .vertical ? size.width : size.height }
    /// A size `length` along this axis and `thickness` across it.
    func size(length: Double, thickness: Double) -> Size {
        self == .vertical ? Size(width: thickness, height: length) : Size(width: length, height: thickness)
    }
}
