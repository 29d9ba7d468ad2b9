import Testing
@testable import Shoji

/// The stack's arithmetic, distribution by distribution, at more room than needed, exactly enough, less,
/// and none; every expected frame is worked out by hand in the comment above it. A column 100 wide
/// (alignment `.fill`) unless said otherwise.
@MainActor
struct StackLayoutTests {
    func column(_ items: [StackItem], height: Double, _ distribution: StackView.Distribution, spacing: Double = 0,
                alignment: StackView.Alignment = .fill) -> [Rect] {
        StackLayout.frames(for: items, in: Rect(0, 0, 100, height), axis: .vertical, distribution: distribution,
                           alignment: alignment, spacing: spacing)
    }

    // A button (20 tall, keeps its length) above a list (no length of its own: basis 0, grows), 10 apart.
    let button = StackItem(basis: 20, grow: 0, shrink: 1)
    let list = StackItem(basis: 0, grow: 1, shrink: 1)

    @Test func fillGivesTheListTheRoomLeft() {
        // 200: the list gets 200 - 20 - 10 = 170, below the button and the gap.
        #expect(column([button, list], height: 200, .fill, spacing: 10) == [Rect(0, 0, 100, 20), Rect(0, 30, 100, 170)])
        // 30 = 20 + 10: exactly the button and the gap; the list is empty.
        #expect(column([button, list], height: 30, .fill, spacing: 10) == [Rect(0, 0, 100, 20), Rect(0, 30, 100, 0)])
        // 20: 10 after the gap, 10 short; only the button has length to give (shrink × basis = 20 vs 0): 20 - 10.
        #expect(column([button, list], height: 20, .fill, spacing: 10) == [Rect(0, 0, 100, 10), Rect(0, 20, 100, 0)])
        // 0: nothing after the gap; the button gives all of its 20.
        #expect(column([button, list], height: 0, .fill, spacing: 10) == [Rect(0, 0, 100, 0), Rect(0, 10, 100, 0)])
    }

    @Test func fillSharesSpareRoomByGrowAndAShortfallByShrinkTimesBasis() {
        let a = StackItem(basis: 10, grow: 1, shrink: 1), b = StackItem(basis: 30, grow: 3, shrink: 1)
        // 200: 160 spare, 1:3 → a 10 + 40 = 50, b 30 + 120 = 150.
        #expect(column([a, b], height: 200, .fill) == [Rect(0, 0, 100, 50), Rect(0, 50, 100, 150)])
        // 40: exactly the bases.
        #expect(column([a, b], height: 40, .fill) == [Rect(0, 0, 100, 10), Rect(0, 10, 100, 30)])
        // 20: 20 short, weights 1×10 : 1×30 → a 10 - 5 = 5, b 30 - 15 = 15.
        #expect(column([a, b], height: 20, .fill) == [Rect(0, 0, 100, 5), Rect(0, 5, 100, 15)])
        // 0: both give everything.
        #expect(column([a, b], height: 0, .fill) == [Rect(0, 0, 100, 0), Rect(0, 0, 100, 0)])
    }

    @Test func aRigidViewNeitherGrowsNorShrinks() {
        let rigid = StackItem(basis: 30, grow: 0, shrink: 0), soft = StackItem(basis: 30, grow: 1, shrink: 1)
        // 100: 40 spare all to soft: 70.
        #expect(column([rigid, soft], height: 100, .fill) == [Rect(0, 0, 100, 30), Rect(0, 30, 100, 70)])
        // 40: 20 short, all from soft: 10.
        #expect(column([rigid, soft], height: 40, .fill) == [Rect(0, 0, 100, 30), Rect(0, 30, 100, 10)])
        // With nobody growing, the views are packed at the start: 30 + 30 of 100.
        let two = [rigid, StackItem(basis: 30, grow: 0, shrink: 1)]
        #expect(column(two, height: 100, .fill) == [Rect(0, 0, 100, 30), Rect(0, 30, 100, 30)])
    }

