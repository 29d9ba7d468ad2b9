extension Strings {
    /// The Workspace scene's strings (apart from the main table so that scenes added at once do not collide).
    static let workspaceTable: [String: (en: String, ja: String)] = [
        "scene.workspace": ("Workspace", "ワークスペース"),
        "workspace.new": ("New", "新規"),
        "workspace.close": ("Close", "閉じる"),
        "workspace.sidebar": ("Sidebar", "サイドバー"),
        "workspace.find": ("Find in document", "文書内を検索"),
        "workspace.findClear": ("Clear", "クリア"),
        "workspace.outline": ("Outline", "見出し"),
        "workspace.untitled": ("Untitled %@", "無題 %@"),
        "workspace.status": ("%@ — %@ lines, %@ characters", "%@ — %@ 行、%@ 文字"),
        "workspace.status.new": ("New document: %@", "新しい文書: %@"),
        "workspace.status.closed": ("Closed “%@”", "「%@」を閉じました"),
        "workspace.status.empty": ("No document open", "開いている文書はありません"),
        "workspace.tab.closeOthers": ("Close Others", "他を閉じる"),
        "workspace.tab.closeRight": ("Close Tabs to the Right", "右側のタブを閉じる"),
        "workspace.doc.notes": ("Notes", "メモ"),
        "workspace.doc.notes.body": ("# Meeting\nTabs, a split view and a toolbar, working together.\n# Follow-up\nDrag a tab to reorder it; drag the divider to resize the outline.\n# Keys\nCtrl+Tab and Ctrl+Page Down switch tabs.",
                                     "# 会議\nタブ、分割ビュー、ツールバーが連携して動きます。\n# フォローアップ\nタブをドラッグして並べ替え、区切りをドラッグして見出しの幅を変えます。\n# キー操作\nCtrl+Tab と Ctrl+Page Down でタブを切り替えます。"),
        "workspace.doc.plan": ("Plan", "計画"),
        "workspace.doc.plan.body": ("# Monday\nWrite the tab view.\n# Tuesday\nWrite the split view.\n# Wednesday\nShow both in the demo.",
                                    "# 月曜日\nタブビューを書く。\n# 火曜日\n分割ビューを書く。\n# 水曜日\nデモで両方を見せる。"),
        "workspace.doc.ideas": ("Ideas", "アイデア"),
        "workspace.doc.ideas.body": ("# Shortcuts\nEvery command once, in menus, toolbars and keys.\n# Panes\nDouble-click a divider to collapse the outline.",
                                     "# ショートカット\nコマンドは一度定義すれば、メニューにもツールバーにもキーにも。\n# ペイン\n区切りをダブルクリックすると見出しが折りたたまれます。"),
    ]
}
