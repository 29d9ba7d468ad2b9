/// Which appearance each window of a screen has, and what happens when it changes: the window's views are
/// told (``View/appearanceDidChange(from:)``), the app is told (``NotificationName/appearanceDidChange``, the
/// trace's `appearance.changed`) and the window is drawn again in the next frame. Nothing else changes:
/// focus, selection, scroll positions and text being composed stay as they are, because dynamic colours
/// resolve when drawn and no view is rebuilt.
extension Screen {
    /// The preference windows of this screen start from: the app's, or a popup's parent's.
    var inheritedAppearancePreference: AppearancePreference {
        guard let appearanceParent else { return appearancePreference }
        return appearancePreference.overriding(appearanceParent.inheritedAppearancePreference)
    }

    /// The desktop settings appearances are resolved with (a popup follows its parent's).
    var appearanceDesktopSettings: DesktopSettings { appearanceParent?.appearanceDesktopSettings ?? desktopSettings }

    /// The appearance of a window with no preference of its own; also what the screen's background and
    /// events outside any key window resolve in.
    public var appearance: Appearance { inheritedAppearancePreference.resolved(with: appearanceDesktopSettings) }

    /// The appearance `window` has: its own preference over the app's, over the desktop's settings.
    func appearance(for window: Window) -> Appearance {
        window.appearancePreference.overriding(inheritedAppearancePreference).resolved(with: appearanceDesktopSettings)
    }

    /// Tells every window whose appearance changed, and this screen's popups, and redraws them.
    func appearanceMayHaveChanged() {
        for w in windows {
            let now = appearance(for: w)
            let before = w.appliedAppearance ?? .light
            w.appliedAppearance = now
            guard now != before else { continue }
            Trace.emit("appearance.changed", [
                "window": .string(w.name), "scheme": .string(now.colorScheme == .dark ? "dark" : "light"),
                "contrast": .string(now.contrast == .increased ? "increased" : "normal"),
            ])
            now.performAsCurrent { w.notifyAppearanceChange(from: before) }
            NotificationCenter.default.post(.appearanceDidChange, now, object: w)
            w.setNeedsLayout()
            addDamage(w.screenBoundingBox)
        }
        appearanceChildren.forEach { $0.appearanceMayHaveChanged() }
    }

    /// Makes this screen follow `parent`'s appearance, preference and desktop settings, live (a popup's
    /// screen follows its owner's, another top-level window's the main one's); its own
    /// ``appearancePreference`` still wins where it says something.
    public func followAppearance(of parent: Screen) {
        appearanceParent = parent
        parent.appearanceChildren.add(self)
        appearanceMayHaveChanged()
    }
}

extension Window {
    /// The appearance this window's dynamic colours resolve in: its ``appearancePreference`` over the app's,
    /// over the desktop's settings.
    public var effectiveAppearance: Appearance { screen?.appearance(for: self) ?? Appearance.current }
}

extension View {
    /// The appearance this view is drawn in: its window's (``Window/effectiveAppearance``); outside a
    /// window, ``Appearance/current``.
    public var appearance: Appearance { window?.effectiveAppearance ?? Appearance.current }

    /// Tells this view and every view below it that the appearance changed (the window's tree only).
    func notifyAppearanceChange(from previous: Appearance) {
        appearanceDidChange(from: previous)
        for sub in subviews { sub.notifyAppearanceChange(from: previous) }
    }
}

extension NotificationName where Payload == Appearance {
    /// A window's appearance changed (the desktop went dark, the app forced light…); posted with the window
    /// as the object and the new appearance as the payload, after its views were told.
    public static var appearanceDidChange: Self { Self("AppearanceDidChange") }
}
