// The flexbox fields beyond points that stack and grid items share, drawn for the property
// tests and the fuzzers of stacks, grids and trees.

#if canImport(PinFrame)
    import PinFrame
#endif

extension ProgramGenerator {
    /// `item` with, one time in three, the flexbox fields beyond points drawn: percentages
    /// for some of its sizes and limits, a basis, auto margins, a position and offsets.
    mutating func withFlexFields<Item: FlexItem>(_ item: Item) -> Item {
        guard drawsFlexFields, source.oneIn(3) else { return item }
        var item = item
        func percent(_ value: Dimension?) -> Dimension? {
            guard value != nil, source.oneIn(3) else { return value }
            return .percent(source.oneIn(5) ? number() : source.pick([10, 25, 50, 100]))
        }
        item.width = percent(item.width)
        item.height = percent(item.height)
        item.minWidth = percent(item.minWidth)
        item.maxWidth = percent(item.maxWidth)
        item.minHeight = percent(item.minHeight)
        item.maxHeight = percent(item.maxHeight)
        if source.oneIn(4) {
            item.setBasis(source.pick([.points(0), .points(10), .points(60), .percent(50), .points(number())]))
        }
        if source.oneIn(4) { item.autoMargins = AutoMargins(rawValue: UInt8(source.below(16))) }
        if source.oneIn(4) { item.position = .absolute }
        if source.oneIn(3) {
            func offset() -> Dimension? {
                source.oneIn(2)
                    ? nil
                    : source.oneIn(4)
                        ? .percent(source.pick([10, 50, number()]))
                        : .points(source.oneIn(4) ? number() : source.pick([0, 5, -5, 20]))
            }
            item.offsets = Offsets(top: offset(), left: offset(), bottom: offset(), right: offset())
        }
        return item
    }
}

/// What `withFlexFields(_:)` sets: the fields a stack's and a grid's items share (a basis for
/// stacks only).
protocol FlexItem {
    var width: Dimension? { get set }
    var height: Dimension? { get set }
    var minWidth: Dimension? { get set }
    var maxWidth: Dimension? { get set }
    var minHeight: Dimension? { get set }
    var maxHeight: Dimension? { get set }
    var autoMargins: AutoMargins { get set }
    var position: Position { get set }
    var offsets: Offsets { get set }
    mutating func setBasis(_ basis: Dimension)
}

extension StackItem: FlexItem {
    mutating func setBasis(_ basis: Dimension) { self.basis = basis }
}

extension GridItem: FlexItem {
    mutating func setBasis(_ basis: Dimension) {}
}

extension Dimension {
    /// The number as written (points, or the percentage), for tests that check magnitudes.
    var written: Double {
        switch self {
        case .points(let value), .percent(let value): value
        }
    }
}

extension GridItem {
    /// Whether the item uses a field beyond plain points: a percentage, an auto margin, a
    /// position or an offset.
    var usesFlexboxFields: Bool {
        let percentages = [width, height, minWidth, maxWidth, minHeight, maxHeight].contains {
            if case .percent = $0 { true } else { false }
        }
        return percentages || !autoMargins.isEmpty || position == .absolute || offsets != Offsets()
    }
}
