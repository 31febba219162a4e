import Testing

@testable import PinFrame

/// CSS's track sizing algorithm on one axis, with items' contributions given as numbers.
/// Each expected size is worked out by hand from the algorithm's steps, in the comments.
@Suite("Grid track sizing (GridTrackSizing.swift)")
struct GridTrackSizingTests {
    func sizes(
        _ tracks: [GridTrack], gap: Double = 0, _ items: [GridContribution] = [], in space: GridAvailableSpace,
        stretch: Bool = true
    ) -> [Double] {
        gridTrackSizes(
            tracks.map(\.sizing), gap: gap, contributions: items, space: space, stretchesAutoTracks: stretch)
    }

    /// An item in `span` tracks from `start`.
    func item(_ start: Int, span: Int = 1, min: Double, minContent: Double? = nil, max: Double) -> GridContribution {
        GridContribution(start: start, span: span, minimum: min, minContent: minContent ?? min, maxContent: max)
    }

    @Test func fixedTracksKeepTheirLength() {
        #expect(sizes([.points(100), .points(50)], gap: 10, in: .definite(300)) == [100, 50])
        // A negative or infinite length counts as 0.
        #expect(sizes([.points(-5), .points(.infinity)], in: .definite(300)) == [0, 0])
    }

    @Test func fractionsShareTheSpaceLeft() {
        // 310 − 10 of gap = 300 for 3 fractions: 100 each.
        #expect(sizes([.fraction(1), .fraction(2)], gap: 10, in: .definite(310)) == [100, 200])
        // Fractions summing below 1 take their share of the whole: 400 × 0.25.
        #expect(sizes([.fraction(0.25), .fraction(0.25)], in: .definite(400)) == [100, 100])
    }

