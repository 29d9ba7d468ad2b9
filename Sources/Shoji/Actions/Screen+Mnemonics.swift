/// Mnemonics on controls, as GTK and Qt have them: a button, check box, radio option or form label whose
/// title marks a letter with `&` ("&Save", "保存(&S)") answers Alt+that letter in the key window, on any
/// keyboard layout (matched as the menu bar's titles and every shortcut are, through the key's Latin twin).
///
/// What wins a letter:
/// 1. The screen's shortcuts first, the menu bar's titles among them: a control marking the same letter
///    as a menu-bar title is not reached by Alt+letter (the bar is the window's, as GTK keeps menu-bar
///    mnemonics in the window's scope, and it is what Alt+letter opens in every other app). Give the
///    control another letter.
/// 2. One control with the letter: it is activated (a button clicked, a box toggled, an option chosen, a
///    form label's field focused).
/// 3. Several controls with the letter: each press moves the focus to the next of them and activates
///    none, as GTK's and Windows' dialogs cycle, so that no guess is made between them.
///
/// The marked letters are underlined while Alt is held (the host calls ``Screen/altKeyChanged(isDown:)``).
/// Traces `mnemonic.activated` (the view's `id`, the `key`, and whether the press only `cycled` the focus).
extension Screen {
    /// The host tells that Alt went down or up: the marked letters of controls and of the menu bar are
    /// underlined while it is held, as GTK shows them.
    public func altKeyChanged(isDown: Bool) {
        showsMnemonics = isDown
    }

    /// Every view showing a mnemonic redraws: its underline comes or goes.
    func mnemonicsVisibilityChanged() {
        func visit(_ view: View) {
            if let label = view as? Label, label.marksMnemonic { label.setNeedsDisplay() }
            if view is MenuBarTitleView { view.setNeedsDisplay() }
            view.subviews.forEach(visit)
        }
        windows.forEach(visit)
    }

    /// The controls of the key window that Alt+letter in `event` reaches, in the window's order.
    func mnemonicTargets(matching event: KeyEvent) -> [MnemonicTarget] {
        guard let window = keyWindow else { return [] }
        var found: [MnemonicTarget] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let provider = view as? MnemonicProviding {
                found += provider.mnemonicTargets.filter { KeyboardShortcut($0.key, modifiers: .alt).matches(event) }
            }
            view.subviews.forEach(visit)
        }
        visit(window)
        return found
    }

    /// Alt+letter for the key window's controls (after the shortcuts, so the menu bar wins): true when a
    /// control had the letter.
    func activateMnemonic(_ event: KeyEvent) -> Bool {
        guard event.modifiers.contains(.alt), !event.modifiers.contains(.control) else { return false }
        let targets = mnemonicTargets(matching: event)
        guard !targets.isEmpty else { return false }
        if event.isRepeat { return true } // held down: one activation, not a stream of clicks
        let chosen: MnemonicTarget
        if targets.count == 1 {
            chosen = targets[0]
            chosen.activate()
        } else {
            let focused = keyWindow?.firstResponder as? View
            let current = targets.lastIndex { t in focused.map { $0 === t.view || $0.isDescendant(of: t.view) } ?? false }
            chosen = targets[current.map { ($0 + 1) % targets.count } ?? 0]
            chosen.focus()
        }
        Trace.emit("mnemonic.activated", ["id": TraceValue(chosen.view.identifier), "key": .string(String(chosen.key)),
                                          "cycled": .bool(targets.count > 1)])
        return true
    }
}

/// One thing Alt+letter reaches: a control's title, one radio option, a form label's field.
@MainActor
struct MnemonicTarget {
    /// The marked letter, lower-case.
    let key: Character
    /// The view it stands for: what the focus lands on when several share the letter.
    let view: View
    /// What the letter does when it is the only one.
    let activate: @MainActor () -> Void
    /// Moves the keyboard focus to it, when several share the letter.
    let focus: @MainActor () -> Void
}

/// A view whose title (or whose parts' titles) mark mnemonics.
@MainActor
protocol MnemonicProviding: AnyObject {
    /// The view's mnemonics now (none while it is disabled).
    var mnemonicTargets: [MnemonicTarget] { get }
}

extension View {
    /// Makes `view` the first responder of its window, when it can be one.
    func focusForMnemonic(_ view: View) {
        if view.canBecomeFirstResponder { _ = view.window?.makeFirstResponder(view) }
    }
}

extension Button: MnemonicProviding {
    var mnemonicTargets: [MnemonicTarget] {
        guard isEnabled, let key = Mnemonic(title).key else { return [] }
        return [MnemonicTarget(key: key, view: self, activate: { [weak self] in self?.sendAction() },
                               focus: { [weak self] in self.map { $0.focusForMnemonic($0) } })]
    }
}

extension Checkbox: MnemonicProviding {
    var mnemonicTargets: [MnemonicTarget] {
        guard isEnabled, let key = Mnemonic(label.text).key else { return [] }
        return [MnemonicTarget(key: key, view: self, activate: { [weak self] in
            guard let self else { return }
            self.focusForMnemonic(self)
            self.sendAction()
        }, focus: { [weak self] in self.map { $0.focusForMnemonic($0) } })]
    }
}

extension FormView: MnemonicProviding {
    var mnemonicTargets: [MnemonicTarget] {
        rows.compactMap { row in
            guard row.label.marksMnemonic, let key = Mnemonic(row.label.text).key, !row.field.isHidden,
                  (row.field as? Control)?.isEnabled ?? true else { return nil }
            let focus: @MainActor () -> Void = { [weak self, weak field = row.field] in
                if let self, let field { self.focusForMnemonic(field) }
            }
            return MnemonicTarget(key: key, view: row.field, activate: focus, focus: focus)
        }
    }
}
