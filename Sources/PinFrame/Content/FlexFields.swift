// Which of the fields that go beyond sizes in points an item uses, read from its stored
// lengths (`ItemLengths`, whose one word also says whether the item is plain: points, no
// basis, no auto margins, in the flow, not moved — the layouts' fast path).

/// The flexbox fields an item uses beyond plain points.
struct FlexFields: OptionSet, Hashable, Sendable {
    var rawValue: UInt8

    /// A size or limit is a percentage.
    static let percentages = FlexFields(rawValue: 1 << 0)
    /// A basis is set.
    static let basis = FlexFields(rawValue: 1 << 1)
    /// A margin is auto.
    static let autoMargins = FlexFields(rawValue: 1 << 2)
    /// It is `.absolute`.
    static let absolute = FlexFields(rawValue: 1 << 3)
    /// An offset is set.
    static let offsets = FlexFields(rawValue: 1 << 4)

    /// The fields of an item: whether a size or limit is a percentage, whether it has a
    /// basis, its auto margins, position, and whether an offset is set.
    @inline(__always)
    init(percentages: Bool, basis: Bool, autoMargins: AutoMargins, position: Position, offsets: Bool) {
        rawValue =
            (percentages ? Self.percentages.rawValue : 0) | (basis ? Self.basis.rawValue : 0)
            | (autoMargins.isEmpty ? 0 : Self.autoMargins.rawValue)
            | (position == .absolute ? Self.absolute.rawValue : 0) | (offsets ? Self.offsets.rawValue : 0)
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init() { rawValue = 0 }
}
