/// Changes a view has coming that no animation carries yet: what keeps ``Screen/isSettled`` false between
/// them. A scroll view's indicators linger half a second after the content stops, then fade: a frame in
/// that half second has nothing animating, yet the screen will change with no input. The trace's
/// `settled` and the runtime's `whenSettled` would call it settled, and a screenshot taken then showed
/// bars that a later one did not.
extension Screen {
    /// Says that `view`'s look will (or will no longer) change by itself; while any view on this screen
    /// says so, the screen is not settled. A view that leaves the screen no longer counts.
    public func setChangePending(_ pending: Bool, for view: View) {
        let id = ObjectIdentifier(view)
        if pending {
            guard pendingChanges[id]?.view !== view else { return } // every scroll event says so again
            pendingChanges = pendingChanges.filter { $0.value.view != nil } // views gone without saying so
            pendingChanges[id] = PendingChange(view: view)
        } else {
            pendingChanges[id] = nil
        }
    }

    /// Whether a view still on this screen has a change coming (see ``setChangePending(_:for:)``).
    var hasPendingChange: Bool {
        pendingChanges.values.contains { $0.view?.window?.screen === self }
    }
}
