// An item's sizes, limits, basis and offsets in one small value: a number each, and what
// each number is (unset, points or a percentage) in two bits of one word, which also holds
// its auto margins and whether it is `.absolute` — so that one test of the word tells an
// item that uses none of the flexbox fields beyond points. Eleven
// `Dimension?`s take 16 bytes each (the number and a tag, aligned); kept this way they take
// 8 and an item stays under the size that is copied with a few moves instead of a `memcpy`
// (a stack item is 208 bytes with them, not 296), which every layout does for every item.

/// The ``Dimension``s of a ``StackItem`` or ``GridItem``, read and written one slot at a time.
struct ItemLengths: Hashable, Sendable {
    /// Which length.
    enum Slot: UInt32 {
        case width, height, minWidth, maxWidth, minHeight, maxHeight, basis, top, left, bottom, right
    }

    /// What a slot holds, two bits a slot: 0 unset (nil), 1 points, 2 a percentage; then
    /// the auto margins (four bits) and `.absolute` (one).
    private var kinds: UInt32 = 0
    // The numbers; 0 in an unset slot, so that equal lengths compare equal.
    private var width = 0.0
    private var height = 0.0
    private var minWidth = 0.0
    private var maxWidth = 0.0
    private var minHeight = 0.0
    private var maxHeight = 0.0
    private var basis = 0.0
    private var top = 0.0
    private var left = 0.0
    private var bottom = 0.0
    private var right = 0.0

    /// The six sizes and limits' bits that say "a percentage".
    private static let sizePercentages: UInt32 = 0b10_1010_1010_10
    /// The offsets' bits (both of each slot).
    private static let offsetBits: UInt32 = 0b1111_1111 << (2 * Slot.top.rawValue)
    /// The basis's bits.
    private static let basisBits: UInt32 = 0b11 << (2 * Slot.basis.rawValue)
    /// Where the auto margins' four bits start, and the bit of `.absolute`.
    private static let autoMarginsShift: UInt32 = 22
    private static let absoluteBit: UInt32 = 1 << 26
    /// Every bit that makes an item more than plain points.
    private static let flexBits: UInt32 =
        sizePercentages | basisBits | offsetBits | 0b1111 << autoMarginsShift | absoluteBit

    init() {}

    /// The lengths of an item, each slot set from its dimension in straight-line code (an
    /// item is made in every frame of a render loop).
    @inline(__always)
    init(
        width: Dimension?, height: Dimension?, minWidth: Dimension?, maxWidth: Dimension?, minHeight: Dimension?,
        maxHeight: Dimension?, basis: Dimension?, offsets: Offsets
    ) {
        @inline(__always)
        func split(_ value: Dimension?, _ slot: Slot) -> (bits: UInt32, number: Double) {
            switch value {
            case nil: (0, 0)
            case .points(let points): (1 << (2 * slot.rawValue), points)
            case .percent(let share): (2 << (2 * slot.rawValue), share)
            }
        }
        var bits: UInt32 = 0
        (bits, self.width) = split(width, .width)
        var kind: UInt32
        (kind, self.height) = split(height, .height)
        bits |= kind
        (kind, self.minWidth) = split(minWidth, .minWidth)
        bits |= kind
        (kind, self.maxWidth) = split(maxWidth, .maxWidth)
        bits |= kind
        (kind, self.minHeight) = split(minHeight, .minHeight)
        bits |= kind
        (kind, self.maxHeight) = split(maxHeight, .maxHeight)
        bits |= kind
        (kind, self.basis) = split(basis, .basis)
        bits |= kind
        (kind, top) = split(offsets.top, .top)
        bits |= kind
        (kind, left) = split(offsets.left, .left)
        bits |= kind
        (kind, bottom) = split(offsets.bottom, .bottom)
        bits |= kind
        (kind, right) = split(offsets.right, .right)
        kinds = bits | kind
    }

