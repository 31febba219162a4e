// What must hold for every chain, whatever its rules and numbers, checked on a program:
// the result is finite (far edges too), computed sizes are not negative, the same chain
// gives the same result, every way of resolving it (and the log) agrees, a warning-free
// chain gives the same rect in any order, and a chain with a rejected rule says so.
//
// Shared with the fuzzer (see ChainProgram.swift): plain Swift, no test framework.

#if canImport(PinFrame)
    import PinFrame
#endif

/// Routes logged warnings to whoever is capturing them on this task or thread, and drops
/// the rest: install `LogCapture.handler` while checking programs.
final class LogCapture: @unchecked Sendable {
    @TaskLocal static var current: LogCapture?

    /// Sends each warning to the capture of the task (or thread) that logged it, if any.
    static let handler: Pin.WarningHandler = { warning in current?.warnings.append(warning) }

    /// Only the thread that bound this capture appends to it (the handler runs on the
    /// thread that resolves the chain).
    var warnings: [LayoutWarning] = []

    /// Runs `body` and returns what it logged.
    static func logged<T>(_ body: () -> T) -> (T, [LayoutWarning]) {
        let capture = LogCapture()
        let result = $current.withValue(capture) { body() }
        return (result, capture.warnings)
    }
}

extension ChainStep {
    /// The numbers the rule uses as written: a non-finite one must be rejected.
    func usedNumbers(rightToLeft: Bool) -> [Double] {
        switch self {
        case .side(let side, .insets(let insets)):
            switch side {
            case .top: return [insets.top]
            case .left: return [insets.left]
            case .bottom: return [insets.bottom]
            case .right: return [insets.right]
            case .start: return [rightToLeft ? insets.right : insets.left]
            case .end: return [rightToLeft ? insets.left : insets.right]
            }
        case .band(let band, .insets(let insets)):
            switch band {
            case .all: return [insets.top, insets.left, insets.bottom, insets.right]
            case .horizontally: return [insets.left, insets.right]
            case .vertically: return [insets.top, insets.bottom]
            }
        case .side(_, .value(let value)), .side(_, .percent(let value)), .center(_, .value(let value)),
            .center(_, .percent(let value)), .band(_, .value(let value)), .band(_, .percent(let value)),
            .parentAnchor(_, .value(let value)), .parentAnchor(_, .percent(let value)),
            .dimension(_, .value(let value)), .dimension(_, .percent(let value)), .limit(_, let value, _),
            .aspectRatio(let value), .margin(_, let value, _), .popover(_, _, let value):
            return [value]
        case .dimension(.size, .size(let size)):
            return [size.width, size.height]
        case .margins(let values, _):
            return values
        case .marginInsets(let insets):
            return [insets.top, insets.left, insets.bottom, insets.right]
        default:
            return []
        }
    }

    /// Whether the rule pins against the parent (rejected on a root).
    var needsParent: Bool {
        switch self {
        case .side, .center, .band, .parentAnchor, .anchor, .edge, .relative, .between, .popover: true
        case .dimension(_, .percent), .limit(_, _, true), .margin(_, _, true), .margins(_, true): true
        default: false
        }
    }

    /// What the rule pins on `horizontal` (else vertical): an edge, a center, both or nothing.
    func pins(horizontal: Bool, rightToLeft: Bool) -> (edge: Bool, center: Bool) {
        func point(_ point: AnchorPoint) -> (edge: Bool, center: Bool) {
            let name = point.name
            let centered =
                horizontal
                ? [AnchorPoint.topCenter, .center, .bottomCenter].contains(point)
                : name.hasPrefix("center")
            return (!centered, centered)
        }
        switch self {
        case .side(let side, _):
            let isHorizontal = side != .top && side != .bottom
            return (isHorizontal == horizontal, false)
        case .center(let vertical, _):
            return (false, vertical != horizontal)
        case .band(let band, _):
            return (band == .all || (band == .horizontally) == horizontal, false)
        case .parentAnchor(let anchor, _), .anchor(let anchor, _, _):
            return point(anchor)
        case .edge(let rule, _, _):
            let isHorizontal = [ChainStep.EdgeRule.left, .hCenter, .right, .start, .end].contains(rule)
            guard isHorizontal == horizontal else { return (false, false) }
            return rule == .hCenter || rule == .vCenter ? (false, true) : (true, false)
        case .relative(let relation, _, _, let h, let v):
            let vertically = relation == .above || relation == .below
            if vertically != horizontal { return (true, false) }
            let aligned = horizontal ? h != .none : v != .none
            let centered = horizontal ? h == .center : v == .center
            return (aligned && !centered, aligned && centered)
        case .between(let isHorizontal, _, _, let h, let v):
            if isHorizontal == horizontal { return (true, false) }
            let aligned = horizontal ? h != .none : v != .none
            let centered = horizontal ? h == .center : v == .center
            return (aligned && !centered, aligned && centered)
        default:
            return (false, false)
        }
    }