    @Test func theDashboardColumns() {
        // 120 fixed; the auto column needs 20 and wants 40, which the free space gives it;
        // 400 − 120 − 40 = 240 for 3 fractions: 80 and 160.
        let auto = item(3, min: 20, max: 40)
        #expect(
            sizes([.points(120), .fraction(1), .fraction(2), .auto], [auto], in: .definite(400)) == [120, 80, 160, 40])
    }

    @Test func autoTracksGrowToTheirItemsThenStretch() {
        // Bases 20 and 30, limits 50 and 100; 300 free takes both to their limits (150 used),
        // then the 150 left is shared: 75 each.
        let items = [item(0, min: 20, max: 50), item(1, min: 30, max: 100)]
        #expect(sizes([.auto, .auto], items, in: .definite(300)) == [125, 175])
        #expect(sizes([.auto, .auto], items, in: .definite(300), stretch: false) == [50, 100])
        // Too little space: the bases, and what there is shared up to the limits: 60 − 50 = 10
        // free, 5 each.
        #expect(sizes([.auto, .auto], items, in: .definite(60)) == [25, 35])
    }

    @Test func contentTracks() {
        // min-content: 30 whatever the space; max-content: 80.
        let items = [item(0, min: 30, max: 80), item(1, min: 30, max: 80)]
        #expect(sizes([.minContent, .maxContent], items, in: .definite(500)) == [30, 80])
        // fit-content(60): the content's 100 wanted, at most 60; 40 wanted: 40.
        #expect(sizes([.fitContent(60)], [item(0, min: 20, max: 100)], in: .definite(500)) == [60])
        #expect(sizes([.fitContent(60)], [item(0, min: 20, max: 40)], in: .definite(500)) == [40])
    }

    @Test func minmaxWithAFraction() {
        // Base 100 and 0; a fraction of 300 / 2 = 150 is more than 100: 150 each.
        let tracks: [GridTrack] = [.minmax(.points(100), .fraction(1)), .fraction(1)]
        #expect(sizes(tracks, in: .definite(300)) == [150, 150])
        // In 150: a fraction of 75 is less than the first's 100, which keeps 100; the other
        // gets 150 − 100.
        #expect(sizes(tracks, in: .definite(150)) == [100, 50])
        // A fraction as a minimum acts as auto; a maximum below the minimum is the minimum.
        #expect(GridTrack.minmax(.fraction(1), .points(10)).sizing.min == .auto)
        #expect(GridTrack.minmax(.points(50), .points(10)).sizing.max == .fixed(50))
    }

    @Test func anItemSpanningTwoAutoTracks() {
        // Needs 110 and wants 210 across two tracks 10 apart. Under a max-content
        // constraint: bases 50 each for 110 − 10, then 100 each for 210 − 10.
        let wide = item(0, span: 2, min: 110, max: 210)
        #expect(sizes([.auto, .auto], gap: 10, [wide], in: .maxContent) == [100, 100])
        // In 400: bases 50, limits grown to 100 by the 210 it wants; the free space takes them
        // to 100, and the 190 left is shared by stretching: 195 each.
        #expect(sizes([.auto, .auto], gap: 10, [wide], in: .definite(400)) == [195, 195])
        #expect(sizes([.auto, .auto], gap: 10, [wide], in: .definite(400), stretch: false) == [100, 100])
    }

    @Test func itemsInFractionTracks() {
        // A needs 40 and wants 100 in the first; B needs 20 and wants 50 in the second.
        let items = [item(0, min: 40, max: 100), item(1, min: 20, max: 50)]
        // Max-content: one fraction is the most any item wants of it, 100: both 100.
        #expect(sizes([.fraction(1), .fraction(1)], items, in: .maxContent) == [100, 100])
        // In 300: 150 each.
        #expect(sizes([.fraction(1), .fraction(1)], items, in: .definite(300)) == [150, 150])
        // In 50: a fraction of 25 is below both minimums: each keeps what its item needs.
        #expect(sizes([.fraction(1), .fraction(1)], items, in: .definite(50)) == [40, 20])
        // Min-content: the minimums.
        #expect(
            sizes([.auto, .fraction(1)], [item(0, min: 30, max: 90), item(1, min: 10, max: 60)], in: .minContent) == [
                30, 10,
            ])
    }

    /// `GridLayout.trackSizes`: the sizes a grid lays its tracks out at, and its extent.
    func laidOut(_ tracks: [GridTrack], gap: Double = 0, _ items: [GridContribution], in space: GridAvailableSpace)
        -> (sizes: [Double], extent: Double)
    {
        GridLayout.trackSizes(
            tracks.map(\.sizing), gap: gap, contributions: items, space: space, stretchesAutoTracks: true)
    }

    @Test func fractionsBelowOneInAGridSizedByItsContent() {
        // One item that may shrink to nothing (minimum 0) but is 100 at its smallest and
        // largest content, in one track of 0.5fr. Its minimum is what it asks of the base
        // (0), even under the constraint; one fr is the most its content asks of it, 100 ÷
        // max(1, 0.5) = 100; the track is 0.5 fr = 50, the grid's extent. Laid out in 50, one
        // fr is 50 ÷ max(1, 0.5) = 50 and the track 25.
        let shrinking = item(0, min: 0, minContent: 100, max: 100)
        #expect(sizes([.fraction(0.5)], [shrinking], in: .maxContent) == [50])
        #expect(laidOut([.fraction(0.5)], [shrinking], in: .maxContent) == ([25], 50))
        // A minimum of 80, above the share: base 80; an fr of 100 gives 50, below it: 80. In
        // 80 the track is too big for its share (40) and keeps 80.
        let above = item(0, min: 80, minContent: 100, max: 100)
        #expect(laidOut([.fraction(0.5)], [above], in: .maxContent) == ([80], 80))
        // A minimum of 30, below the share: the grid 50; in 50 the share is 25 < 30: 30.
        let below = item(0, min: 30, minContent: 100, max: 100)
        #expect(laidOut([.fraction(0.5)], [below], in: .maxContent) == ([30], 50))
        // 0.2fr and 0.3fr wanted 100 and 50: one fr is max(100 ÷ 1, 50 ÷ 1) = 100, tracks 20
        // and 30, the grid 50; in 50, one fr is 50 ÷ max(1, 0.5) = 50: 10 and 15.
        let pair = [item(0, min: 0, minContent: 100, max: 100), item(1, min: 0, minContent: 50, max: 50)]
        #expect(laidOut([.fraction(0.2), .fraction(0.3)], pair, in: .maxContent) == ([10, 15], 50))
        // Spanning 0.5fr and a fixed 40: the fr is (100 − 40) ÷ 1 = 60, the track 30, the
        // grid 70; in 70 the fr is 30 and the track 15.
        let spanning = item(0, span: 2, min: 0, minContent: 100, max: 100)
        #expect(laidOut([.fraction(0.5), .points(40)], [spanning], in: .maxContent) == ([15, 40], 70))
        // 0fr collapses: one fr of any size is 0.
        #expect(laidOut([.fraction(0)], [shrinking], in: .maxContent) == ([0], 0))
        // 2fr: the base over the factor and 100 ÷ 2: an fr of 50, the track 100, in 100 too.
        #expect(laidOut([.fraction(2)], [shrinking], in: .maxContent) == ([100], 100))
        // Under a min-content constraint an fr is 0: the base, the minimum: 0.
        #expect(laidOut([.fraction(1)], [shrinking], in: .minContent) == ([0], 0))
        // A definite size is laid out at once.
        #expect(laidOut([.fraction(0.5)], [shrinking], in: .definite(200)) == ([100], 100))
    }
}
