// The libFuzzer target for grids: each input's bytes choose a grid, its items, a container
// and a measure function's answers, and the layout must hold: no trap, one frame per item,
// finite frames with sizes ≥ 0, hidden items at a zero rect, the same frames twice, right
// to left the mirror of left to right (for symmetric paddings and margins), a finite
// `size(for:fitting:)`, and every item inside the content box when the grid is laid out at
// the size `size(for:fitting:)` gives. A violation prints the case and aborts, which libFuzzer records as
// a crash with its input. Built by Fuzz/run.sh.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ProgramGenerator {
    mutating func gridTrack(depth: Int = 0) -> GridTrack {
        switch source.below(depth > 0 ? 6 : 7) {
        case 0: .points(number())
        case 1: .fraction(source.oneIn(3) ? number() : source.pick([1, 2, 0.5]))
        case 2: .auto
        case 3: .minContent
        case 4: .maxContent
        case 5: .fitContent(number())
        default: .minmax(gridTrack(depth: 1), gridTrack(depth: 1))
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
        return GridItem(
            width: optionalLength(), height: optionalLength(),
            contentSize: Size(width: length(), height: length()), measuresContent: source.oneIn(3),
            aspectRatio: source.oneIn(5) ? number() : nil, minWidth: source.oneIn(5) ? number() : nil,
            maxWidth: source.oneIn(5) ? number() : nil, minHeight: source.oneIn(5) ? number() : nil,
            maxHeight: source.oneIn(5) ? number() : nil, margin: margin, columnStart: gridLine(),
            columnEnd: gridLine(), rowStart: gridLine(), rowEnd: gridLine(),
            horizontalAlignment: source.oneIn(2) ? nil : source.pick([.start, .center, .end, .stretch]),
            verticalAlignment: source.oneIn(2) ? nil : source.pick([.start, .center, .end, .stretch]),
            isHidden: source.oneIn(8))
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

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGrid(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let first = bytes.first else { return 0 }
    let hostile = first & 1 == 1
    let symmetric = first & 2 == 2
    var generator = ProgramGenerator(source: ByteSource(bytes: Array(bytes.dropFirst())), hostile: hostile)
    let grid = generator.grid(symmetric: symmetric)
    let items = (0..<generator.source.below(9)).map { _ in generator.gridItem(symmetric: symmetric) }
    let width = generator.length()
    let height = generator.length()
    let answers = (0..<4).map { _ in Size(width: generator.number(), height: generator.number()) }
    let measure: (Int, Size) -> Size = { index, _ in answers[index % answers.count] }

    var problems: [String] = []
    let ltr = Frame(x: 0, y: 0, width: width, height: height, in: Frame(width: 1_000, height: 1_000))
    let frames = grid.frames(for: items, in: ltr, measure: measure)
    if frames.count != items.count { problems.append("\(frames.count) frames for \(items.count) items") }
    for (index, frame) in frames.enumerated() {
        let rect = frame.rect
        if !rect.isFinite || rect.width < 0 || rect.height < 0 { problems.append("item \(index): \(rect)") }
        if items[index].isHidden, rect != .zero || !frame.isHidden { problems.append("hidden item \(index): \(rect)") }
    }
    if grid.frames(for: items, in: ltr, measure: measure).map(\.rect) != frames.map(\.rect) {
        problems.append("two layouts differ")
    }
    // Right to left mirrors left to right where the sides are alike and the numbers small
    // enough for the mirror's own arithmetic to be exact to a millionth.
    let rtl = Frame(x: 0, y: 0, width: width, height: height, in: Frame(width: 1_000, height: 1_000, direction: .rtl))
    let mirrored = grid.frames(for: items, in: rtl, measure: measure)
    let small = frames.allSatisfy { abs($0.rect.x) + $0.rect.width < 1e6 } && width.isFinite && width < 1e6
    if symmetric, !hostile, small {
        // A rect set aside as not finite is the zero rect, and a sum near the largest number
        // overflows one way and not the other: only rects away from both are compared.
        func ordinary(_ rect: Rect) -> Bool { rect != .zero && abs(rect.x) + rect.width < 1e6 }
        for (index, (left, right)) in zip(frames, mirrored).enumerated()
        where !items[index].isHidden && ordinary(left.rect) && ordinary(right.rect) {
            // Mirrored about the content box, which keeps its padding on both sides (and is
            // 0 wide when the padding is wider than the container).
            let side = grid.layoutPadding.left
            let box = Swift.max(0, nonNegative(width) - 2 * side)
            let expected = 2 * side + box - left.rect.x - left.rect.width
            if abs(right.rect.x - expected) > 1e-6 || abs(right.rect.width - left.rect.width) > 1e-6 {
                problems.append("item \(index): RTL \(right.rect), LTR \(left.rect), width \(width)")
            }
        }
    }
    for proposal in [
        Size(width: .infinity, height: .infinity), Size(width: 0, height: 0), Size(width: width, height: .infinity),
    ] {
        let needed = grid.size(for: items, fitting: proposal, measure: measure)
        if !(needed.width.isFinite && needed.height.isFinite && needed.width >= 0 && needed.height >= 0) {
            problems.append("size(for:fitting: \(proposal)) = \(needed)")
        }
    }
    // Laid out at the size it asks for (content-sized both ways), every item is inside the
    // content box when every track grows with its items (a fixed or fit-content track may be
    // smaller than what is in it, and fractions below 1 leave part of the space unused, in CSS
    // too): the tracks are then exactly as big as their items want.
    func growsWithItems(_ track: GridTrack) -> Bool {
        switch track {
        case .auto, .minContent, .maxContent: true
        case .fraction(let share): share >= 1
        case .points, .fitContent, .minmax: false
        }
    }
    let needed = grid.size(for: items, fitting: Size(width: .infinity, height: .infinity), measure: measure)
    // (An absurd ratio turns the last bits of a sum into an absurd width: left out.)
    let ordinaryRatios = items.allSatisfy { item in
        item.aspectRatio.map { !($0.isFinite && $0 > 0) || (1e-6...1e6).contains($0) } ?? true
    }
    if !hostile, ordinaryRatios, needed.width < 1e6, needed.height < 1e6,
        (grid.columns + grid.rows + grid.autoColumns + grid.autoRows).allSatisfy(growsWithItems)
    {
        let sized = Frame(
            x: 0, y: 0, width: needed.width, height: needed.height, in: Frame(width: 1_000, height: 1_000))
        let padding = grid.layoutPadding
        let tolerance = 1e-6 * (1 + needed.width + needed.height)
        for (index, frame) in grid.frames(for: items, in: sized, measure: measure).enumerated()
        where !items[index].isHidden && frame.rect != .zero {
            let rect = frame.rect
            if rect.x < padding.left - tolerance || rect.y < padding.top - tolerance
                || rect.x + rect.width > needed.width - padding.right + tolerance
                || rect.y + rect.height > needed.height - padding.bottom + tolerance
            {
                problems.append("item \(index): \(rect) outside the content box of \(needed)")
            }
        }
    }
    if !problems.isEmpty {
        print(
            "hostile: \(hostile)\n\(grid)\n\(items)\ncontainer \(width) × \(height)\n"
                + problems.map { "- " + $0 }.joined(separator: "\n"))
        fflush(nil)
        abort()
    }
    return 0
}
