import Foundation
import Shoji

/// The outline's items: folder paths, the root folder alone at the top. A folder's subfolders are read
/// when the outline first asks for them (it asks when the folder is expanded) and kept, so scrolling
/// reads nothing again.
@MainActor
final class FolderTree: OutlineViewDataSource {
    let root: String
    private var subfolders: [String: [String]] = [:]

    init(root: String) { self.root = root }

    func children(of path: String) -> [String] {
        if let known = subfolders[path] { return known }
        let read = FolderReader.subfolders(of: path)
        subfolders[path] = read
        return read
    }

    /// How many folders have been read (the test counts them: only expanded ones are).
    var foldersRead: Int { subfolders.count }

    func outlineView(_ outlineView: OutlineView, numberOfChildrenOfItem item: AnyHashable?) -> Int {
        guard let path = item as? String else { return 1 }
        return children(of: path).count
    }

    func outlineView(_ outlineView: OutlineView, child index: Int, ofItem item: AnyHashable?) -> AnyHashable {
        guard let path = item as? String else { return root }
        return children(of: path)[index]
    }

    func outlineView(_ outlineView: OutlineView, isItemExpandable item: AnyHashable) -> Bool {
        // Asked for rows on screen only; a folder whose subfolders are not read yet shows a triangle
        // (reading every visible folder to hide it would read a screenful of folders for nothing).
        guard let path = item as? String else { return false }
        return subfolders[path].map { !$0.isEmpty } ?? true
    }

    func outlineView(_ outlineView: OutlineView, textFor column: TableColumn, item: AnyHashable) -> String {
        guard let path = item as? String else { return "" }
        return path == "/" ? "/" : (path as NSString).lastPathComponent
    }
}
