// What must hold for every stack, whatever its numbers, checked on a program: one finite,
// non-negative frame per item (hidden ones zero), finite sizes, the same frames twice, the
// measure function asked at most three times a measured item (four in a column) and never
// about the others, a warning for each number the stack sets aside and none otherwise, and,
// for ordinary input, a container of the measured size holding the frames.
//
// Shared with the fuzzer (Fuzz/FuzzStacks.swift): plain Swift, no test framework.

#if canImport(PinFrame)
    import PinFrame
#endif

enum StackInvariants {
    /// Every invariant `program` breaks, described.
    static func violations(of program: StackProgram) -> [String] {
        var problems: [String] = []
        let root = Frame(width: 400, height: 400, direction: program.direction, scale: program.scale)
        let container = Frame(program.container, in: root)
        let (stack, items) = (program.stack, program.items)

        // Laid out without and with a measure function, counting the calls.
        var calls: [Int: Int] = [:]
        var answeredBadly = Set<Int>()
        let (plain, plainWarnings) = Pin.capturingWarnings { stack.frames(for: items, in: container) }
        let (measured, measuredWarnings) = Pin.capturingWarnings {
            stack.frames(for: items, in: container) { index, proposal in
                calls[index, default: 0] += 1
                let answer = program.measure(index, proposal)
                if !(usable(answer.width) && usable(answer.height)) { answeredBadly.insert(index) }
                return answer
            }
        }
        for (name, frames) in [("frames(for:in:)", plain), ("frames(for:in:measure:)", measured)] {
            guard frames.count == items.count else {
                problems.append("\(name) gave \(frames.count) frames for \(items.count) items")
                continue
            }
            for (index, (frame, item)) in zip(frames, items).enumerated() {
                let r = frame.rect
                if ![r.x, r.y, r.width, r.height].allSatisfy(\.isFinite) || r.width < 0 || r.height < 0 {
                    problems.append("\(name): item \(index) has \(r)")
                }
                if item.isHidden, r != .zero || !frame.isHidden {
                    problems.append("\(name): hidden item \(index) has \(r), hidden: \(frame.isHidden)")
                }
            }
        }
        if Pin.capturingWarnings({ stack.frames(for: items, in: container) }).0.map(\.rect) != plain.map(\.rect) {
            problems.append("the same stack laid out twice gave different frames")
        }
        // Three asks an item; in a column one more, for the narrowest width of an item wider
        // than the column (its fit-content width is never below it).
        let bound = stack.axis == .vertical ? 4 : 3
        for (index, count) in calls {
            let visibleMeasured = index < items.count && items[index].measuresContent && !items[index].isHidden
            // An absolute item: its natural size, its size in its room, its narrowest, and its
            // height at the width it takes.
            let itemBound = index < items.count && items[index].position == .absolute ? 4 : bound
            if !visibleMeasured || count > itemBound {
                problems.append("measure was asked \(count) times about item \(index)")
            }
        }

        // A warning for each number set aside, and for each bad answer once; none else.
        let expected = badFields(of: program)
        let reported = plainWarnings.map(\.rule)
        if reported != expected {
            problems.append("frames(for:in:) warned \(reported), expected \(expected)")
        }
        let reportedMeasures = Set(
            measuredWarnings.map(\.rule).filter { $0.hasPrefix("measure(") })
        let expectedMeasures = Set(answeredBadly.map { "measure(StackItem[\($0)])" })
        if reportedMeasures != expectedMeasures || measuredWarnings.count != expected.count + expectedMeasures.count {
            problems.append("frames(for:in:measure:) warned \(measuredWarnings.map(\.rule))")
        }

        // Sizes are finite and not negative, for the proposal and for an open one.
        for proposal in [program.proposal, Size(width: .infinity, height: .infinity)] {
            let sizes = Pin.capturingWarnings {
                [
                    stack.size(for: items, fitting: proposal),
                    stack.size(for: items, fitting: proposal, measure: program.measure),
                ]
            }.0
            for size in sizes where !(usable(size.width) && usable(size.height)) {
                problems.append("size(for:fitting: \(proposal)) is \(size)")
            }
        }

        // With ordinary numbers, a container of the size measured for an open proposal holds
        // every visible frame with its margins inside the padding. Not with aspect ratios:
        // an item that grows (or is stretched) in that container is then taller than it was
        // measured at its content's size, as in CSS.
        // Nor with percentages (a content-sized stack resolves them against the size it
        // measured, as CSS does, and they may then not fit it), nor for items that offsets
        // move or that are absolute, which may be placed anywhere.
        if expected.isEmpty, answeredBadly.isEmpty, isOrdinary(program),
            !items.contains(where: { !$0.isHidden && ($0.aspectRatio != nil || Self.usesPercentages($0)) })
        {
            let size = stack.size(
                for: items, fitting: Size(width: .infinity, height: .infinity), measure: program.measure)
            let box = Frame(
                Rect(x: 0, y: 0, width: size.width, height: size.height), in: Frame(width: 4_000, height: 4_000))
            let frames = stack.frames(for: items, in: box, measure: program.measure)
            let p = stack.padding
            let tolerance = 1e-9 * max(1, size.width, size.height)
            for (index, (frame, item)) in zip(frames, items).enumerated()
            where !item.isHidden && item.position == .relative && item.offsets == Offsets() {
                let r = frame.rect
                let m = Self.usedMargin(item)
                if r.minX - m.left < p.left - tolerance || r.maxX + m.right > size.width - p.right + tolerance
                    || r.minY - m.top < p.top - tolerance || r.maxY + m.bottom > size.height - p.bottom + tolerance
                {
                    problems.append("in its measured size \(size), item \(index) is at \(r)")
                }
            }
        }
        problems += scrollViolations(of: program, in: container, plain: plain)
        problems += absoluteViolations(of: program, in: container, measured: measured)
        return problems
    }

