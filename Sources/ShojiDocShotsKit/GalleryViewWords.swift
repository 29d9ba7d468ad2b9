import Shoji

extension GalleryLanguage {
    /// The words of the gallery's larger views (bars, tabs, panes, tables, the file dialog).
    struct ViewWords {
        let new, open, share, search: String
        let ready, position: String
        let tabs: [String]
        let folders, name, size, kind: String
        /// A folder's files: name, size, kind.
        let files: [(String, String, String)]
        /// A small tree: each folder's children by name ("" is the root).
        let tree: [String: [String]]
        let expanded: [String]
        let loading, exhausted: String
        let dialog: FileDialogStrings
        let dialogPlaces: [String]
        let suggestedName: String
        let subfolders: [String]
    }

    var viewWords: ViewWords {
        switch self {
        case .english:
            ViewWords(new: "New", open: "Open", share: "Share", search: "Search",
                      ready: "Ready: 3 files saved", position: "Ln 12, Col 4",
                      tabs: ["Notes", "Plan", "Photos"],
                      folders: "Folders", name: "Name", size: "Size", kind: "Kind",
                      files: [("wallpaper.png", "4.2 MB", "PNG"), ("manual.pdf", "2.8 MB", "PDF"),
                              ("icons.svg", "640 KB", "SVG"), ("README.md", "18 KB", "Text"),
                              ("license.txt", "1.1 KB", "Text")],
                      tree: ["": ["Documents", "Pictures"], "Documents": ["Letters", "Taxes"],
                             "Pictures": ["Holidays", "Family"]],
                      expanded: ["Documents"],
                      loading: "Loading…", exhausted: "No more items",
                      dialog: FileDialogStrings(), dialogPlaces: ["Home", "Documents", "Pictures"],
                      suggestedName: "Shopping list.txt", subfolders: ["Archive", "Scans"])
        case .japanese:
            ViewWords(new: "新規", open: "開く", share: "共有", search: "検索",
                      ready: "準備完了: 3 件保存しました", position: "12 行, 4 列",
                      tabs: ["メモ", "計画", "写真"],
                      folders: "フォルダ", name: "名前", size: "サイズ", kind: "種類",
                      files: [("壁紙.png", "4.2 MB", "PNG"), ("説明書.pdf", "2.8 MB", "PDF"),
                              ("アイコン.svg", "640 KB", "SVG"), ("はじめに.md", "18 KB", "テキスト"),
                              ("使用許諾.txt", "1.1 KB", "テキスト")],
                      tree: ["": ["書類", "ピクチャ"], "書類": ["手紙", "税金"], "ピクチャ": ["旅行", "家族"]],
                      expanded: ["書類"],
                      loading: "読み込み中…", exhausted: "これ以上ありません",
                      dialog: .japanese, dialogPlaces: ["ホーム", "書類", "ピクチャ"],
                      suggestedName: "買い物リスト.txt", subfolders: ["保管", "スキャン"])
        }
    }
}
