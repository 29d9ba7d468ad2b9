import Shoji
import ShojiFiles
import Testing

/// The dialog's sizes, dates and places in the user's language and local time, as a user reads them.
@MainActor
@Suite("The file dialog's words: sizes, dates and places in English and Japanese")
struct FileDialogWordsTests {
    /// 2026-11-28 12:35 UTC.
    static let moment = 1_795_869_300.0

    /// The text the dialog's folder table shows for `name` in `column`.
    func cell(_ view: FileDialogView, _ name: String, _ column: FileBrowser.SortKey) throws -> String {
        let row = try #require(view.browser.entries.firstIndex { $0.displayName == name })
        let col = try #require(view.table.columns.first { $0.identifier == column.rawValue })
        return view.tableView(view.table, textFor: col, row: row)
    }

    func placeNames(_ view: FileDialogView) -> [String] {
        (0..<view.places.count).map { view.tableView(view.placesTable, textFor: view.placesTable.columns[0], row: $0) }
    }

    @Test("English: bytes spelt out, tenths after a point, the day as month/day/year at the local clock time")
    func english() throws {
        let s = FileDialogStrings()
        #expect(FileDialogFormat.size(1, s) == "1 byte")
        #expect(FileDialogFormat.size(512, s) == "512 bytes")
        #expect(FileDialogFormat.size(1_234, s) == "1.2 kB")
        #expect(FileDialogFormat.date(Self.moment, utcOffset: 0, s) == "11/28/2026 12:35")
        #expect(FileDialogFormat.date(Self.moment, utcOffset: -13 * 3600, s) == "11/27/2026 23:35", "west of UTC, the day before")

        let t = TestFolder()
        t.file("notes.txt", size: 2_500, modified: Int(Self.moment))
        var options = FileDialogOptions(mode: .open, folder: t.path)
        options.utcOffset = { _ in -5 * 3600 }   // New York in winter
        let view = FileDialogView(options: options)
        #expect(try cell(view, "notes.txt", .size) == "2.5 kB")
        #expect(try cell(view, "notes.txt", .modified) == "11/28/2026 07:35", "the local clock, not UTC")
        let places = placeNames(view)
        #expect(places.first == "Home" && places.last == "Computer")
    }

    @Test("Japanese: バイト, the day as year/month/day, nine hours ahead in Tokyo (past midnight the next day); ホーム and コンピューター")
    func japanese() throws {
        let s = FileDialogStrings.japanese
        #expect(FileDialogFormat.size(1, s) == "1 バイト")
        #expect(FileDialogFormat.size(512, s) == "512 バイト")
        #expect(FileDialogFormat.date(Self.moment, utcOffset: 9 * 3600, s) == "2026/11/28 21:35")
        #expect(FileDialogFormat.date(Self.moment + 3 * 3600, utcOffset: 9 * 3600, s) == "2026/11/29 00:35")

        let t = TestFolder()
        t.file("報告.txt", size: 512, modified: Int(Self.moment))
        var options = FileDialogOptions(mode: .save, folder: t.path, strings: .japanese)
        options.utcOffset = { _ in 9 * 3600 }
        let view = FileDialogView(options: options)
        #expect(try cell(view, "報告.txt", .size) == "512 バイト")
        #expect(try cell(view, "報告.txt", .modified) == "2026/11/28 21:35")
        let places = placeNames(view)
        #expect(places.first == "ホーム" && places.last == "コンピューター")
        #expect(view.confirmButton.title == "保存")
        #expect(view.table.columns.map(\.title) == ["名前", "サイズ", "更新日時"])
    }

    @Test("A comma for the decimal point where the words say so (German, French)")
    func decimalComma() {
        var s = FileDialogStrings()
        s.decimalSeparator = ","
        #expect(FileDialogFormat.size(1_234_567, s) == "1,2 MB")
        #expect(FileDialogFormat.size(45_000_000, s) == "45 MB")
    }

    @Test("The default clock is the C library's local zone, daylight saving time counted at each file's moment")
    func localZone() {
        let options = FileDialogOptions(mode: .open)
        #expect(options.utcOffset(Self.moment) == LocalTime.utcOffset(at: Self.moment))
        #expect(abs(LocalTime.utcOffset(at: Self.moment)) <= 14 * 3600)
    }
}
