/// What the first key typed into a view needs, made ready between frames after the view starts editing or
/// its caret is put somewhere new, so that the first key costs what the fiftieth does.
///
/// Why: the first key after a click paid for two things the later keys find done. The text's gap
/// (`TextScalars`) was wherever the last edit left it, and moving it to the caret copied the text in
/// between (all 2.2 MB of the bench's 10,000 lines for a caret at the start: two thirds of that key's
/// work); and the text system's preparation for editing (Pango's pair kerning, ~2 ms) ran in the click's
/// own frame. And the caret's paragraph, laid out before the text system was ready (the first frame's
/// lines are Pango's whole layouts while its set-up waits: `PangoTextSystem.defersWordShapingSetUp`), is
/// laid out again once it is, so that the first key changes one word of kept ones rather than shaping its
/// whole line, its tab stops or its Japanese runs. Here all of it happens after the frame, the gap crossing at most `gapStep` scalars a turn, so a
/// key arriving meanwhile waits for one step at most (and then moves what is left itself: the text is
/// right whether or not the preparation finished).
extension TextInputView {
    /// The most scalars the gap crosses in one turn: 64 Ki, 256 KB of memory moved.
    static let gapStep = 1 << 16

    /// Starts getting the caret's place ready for typing, after the frame (nothing to do when it is);
    /// `textSystem`: the text system's preparation for editing too (editing began).
    func prepareTypingAtCaret(textSystem: Bool = false) {
        if textSystem { caret.needsTextSystemPreparation = true }
        let gap = document.storage.scalars.gap
        guard isEditing, isEditable,
              caret.needsTextSystemPreparation || gap.offset != selection.range.lowerBound || gap.room == 0,
              caret.preparationTimer == nil, let clock = window?.screen?.clock else { return }
        caret.preparationTimer = clock.schedule(after: 0) { [weak self] in self?.prepareTypingStep() }
    }

    /// One step: the text system's preparation, or the gap moved `gapStep` scalars nearer the caret (where
    /// the caret is now: it may have moved since the last step).
    private func prepareTypingStep() {
        caret.preparationTimer = nil
        guard isEditing else { return }
        if caret.needsTextSystemPreparation {
            caret.needsTextSystemPreparation = false
            layoutSystem.prepareForEditing(textStyle)
            prepareLayoutAtCaret()
        } else if document.moveGap(toward: selection.range.lowerBound, limit: Self.gapStep) {
            return
        }
        caret.preparationTimer = window?.screen?.clock.schedule(after: 0) { [weak self] in self?.prepareTypingStep() }
    }
}
