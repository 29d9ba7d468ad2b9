extension Strings {
    /// The Data scene's strings (apart from the main table so that scenes added at once do not collide).
    static let dataTable: [String: (en: String, ja: String)] = [
        "scene.data": ("Data", "データ"),
        "data.name": ("Name", "名前"),
        "data.size": ("Size", "サイズ"),
        "data.kind": ("Kind", "種類"),
        "data.modified": ("Modified", "更新日時"),
        "data.folders": ("Folders", "フォルダ"),
        "data.favourites": ("Favourites", "お気に入り"),
        "data.loading": ("Reading the files under /usr/share…", "/usr/share のファイルを読み込み中…"),
        "data.status": ("%@: %@ files. Click a header to sort; Shift or Ctrl click to select more; Ctrl+C copies.",
                        "%@：%@ 個のファイル。見出しをクリックで並べ替え、Shift／Ctrl クリックで複数選択、Ctrl+C でコピー。"),
        "data.copyPath": ("Copy path", "パスをコピー"),
        "data.showInOutline": ("Show in outline", "アウトラインで表示"),
        "data.search": ("Search file names", "ファイル名を検索"),
        "data.searchClear": ("Clear", "クリア"),
        "data.wrapNames": ("Wrap long names", "長い名前を折り返す"),
        "data.statusSearched": ("%@: %@ of %@ files contain “%@”. Click a header to sort; Ctrl+C copies.",
                                "%@：%@ 個のファイル（全 %@ 個）が「%@」を含みます。見出しをクリックで並べ替え、Ctrl+C でコピー。"),
    ]
}
