/// Starting a drag of text or files out of a view, to another program or another view of this one.
///
/// A view calls ``begin(_:from:)`` while its press is held, typically when a pan gesture begins; from then
/// on the host follows the pointer, offers the content to whatever window is under it (XDND on X11), and
/// drops it where the button is released. Escape cancels. Inside this program the same drop targets
/// (``DropInteraction``) take it.
@MainActor
public enum DragSession {
    /// Carries drags to other programs (the X host sets it); nil: no drags leave the view.
    public static weak var backend: DragBackend?
    /// The view the drag under way started from (nil: none, or it went away), so that a drop target in
    /// this program can tell its own drags (a text field moves text dragged from a field of this program).
    public private(set) static weak var sourceView: View?
    /// What the drag under way carries (nil: no drag under way).
    public private(set) static var content: PasteboardContent?

    /// Starts dragging `content` from `view` with the press now held; false when no drag can start (no
    /// host, or a drag is already under way).
    @discardableResult
    public static func begin(_ content: PasteboardContent, from view: View) -> Bool {
        guard !content.isEmpty, let backend else { return false }
        let started = backend.beginDrag(content, from: view)
        if started { sourceView = view; self.content = content }
        Trace.emit("drag.began", ["started": .bool(started), "text": .string(content.text ?? ""),
                                  "files": .number(Double(content.filePaths.count))])
        return started
    }

    /// The drag ended, dropped or not: the host calls it once the target said it finished, or the drag
    /// was cancelled.
    public static func end(dropped: Bool) {
        sourceView = nil
        content = nil
    }
}

/// What carries a ``DragSession`` out of the window: the X host implements it with XDND.
@MainActor
public protocol DragBackend: AnyObject {
    /// Starts dragging `content` from `view`; false when it cannot.
    func beginDrag(_ content: PasteboardContent, from view: View) -> Bool
}
