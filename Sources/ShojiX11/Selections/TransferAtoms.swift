/// The atoms the selection and drag-and-drop protocols use, interned once per connection (one round
/// trip for all of them). Plain numbers, so the state machines that use them are pure and testable.
struct TransferAtoms: Sendable {
    var clipboard: UInt, primary: UInt, targets: UInt, timestamp: UInt, multiple: UInt
    var utf8String: UInt, textPlainUTF8: UInt, string: UInt, text: UInt, uriList: UInt
    var incr: UInt, atom: UInt, atomPair: UInt, integer: UInt
    var clipboardManager: UInt, saveTargets: UInt
    var xdndAware: UInt, xdndSelection: UInt, xdndEnter: UInt, xdndPosition: UInt, xdndStatus: UInt
    var xdndLeave: UInt, xdndDrop: UInt, xdndFinished: UInt, xdndTypeList: UInt, xdndActionCopy: UInt
    var xdndProxy: UInt

    /// Every name, in the order `init(_:)` reads them.
    static let names = ["CLIPBOARD", "PRIMARY", "TARGETS", "TIMESTAMP", "MULTIPLE",
                        "UTF8_STRING", "text/plain;charset=utf-8", "STRING", "TEXT", "text/uri-list",
                        "INCR", "ATOM", "ATOM_PAIR", "INTEGER", "CLIPBOARD_MANAGER", "SAVE_TARGETS",
                        "XdndAware", "XdndSelection", "XdndEnter", "XdndPosition", "XdndStatus",
                        "XdndLeave", "XdndDrop", "XdndFinished", "XdndTypeList", "XdndActionCopy", "XdndProxy"]

    /// The atoms, each looked up by name.
    init(_ atom: (String) -> UInt) {
        clipboard = atom("CLIPBOARD"); primary = atom("PRIMARY"); targets = atom("TARGETS")
        timestamp = atom("TIMESTAMP"); multiple = atom("MULTIPLE"); utf8String = atom("UTF8_STRING")
        textPlainUTF8 = atom("text/plain;charset=utf-8"); string = atom("STRING"); text = atom("TEXT")
        uriList = atom("text/uri-list"); incr = atom("INCR"); self.atom = atom("ATOM")
        atomPair = atom("ATOM_PAIR"); integer = atom("INTEGER"); clipboardManager = atom("CLIPBOARD_MANAGER")
        saveTargets = atom("SAVE_TARGETS"); xdndAware = atom("XdndAware"); xdndSelection = atom("XdndSelection")
        xdndEnter = atom("XdndEnter"); xdndPosition = atom("XdndPosition"); xdndStatus = atom("XdndStatus")
        xdndLeave = atom("XdndLeave"); xdndDrop = atom("XdndDrop"); xdndFinished = atom("XdndFinished")
        xdndTypeList = atom("XdndTypeList"); xdndActionCopy = atom("XdndActionCopy"); xdndProxy = atom("XdndProxy")
    }

    /// Numbered atoms for tests: 1, 2, 3… in `names` order.
    static let numbered = TransferAtoms { UInt(names.firstIndex(of: $0)! + 1) }

    /// The targets that carry text, best first: what a paste asks for, in order.
    var textTargets: [UInt] { [utf8String, textPlainUTF8, string] }

    /// The targets a paste of `types` asks for, best first.
    func targets(for types: [PasteboardType]) -> [UInt] {
        types.flatMap { $0 == .text ? textTargets : [uriList] }
    }

    /// Content from data converted to `target`: text from the text targets (Latin-1 for STRING), file
    /// paths from `text/uri-list`; nil for a target that is neither.
    func content(from data: ReceivedBytes, target: UInt) -> PasteboardContent? {
        switch target {
        case utf8String, textPlainUTF8, text: return PasteboardContent(text: data.text)
        case string:
            var text = String.UnicodeScalarView()
            for segment in data.segments { text.append(contentsOf: segment.lazy.map { Unicode.Scalar($0) }) }
            return PasteboardContent(text: String(text))
        case uriList: return PasteboardContent(filePaths: URIList.decode(data.text))
        default: return nil
        }
    }
}

import Shoji
