import Shoji

/// The refresh list's container: Ctrl+C on the list copies the selected row's text, Ctrl+V pastes the
/// clipboard and a middle click pastes the selection (PRIMARY) as new rows at the top. (The list is the
/// first responder once touched, and its responder chain passes through here.)
@MainActor
final class FeedContainer: View {
    var onCopy: ((Pasteboard) -> Bool)?
    var onPaste: ((Pasteboard) -> Void)?
    override func copy(to pasteboard: Pasteboard) -> Bool { onCopy?(pasteboard) ?? super.copy(to: pasteboard) }

    override func paste(from pasteboard: Pasteboard, at location: Point?) -> Bool {
        guard let onPaste else { return super.paste(from: pasteboard, at: location) }
        onPaste(pasteboard)
        return true
    }
}

extension RefreshScene {
    func setUpTransfer() {
        container.onCopy = { [weak self] pasteboard in
            guard let self, let row = list.selectedRow, row < feed.posts.count else { return false }
            pasteboard.string = feed.posts[row].text
            Trace.emit("refresh.copied", ["row": .number(Double(row)), "bytes": .number(Double(feed.posts[row].text.utf8.count))])
            return true
        }
        container.onPaste = { [weak self] pasteboard in self?.paste(from: pasteboard) }
        let drop = DropInteraction(acceptedTypes: [.fileURL, .text]) { [weak self] content, _ in
            self?.add(content, verb: "refresh.dropped")
        }
        // Weakly: the list holds the interaction and the container holds the list.
        drop.onEnter = { [weak container] in container?.backgroundColor = Color(red: 0.88, green: 0.93, blue: 1) }
        drop.onExit = { [weak container] in container?.backgroundColor = .systemBackground }
        list.dropInteraction = drop
    }

    private func paste(from pasteboard: Pasteboard) {
        transferLabel.text = tr("refresh.pasting")
        Task { [weak self] in
            do {
                let content = try await pasteboard.read([.fileURL, .text])
                self?.add(content, verb: "refresh.pasted")
            } catch {
                self?.transferLabel.text = tr("refresh.pasteFailed", String(describing: error))
                Trace.emit("refresh.pasteFailed", ["error": .string(String(describing: error))])
            }
        }
    }

    /// Pasted or dropped content as rows: one per file, or one for the text.
    private func add(_ content: PasteboardContent, verb: String) {
        var texts = content.filePaths
        if texts.isEmpty, let text = content.text, !text.isEmpty { texts = [text] }
        guard !texts.isEmpty else { return }
        let added = feed.insertExternal(texts)
        list.insertRows(at: Array(0..<added), animated: true)
        let bytes = content.text?.utf8.count ?? 0
        transferLabel.text = verb == "refresh.pasted" ? tr(verb, String(bytes)) : tr(verb, String(added))
        // The trace carries short texts whole; a large paste by its size only.
        Trace.emit("refresh.added", ["rows": .number(Double(added)), "bytes": .number(Double(bytes)),
                                     "texts": .array(texts.map { .string($0.utf8.count > 4096 ? "" : $0) })])
        updateStatus()
    }
}
