import Shoji

/// The feed's context menu: a right click or a finger's long press on a row (or the Menu key, or Shift+F10, on the
/// selected row) opens Copy, Mark read and Delete for that row in a popup menu window of its own, through
/// the toolkit's `ContextMenuInteraction`. Delete asks first with the standard alert.
extension RefreshScene {
    func setUpContextMenu() {
        // The scene's: a right click beside the list picks the row at its height.
        let interaction = ContextMenuInteraction { [weak self] location in self?.contextMenu(at: location) }
        interaction.keyboardLocation = { [weak self] in
            guard let self, let row = list.selectedRow else { return nil }
            let r = list.convertToScreen(list.rectForRow(at: row))
            return view.convertFromScreen(Point(x: r.minX + 24, y: r.midY))
        }
        view.contextMenuInteraction = interaction
    }

    /// The menu of the row at `location` (the scene view's points), which becomes the selected row; nil
    /// between rows or below them.
    private func contextMenu(at location: Point) -> Menu? {
        let inList = list.convertFromScreen(view.convertToScreen(location))
        guard let row = list.indexForRow(at: inList), row < feed.posts.count else { return nil }
        list.selectRow(row)
        updateStatus() // "Selected: #id" follows the row the menu is for, as it follows a click
        return contextMenu(forRow: row)
    }

    /// The menu for `row`, as it is now.
    func contextMenu(forRow row: Int) -> Menu {
        let post = feed.posts[row]
        let copy = MenuItem(tr("menu.copy"), shortcut: "Ctrl+C", identifier: "menu.copy") { [weak self] _ in self?.copyPost(id: post.id) }
        let read = MenuItem(tr("menu.markRead"), identifier: "menu.markRead") { [weak self] _ in self?.toggleRead(id: post.id) }
        read.isCheckable = true
        read.isChecked = readPosts.contains(post.id)
        let delete = MenuItem(tr("menu.delete"), identifier: "menu.delete") { [weak self] _ in self?.askToDelete(id: post.id) }
        return Menu(items: [copy, read, .separator(), delete])
    }

    /// The row showing post `id` now (rows move when newer posts arrive).
    private func row(ofPost id: Int) -> Int? { feed.posts.firstIndex { $0.id == id } }

    func copyPost(id: Int) {
        guard let row = row(ofPost: id) else { return }
        (list.window?.screen?.pasteboard ?? .general).string = feed.posts[row].text
        Trace.emit("refresh.copied", ["row": .number(Double(row)), "bytes": .number(Double(feed.posts[row].text.utf8.count))])
    }

    func toggleRead(id: Int) {
        if readPosts.remove(id) == nil { readPosts.insert(id) }
        list.reloadData()
        Trace.emit("refresh.read", ["id": .number(Double(id)), "read": .bool(readPosts.contains(id))])
    }

    func askToDelete(id: Int) {
        guard let modals = context.app?.modals else { deletePost(id: id); return }
        modals.confirmDelete { [weak self] yes in if yes { self?.deletePost(id: id) } }
    }

    func deletePost(id: Int) {
        guard let row = row(ofPost: id) else { return }
        feed.posts.remove(at: row)
        readPosts.remove(id)
        list.deleteRows(at: [row])
        Trace.emit("refresh.deleted", ["id": .number(Double(id))])
    }
}
