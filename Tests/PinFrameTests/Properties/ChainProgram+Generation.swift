// Random programs: a world of frames and a chain of rules, every choice drawn from a
// `ChoiceSource` (a seeded generator in the tests, the fuzzer's bytes in Fuzz/). With
// `hostile`, numbers include NaN and infinities; without, every number is finite (but may
// be negative, zero, subnormal or huge).

#if canImport(PinFrame)
    import PinFrame
#endif

/// Where a generator's choices come from.
protocol ChoiceSource {
    /// The next 64 random bits.
    mutating func next() -> UInt64
}

extension ChoiceSource {
    /// A number in `0..<count` (`count` > 0).
    mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    mutating func bool() -> Bool { next() & 1 == 1 }

    /// One of `choices` (not empty).
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// `true` one time in `n`.
    mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }
}

/// A small deterministic generator (SplitMix64), so a seed reproduces a program.
struct SeededGenerator: ChoiceSource, RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The fuzzer's bytes as choices, eight at a time; zeros once they run out.
struct ByteSource: ChoiceSource {
    let bytes: [UInt8]
    var offset = 0

    mutating func next() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 {
            value <<= 8
            if offset < bytes.count { value |= UInt64(bytes[offset]) }
            offset += 1
        }
        return value
    }
}

/// The numbers programs are made of.
enum ProgramNumbers {
    static let ordinary: [Double] = [0, 1, 2, 4, 8, 10, 10.5, 20, 33.25, 50, 100, 120, 200, 375, 400, 0.25, 1.0 / 3]
    static let unusual: [Double] = [
        -0.0, -1, -8, -250, .leastNonzeroMagnitude, .leastNormalMagnitude / 2, 1e-300, 1e15, 1e300, -1e300,
        .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude,
    ]
    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]
    static let percents: [Double] = [0, 5, 10, 25, 50, 100, 150, -10, 33.3, 12.5]
}

/// Draws the parts of a program.
struct ProgramGenerator<Source: ChoiceSource> {
    var source: Source
    /// Whether numbers may be NaN or infinite.
    let hostile: Bool
    /// Whether stack and grid items may use the flexbox fields beyond points
    /// (`withFlexFields(_:)`); without, they are drawn as before those fields were.
    var drawsFlexFields = true

    /// A number: mostly ordinary, sometimes unusual, and (when hostile) sometimes not finite.
    mutating func number() -> Double {
        let roll = source.below(20)
        if hostile, roll == 0 { return source.pick(ProgramNumbers.nonFinite) }
        if roll < 4 { return source.pick(ProgramNumbers.unusual) }
        return source.pick(ProgramNumbers.ordinary)
    }

    mutating func percent() -> Double {
        source.oneIn(4) ? number() : source.pick(ProgramNumbers.percents)
    }

    /// A length for a frame's size: usually ordinary and positive.
    mutating func length() -> Double {
        source.oneIn(6) ? number() : source.pick([0, 10, 20, 50, 80, 100, 120, 200, 300, 375, 400, 0.5, 33.3])
    }

    mutating func insets() -> EdgeInsets {
        EdgeInsets(top: number(), left: number(), bottom: number(), right: number())
    }

    mutating func horizontalAlign() -> HorizontalAlign {
        source.pick([.none, .left, .center, .right, .start, .end])
    }

    mutating func verticalAlign() -> VerticalAlign { source.pick([.none, .top, .center, .bottom]) }

    mutating func rect() -> Rect {
        Rect(x: source.oneIn(3) ? 0 : number(), y: source.oneIn(3) ? 0 : number(), width: length(), height: length())
    }

    /// A root, a parent in it, another branch two deep, a few frames to refer to (some
    /// hidden), and the subject: a child, a grandchild, a frame of the other branch, or
    /// the root itself (which has no parent).
    mutating func world() -> ChainWorld {
        let direction: LayoutDirection = source.bool() ? .ltr : .rtl
        let scales: [Double?] = hostile ? [nil, nil, 1, 2, 3, 2.5, 0, -1, .nan] : [nil, nil, 1, 2, 3, 1.5]
        let scale = source.pick(scales)
        let size = source.oneIn(8) ? Size(width: number(), height: number()) : Size(width: length(), height: length())
        let origin = source.oneIn(4) ? Point(x: number(), y: number()) : .zero
        let root = Frame(
            Rect(origin: origin, size: size), direction: direction, scale: scale)
        let scaleCode = scale.map { ", scale: \(literal($0))" } ?? ""
        var frames = [
            ChainWorld.Entry(
                frame: root,
                code: "Frame(Rect(x: \(literal(origin.x)), y: \(literal(origin.y)), width: \(literal(size.width)), "
                    + "height: \(literal(size.height))), direction: .\(direction)\(scaleCode))")
        ]
        func add(_ rect: Rect, in parent: Int, hidden: Bool = false, _ frames: inout [ChainWorld.Entry]) {
            var frame = Frame(rect, in: frames[parent].frame)
            frame.isHidden = hidden
            let code =
                "Frame(x: \(literal(rect.x)), y: \(literal(rect.y)), width: \(literal(rect.width)), "
                + "height: \(literal(rect.height)), in: \(parent == 0 ? "root" : "f\(parent)"))"
            frames.append(ChainWorld.Entry(frame: frame, code: code))
        }
        add(rect(), in: 0, &frames)  // 1: the parent
        add(rect(), in: 0, &frames)  // 2: another branch
        add(rect(), in: 2, &frames)  // 3: inside it
        for _ in 0..<source.below(4) {
            add(rect(), in: source.pick([0, 1, 1, 2, 3]), hidden: source.oneIn(4), &frames)
        }
        // The subject, last so that nothing refers to it.
        let subject: Int
        switch source.below(10) {
        case 0: subject = 0
        case 1: subject = 1
        default:
            add(source.oneIn(3) ? .zero : rect(), in: source.pick([1, 1, 1, 3]), &frames)
            subject = frames.count - 1
        }
        return ChainWorld(frames: frames, subject: subject)
    }