    @Test func fillKeepsEachViewWithinItsMinimumAndMaximum() {
        // Growing: 200 shared 100/100, but a stops at its maximum 50; b takes the other 150.
        let capped = StackItem(basis: 0, grow: 1, shrink: 1, maxLength: 50)
        #expect(column([capped, list], height: 200, .fill) == [Rect(0, 0, 100, 50), Rect(0, 50, 100, 150)])
        // Shrinking: 200 of bases in 100, 50 from each would leave a at 50, under its minimum 80: a stays 80,
        // b gives the whole 80 still missing: 100 - 80 = 20.
        let floored = StackItem(basis: 100, grow: 0, shrink: 1, minLength: 80)
        let other = StackItem(basis: 100, grow: 0, shrink: 1)
        #expect(column([floored, other], height: 100, .fill) == [Rect(0, 0, 100, 80), Rect(0, 80, 100, 20)])
        // At 0, the minimum still holds (and reaches past the stack).
        #expect(column([floored, other], height: 0, .fill) == [Rect(0, 0, 100, 80), Rect(0, 80, 100, 0)])
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let items = [StackItem(basis: 20), StackItem(basis: 40), StackItem(basis: 5)]
        // 100 less 2 gaps of 5 = 90: 30 each, at 0, 35, 70.
        #expect(column(items, height: 100, .fillEqually, spacing: 5) == [Rect(0, 0, 100, 30), Rect(0, 35, 100, 30), Rect(0, 70, 100, 30)])
        // 40: 30 left, 10 each, at 0, 15, 30.
        #expect(column(items, height: 40, .fillEqually, spacing: 5) == [Rect(0, 0, 100, 10), Rect(0, 15, 100, 10), Rect(0, 30, 100, 10)])
        // 75 is exactly the bases (65) and the gaps, yet the lengths are equal: 65 / 3 = 21.67, edges at
        // 0, 21.67 | 26.67, 48.33 | 53.33, 75 round to 0–22, 27–48, 53–75.
        #expect(column(items, height: 75, .fillEqually, spacing: 5) == [Rect(0, 0, 100, 22), Rect(0, 27, 100, 21), Rect(0, 53, 100, 22)])
        // 0: nothing left after the gaps.
        #expect(column(items, height: 0, .fillEqually, spacing: 5) == [Rect(0, 0, 100, 0), Rect(0, 5, 100, 0), Rect(0, 10, 100, 0)])
        // A maximum of 20 on the middle one: it keeps 20, the other two share 70: 35 each.
        var capped = items
        capped[1].maxLength = 20
        #expect(column(capped, height: 100, .fillEqually, spacing: 5) == [Rect(0, 0, 100, 35), Rect(0, 40, 100, 20), Rect(0, 65, 100, 35)])
        // 100 in three: edges at 33.3 and 66.7 round to 33 and 67, so the lengths are 33, 34, 33 and no gap opens.
        #expect(column(items, height: 100, .fillEqually).map(\.height) == [33, 34, 33])
    }

    @Test func fillProportionallyKeepsTheNaturalProportions() {
        let items = [StackItem(basis: 10), StackItem(basis: 30)]
        // 200 in 10:30 → 50, 150.
        #expect(column(items, height: 200, .fillProportionally) == [Rect(0, 0, 100, 50), Rect(0, 50, 100, 150)])
        // 40: the natural lengths.
        #expect(column(items, height: 40, .fillProportionally) == [Rect(0, 0, 100, 10), Rect(0, 10, 100, 30)])
        // 20: 5, 15.
        #expect(column(items, height: 20, .fillProportionally) == [Rect(0, 0, 100, 5), Rect(0, 5, 100, 15)])
        // 0: nothing.
        #expect(column(items, height: 0, .fillProportionally) == [Rect(0, 0, 100, 0), Rect(0, 0, 100, 0)])
    }

    @Test func equalSpacingPutsTheRoomLeftBetweenTheViews() {
        let items = [StackItem(basis: 20), StackItem(basis: 30), StackItem(basis: 10)]
        // 120: the views take 60, the 60 left makes two gaps of 30: 0–20, 50–80, 110–120.
        #expect(column(items, height: 120, .equalSpacing, spacing: 5) == [Rect(0, 0, 100, 20), Rect(0, 50, 100, 30), Rect(0, 110, 100, 10)])
        // 70 = 60 + 2 × 5: the gaps are the spacing.
        #expect(column(items, height: 70, .equalSpacing, spacing: 5) == [Rect(0, 0, 100, 20), Rect(0, 25, 100, 30), Rect(0, 60, 100, 10)])
        // 40: 30 after the gaps for 60 of views, each gives half: 10, 15, 5; gaps stay 5.
        #expect(column(items, height: 40, .equalSpacing, spacing: 5) == [Rect(0, 0, 100, 10), Rect(0, 15, 100, 15), Rect(0, 35, 100, 5)])
        // 0: empty views, still 5 apart.
        #expect(column(items, height: 0, .equalSpacing, spacing: 5) == [Rect(0, 0, 100, 0), Rect(0, 5, 100, 0), Rect(0, 10, 100, 0)])
    }

    @Test func equalCenteringSpacesTheCentresEqually() {
        let items = [StackItem(basis: 10), StackItem(basis: 50), StackItem(basis: 10)]
        // 100: centres from 5 to 95, step (100 - 5 - 5) / 2 = 45: 5, 50, 95 → 0–10, 25–75, 90–100.
        #expect(column(items, height: 100, .equalCentering, spacing: 10) == [Rect(0, 0, 100, 10), Rect(0, 25, 100, 50), Rect(0, 90, 100, 10)])
        // 90 = 70 + 2 × 10: step 40 is also the least that keeps 10 between edges (5 + 25 + 10): 0–10, 20–70, 80–90.
        #expect(column(items, height: 90, .equalCentering, spacing: 10) == [Rect(0, 0, 100, 10), Rect(0, 20, 100, 50), Rect(0, 80, 100, 10)])
        // 35, no spacing: 35 short of 70, each gives half: 5, 25, 5; step (35 - 2.5 - 2.5) / 2 = 15:
        // centres 2.5, 17.5, 32.5 → 0–5, 5–30, 30–35.
        #expect(column(items, height: 35, .equalCentering) == [Rect(0, 0, 100, 5), Rect(0, 5, 100, 25), Rect(0, 30, 100, 5)])
        // 0: all empty at the start.
        #expect(column(items, height: 0, .equalCentering) == [Rect(0, 0, 100, 0), Rect(0, 0, 100, 0), Rect(0, 0, 100, 0)])
    }