    /// The margin sides the rule sets: top, left, bottom, right.
    func marginSides(rightToLeft: Bool) -> [Int] {
        switch self {
        case .margin(let side, _, _):
            switch side {
            case .marginTop: return [0]
            case .marginLeft: return [1]
            case .marginBottom: return [2]
            case .marginRight: return [3]
            case .marginStart: return [rightToLeft ? 3 : 1]
            case .marginEnd: return [rightToLeft ? 1 : 3]
            case .marginHorizontal: return [1, 3]
            case .marginVertical: return [0, 2]
            }
        case .margins, .marginInsets: return [0, 1, 2, 3]
        default: return []
        }
    }

    /// A key for rules that set one attribute to a written value, and that value: two such
    /// rules with the same key and different values conflict. (`-0.0` is the same value as 0.)
    var setting: (key: String, value: String)? {
        func number(_ value: Double) -> String { value == 0 ? "0" : "\(value)" }
        return switch self {
        case .side(.top, .value(let value)): ("top", number(value))
        case .side(.left, .value(let value)): ("left", number(value))
        case .dimension(.width, .value(let value)): ("width", number(value))
        case .dimension(.height, .value(let value)): ("height", number(value))
        case .limit(let limit, let value, false): ("\(limit)", number(value))
        // `.none` gives no alignment: it sets nothing.
        case .justify(let alignment) where alignment != .none: ("justify", "\(alignment)")
        case .align(let alignment) where alignment != .none: ("align", "\(alignment)")
        default: nil
        }
    }

    var isSizing: Bool {
        switch self {
        case .aspectRatio, .aspectRatioOf, .sizeToFit: true
        default: false
        }
    }
}