    /// The slot's dimension, nil when unset.
    subscript(slot: Slot) -> Dimension? {
        @inline(__always) get {
            switch kind(slot) {
            case 1: .points(number(slot))
            case 2: .percent(number(slot))
            default: nil
            }
        }
        @inline(__always) set {
            let (kind, value): (UInt32, Double) =
                switch newValue {
                case nil: (0, 0)
                case .points(let points): (1, points)
                case .percent(let share): (2, share)
                }
            kinds = kinds & ~(3 << (2 * slot.rawValue)) | kind << (2 * slot.rawValue)
            setNumber(value, slot)
        }
    }

    /// A size or limit in points that is a finite number ≥ 0, else nil (unset, a percentage,
    /// or a number set aside).
    @inline(__always)
    func points(_ slot: Slot) -> Double? {
        kind(slot) == 1 ? definedSize(number(slot)) : nil
    }

    /// A size or limit as a finite number ≥ 0 in a containing block `block` long (a
    /// percentage of an open block is nil), else nil.
    @inline(__always)
    func length(_ slot: Slot, in block: Double) -> Double? {
        switch kind(slot) {
        case 1: return definedSize(number(slot))
        case 2: return definedSize(Dimension.percent(number(slot)).length(in: block))
        default: return nil
        }
    }

    /// The auto margins.
    var autoMargins: AutoMargins {
        @inline(__always) get {
            AutoMargins(rawValue: UInt8(truncatingIfNeeded: kinds >> Self.autoMarginsShift) & 0b1111)
        }
        set {
            kinds =
                kinds & ~(0b1111 << Self.autoMarginsShift) | UInt32(newValue.rawValue & 0b1111) << Self.autoMarginsShift
        }
    }

    /// The position.
    var position: Position {
        @inline(__always) get { kinds & Self.absoluteBit != 0 ? .absolute : .relative }
        set { kinds = newValue == .absolute ? kinds | Self.absoluteBit : kinds & ~Self.absoluteBit }
    }

    /// Whether no flexbox field beyond points is used.
    var isPlain: Bool {
        @inline(__always) get { kinds & Self.flexBits == 0 }
    }

    /// Which flexbox fields beyond points are used.
    var flexFields: FlexFields {
        @inline(__always) get {
            guard _slowPath(kinds & Self.flexBits != 0) else { return FlexFields() }
            return FlexFields(
                percentages: kinds & Self.sizePercentages != 0, basis: kinds & Self.basisBits != 0,
                autoMargins: autoMargins, position: position, offsets: kinds & Self.offsetBits != 0)
        }
    }

    /// Whether the slot holds a percentage.
    @inline(__always) func isPercent(_ slot: Slot) -> Bool { kind(slot) == 2 }

    /// Whether the slot is set.
    @inline(__always) func isSet(_ slot: Slot) -> Bool { kind(slot) != 0 }

    /// The offsets as a value.
    var offsets: Offsets {
        get { Offsets(top: self[.top], left: self[.left], bottom: self[.bottom], right: self[.right]) }
        set {
            self[.top] = newValue.top
            self[.left] = newValue.left
            self[.bottom] = newValue.bottom
            self[.right] = newValue.right
        }
    }

    @inline(__always)
    private func kind(_ slot: Slot) -> UInt32 { (kinds >> (2 * slot.rawValue)) & 3 }

    @inline(__always)
    private func number(_ slot: Slot) -> Double {
        switch slot {
        case .width: width
        case .height: height
        case .minWidth: minWidth
        case .maxWidth: maxWidth
        case .minHeight: minHeight
        case .maxHeight: maxHeight
        case .basis: basis
        case .top: top
        case .left: left
        case .bottom: bottom
        case .right: right
        }
    }

    private mutating func setNumber(_ value: Double, _ slot: Slot) {
        switch slot {
        case .width: width = value
        case .height: height = value
        case .minWidth: minWidth = value
        case .maxWidth: maxWidth = value
        case .minHeight: minHeight = value
        case .maxHeight: maxHeight = value
        case .basis: basis = value
        case .top: top = value
        case .left: left = value
        case .bottom: bottom = value
        case .right: right = value
        }
    }
}