    /// An absolute item takes no part in the layout of the others: without it, every other
    /// item has the frame it had with it.
    static func absoluteViolations(of program: StackProgram, in container: Frame, measured: [Frame]) -> [String] {
        guard let absolute = program.items.firstIndex(where: { $0.position == .absolute }) else { return [] }
        var items = program.items
        items.remove(at: absolute)
        // The measure function still answers for the same items, by their old indices.
        let without = Pin.capturingWarnings {
            program.stack.frames(for: items, in: container) { index, proposal in
                program.measure(index < absolute ? index : index + 1, proposal)
            }
        }.0
        var others = measured
        others.remove(at: absolute)
        guard without.map(\.rect) != others.map(\.rect) else { return [] }
        return [
            "removing absolute item \(absolute) moved the others: \(without.map(\.rect)), not \(others.map(\.rect))"
        ]
    }

    /// Whether a size or limit of `item` is a percentage.
    static func usesPercentages(_ item: StackItem) -> Bool {
        [item.width, item.height, item.minWidth, item.maxWidth, item.minHeight, item.maxHeight, item.basis]
            .contains { if case .percent = $0 { true } else { false } }
    }

    /// The margin as laid out: auto sides hold at least 0 (the numbers are not used).
    static func usedMargin(_ item: StackItem) -> EdgeInsets {
        let auto = item.autoMargins
        let m = item.margin
        return EdgeInsets(
            top: auto.contains(.top) ? 0 : m.top, left: auto.contains(.left) ? 0 : m.left,
            bottom: auto.contains(.bottom) ? 0 : m.bottom, right: auto.contains(.right) ? 0 : m.right)
    }

    /// Scrolling: the stack scrolling both ways lays its items out as it does without, moved
    /// against the offset (right to left, a positive x moves them right); left to right, a
    /// 10-point bar takes what 10 more points of padding at the right and bottom take.
    static func scrollViolations(of program: StackProgram, in container: Frame, plain: [Frame]) -> [String] {
        // Ordinary numbers only: far from the origin an offset of a few points is lost in
        // the sums, and the order of the sums changes the last bit.
        func ordinary(_ rect: Rect) -> Bool {
            [rect.x, rect.y, rect.width, rect.height].allSatisfy { $0.isFinite && abs($0) < 1e6 }
        }
        guard program.scale == nil, ordinary(container.rect), plain.allSatisfy({ ordinary($0.rect) }) else {
            return []
        }
        let offset = Point(x: 7.5, y: -30)
        var scrolled = program.stack
        (scrolled.horizontalOverflow, scrolled.verticalOverflow, scrolled.scrollOffset) = (.scroll, .scroll, offset)
        let moved = scrolled.frames(for: program.items, in: container)
        let dx = program.direction == .rtl ? offset.x : -offset.x
        var problems: [String] = []
        for (index, (a, b)) in zip(plain, moved).enumerated() where !program.items[index].isHidden {
            let expected = Rect(x: a.rect.x + dx, y: a.rect.y - offset.y, width: a.rect.width, height: a.rect.height)
            let close = zip(
                [b.rect.x, b.rect.y, b.rect.width, b.rect.height],
                [
                    expected.x, expected.y, expected.width, expected.height,
                ]
            ).allSatisfy { abs($0 - $1) <= 1e-9 * (1 + abs($1)) }
            if a.rect != .zero, !close {
                problems.append("scrolled by \(offset), item \(index) is at \(b.rect), not \(expected)")
            }
        }
        guard program.direction == .ltr else { return problems }
        func side(_ length: Double) -> Double { length.isFinite && length >= 0 ? length : 0 }
        scrolled.scrollOffset = .zero
        scrolled.scrollbarWidth = 10
        var padded = program.stack
        padded.padding.right = side(padded.padding.right) + 10
        padded.padding.bottom = side(padded.padding.bottom) + 10
        if scrolled.frames(for: program.items, in: container) != padded.frames(for: program.items, in: container) {
            problems.append("10-point bars lay out otherwise than 10 more points of padding")
        }
        return problems
    }