    /// A frame to refer to: any but the subject (a frame may still refer to itself's parent).
    mutating func reference(in world: ChainWorld) -> Int {
        let others = world.frames.indices.filter { $0 != world.subject }
        return source.pick(others)
    }

    mutating func edgeArgument(insets allowed: Bool = true) -> ChainStep.EdgeArgument {
        switch source.below(allowed ? 5 : 4) {
        case 0: .none
        case 1, 2: .value(number())
        case 3: .percent(percent())
        default: .insets(insets())
        }
    }

    mutating func measure() -> MeasureKind {
        switch source.below(4) {
        case 0: .fixed(Size(width: length(), height: length()))
        case 1: .fixed(Size(width: number(), height: number()))
        case 2: .paragraph(length: source.pick([0, 60, 150, 400, 1_000]))
        default: .echo
        }
    }

    /// One rule of any public family.
    mutating func step(in world: ChainWorld) -> ChainStep {
        switch source.below(21) {
        case 0, 1: return .side(source.pick(ChainStep.Side.allCases), edgeArgument())
        case 2: return .center(vertical: source.bool(), edgeArgument(insets: false))
        case 3: return .band(source.pick(ChainStep.Band.allCases), edgeArgument())
        case 4: return .parentAnchor(source.pick(AnchorPoint.allCases), edgeArgument(insets: false))
        case 5:
            return .anchor(
                source.pick(AnchorPoint.allCases), to: reference(in: world), source.pick(AnchorPoint.allCases))
        case 6:
            return .edge(
                source.pick(ChainStep.EdgeRule.allCases), to: reference(in: world),
                source.pick(ChainStep.EdgeName.allCases))
        case 7:
            let list = source.bool()
            let count = list ? source.below(4) : 1
            return .relative(
                source.pick(ChainStep.Relation.allCases), of: (0..<count).map { _ in reference(in: world) }, list: list,
                h: horizontalAlign(), v: verticalAlign())
        case 8:
            return .between(
                horizontal: source.bool(), reference(in: world), reference(in: world), h: horizontalAlign(),
                v: verticalAlign())
        case 9, 10:
            let dimension = source.pick(ChainStep.Dimension.allCases)
            let argument: ChainStep.SizeArgument
            switch source.below(5) {
            case 0, 1: argument = .value(source.oneIn(3) ? number() : length())
            case 2: argument = .percent(percent())
            case 3: argument = .of(reference(in: world))
            default: argument = .size(Size(width: length(), height: number()))
            }
            return .dimension(
                dimension, dimension == .size ? argument : (argument.isSize ? .value(length()) : argument))
        case 11:
            let percent = source.oneIn(3)
            return .limit(
                source.pick(ChainStep.Limit.allCases), percent ? self.percent() : length(), percent: percent)
        case 12:
            return source.bool()
                ? .aspectRatio(source.oneIn(3) ? number() : source.pick([0.5, 1, 2, 16.0 / 9]))
                : .aspectRatioOf(reference(in: world))
        case 13:
            let fit: FitType? = source.pick([nil, .width, .height, .widthFlexible, .heightFlexible, .content])
            return .sizeToFit(fit, measure())
        case 14, 15:
            let percent = source.oneIn(3)
            return .margin(
                source.pick(ChainStep.MarginSide.allCases), percent ? self.percent() : number(), percent: percent)
        case 16:
            if source.oneIn(3) { return .marginInsets(insets()) }
            let percent = source.oneIn(3)
            return .margins((0...source.below(4)).map { _ in percent ? self.percent() : number() }, percent: percent)
        case 17:
            return source.oneIn(3) ? .pinEdges : .justify(horizontalAlign())
        case 18:
            return .wrapContent(
                (0..<source.below(4)).map { _ in reference(in: world) },
                source.pick([.all, .horizontally, .vertically]),
                edgeArgument())
        case 19:
            return .popover(
                flip: source.bool(), within: reference(in: world), padding: source.oneIn(2) ? 0 : number())
        default:
            return .align(verticalAlign())
        }
    }

    /// A world and one to `maxSteps` rules; sometimes many more, to pass a chain's capacity.
    mutating func program(maxSteps: Int = 8) -> ChainProgram {
        let world = world()
        let count = source.oneIn(50) ? 20 + source.below(20) : 1 + source.below(maxSteps)
        return ChainProgram(world: world, steps: (0..<count).map { _ in step(in: world) })
    }
}

extension ChainStep.SizeArgument {
    var isSize: Bool { if case .size = self { true } else { false } }
}
