// The libFuzzer target for grids: each input's bytes choose a grid, its items, a container
// and a measure function's answers, and the layout must hold: no trap, one frame per item,
// finite frames with sizes ≥ 0, hidden items at a zero rect, the same frames twice, right
// to left the mirror of left to right (for symmetric paddings and margins), a finite
// `size(for:fitting:)`, and every item inside the content box when the grid is laid out at
// the size `size(for:fitting:)` gives, scrolling moving the items by the offset and scroll bars
// taking what as much padding takes. A violation prints the case and aborts, which libFuzzer records as
// a crash with its input. Built by Fuzz/run.sh.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
            let side = grid.layoutPadding().left
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
        case .points, .percent, .fitContent, .minmax: false
        // Written out as its tracks (an automatic one of such tracks only, once).
        case .repeating(_, let tracks): tracks.allSatisfy(growsWithItems)
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
        let padding = grid.layoutPadding()
        let tolerance = 1e-6 * (1 + needed.width + needed.height)
        // (Not an absolute item, placed by its offsets, nor one that offsets move or whose
        // percentages resolve against the size measured with them as auto.)
        for (index, frame) in grid.frames(for: items, in: sized, measure: measure).enumerated()
        where !items[index].isHidden && frame.rect != .zero && !items[index].usesFlexboxFields {
            let rect = frame.rect
            if rect.x < padding.left - tolerance || rect.y < padding.top - tolerance
                || rect.x + rect.width > needed.width - padding.right + tolerance
                || rect.y + rect.height > needed.height - padding.bottom + tolerance
            {
                problems.append("item \(index): \(rect) outside the content box of \(needed)")
            }
        }
    }
    // Scrolling both ways moves the items against the offset; a bar takes what as much more
    // padding at the right and bottom takes.
    var scrolled = grid
    (scrolled.horizontalOverflow, scrolled.verticalOverflow) = (.scroll, .scroll)
    scrolled.scrollOffset = Point(x: generator.source.pick([0, 7.5, -30, 1e3]), y: generator.source.pick([0, 12, -4]))
    for (index, (plain, moved)) in zip(frames, scrolled.frames(for: items, in: ltr, measure: measure)).enumerated()
    where !items[index].isHidden && plain.rect != .zero && abs(plain.rect.x) + plain.rect.width < 1e6
        && abs(plain.rect.y) + plain.rect.height < 1e6
    {
        var expected = plain.rect
        expected.x -= scrolled.scrollOffset.x
        expected.y -= scrolled.scrollOffset.y
        if moved.rect != expected {
            problems.append("scrolled by \(scrolled.scrollOffset), item \(index) is at \(moved.rect), not \(expected)")
        }
    }
    scrolled.scrollOffset = .zero
    scrolled.scrollbarWidth = 15
    var padded = grid
    padded.padding.right = nonNegative(grid.padding.right) + 15
    padded.padding.bottom = nonNegative(grid.padding.bottom) + 15
    // As text, so that NaN (a container that is not a number) is the same as itself.
    if "\(scrolled.frames(for: items, in: ltr, measure: measure).map(\.rect))"
        != "\(padded.frames(for: items, in: ltr, measure: measure).map(\.rect))"
    {
        problems.append("15-point bars lay out otherwise than 15 more points of padding")
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