    /// Whether `value` is a finite number ≥ 0.
    static func usable(_ value: Double) -> Bool { value.isFinite && value >= 0 }

    /// The rules of the warnings a stack owes `program`'s numbers, in the order it checks
    /// them: worked out here from the rules, not from the library's checks.
    static func badFields(of program: StackProgram) -> [String] {
        var fields: [String] = []
        func check(_ value: Double?, _ name: String) {
            if let value, !usable(value) { fields.append("\(name)(\(written(value)))") }
        }
        func check(_ value: Dimension?, _ name: String) {
            switch value {
            case .points(let points): check(points, name)
            case .percent(let share) where !usable(share): fields.append("\(name)(\(written(share))%)")
            default: break
            }
        }
        // Offsets may be negative; one that is not finite is auto.
        func checkOffsets(_ offsets: Offsets, _ name: String) {
            for (value, side) in [
                (offsets.top, "top"), (offsets.left, "left"), (offsets.bottom, "bottom"), (offsets.right, "right"),
            ] {
                guard let value, !value.written.isFinite else { continue }
                let suffix = if case .percent = value { "%" } else { "" }
                fields.append("\(name).offsets.\(side)(\(written(value.written))\(suffix))")
            }
        }
        func check(_ insets: EdgeInsets, _ name: String) {
            check(insets.top, "\(name).top")
            check(insets.left, "\(name).left")
            check(insets.bottom, "\(name).bottom")
            check(insets.right, "\(name).right")
        }
        let stack = program.stack
        check(stack.spacing, "Stack.spacing")
        check(stack.lineSpacing, "Stack.lineSpacing")
        check(stack.padding, "Stack.padding")
        if case .count(let perLine) = stack.wrap, perLine < 1 { fields.append("Stack.wrap(.count(\(perLine)))") }
        check(program.container.width, "container.width")
        check(program.container.height, "container.height")
        for (index, item) in program.items.enumerated() {
            let name = "StackItem[\(index)]"
            check(item.width, "\(name).width")
            check(item.height, "\(name).height")
            check(item.contentSize.width, "\(name).contentSize.width")
            check(item.contentSize.height, "\(name).contentSize.height")
            check(item.minWidth, "\(name).minWidth")
            check(item.maxWidth, "\(name).maxWidth")
            check(item.minHeight, "\(name).minHeight")
            check(item.maxHeight, "\(name).maxHeight")
            check(item.basis, "\(name).basis")
            check(item.margin, "\(name).margin")
            checkOffsets(item.offsets, name)
            check(item.grow, "\(name).grow")
            check(item.shrink, "\(name).shrink")
            if let ratio = item.aspectRatio, !(ratio.isFinite && ratio > 0) {
                fields.append("\(name).aspectRatio(\(written(ratio)))")
            }
        }
        return fields
    }

    /// A number as warnings write it: whole numbers without `.0`.
    static func written(_ value: Double) -> String {
        if value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            return String(Int64(value))
        }
        return value.description
    }

    /// Whether every number of `program` that sizes something is of everyday magnitude, so
    /// that sums are exact enough for the containment check.
    static func isOrdinary(_ program: StackProgram) -> Bool {
        var numbers = [program.stack.spacing, program.stack.lineSpacing]
        let p = program.stack.padding
        numbers += [p.top, p.left, p.bottom, p.right]
        for item in program.items {
            numbers += [item.width, item.height, item.minWidth, item.maxWidth, item.minHeight, item.maxHeight]
                .compactMap { $0?.written }
            numbers += [item.contentSize.width, item.contentSize.height, item.grow, item.shrink]
            numbers += [item.margin.top, item.margin.left, item.margin.bottom, item.margin.right]
            numbers += [item.aspectRatio ?? 1]
        }
        numbers += program.answers.compactMap { $0 }.flatMap { [$0.width, $0.height] }
        return numbers.allSatisfy { $0.magnitude <= 10_000 && ($0 == 0 || $0.magnitude >= 1e-6) }
    }
}
