/// Starting a drag of text or files out of a view, to another program or another view of this one.
///
/// Each ``ScreenHost`` keeps one (``ScreenHost/dragSession``): the drag under way in the screens of that
/// host, and the back-end that carries drags out of them. A view calls `begin(_:from:)` on its
/// ``View/dragSession`` while its press is held, typically when a pan gesture begins; from then on the host
/// follows the pointer, offers the content to whatever window is under it (XDND on X11), and drops it where
/// the button is released. Escape cancels. Inside this program the same drop targets (``DropInteraction``) take it. Two headless screens
/// with hosts of their own have separate sessions, so a test sets the back-end on its screen's host and
/// restores nothing.
@MainActor
public final class DragSession {
    /// Carries drags out of this host's windows (the X host sets it on its host); nil: no drags leave the
    /// view.
    public weak var backend: DragBackend?
    /// The view the drag under way started from (nil: none, or it went away), so that a drop target in
    /// this program can tell its own drags (a text field moves text dragged from a field of this program).
    public private(set) weak var sourceView: View?
    /// What the drag under way carries (nil: no drag under way).
    public private(set) var content: PasteboardContent?
    /// The range of text the drag under way took from its source text view (nil: not text from a text
    /// view, or the text moved already), so that a drop in this program can move it.
    var sourceTextRange: Range<Int>?

    /// A session with no back-end and no drag under way.
    public init() {}

    /// Starts dragging `content` from `view` with the press now held; false when no drag can start (no
    /// back-end, or a drag is already under way).
    @discardableResult
    public func begin(_ content: PasteboardContent, from view: View) -> Bool {
        guard !content.isEmpty, let backend else { return false }
        let started = backend.beginDrag(content, from: view)
        if started { sourceView = view; self.content = content }
        Trace.emit("drag.began", ["started": .bool(started), "text": .string(content.text ?? ""),
                                  "files": .number(Double(content.filePaths.count))])
        return started
    }

    /// The drag ended, dropped or not: the host calls it once the target said it finished, or the drag
    /// was cancelled.
    public func end(dropped: Bool) {
        sourceView = nil
        content = nil
        sourceTextRange = nil
    }

    /// Starts dragging `content` from `view` in the session of `view`'s screen's host; false when `view`
    /// is in no window or no drag can start. Kept so code written for the static session still builds.
    @discardableResult
    public static func begin(_ content: PasteboardContent, from view: View) -> Bool {
        view.dragSession?.begin(content, from: view) ?? false
    }
}

/// What carries a ``DragSession`` out of the window: the X host implements it with XDND.
@MainActor
public protocol DragBackend: AnyObject {
    /// Starts dragging `content` from `view`; false when it cannot.
    func beginDrag(_ content: PasteboardContent, from view: View) -> Bool
}

extension View {
    /// The drag session of the host of the screen this view is on (nil: the view is in no window).
    public var dragSession: DragSession? { window?.screen?.host.dragSession }
}
