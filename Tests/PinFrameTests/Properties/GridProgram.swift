// Random grids: tracks, lines, items and grids, every choice drawn from a `ChoiceSource`
// (a seeded generator in the tests, the fuzzer's bytes in Fuzz/), numbers from
// `ProgramNumbers` as the chains' are.

#if canImport(PinFrame)
    import PinFrame
#endif

extension ProgramGenerator {
    /// A track; up to two levels deep, a `minmax` or a repetition (counted, automatic, or
    /// now and then a count far beyond the limit) of up to three tracks.
    mutating func gridTrack(depth: Int = 0) -> GridTrack {
        switch source.below(depth > 1 ? 6 : 8) {
        case 0:
            drawsFlexFields && source.oneIn(4)
                ? .percent(source.oneIn(3) ? number() : source.pick([10, 25, 50])) : .points(number())
        case 1: .fraction(source.oneIn(3) ? number() : source.pick([1, 2, 0.5]))
        case 2: .auto
        case 3: .minContent
        case 4: .maxContent
        case 5: .fitContent(number())
        case 6: .minmax(gridTrack(depth: depth + 1), gridTrack(depth: depth + 1))
        default:
            .repeating(
                source.pick([
                    .autoFill, .autoFit,
                    .count(source.oneIn(16) ? Int(truncatingIfNeeded: source.next()) : source.below(5) - 1),
                ]), (0..<source.below(4)).map { _ in gridTrack(depth: depth + 1) })
        }
    }

    mutating func gridLine() -> GridLine {
        switch source.below(4) {
        case 0, 1: .auto
        case 2: .line(source.oneIn(8) ? Int(truncatingIfNeeded: source.next()) : source.below(9) - 4)
        default: .span(source.oneIn(8) ? Int(truncatingIfNeeded: source.next()) : source.below(4))
        }
    }

    mutating func optionalLength() -> Double? { source.oneIn(2) ? nil : length() }

    mutating func gridItem(symmetric: Bool) -> GridItem {
        var margin = insets()
        if symmetric { margin.right = margin.left }
        let item = GridItem(
            width: optionalLength(), height: optionalLength(),
            contentSize: Size(width: length(), height: length()), measuresContent: source.oneIn(3),
            aspectRatio: source.oneIn(5) ? number() : nil, minWidth: source.oneIn(5) ? number() : nil,
            maxWidth: source.oneIn(5) ? number() : nil, minHeight: source.oneIn(5) ? number() : nil,
            maxHeight: source.oneIn(5) ? number() : nil, margin: margin, columnStart: gridLine(),
            columnEnd: gridLine(), rowStart: gridLine(), rowEnd: gridLine(),
            horizontalAlignment: source.oneIn(2) ? nil : source.pick([.start, .center, .end, .stretch]),
            verticalAlignment: source.oneIn(2) ? nil : source.pick([.start, .center, .end, .stretch]),
            isHidden: source.oneIn(8))
        // Sides stay physical right to left: a grid checked as a mirror image has none.
        return symmetric ? item : withFlexFields(item)
    }

    mutating func grid(symmetric: Bool) -> Grid {
        var padding = insets()
        if symmetric { padding.right = padding.left }
        let distributions: [StackDistribution] = [
            .start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly, .stretch,
        ]
        return Grid(
            columns: (0..<source.below(5)).map { _ in gridTrack() },
            rows: (0..<source.below(4)).map { _ in gridTrack() },
            autoColumns: (0..<source.below(3)).map { _ in gridTrack() },
            autoRows: (0..<source.below(3)).map { _ in gridTrack() }, columnSpacing: number(),
            rowSpacing: number(), padding: padding, flow: source.pick([.rows, .columns, .rowsDense, .columnsDense]),
            horizontalAlignment: source.pick([.start, .center, .end, .stretch]),
            verticalAlignment: source.pick([.start, .center, .end, .stretch]),
            horizontalDistribution: source.pick(distributions), verticalDistribution: source.pick(distributions))
    }
}
