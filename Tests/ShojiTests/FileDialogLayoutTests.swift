import Shoji
import ShojiFiles
import Testing

/// The dialog's table at the sizes a dialog is shown at: every column in view, the name taking the rest.
@MainActor
@Suite("File dialog layout")
struct FileDialogLayoutTests {
    func columnsEnd(_ view: FileDialogView) -> Double {
        view.table.columns.filter { !$0.isHidden }.reduce(0) { $0 + $1.width }
    }

    @Test("At 600 × 400 the dates are not cut off at the table's edge; wider, the name column takes the room")
    func nameColumnTakesWhatIsLeft() {
        let t = TestFolder()
        t.file("a.txt")
        let view = FileDialogView(options: FileDialogOptions(mode: .open, folder: t.path), places: [])
        view.frame = Rect(x: 0, y: 0, width: 600, height: 400)
        view.layoutIfNeeded()
        let narrow = view.table.bounds.width
        #expect(columnsEnd(view) <= narrow)
        #expect(columnsEnd(view) >= narrow - 12)
        let nameAtNarrow = view.table.columns[0].width

        view.frame = Rect(x: 0, y: 0, width: 1000, height: 400)
        view.layoutIfNeeded()
        #expect(view.table.columns[0].width == nameAtNarrow + (view.table.bounds.width - narrow))
        // A width the user dragged stays until the dialog changes size.
        view.table.columns[0].width = 200
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.table.columns[0].width == 200)
    }
}
