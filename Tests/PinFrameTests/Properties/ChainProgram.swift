// A chain of rules as data: a small hierarchy of frames and a list of steps, each one
// public rule of PinFrame with its arguments. A program can be applied to a chain, printed
// as the Swift code that writes the same chain, and generated from any source of choices
// (a seeded generator in the property tests, the fuzzer's bytes in Fuzz/).
//
// Shared with the fuzzer, which compiles it together with the library's sources into one
// module: it imports nothing but PinFrame, and only when PinFrame is a module of its own.

#if canImport(PinFrame)
    import PinFrame
#endif

/// Frames in several branches of one tree, in the order they are created.
struct ChainWorld {
    /// A frame and the Swift code that creates it.
    struct Entry {
        var frame: Frame
        var code: String
    }

    /// `frames[0]` is the root; the others are created inside an earlier one.
    var frames: [Entry]
    /// The frame the chain lays out (an index into `frames`).
    var subject: Int

    var subjectFrame: Frame { frames[subject].frame }

    /// The frame at `index`, for rules that refer to another frame.
    func frame(_ index: Int) -> Frame { frames[index].frame }

    func name(_ index: Int) -> String { index == 0 ? "root" : "f\(index)" }

    /// The Swift code that creates every frame.
    var code: String {
        frames.indices.map { index in
            let entry = frames[index]
            let keyword = entry.frame.isHidden ? "var" : "let"
            var line = "\(keyword) \(name(index)) = \(entry.code)"
            if entry.frame.isHidden { line += "\n\(name(index)).isHidden = true" }
            return line
        }.joined(separator: "\n")
    }
}

/// How `sizeToFit`'s function answers, as a pure function of the proposal.
enum MeasureKind: Hashable {
    /// Always the same size.
    case fixed(Size)
    /// A paragraph `length` points long, in lines 20 high, wrapped to the proposed width.
    case paragraph(length: Double)
    /// The proposal itself (infinite in a free dimension).
    case echo

    func measure(_ proposal: Size) -> Size {
        switch self {
        case .fixed(let size):
            return size
        case .paragraph(let length):
            let width = proposal.width.isFinite && proposal.width > 0 ? min(proposal.width, length) : length
            let lines = width > 0 ? (length / width).rounded(.up) : 0
            return Size(width: width, height: lines * 20)
        case .echo:
            return proposal
        }
    }

    var code: String {
        switch self {
        case .fixed(let size): "{ _ in Size(width: \(literal(size.width)), height: \(literal(size.height))) }"
        case .paragraph(let length): "paragraph(length: \(literal(length)))"
        case .echo: "{ $0 }"
        }
    }
}

/// One of the fifteen points of a frame that anchor rules name.
enum AnchorPoint: CaseIterable {
    case topLeft, topCenter, topRight, centerLeft, center, centerRight, bottomLeft, bottomCenter, bottomRight
    case topStart, topEnd, centerStart, centerEnd, bottomStart, bottomEnd

    var name: String { "\(self)" }

    func anchor(of frame: Frame) -> Anchor {
        let anchors = frame.anchor
        switch self {
        case .topLeft: return anchors.topLeft
        case .topCenter: return anchors.topCenter
        case .topRight: return anchors.topRight
        case .centerLeft: return anchors.centerLeft
        case .center: return anchors.center
        case .centerRight: return anchors.centerRight
        case .bottomLeft: return anchors.bottomLeft
        case .bottomCenter: return anchors.bottomCenter
        case .bottomRight: return anchors.bottomRight
        case .topStart: return anchors.topStart
        case .topEnd: return anchors.topEnd
        case .centerStart: return anchors.centerStart
        case .centerEnd: return anchors.centerEnd
        case .bottomStart: return anchors.bottomStart
        case .bottomEnd: return anchors.bottomEnd
        }
    }

