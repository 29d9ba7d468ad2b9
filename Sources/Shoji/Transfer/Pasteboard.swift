/// A shared place to put content for other programs and to read theirs, as `UIPasteboard`.
///
/// ``general`` is the clipboard (Ctrl+C, Ctrl+X, Ctrl+V; X11's CLIPBOARD selection) and ``selection``
/// the text last selected, pasted with a middle click (X11's PRIMARY). Writing is immediate: the content
/// is kept here and served to any program that asks, until another program takes the pasteboard over.
/// Reading another program's content is asynchronous, as it is on X11: the window stays responsive while
/// the owner converts, and an owner that never answers ends in ``PasteboardError/timedOut(seconds:pasteboard:)``.
///
/// Without a host (headless tests) the pasteboard is a plain in-memory store.
@MainActor
public final class Pasteboard {
    /// Which pasteboard.
    public enum Name: String, Hashable, Sendable {
        /// The clipboard: what Ctrl+C copies and Ctrl+V pastes.
        case general
        /// The last selected text: what a middle click pastes.
        case selection
    }

    /// The process's clipboard: the one an X11 application's screens use (``ProcessScreenHost``), which
    /// the X selections back. Views use their screen's (``Screen/pasteboard``): a headless screen has a
    /// clipboard of its own, so prefer `view.window?.screen?.pasteboard` in code that may run headless.
    public static let general = Pasteboard(name: .general)
    /// The process's last selected text (X11's PRIMARY): what a middle click pastes on X. Views use their
    /// screen's (``Screen/selectionPasteboard``), as for ``general``.
    public static let selection = Pasteboard(name: .selection)

    /// Which pasteboard this is.
    public let name: Name
    /// What this program put here, while it still owns the pasteboard (nil once another program took it).
    public private(set) var ownContent: PasteboardContent?
    /// Counts every change this program saw: its own writes and another program taking the pasteboard.
    public private(set) var changeCount = 0
    /// Connects the pasteboard to other programs (the X host sets it); nil: this program only.
    public weak var backend: PasteboardBackend?

    /// A pasteboard of its own, not shared with other programs unless given a backend (tests).
    public init(name: Name) { self.name = name }

    /// Puts `content` on the pasteboard, replacing what was there, and offers it to other programs.
    public func setContent(_ content: PasteboardContent) {
        ownContent = content
        changeCount += 1
        backend?.pasteboard(self, didSet: content)
    }

    /// The text on the pasteboard, for writing (`pasteboard.string = "…"`); reading gives this program's
    /// own text only (another program's is read with ``read(_:)``).
    public var string: String? {
        get { ownContent?.text }
        set { setContent(PasteboardContent(text: newValue)) }
    }

    /// Another program took the pasteboard over: this program's content is no longer on it.
    public func ownershipLost() {
        guard ownContent != nil else { return }
        ownContent = nil
        changeCount += 1
    }

    /// Reads the content in the first of `types` available and calls `completion` on the main actor once it
    /// is read or failed (the text views' paste, which must not wait for a task to start). Programs use the
    /// `async` ``read(_:)``.
    func read(_ types: [PasteboardType] = [.text],
              completion: @escaping @MainActor (Result<PasteboardContent, PasteboardError>) -> Void) {
        if let own = ownContent {
            let usable = types.contains { own.types.contains($0) }
            completion(usable ? .success(own) : .failure(.noMatchingType))
        } else if let backend {
            backend.read(self, types: types, completion: completion)
        } else {
            completion(.failure(.empty))
        }
    }

    /// Reads the content in the first of `types` available, from this program or from whichever program owns
    /// the pasteboard. Never blocks the program: it suspends until the owner answered (another program's
    /// answer is read by the event loop), or failed.
    ///
    /// ```swift
    /// let text = try await Pasteboard.general.read([.text]).text
    /// ```
    /// - Throws: ``PasteboardError``: `.empty` when nobody owns it, `.noMatchingType` when it holds none of
    ///   `types`, or why another program's answer failed.
    public func read(_ types: [PasteboardType] = [.text]) async throws(PasteboardError) -> PasteboardContent {
        let result = await withCheckedContinuation { (c: CheckedContinuation<Result<PasteboardContent, PasteboardError>, Never>) in
            read(types) { c.resume(returning: $0) }
        }
        return try result.get()
    }
}

/// What connects a ``Pasteboard`` to other programs: the X host implements it with ICCCM selections.
@MainActor
public protocol PasteboardBackend: AnyObject {
    /// This program put `content` on `pasteboard`: offer it to others (take the selection).
    func pasteboard(_ pasteboard: Pasteboard, didSet content: PasteboardContent)
    /// Reads another program's content in the first of `types` it has; calls `completion` exactly once.
    func read(_ pasteboard: Pasteboard, types: [PasteboardType],
              completion: @escaping @MainActor (Result<PasteboardContent, PasteboardError>) -> Void)
}
