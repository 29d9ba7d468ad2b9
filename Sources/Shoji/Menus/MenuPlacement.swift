/// Where a menu goes on the monitor, as pure functions of rectangles in one coordinate space (the root
/// window's, for the X host): a menu never leaves the monitor it opens on, and it may extend past the
/// application's window. A menu taller or wider than the monitor is cut to it (scrolling a menu is not
/// done yet).
public enum MenuPlacement {
    /// A context menu at `point` (the pointer): its top-left corner there; flipped to end at the point
    /// when it would cross the monitor's right or bottom edge and fits on the other side, otherwise
    /// shifted by the least that keeps it inside (GTK's flip, then slide).
    public static func contextMenu(size: Size, at point: Point, monitor: Rect) -> Rect {
        let s = fitted(size, in: monitor)
        var x = point.x, y = point.y
        if x + s.width > monitor.maxX && point.x - s.width >= monitor.minX { x = point.x - s.width }
        if y + s.height > monitor.maxY && point.y - s.height >= monitor.minY { y = point.y - s.height }
        return kept(Rect(x: x, y: y, width: s.width, height: s.height), in: monitor)
    }

    /// A pull-down under `anchor` (the button): below it, left edges aligned; above it when it does not
    /// fit below and there is more room above; shifted sideways to stay inside.
    public static func pullDown(size: Size, below anchor: Rect, monitor: Rect) -> Rect {
        var s = fitted(size, in: monitor)
        let roomBelow = monitor.maxY - anchor.maxY, roomAbove = anchor.minY - monitor.minY
        var y = anchor.maxY
        if s.height > roomBelow && roomAbove > roomBelow {
            s.height = min(s.height, roomAbove)
            y = anchor.minY - s.height
        } else {
            s.height = min(s.height, max(roomBelow, 0))
        }
        return kept(Rect(x: anchor.minX, y: y, width: s.width, height: s.height), in: monitor)
    }

    /// A pop-up button's menu over `anchor` (the button), as AppKit's pop-up button and GTK's combo box put
    /// it: the row `item` (menu coordinates) level with the button, and the menu moved left by
    /// `titleShift` so that the item's title lies over the button's. Shifted by the least that keeps it on
    /// the monitor (the chosen row then leaves the button rather than the menu leaving the screen); a
    /// menu taller than the monitor is cut to it.
    public static func popUp(size: Size, item: Rect?, over anchor: Rect, titleShift: Double = 0, monitor: Rect) -> Rect {
        let s = fitted(size, in: monitor)
        let rowMid = item?.midY ?? anchor.height / 2 // no chosen row: the menu's top at the button's
        let r = Rect(x: anchor.minX - titleShift, y: (anchor.midY - rowMid).rounded(), width: s.width, height: s.height)
        return kept(r, in: monitor)
    }

    /// A submenu beside the row `item` of its parent menu `parent` (both on the monitor): to the right of
    /// the parent, its first row level with the item (`inset` is the menu's padding above its first
    /// row); on the left when it would cross the right edge, or when `opensLeft` (a parent that flipped
    /// keeps its submenus going the same way) and there is room there. Shifted up to stay inside.
    /// Returns the frame and whether it opened to the left.
    public static func submenu(size: Size, beside item: Rect, in parent: Rect, monitor: Rect, inset: Double = 0,
                               opensLeft: Bool = false) -> (frame: Rect, opensLeft: Bool) {
        let s = fitted(size, in: monitor)
        let fitsRight = parent.maxX + s.width <= monitor.maxX
        let fitsLeft = parent.minX - s.width >= monitor.minX
        let left = opensLeft ? (fitsLeft || !fitsRight) : (!fitsRight && (fitsLeft || parent.minX - monitor.minX > monitor.maxX - parent.maxX))
        let x = left ? parent.minX - s.width : parent.maxX
        let frame = kept(Rect(x: x, y: item.minY - inset, width: s.width, height: s.height), in: monitor)
        return (frame, left)
    }

    private static func fitted(_ size: Size, in monitor: Rect) -> Size {
        Size(width: min(size.width, monitor.width), height: min(size.height, monitor.height))
    }

    /// Shifted by the least that puts it inside the monitor (it is no larger than the monitor).
    private static func kept(_ r: Rect, in monitor: Rect) -> Rect {
        var r = r
        r.origin.x = min(max(r.minX, monitor.minX), monitor.maxX - r.width)
        r.origin.y = min(max(r.minY, monitor.minY), monitor.maxY - r.height)
        return r
    }
}