    /// The rule that pins this point: with a margin, a percentage, or on an anchor.
    func rules<M: SendableMetatype>() -> (
        margin: (PinChain<M>) -> (Double) -> PinChain<M>, percent: (PinChain<M>) -> (Percent) -> PinChain<M>,
        to: (PinChain<M>) -> (Anchor) -> PinChain<M>
    ) {
        typealias C = PinChain<M>
        switch self {
        case .topLeft: return (C.topLeft(_:), C.topLeft(_:), C.topLeft(to:))
        case .topCenter: return (C.topCenter(_:), C.topCenter(_:), C.topCenter(to:))
        case .topRight: return (C.topRight(_:), C.topRight(_:), C.topRight(to:))
        case .centerLeft: return (C.centerLeft(_:), C.centerLeft(_:), C.centerLeft(to:))
        case .center: return (C.center(_:), C.center(_:), C.center(to:))
        case .centerRight: return (C.centerRight(_:), C.centerRight(_:), C.centerRight(to:))
        case .bottomLeft: return (C.bottomLeft(_:), C.bottomLeft(_:), C.bottomLeft(to:))
        case .bottomCenter: return (C.bottomCenter(_:), C.bottomCenter(_:), C.bottomCenter(to:))
        case .bottomRight: return (C.bottomRight(_:), C.bottomRight(_:), C.bottomRight(to:))
        case .topStart: return (C.topStart(_:), C.topStart(_:), C.topStart(to:))
        case .topEnd: return (C.topEnd(_:), C.topEnd(_:), C.topEnd(to:))
        case .centerStart: return (C.centerStart(_:), C.centerStart(_:), C.centerStart(to:))
        case .centerEnd: return (C.centerEnd(_:), C.centerEnd(_:), C.centerEnd(to:))
        case .bottomStart: return (C.bottomStart(_:), C.bottomStart(_:), C.bottomStart(to:))
        case .bottomEnd: return (C.bottomEnd(_:), C.bottomEnd(_:), C.bottomEnd(to:))
        }
    }
}

/// One rule of a chain, with its arguments. Frames are indices into the world.
enum ChainStep {
    /// The argument forms of the edge rules.
    enum EdgeArgument {
        case none
        case value(Double)
        case percent(Double)
        case insets(EdgeInsets)
    }

    /// `top left bottom right start end`.
    enum Side: CaseIterable { case top, left, bottom, right, start, end }
    /// `all horizontally vertically`.
    enum Band: CaseIterable { case all, horizontally, vertically }
    /// The rules pinned to another frame's edge.
    enum EdgeRule: CaseIterable { case top, vCenter, bottom, left, hCenter, right, start, end }
    /// The edges of another frame, `frame.edge.<name>`.
    enum EdgeName: CaseIterable { case top, vCenter, bottom, left, hCenter, right, start, end }
    /// The relative rules.
    enum Relation: CaseIterable { case above, below, left, right, before, after }
    /// `width height size`.
    enum Dimension: CaseIterable { case width, height, size }
    /// The size arguments.
    enum SizeArgument {
        case value(Double)
        case percent(Double)
        case of(Int)
        case size(Size)
    }
    /// `minWidth maxWidth minHeight maxHeight`.
    enum Limit: CaseIterable { case minWidth, maxWidth, minHeight, maxHeight }
    /// The margin rules with one value.
    enum MarginSide: CaseIterable {
        case marginTop, marginLeft, marginBottom, marginRight, marginStart, marginEnd, marginHorizontal,
            marginVertical
    }

    case side(Side, EdgeArgument)
    case center(vertical: Bool, EdgeArgument)
    case band(Band, EdgeArgument)
    case parentAnchor(AnchorPoint, EdgeArgument)
    case anchor(AnchorPoint, to: Int, AnchorPoint)
    case edge(EdgeRule, to: Int, EdgeName)
    case relative(Relation, of: [Int], list: Bool, h: HorizontalAlign, v: VerticalAlign)
    case between(horizontal: Bool, Int, Int, h: HorizontalAlign, v: VerticalAlign)
    case dimension(Dimension, SizeArgument)
    case limit(Limit, Double, percent: Bool)
    case aspectRatio(Double)
    case aspectRatioOf(Int)
    case sizeToFit(FitType?, MeasureKind)
    /// `wrapContent` of frames of the world, with no padding (`.none`), a number or insets.
    case wrapContent([Int], WrapType, EdgeArgument)
    case margin(MarginSide, Double, percent: Bool)
    /// `margin(...)` with one to four numbers.
    case margins([Double], percent: Bool)
    case marginInsets(EdgeInsets)
    case pinEdges
    case justify(HorizontalAlign)
    case align(VerticalAlign)
    /// `flip(within:padding:)` (or, when `flip` is false, `shift`) within a frame of the world.
    case popover(flip: Bool, within: Int, padding: Double)
}

