import Shoji

/// The words the gallery's widgets show, in the two languages the documentation is shown in.
public enum GalleryLanguage: String, CaseIterable, Sendable {
    case english = "en"
    case japanese = "ja"

    struct Words {
        let save, send, notifications, remember, placeholder, typed, selectWord: String
        let segments: [String]
        let composedBefore: String
        let composition: Composition
        let note, shortNote: String
        let alertTitle, alertMessage, cancel, delete: String
        let cut, copy, paste, ruler, recent, share: String
        let files: [String]
        let toolTip: String
        let sizes, themes: [String]
        let fontSize: String
        let cities: [String]
        let dateFormat: DateFormat
    }

    var words: Words {
        switch self {
        case .english:
            Words(save: "Save", send: "Send", notifications: "Wi-Fi", remember: "Remember",
                  placeholder: "Name", typed: "Hanako Yamada", selectWord: "Yamada",
                  segments: ["Day", "Week", "Month"],
                  composedBefore: "Meet at ",
                  composition: Composition(text: "新宿駅で", segments: [.init(0..<3, .selected), .init(3..<4, .raw)], cursor: 3),
                  note: "Shopping list:\n- green tea\n- rice crackers\nPay at the counter.",
                  shortNote: "Green tea,\nrice cakes",
                  alertTitle: "Delete the draft?", alertMessage: "Its photos go too. This cannot be undone.",
                  cancel: "Cancel", delete: "Delete",
                  cut: "Cut", copy: "Copy", paste: "Paste", ruler: "Show Ruler", recent: "Open Recent", share: "Share…",
                  files: ["Notes.txt", "Plan.md", "Photos"],
                  toolTip: "Saves the draft (Ctrl+S)",
                  sizes: ["Small", "Medium", "Large"], themes: ["Light", "Dark", "Automatic"], fontSize: "Font size",
                  cities: ["Lisbon", "London", "Tokyo"], dateFormat: .english)
        case .japanese:
            Words(save: "保存", send: "送信", notifications: "通知", remember: "記憶する",
                  placeholder: "お名前", typed: "山田花子", selectWord: "花子",
                  segments: ["日", "週", "月"],
                  composedBefore: "待ち合わせは",
                  composition: Composition(text: "新宿駅で", segments: [.init(0..<3, .selected), .init(3..<4, .raw)], cursor: 3),
                  note: "買い物リスト:\n・緑茶\n・せんべい\nお会計はレジで。",
                  shortNote: "緑茶と\nせんべい",
                  alertTitle: "下書きを削除しますか?", alertMessage: "写真も削除されます。この操作は取り消せません。",
                  cancel: "キャンセル", delete: "削除",
                  cut: "切り取り", copy: "コピー", paste: "貼り付け", ruler: "ルーラーを表示", recent: "最近使った項目",
                  share: "共有…", files: ["メモ.txt", "計画.md", "写真"],
                  toolTip: "下書きを保存します (Ctrl+S)",
                  sizes: ["小", "中", "大"], themes: ["ライト", "ダーク", "自動"], fontSize: "文字サイズ",
                  cities: ["東京", "京都", "大阪"], dateFormat: .japanese)
        }
    }
}
