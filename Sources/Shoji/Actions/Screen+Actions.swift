/// Performing actions from outside the keyboard: a menu item, a toolbar button, a command palette.
extension Screen {
    /// Where a command starts down the chain: the key window's first responder, else the key window.
    public var actionResponder: Responder? { keyWindow?.firstResponder ?? keyWindow }

    /// Whether `action` can be performed now (its ``Action/validate`` run, its command's target found):
    /// what a menu item or a toolbar button made from it shows.
    public func canPerform(_ action: Action) -> Bool {
        action.isAvailable(from: actionResponder, last: shortcuts.lastResponder)
    }

    /// Performs `action` as a click on its menu item or button would; false when it is disabled.
    @discardableResult
    public func perform(_ action: Action) -> Bool {
        guard let performer = action.performer(from: actionResponder, last: shortcuts.lastResponder) else {
            return false
        }
        action.perform(with: performer)
        Trace.emit("action.performed", ["action": .string(action.identifier), "by": .string("menu")])
        return true
    }
}