extension ChainStep {
    /// This rule added to `chain`. `sizeToFit` is not applied here (it changes the chain's type).
    func apply<M: SendableMetatype>(to chain: PinChain<M>, in world: ChainWorld) -> PinChain<M> {
        typealias C = PinChain<M>
        switch self {
        case .side(let side, let argument):
            let rules: ((C) -> () -> C, (C) -> (Double) -> C, (C) -> (Percent) -> C, (C) -> (EdgeInsets) -> C)
            switch side {
            case .top: rules = (C.top, C.top(_:), C.top(_:), C.top(_:))
            case .left: rules = (C.left, C.left(_:), C.left(_:), C.left(_:))
            case .bottom: rules = (C.bottom, C.bottom(_:), C.bottom(_:), C.bottom(_:))
            case .right: rules = (C.right, C.right(_:), C.right(_:), C.right(_:))
            case .start: rules = (C.start, C.start(_:), C.start(_:), C.start(_:))
            case .end: rules = (C.end, C.end(_:), C.end(_:), C.end(_:))
            }
            return Self.apply(argument, to: chain, rules)
        case .center(let vertical, let argument):
            let rules: ((C) -> () -> C, (C) -> (Double) -> C, (C) -> (Percent) -> C) =
                vertical ? (C.vCenter, C.vCenter(_:), C.vCenter(_:)) : (C.hCenter, C.hCenter(_:), C.hCenter(_:))
            switch argument {
            case .none, .insets: return rules.0(chain)()
            case .value(let value): return rules.1(chain)(value)
            case .percent(let value): return rules.2(chain)(Percent(value))
            }
        case .band(let band, let argument):
            let rules: ((C) -> () -> C, (C) -> (Double) -> C, (C) -> (Percent) -> C, (C) -> (EdgeInsets) -> C)
            switch band {
            case .all: rules = (C.all, C.all(_:), C.all(_:), C.all(_:))
            case .horizontally: rules = (C.horizontally, C.horizontally(_:), C.horizontally(_:), C.horizontally(_:))
            case .vertically: rules = (C.vertically, C.vertically(_:), C.vertically(_:), C.vertically(_:))
            }
            return Self.apply(argument, to: chain, rules)
        case .parentAnchor(let point, let argument):
            let rules: (margin: (C) -> (Double) -> C, percent: (C) -> (Percent) -> C, to: (C) -> (Anchor) -> C) =
                point.rules()
            switch argument {
            case .none, .insets:
                // The default margin, as a caller writes `topLeft()`.
                return rules.margin(chain)(0)
            case .value(let value): return rules.margin(chain)(value)
            case .percent(let value): return rules.percent(chain)(Percent(value))
            }
        case .anchor(let point, let index, let other):
            let rules: (margin: (C) -> (Double) -> C, percent: (C) -> (Percent) -> C, to: (C) -> (Anchor) -> C) =
                point.rules()
            return rules.to(chain)(other.anchor(of: world.frame(index)))
        case .edge(let rule, let index, let name):
            let edges = world.frame(index).edge
            func horizontal(_ name: EdgeName) -> HorizontalEdge {
                switch name {
                case .top, .left: edges.left
                case .vCenter, .hCenter: edges.hCenter
                case .bottom, .right: edges.right
                case .start: edges.start
                case .end: edges.end
                }
            }
            func vertical(_ name: EdgeName) -> VerticalEdge {
                switch name {
                case .top, .left, .start: edges.top
                case .vCenter, .hCenter: edges.vCenter
                case .bottom, .right, .end: edges.bottom
                }
            }
            switch rule {
            case .top: return chain.top(to: vertical(name))
            case .vCenter: return chain.vCenter(to: vertical(name))
            case .bottom: return chain.bottom(to: vertical(name))
            case .left: return chain.left(to: horizontal(name))
            case .hCenter: return chain.hCenter(to: horizontal(name))
            case .right: return chain.right(to: horizontal(name))
            case .start: return chain.start(to: horizontal(name))
            case .end: return chain.end(to: horizontal(name))
            }
        case .relative(let relation, let indices, let list, let h, let v):
            let frames = indices.map(world.frame)
            let single = world.frame(indices.first ?? 0)
            switch (relation, list) {
            case (.above, false): return chain.above(of: single, aligned: h)
            case (.above, true): return chain.above(of: frames, aligned: h)
            case (.below, false): return chain.below(of: single, aligned: h)
            case (.below, true): return chain.below(of: frames, aligned: h)
            case (.left, false): return chain.left(of: single, aligned: v)
            case (.left, true): return chain.left(of: frames, aligned: v)
            case (.right, false): return chain.right(of: single, aligned: v)
            case (.right, true): return chain.right(of: frames, aligned: v)
            case (.before, false): return chain.before(of: single, aligned: v)
            case (.before, true): return chain.before(of: frames, aligned: v)
            case (.after, false): return chain.after(of: single, aligned: v)
            case (.after, true): return chain.after(of: frames, aligned: v)
            }
        case .between(let horizontal, let first, let second, let h, let v):
            return horizontal
                ? chain.horizontallyBetween(world.frame(first), and: world.frame(second), aligned: v)
                : chain.verticallyBetween(world.frame(first), and: world.frame(second), aligned: h)
        case .popover(let flip, let index, let padding):
            return flip
                ? chain.flip(within: world.frame(index), padding: padding)
                : chain.shift(within: world.frame(index), padding: padding)
        case .dimension(let dimension, let argument):
            switch (dimension, argument) {
            case (.width, .value(let value)): return chain.width(value)
            case (.width, .percent(let value)): return chain.width(Percent(value))
            case (.width, .of(let index)): return chain.width(of: world.frame(index))
            case (.width, .size(let size)): return chain.width(size.width)
            case (.height, .value(let value)): return chain.height(value)
            case (.height, .percent(let value)): return chain.height(Percent(value))
            case (.height, .of(let index)): return chain.height(of: world.frame(index))
            case (.height, .size(let size)): return chain.height(size.height)
            case (.size, .value(let value)): return chain.size(value)
            case (.size, .percent(let value)): return chain.size(Percent(value))
            case (.size, .of(let index)): return chain.size(of: world.frame(index))
            case (.size, .size(let size)): return chain.size(size)
            }
        case .limit(let limit, let value, let percent):
            let rules: ((C) -> (Double) -> C, (C) -> (Percent) -> C)
            switch limit {
            case .minWidth: rules = (C.minWidth(_:), C.minWidth(_:))
            case .maxWidth: rules = (C.maxWidth(_:), C.maxWidth(_:))
            case .minHeight: rules = (C.minHeight(_:), C.minHeight(_:))
            case .maxHeight: rules = (C.maxHeight(_:), C.maxHeight(_:))
            }
            return percent ? rules.1(chain)(Percent(value)) : rules.0(chain)(value)
        case .aspectRatio(let ratio):
            return chain.aspectRatio(ratio)
        case .aspectRatioOf(let index):
            return chain.aspectRatio(of: world.frame(index))
        case .sizeToFit:
            return chain
        case .wrapContent(let indices, let type, let padding):
            let frames = indices.map(world.frame)
            switch padding {
            case .value(let value), .percent(let value): return chain.wrapContent(frames, type, padding: value)
            case .insets(let insets): return chain.wrapContent(frames, type, padding: insets)
            case .none: return chain.wrapContent(frames, type)
            }
        case .margin(let side, let value, let percent):
            let rules: ((C) -> (Double) -> C, (C) -> (Percent) -> C)
            switch side {
            case .marginTop: rules = (C.marginTop(_:), C.marginTop(_:))
            case .marginLeft: rules = (C.marginLeft(_:), C.marginLeft(_:))
            case .marginBottom: rules = (C.marginBottom(_:), C.marginBottom(_:))
            case .marginRight: rules = (C.marginRight(_:), C.marginRight(_:))
            case .marginStart: rules = (C.marginStart(_:), C.marginStart(_:))
            case .marginEnd: rules = (C.marginEnd(_:), C.marginEnd(_:))
            case .marginHorizontal: rules = (C.marginHorizontal(_:), C.marginHorizontal(_:))
            case .marginVertical: rules = (C.marginVertical(_:), C.marginVertical(_:))
            }
            return percent ? rules.1(chain)(Percent(value)) : rules.0(chain)(value)
        case .margins(let values, let percent):
            let p = values.map(Percent.init)
            switch (values.count, percent) {
            case (1, false): return chain.margin(values[0])
            case (1, true): return chain.margin(p[0])
            case (2, false): return chain.margin(values[0], values[1])
            case (2, true): return chain.margin(p[0], p[1])
            case (3, false): return chain.margin(values[0], values[1], values[2])
            case (3, true): return chain.margin(p[0], p[1], p[2])
            case (_, false): return chain.margin(values[0], values[1], values[2], values[3])
            case (_, true): return chain.margin(p[0], p[1], p[2], p[3])
            }
        case .marginInsets(let insets):
            return chain.margin(insets)
        case .pinEdges:
            return chain.pinEdges()
        case .justify(let alignment):
            return chain.justify(alignment)
        case .align(let alignment):
            return chain.align(alignment)
        }
    }