/// The checks, with where they resolve chains (the log's locations are compared with these).
enum ChainInvariants {
    static let layoutLine: UInt = #line + 1
    static func layout(_ chain: BuiltChain) -> Frame { chain.layout(fileID: #fileID, line: layoutLine) }

    static let mutatingLine: UInt = #line + 1
    static func pinInPlace(_ frame: inout Frame, _ program: ChainProgram) -> [LayoutWarning] {
        if program.measures {
            return frame.pin(fileID: #fileID, line: mutatingLine) { pin -> PinChain<MeasureFunction> in
                if case .measured(let chain) = program.build(on: pin) { return chain }
                return pin.sizeToFit(measure: { $0 })
            }
        }
        return frame.pin(fileID: #fileID, line: mutatingLine) { pin -> Pin in
            if case .plain(let chain) = program.build(on: pin) { return chain }
            return pin
        }
    }

    /// How `warnings` differ from `expected` (compared as `==` does) or in their location.
    static func difference(
        _ warnings: [LayoutWarning], _ expected: [LayoutWarning], location: LayoutWarning.Location?
    ) -> String? {
        for (index, (warning, wanted)) in zip(warnings, expected).enumerated() where warning != wanted {
            return "\"\(warning)\" where .warnings has \"\(wanted)\" (warning \(index + 1))"
        }
        if warnings.count != expected.count {
            let extra = warnings.count > expected.count ? warnings[expected.count...] : expected[warnings.count...]
            return "\(warnings.count) warnings, .warnings has \(expected.count); first extra: \"\(extra.first!)\""
        }
        if let wrong = warnings.first(where: { $0.location != location }) {
            return "a warning at \(wrong.location?.description ?? "nil"), not \(location?.description ?? "nil")"
        }
        return nil
    }

    /// Bit for bit, except that any two NaNs are the same.
    static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }

    static func same(_ a: Rect, _ b: Rect) -> Bool {
        same(a.x, b.x) && same(a.y, b.y) && same(a.width, b.width) && same(a.height, b.height)
    }

    /// Whether two frames are the same but for their rects, bit for bit (NaN included).
    static func sameExceptRect(_ a: Frame, _ b: Frame) -> Bool {
        func sameSize(_ a: Size?, _ b: Size?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return same(a.width, b.width) && same(a.height, b.height)
        }
        // The same parent origin: the same rect gives the same root coordinates.
        var moved = a
        moved.rect = b.rect
        return a.hasParent == b.hasParent && a.direction == b.direction && a.isHidden == b.isHidden
            && a.scale?.bitPattern == b.scale?.bitPattern && sameSize(a.parentSize, b.parentSize)
            && same(moved.absoluteRect, b.absoluteRect)
    }

    static func isFinite(_ r: Rect) -> Bool {
        r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite && r.maxX.isFinite && r.maxY.isFinite
    }

    /// What is wrong with `program`'s chain, or an empty list. Expects `Pin.logWarnings` on
    /// and `LogCapture.handler` installed. `shuffle` draws the order for the permutation check.
    static func violations<Source: ChoiceSource>(of program: ChainProgram, shuffle: inout Source) -> [String] {
        var problems: [String] = []
        let subject = program.world.subjectFrame
        let chain = program.build()

        // Every form, and what each logs.
        let (rect, rectLog) = LogCapture.logged { chain.rect }
        let (warnings, warningsLog) = LogCapture.logged { chain.warnings }
        let (laidOut, layoutLog) = LogCapture.logged { layout(chain) }
        let (frame, frameLog) = LogCapture.logged { chain.frame }
        var inPlace = subject
        let (returned, inPlaceLog) = LogCapture.logged { pinInPlace(&inPlace, program) }

        func located(_ line: UInt) -> LayoutWarning.Location {
            LayoutWarning.Location(fileID: #fileID, line: Int(line))
        }
        if !same(laidOut.rect, rect) { problems.append("layout() gave \(laidOut.rect), .rect \(rect)") }
        if !same(frame.rect, rect) { problems.append(".frame gave \(frame.rect), .rect \(rect)") }
        if !same(inPlace.rect, rect) { problems.append("frame.pin { } gave \(inPlace.rect), .rect \(rect)") }
        if !sameExceptRect(laidOut, subject) || !sameExceptRect(frame, subject) {
            problems.append("layout() or .frame changed more than the rect: \(laidOut)")
        }
        if warnings.contains(where: { $0.location != nil }) { problems.append(".warnings has a location") }
        if !warningsLog.isEmpty { problems.append(".warnings logged \(warningsLog.map(\.description))") }
        for (form, log, location) in [
            (".rect logged", rectLog, nil), (".frame logged", frameLog, nil),
            ("layout() logged", layoutLog, located(layoutLine)),
            ("frame.pin { } returned", returned, located(mutatingLine)),
            ("frame.pin { } logged", inPlaceLog, located(mutatingLine)),
        ] {
            if let difference = difference(log, warnings, location: location) {
                problems.append("\(form) \(difference)")
            }
        }
        // The same chain again.
        let again = program.build()
        if !same(again.rect, rect) || again.warnings != warnings || again.warnings.count != warnings.count {
            problems.append("a second build gave \(again.rect) and \(again.warnings.map(\.description))")
        }

        // Results.
        if !isFinite(rect) { problems.append("not finite: \(rect), far edges \(rect.maxX), \(rect.maxY)") }
        let current = subject.rect
        // A negative size can only be the frame's own, kept (and perhaps snapped to pixels).
        if rect.width < 0, !(current.width < 0) { problems.append("computed a negative width: \(rect)") }
        if rect.height < 0, !(current.height < 0) { problems.append("computed a negative height: \(rect)") }

        // Rejected rules are reported.
        if warnings.isEmpty, let reason = rejectionReason(program) {
            problems.append("no warning, although \(reason)")
        }

        // Without warnings, any order gives the same rect.
        if warnings.isEmpty, setsEachMarginSideOnce(program) {
            var steps = program.steps
            for index in steps.indices.reversed() where index > 0 {
                steps.swapAt(index, shuffle.below(index + 1))
            }
            let permuted = ChainProgram(world: program.world, steps: steps)
            let other = permuted.build()
            let otherWarnings = other.warnings
            // `==` rather than bits: `top(-0.0)` and `top()` are the same value, and the one given
            // first is kept.
            if other.rect != rect || !otherWarnings.isEmpty {
                problems.append(
                    "reordered as \(permuted.steps.map { $0.code(in: program.world) }.joined()) it gave "
                        + "\(other.rect) and \(otherWarnings.map(\.description))")
            }
        }
        return problems
    }

    /// Why the chain must have a warning, if something in it is sure to be rejected.
    static func rejectionReason(_ program: ChainProgram) -> String? {
        let world = program.world
        let rtl = world.subjectFrame.direction == .rtl
        let hasParent = world.subjectFrame.hasParent
        var settings: [String: String] = [:]
        var sizingRules = 0
        for step in program.steps {
            let code = step.code(in: world)
            if step.usedNumbers(rightToLeft: rtl).contains(where: { !$0.isFinite }) {
                return "\(code) has a number that is not finite"
            }
            if !hasParent, step.needsParent { return "\(code) needs a parent and the frame is a root" }
            if let (key, value) = step.setting {
                if let earlier = settings[key], earlier != value { return "\(key) is given two values" }
                settings[key] = value
            }
            if step.isSizing { sizingRules += 1 }
        }
        if sizingRules > 1 { return "it has two of aspectRatio and sizeToFit" }
        for horizontal in [true, false] {
            let pins = program.steps.map { $0.pins(horizontal: horizontal, rightToLeft: rtl) }
            if pins.contains(where: \.edge), pins.contains(where: \.center) {
                return "it pins both an edge and the center \(horizontal ? "horizontally" : "vertically")"
            }
        }
        return nil
    }

    static func setsEachMarginSideOnce(_ program: ChainProgram) -> Bool {
        let rtl = program.world.subjectFrame.direction == .rtl
        let sides = program.steps.flatMap { $0.marginSides(rightToLeft: rtl) }
        return Set(sides).count == sides.count
    }
}
