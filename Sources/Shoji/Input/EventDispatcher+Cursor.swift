extension EventDispatcher {
    /// Works out the cursor and tells the screen's host when it changed. A press keeps the cursor it began
    /// with (a grab turned into grabbing) until it is released, wherever the pointer goes; with the pointer
    /// outside the screen nothing changes (the X server shows whatever is under it).
    func updateCursor() {
        let c: Cursor
        if let s = pointerSequence {
            c = s.cursor
        } else if let p = pointerLocation {
            c = screen.cursor(at: p)
        } else {
            return
        }
        guard c != cursor else { return }
        cursor = c
        screen.host.screen(screen, cursorDidChange: c)
        onCursorChange?(c)
    }
}