    private static func apply<C>(
        _ argument: EdgeArgument, to chain: C,
        _ rules: ((C) -> () -> C, (C) -> (Double) -> C, (C) -> (Percent) -> C, (C) -> (EdgeInsets) -> C)
    ) -> C {
        switch argument {
        case .none: rules.0(chain)()
        case .value(let value): rules.1(chain)(value)
        case .percent(let value): rules.2(chain)(Percent(value))
        case .insets(let insets): rules.3(chain)(insets)
        }
    }
}

extension ChainStep {
    /// The rule as Swift code, `.top(10)`.
    func code(in world: ChainWorld) -> String {
        switch self {
        case .side(let side, let argument): return ".\(side)\(Self.code(argument))"
        case .center(let vertical, let argument): return ".\(vertical ? "vCenter" : "hCenter")\(Self.code(argument))"
        case .band(let band, let argument): return ".\(band)\(Self.code(argument))"
        case .parentAnchor(let point, let argument): return ".\(point.name)\(Self.code(argument))"
        case .anchor(let point, let index, let other):
            return ".\(point.name)(to: \(world.name(index)).anchor.\(other.name))"
        case .edge(let rule, let index, let name):
            // What `apply` reads for a rule of the other axis.
            let horizontal = [EdgeRule.left, .hCenter, .right, .start, .end].contains(rule)
            let edge: String
            switch (horizontal, name) {
            case (true, .top), (true, .left): edge = "left"
            case (true, .vCenter), (true, .hCenter): edge = "hCenter"
            case (true, .bottom), (true, .right): edge = "right"
            case (true, .start): edge = "start"
            case (true, .end): edge = "end"
            case (false, .top), (false, .left), (false, .start): edge = "top"
            case (false, .vCenter), (false, .hCenter): edge = "vCenter"
            case (false, _): edge = "bottom"
            }
            return ".\(rule)(to: \(world.name(index)).edge.\(edge))"
        case .relative(let relation, let indices, let list, let h, let v):
            let of = list ? "[" + indices.map(world.name).joined(separator: ", ") + "]" : world.name(indices.first ?? 0)
            let aligned = relation == .above || relation == .below ? "\(h)" : "\(v)"
            return ".\(relation)(of: \(of), aligned: \(aligned))"
        case .between(let horizontal, let first, let second, let h, let v):
            return ".\(horizontal ? "horizontallyBetween" : "verticallyBetween")(\(world.name(first)), and: "
                + "\(world.name(second)), aligned: \(horizontal ? "\(v)" : "\(h)"))"
        case .popover(let flip, let index, let padding):
            return ".\(flip ? "flip" : "shift")(within: \(world.name(index)), padding: \(literal(padding)))"
        case .dimension(let dimension, let argument):
            switch (dimension, argument) {
            case (_, .value(let value)): return ".\(dimension)(\(literal(value)))"
            case (_, .percent(let value)): return ".\(dimension)(Percent(\(literal(value))))"
            case (_, .of(let index)): return ".\(dimension)(of: \(world.name(index)))"
            case (.width, .size(let size)): return ".width(\(literal(size.width)))"
            case (.height, .size(let size)): return ".height(\(literal(size.height)))"
            case (.size, .size(let size)):
                return ".size(Size(width: \(literal(size.width)), height: \(literal(size.height))))"
            }
        case .limit(let limit, let value, let percent):
            return ".\(limit)(\(percent ? "Percent(\(literal(value)))" : literal(value)))"
        case .aspectRatio(let ratio): return ".aspectRatio(\(literal(ratio)))"
        case .aspectRatioOf(let index): return ".aspectRatio(of: \(world.name(index)))"
        case .sizeToFit(let fit, let measure):
            return ".sizeToFit(\(fit.map { ".\($0), " } ?? "")measure: \(measure.code))"
        case .wrapContent(let indices, let type, let padding):
            let frames = "[" + indices.map(world.name).joined(separator: ", ") + "], .\(type)"
            switch padding {
            case .value(let value), .percent(let value): return ".wrapContent(\(frames), padding: \(literal(value)))"
            case .insets(let insets): return ".wrapContent(\(frames), padding: \(literal(insets)))"
            case .none: return ".wrapContent(\(frames))"
            }
        case .margin(let side, let value, let percent):
            return ".\(side)(\(percent ? "Percent(\(literal(value)))" : literal(value)))"
        case .margins(let values, let percent):
            return ".margin("
                + values.map { percent ? "Percent(\(literal($0)))" : literal($0) }
                .joined(separator: ", ") + ")"
        case .marginInsets(let insets): return ".margin(\(literal(insets)))"
        case .pinEdges: return ".pinEdges()"
        case .justify(let alignment): return ".justify(\(alignment))"
        case .align(let alignment): return ".align(\(alignment))"
        }
    }

