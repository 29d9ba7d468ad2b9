import Testing
@testable import Shoji

/// `FormView`: one label column, trailing-aligned, labels level with their fields; help and error under
/// the field; validation that focuses the first wrong field and announces its error. Estimating text
/// system (15 pt body: 9 points a Latin character).
@MainActor
@Suite("Form view")
final class FormViewTests {
    let rig = Rig(size: Size(600, 600))
    let form = FormView(frame: Rect(0, 0, 600, 400))
    let name = TextField()
    let size = Stepper(value: 12, minimum: 1, maximum: 100)
    let theme = PopUpButton(items: ["Light", "Dark"])
    var notes: [AccessibilityNotification] = []
    var observation: AccessibilityObservation?

    init() {
        name.identifier = "name"
        size.identifier = "size"
        form.addRow("Name", field: name) { [unowned self] in name.text.isEmpty ? "A name is needed." : nil }
        form.addRow("Font size", field: size, help: "In points.") { [unowned self] in size.value < 8 ? "At least 8." : nil }
        form.addRow("Theme", field: theme)
        rig.window.addSubview(form)
        rig.layout()
        observation = rig.screen.addAccessibilityObserver { [unowned self] in notes.append($0) }
    }

    @Test("Labels share one column as wide as the widest, trailing-aligned, each level with its field; fields start after it")
    func columns() {
        let labels = form.rows.map(\.label)
        #expect(Set(labels.map(\.frame.width)).count == 1 && Set(labels.map(\.frame.minX)) == [16])
        #expect(labels.allSatisfy { $0.alignment == .trailing })
        let fieldX = form.rows.map(\.field.frame.minX)
        #expect(Set(fieldX).count == 1 && fieldX[0] == 16 + labels[0].frame.width + 12)
        for row in form.rows { #expect(abs(row.label.frame.midY - row.field.frame.midY) < 0.5) }
        #expect(form.rows.allSatisfy { $0.field.accessibilityLabelledBy === $0.label })
    }

    @Test("The help text sits under its field and pushes the next row down")
    func help() {
        let row = form.rows[1]
        #expect(!row.helpLabel.isHidden && row.helpLabel.frame.minY >= row.field.frame.maxY)
        #expect(form.rows[2].field.frame.minY > row.helpLabel.frame.maxY)
        #expect(form.rows[0].helpLabel.isHidden)
    }

    @Test("validate(): every wrong field shows its error, the first gets the focus and its error is announced; fixed, all clear")
    func validation() {
        size.value = 3
        rig.window.makeFirstResponder(theme)
        #expect(!form.validate())
        rig.layout()
        #expect(form.rows[0].errorText == "A name is needed." && form.rows[1].errorText == "At least 8.")
        #expect(!form.rows[0].errorLabel.isHidden && form.rows[0].errorLabel.frame.minY >= name.frame.maxY)
        #expect(rig.window.firstResponder === name, "the first wrong field has the keyboard")
        let spoken = notes.compactMap { if case .announcement(let s) = $0 { return s } else { return nil } }
        #expect(spoken == ["Name: A name is needed."])
        name.insertText("Ada")
        size.value = 10
        #expect(form.validate())
        rig.layout()
        #expect(form.rows.allSatisfy { $0.errorText == nil && $0.errorLabel.isHidden })
    }

    @Test("A number typed but not yet committed is committed before its validator reads it")
    func commitsBeforeValidating() {
        name.insertText("Ada")
        rig.window.makeFirstResponder(size)
        size.selectedRange = 0..<size.text.count
        size.insertText("4")
        #expect(!form.validate())
        #expect(size.value == 4 && rig.window.firstResponder === size)
        #expect(form.rows[1].errorText == "At least 8.")
    }
}
