import Testing
@testable import Shoji

/// The standard alert in a global modal over an 800×600 screen, driven by keys and clicks as a user would.
@MainActor
@Suite("Alert")
struct AlertTests {
    let rig = Rig(size: Size(800, 600))
    let modal: GlobalModal
    var chosen: [String] = []

    init() { modal = GlobalModal(screen: rig.screen) }

    /// "Delete the draft?" with Cancel, Keep and Delete; every handler appends its title to `log`.
    func deleteAlert(_ log: Box) -> (Alert, cancel: AlertAction, keep: AlertAction, delete: AlertAction) {
        let alert = Alert(title: "Delete the draft?", message: "It cannot be brought back.")
        alert.identifier = "alert.delete"
        let keep = AlertAction(title: "Keep", identifier: "alert.keep") { log.items.append($0.title) }
        let delete = AlertAction(title: "Delete", style: .destructive, identifier: "alert.delete.yes") { log.items.append($0.title) }
        let cancel = AlertAction(title: "Cancel", style: .cancel, identifier: "alert.cancel") { log.items.append($0.title) }
        alert.addAction(keep)
        alert.addAction(delete)
        alert.addAction(cancel)
        return (alert, cancel, keep, delete)
    }

    final class Box { var items: [String] = [] }

    func present(_ alert: Alert) {
        modal.present(alert, animated: false)
        rig.layout()
    }

    @Test("The preferred action's button is focused and filled when the alert appears; Return chooses it and closes the modal")
    func returnChoosesPreferred() throws {
        let log = Box()
        let (alert, _, keep, delete) = deleteAlert(log)
        present(alert)
        let keepButton = try #require(alert.button(for: keep))
        #expect(rig.screen.keyWindow === modal.window)
        #expect(modal.window.firstResponder === keepButton)
        #expect(keepButton.isFilled)
        #expect(alert.button(for: delete)?.isFilled == false)
        rig.key(.enter)
        #expect(log.items == ["Keep"])
        #expect(!modal.isPresented)
        #expect(rig.screen.keyWindow === rig.window, "the keyboard goes back to the app")
        rig.key(.enter)
        #expect(log.items == ["Keep"], "a second Return reaches the app, not the closed alert")
    }