    private static func code(_ argument: EdgeArgument) -> String {
        switch argument {
        case .none: "()"
        case .value(let value): "(\(literal(value)))"
        case .percent(let value): "(Percent(\(literal(value))))"
        case .insets(let insets): "(\(literal(insets)))"
        }
    }
}

/// A chain as the caller builds it: a `Pin`, or after `sizeToFit` a chain with a measure function.
enum BuiltChain {
    case plain(Pin)
    case measured(PinChain<MeasureFunction>)

    var rect: Rect {
        switch self {
        case .plain(let pin): pin.rect
        case .measured(let chain): chain.rect
        }
    }

    var frame: Frame {
        switch self {
        case .plain(let pin): pin.frame
        case .measured(let chain): chain.frame
        }
    }

    var warnings: [LayoutWarning] {
        switch self {
        case .plain(let pin): pin.warnings
        case .measured(let chain): chain.warnings
        }
    }

    func layout(fileID: StaticString = #fileID, line: UInt = #line) -> Frame {
        switch self {
        case .plain(let pin): pin.layout(fileID: fileID, line: line)
        case .measured(let chain): chain.layout(fileID: fileID, line: line)
        }
    }
}

/// A world and the chain of steps that lays out its subject.
struct ChainProgram {
    var world: ChainWorld
    var steps: [ChainStep]