    @Test func startAndCenterKeepNaturalLengths() {
        let items = [StackItem(basis: 20, grow: 1), StackItem(basis: 30, grow: 1)]
        // 100: 20 + 10 + 30 = 60; centred from (100 - 60) / 2 = 20; at the start from 0; nothing grows.
        #expect(column(items, height: 100, .center, spacing: 10) == [Rect(0, 20, 100, 20), Rect(0, 50, 100, 30)])
        #expect(column(items, height: 100, .start, spacing: 10) == [Rect(0, 0, 100, 20), Rect(0, 30, 100, 30)])
        // 40: 20 short; nothing shrinks and the group starts at 0, reaching past the end.
        #expect(column(items, height: 40, .center, spacing: 10) == [Rect(0, 0, 100, 20), Rect(0, 30, 100, 30)])
        // 60 exactly: centred from 0; 0: the same, all past the end.
        #expect(column(items, height: 60, .center, spacing: 10) == [Rect(0, 0, 100, 20), Rect(0, 30, 100, 30)])
        #expect(column(items, height: 0, .center, spacing: 10) == [Rect(0, 0, 100, 20), Rect(0, 30, 100, 30)])
    }

    @Test func alignmentPlacesEachViewAcrossTheAxis() {
        let item = StackItem(basis: 10, thickness: 40)
        // 40 wide in 100: at 0, at (100 - 40) / 2 = 30, at 100 - 40 = 60, or the whole 100.
        #expect(column([item], height: 10, .start, alignment: .leading) == [Rect(0, 0, 40, 10)])
        #expect(column([item], height: 10, .start, alignment: .center) == [Rect(30, 0, 40, 10)])
        #expect(column([item], height: 10, .start, alignment: .trailing) == [Rect(60, 0, 40, 10)])
        #expect(column([item], height: 10, .start, alignment: .fill) == [Rect(0, 0, 100, 10)])
        // No thickness of its own (a list): as wide as the column, whatever the alignment.
        #expect(column([StackItem(basis: 10)], height: 10, .start, alignment: .center) == [Rect(0, 0, 100, 10)])
        // Wider than the column: cut to 100; a maximum of 50 keeps a filling view at 50.
        #expect(column([StackItem(basis: 10, thickness: 140)], height: 10, .start, alignment: .center) == [Rect(0, 0, 100, 10)])
        #expect(column([StackItem(basis: 10, maxThickness: 50)], height: 10, .start, alignment: .fill) == [Rect(0, 0, 50, 10)])
    }

    @Test func aRowLaysOutAlongItsWidth() {
        // The button and list of a column, turned: 200 wide, 50 tall, box offset by insets of 4.
        let frames = StackLayout.frames(for: [button, list], in: Rect(4, 4, 200, 50), axis: .horizontal,
                                        distribution: .fill, alignment: .fill, spacing: 10)
        // x: button 4–24, gap to 34, list 34 to 204 (170 wide); y: 4, 50 tall.
        #expect(frames == [Rect(4, 4, 20, 50), Rect(34, 4, 170, 50)])
    }

    @Test func theFittingSizeAddsLengthsAndGapsAndTakesTheThickest() {
        let items = [StackItem(basis: 20, thickness: 40), StackItem(basis: 0, thickness: nil, minLength: 15),
                     StackItem(basis: 30, thickness: 70)]
        // 20 + 15 (a minimum) + 30 + 2 × 8 = 81 tall; 70 wide.
        #expect(StackLayout.fittingSize(of: items, axis: .vertical, spacing: 8) == Size(70, 81))
        #expect(StackLayout.fittingSize(of: items, axis: .horizontal, spacing: 8) == Size(81, 70))
    }
}

extension StackLayoutTests {
    @Test func aCustomSpacingWidensOneGap() {
        var a = StackItem(basis: 20)
        a.spacingAfter = 18
        let items = [a, StackItem(basis: 20), StackItem(basis: 20)]
        // 20, 18, 20, 10, 20: 0–20, 38–58, 68–88; the fitting length is 88.
        #expect(column(items, height: 200, .start, spacing: 10) == [Rect(0, 0, 100, 20), Rect(0, 38, 100, 20), Rect(0, 68, 100, 20)])
        #expect(StackLayout.fittingSize(of: items, axis: .vertical, spacing: 10).height == 88)
        // Equal spacing adds the same to both gaps: (118 - 60 - 28) / 2 = 15 → gaps 33 and 25: 0–20, 53–73, 98–118.
        #expect(column(items, height: 118, .equalSpacing, spacing: 10) == [Rect(0, 0, 100, 20), Rect(0, 53, 100, 20), Rect(0, 98, 100, 20)])
    }
}
