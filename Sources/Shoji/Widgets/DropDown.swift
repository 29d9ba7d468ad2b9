/// A popup hanging under a field while the field keeps the keyboard focus: a combo box's suggestions, a
/// date picker's calendar. The popup grabs the pointer and keyboard as a menu does (so a press anywhere
/// else closes it and reaches nothing), and every event its screen gets is handed to the field's
/// `handler` first, in the popup's points: keys typed while it is open still edit the field.
///
/// Headless (no window system behind the screen) nothing grabs, so a press on the field's own screen
/// while the popup is open closes it and goes no further, as the grab would make it.
@MainActor
final class DropDown {
    private(set) var popup: PopupWindow?
    /// The monitors to remove when the popup goes, with their screens held weakly: the field's screen holds
    /// the field, which holds this, so a strong reference kept a window left with its list open alive.
    private var monitors: [(screen: WeakScreen, monitor: EventMonitor)] = []
    struct WeakScreen { weak var screen: Screen? }

    /// Whether the popup is open.
    var isShown: Bool { popup?.isShown == true }

    /// Opens `content` (`size` points) under `field`, its leading edge on the field's; `handler` sees the
    /// popup's events first (true: taken); `onDismiss` hears every close but `close()`'s.
    func show(_ content: View, size: Size, under field: View, handler: @escaping @MainActor (Event) -> Bool,
              onDismiss: @escaping @MainActor (PopupWindow.DismissReason) -> Void) {
        close()
        guard let parent = field.window?.screen else { return }
        let p = PopupWindow(kind: .dropdownMenu, size: size, parent: parent)
        p.rootView = content
        p.keepsParentTextInput = field is TextInputClient
        // The popup's screen follows the parent screen's appearance; a window that forces its own (a dark
        // inspector) keeps it in its field's popup too.
        if let w = field.window { p.window.appearancePreference = w.appearancePreference }
        p.onDismiss = { [weak self] reason in
            self?.stopWatching()
            self?.popup = nil
            onDismiss(reason)
        }
        popup = p
        monitors.append((WeakScreen(screen: p.screen), p.screen.addLocalMonitor { handler($0) ? nil : $0 }))
        if parent.popupPresenter == nil {
            monitors.append((WeakScreen(screen: parent), parent.addLocalMonitor { [weak self] event in
                guard case .pointer(let e) = event, e.phase == .down, let self, self.isShown else { return event }
                self.popup?.dismiss(reason: .outsidePress)
                return nil
            }))
        }
        p.show(at: field.screenBoundingBox)
    }

    /// Closes the popup without telling `onDismiss`: the field closed it itself.
    func close() {
        guard let p = popup else { return }
        popup = nil
        stopWatching()
        p.onDismiss = nil
        p.dismiss()
    }

    private func stopWatching() {
        for (weakScreen, monitor) in monitors { weakScreen.screen?.removeMonitor(monitor) }
        monitors = []
    }
}