    /// The chain, built on `pin` (the subject's).
    func build(on pin: Pin) -> BuiltChain {
        var chain = BuiltChain.plain(pin)
        for step in steps {
            switch (chain, step) {
            case (.plain(let pin), .sizeToFit(let fit, let kind)):
                chain = .measured(
                    fit.map { fit in pin.sizeToFit(fit, measure: kind.measure) } ?? pin.sizeToFit(measure: kind.measure)
                )
            case (.measured(let measured), .sizeToFit(let fit, let kind)):
                chain = .measured(
                    fit.map { fit in measured.sizeToFit(fit, measure: kind.measure) }
                        ?? measured.sizeToFit(measure: kind.measure))
            case (.plain(let pin), _):
                chain = .plain(step.apply(to: pin, in: world))
            case (.measured(let measured), _):
                chain = .measured(step.apply(to: measured, in: world))
            }
        }
        return chain
    }

    func build() -> BuiltChain { build(on: world.subjectFrame.pin) }

    /// Whether the chain has a `sizeToFit` (and so the type `PinChain<MeasureFunction>`).
    var measures: Bool {
        steps.contains { if case .sizeToFit = $0 { true } else { false } }
    }

    /// The program as Swift code: the frames, then the chain.
    var code: String {
        let chain = steps.map { $0.code(in: world) }.joined()
        return world.code + "\nlet chain = \(world.name(world.subject)).pin\(chain)"
    }
}

/// A number as Swift source that gives exactly this value.
func literal(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    if value == .greatestFiniteMagnitude { return ".greatestFiniteMagnitude" }
    if value == -.greatestFiniteMagnitude { return "-.greatestFiniteMagnitude" }
    if value == 0 { return value.sign == .minus ? "-0.0" : "0" }
    // A subnormal literal compiles with a warning: spell out its bits.
    if value.isSubnormal { return "Double(bitPattern: \(value.bitPattern))" }
    if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

func literal(_ insets: EdgeInsets) -> String {
    "EdgeInsets(top: \(literal(insets.top)), left: \(literal(insets.left)), bottom: \(literal(insets.bottom)), "
        + "right: \(literal(insets.right)))"
}