    @Test("Escape chooses the cancel action wherever the focus is; Tab walks the buttons in the row's order")
    func escapeAndTab() throws {
        let log = Box()
        let (alert, cancel, keep, delete) = deleteAlert(log)
        present(alert)
        // The cancel button stands first in the row although it was added last.
        let order = try [cancel, keep, delete].map { try #require(alert.button(for: $0)) }
        #expect(order.map(\.frame.minX) == order.map(\.frame.minX).sorted())
        #expect(modal.window.keyViewLoop.map { $0.identifier } == ["alert.cancel", "alert.keep", "alert.delete.yes"])
        rig.key(.tab)
        #expect(modal.window.firstResponder === order[2])
        rig.key(.tab)
        #expect(modal.window.firstResponder === order[0], "Tab wraps round inside the alert")
        rig.key(.escape)
        #expect(log.items == ["Cancel"])
        #expect(!modal.isPresented)
    }

    @Test("Return chooses the focused button once Tab moved the focus (the ring shows which)")
    func returnOnFocusedButton() {
        let log = Box()
        let (alert, _, _, _) = deleteAlert(log)
        present(alert)
        rig.key(.tab) // Keep → Delete
        rig.key(.enter)
        #expect(log.items == ["Delete"])
    }

    @Test("Without a cancel action Escape does nothing: the alert must be answered")
    func noCancel() {
        let log = Box()
        let alert = Alert(title: "Update required", message: "Please update.")
        alert.addAction(AlertAction(title: "Update") { log.items.append($0.title) })
        present(alert)
        rig.key(.escape)
        #expect(modal.isPresented)
        #expect(log.items.isEmpty)
        rig.key(.down)                        // a key nobody takes climbs to the window and stops there
        modal.window.makeFirstResponder(nil) // keys then go to the window itself
        rig.key(.escape)
        rig.key(.character("x"))
        #expect(modal.isPresented)
        rig.key(.enter)
        #expect(log.items == ["Update"])
    }

    @Test("A click on a button chooses its action; a disabled action is greyed out and cannot be chosen")
    func clicksAndDisabled() throws {
        let log = Box()
        let (alert, _, keep, delete) = deleteAlert(log)
        keep.isEnabled = false
        present(alert)
        let keepButton = try #require(alert.button(for: keep))
        #expect(!keepButton.isEnabled)
        #expect(modal.window.firstResponder === alert.button(for: alert.cancelAction!), "the focus skips it")
        rig.click(keepButton.convertToScreen(keepButton.bounds.center))
        alert.choose(keep)
        #expect(log.items.isEmpty, "neither a click nor the code chooses a disabled action")
        keep.isEnabled = true
        #expect(keepButton.isEnabled)
        let deleteButton = try #require(alert.button(for: delete))
        rig.click(deleteButton.convertToScreen(deleteButton.bounds.center))
        #expect(log.items == ["Delete"])
        #expect(!modal.isPresented)
    }

    @Test("Destructive buttons are red; a destructive preferred action is filled red")
    func destructiveLook() throws {
        let alert = Alert(title: "Erase?", message: nil)
        let erase = AlertAction(title: "Erase", style: .destructive)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(erase)
        present(alert)
        let button = try #require(alert.button(for: erase))
        // Red as drawn: the destructive colour in light, a lighter red to read on a dark window.
        #expect(button.titleLabel.textColor.resolved(for: .light) == Alert.destructiveColor.resolved(for: .light))
        let darkTitle = button.titleLabel.textColor.resolved(for: .dark)
        #expect(darkTitle.red > 0.9 && darkTitle.green < 0.75)
        #expect(!button.isFilled)
        #expect(modal.window.firstResponder === alert.button(for: alert.cancelAction!), "no default: the cancel button has the focus")
        alert.preferredAction = erase
        #expect(button.isFilled && button.backgroundColor == Alert.destructiveColor)
    }

    @Test("An action that keeps the alert open runs without closing it; a second alert presented from a handler shows")
    func keepsOpenAndChains() {
        let log = Box()
        let alert = Alert(title: "First", message: "One")
        alert.addAction(AlertAction(title: "More", dismissesAlert: false) { log.items.append($0.title) })
        alert.addAction(AlertAction(title: "Next") { [modal] _ in
            let second = Alert(title: "Second", message: "Two")
            second.addAction(AlertAction(title: "OK"))
            modal.present(second, animated: false)
        })
        present(alert)
        rig.key(.enter)
        #expect(log.items == ["More"])
        #expect(modal.currentContent === alert)
        alert.choose(alert.actions[1])
        #expect((modal.currentContent as? Alert)?.title == "Second")
        alert.choose(alert.actions[0])
        #expect(log.items == ["More"], "the first alert, on its way out, takes no more answers")
        // Its slide out ends and it leaves the window (until then its "Next" handler, which holds the modal,
        // and the modal's window, which holds the alert, keep each other alive).
        rig.settle()
        #expect(alert.window == nil && (modal.currentContent as? Alert)?.title == "Second")
    }

    @Test("Assistive technology sees an alert named by its title, described by its message, in the modal's dialog")
    func accessibility() throws {
        let (alert, _, keep, _) = deleteAlert(Box())
        present(alert)
        #expect(alert.accessibilityRole == .alert)
        #expect(alert.accessibilityLabel == "Delete the draft?")
        #expect(alert.accessibilityHint == "It cannot be brought back.")
        #expect(modal.window.accessibilityRole == .dialog)
        let children = modal.window.accessibilityChildren
        #expect(children.contains { $0 === alert })
        let buttons = alert.accessibilityChildren.filter { $0.accessibilityRole == .button }
        #expect(buttons.map(\.accessibilityLabel) == ["Cancel", "Keep", "Delete"])
        #expect(try #require(alert.button(for: keep)).accessibilityStates.contains(.focused))
        alert.message = "Changed."
        #expect(alert.accessibilityHint == "Changed.")
    }

    @Test("A narrow window stacks the buttons at full width, in the row's order; the card fits the window")
    func narrowStacks() throws {
        rig.screen.resize(to: Size(300, 600))
        let (alert, cancel, keep, delete) = deleteAlert(Box())
        alert.addAction(AlertAction(title: "Something longer"))
        present(alert)
        let buttons = try [cancel, keep, delete].map { try #require(alert.button(for: $0)) }
        #expect(alert.bounds.width <= 300 - 2 * modal.window.margin)
        #expect(Set(buttons.map(\.frame.width)).count == 1)
        #expect(buttons.map(\.frame.minY) == buttons.map(\.frame.minY).sorted())
        #expect(buttons.allSatisfy { $0.frame.maxY <= alert.bounds.height })
    }
}

/// An alert that asks for text, as `UIAlertController.addTextField` does.
@MainActor
@Suite("Alert with a text field")
struct AlertTextFieldTests {
    let rig = Rig(size: Size(800, 600))

    @Test("The field sits between the message and the buttons with the focus; what is typed is there for the handler, and Return in the field chooses the preferred action")
    func typedTextReachesTheHandler() throws {
        let modal = GlobalModal(screen: rig.screen)
        let alert = Alert(title: "Rename", message: "A new name for the list.")
        alert.addTextField { $0.placeholder = "Name"; $0.identifier = "alert.name" }
        var named: [String] = []
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in named.append("cancelled") })
        alert.addAction(AlertAction(title: "Rename") { [unowned alert] _ in named.append(alert.textFields[0].text) })
        modal.present(alert, animated: false)
        rig.layout()
        let field = try #require(alert.textFields.first)
        #expect(modal.window.firstResponder === field, "the field, not the preferred button, has the focus")
        #expect(field.frame.minY > alert.messageLabel.frame.maxY)
        #expect(field.frame.height > 20)
        let button = try #require(alert.button(for: alert.actions[1]))
        #expect(field.frame.maxY < button.frame.minY)
        for c in "日本 list" { rig.screen.send(.key(KeyEvent(.character(String(c)), text: String(c)))) }
        rig.key(.enter)
        #expect(named == ["日本 list"])
        #expect(!modal.isPresented)
    }

    @Test("Escape in the field cancels the alert, not only the editing")
    func escapeCancels() {
        let modal = GlobalModal(screen: rig.screen)
        let alert = Alert(title: "PIN", message: nil)
        alert.addTextField { $0.isSecureTextEntry = true }
        var answers: [String] = []
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in answers.append("cancel") })
        alert.addAction(AlertAction(title: "OK") { _ in answers.append("ok") })
        modal.present(alert, animated: false)
        rig.layout()
        rig.key(.escape)
        #expect(answers == ["cancel"])
        #expect(!modal.isPresented)
    }
}
