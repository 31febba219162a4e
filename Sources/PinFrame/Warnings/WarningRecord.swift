// What a chain keeps of its warnings: a record is written only when a rule is rejected,
// with what its text needs, and turned into text only when someone reads it
// (Pin+Warnings.swift). Nothing here holds a String, an Array or a class: a chain stays a
// plain value that is copied as bytes, and a chain without warnings never touches this
// storage.

/// Why a rule (or part of one) was not applied: a code a chain can choose without a
/// branch.
@usableFromInline
struct IssueCode: Equatable, Sendable {
    @usableFromInline let raw: UInt8

    @inlinable @inline(__always)
    init(raw: UInt8) { self.raw = raw }

    /// The attribute conflicts with `WarningRecord.conflicting`, already pinned.
    @inlinable @inline(__always) static var conflict: IssueCode { IssueCode(raw: 0) }
    /// The attribute already holds another value.
    @inlinable @inline(__always) static var alreadySet: IssueCode { IssueCode(raw: 1) }
    /// The rule pins against a parent and the frame is a root.
    @inlinable @inline(__always) static var noParent: IssueCode { IssueCode(raw: 2) }
    /// A width or height below zero (`WarningRecord.value`).
    @inlinable @inline(__always) static var negativeSize: IssueCode { IssueCode(raw: 3) }
    /// A number of the rule (or one computed from it) is NaN or infinite.
    @inlinable @inline(__always) static var invalidValue: IssueCode { IssueCode(raw: 4) }
    /// A relative list with no visible frame.
    @inlinable @inline(__always) static var noVisibleFrame: IssueCode { IssueCode(raw: 5) }
    /// A second `aspectRatio`/`sizeToFit`: the chain's sizing rule came first.
    @inlinable @inline(__always) static var sizingConflict: IssueCode { IssueCode(raw: 6) }
    /// An aspect ratio of zero or less.
    @inlinable @inline(__always) static var ratioNotPositive: IssueCode { IssueCode(raw: 7) }
    /// A minimum or maximum already set to another value (`WarningRecord.value`).
    @inlinable @inline(__always) static var limitAlreadySet: IssueCode { IssueCode(raw: 8) }
    /// `horizontallyBetween`/`verticallyBetween` with frames that overlap on that axis.
    @inlinable @inline(__always) static var noSpaceBetween: IssueCode { IssueCode(raw: 9) }
    /// `justify`/`align` already given another alignment.
    @inlinable @inline(__always) static var placementAlreadySet: IssueCode { IssueCode(raw: 10) }
    /// `wrapContent` left out visible frames whose rect is not finite (`WarningRecord.value`
    /// of them).
    @inlinable @inline(__always) static var childrenNotFinite: IssueCode { IssueCode(raw: 11) }
    /// A rule referred to a frame (or an anchor or edge of one) under another root.
    @inlinable @inline(__always) static var otherRoot: IssueCode { IssueCode(raw: 12) }

    /// `condition ? a : b`, without a branch.
    @inlinable @inline(__always)
    static func choose(_ condition: Bool, _ a: IssueCode, _ b: IssueCode) -> IssueCode {
        let bits = UInt8(truncatingIfNeeded: mask(condition))
        return IssueCode(raw: (a.raw & bits) | (b.raw & ~bits))
    }

    /// The kind of the warning this code gives.
    var kind: LayoutWarning.Kind {
        switch self {
        case .conflict, .sizingConflict: .conflict
        case .alreadySet, .limitAlreadySet, .placementAlreadySet: .alreadySet
        case .noParent: .noParent
        case .negativeSize: .negativeSize
        case .invalidValue, .childrenNotFinite, .otherRoot: .invalidValue
        default: .ignored
        }
    }
}

/// A rejected rule (or attribute of one): what its warning says.
@usableFromInline
struct WarningRecord: Sendable {
    @usableFromInline var rule: RuleCall
    /// The value quoted: a negative size, or the minimum or maximum already set.
    @usableFromInline var value: Double
    /// The code, the attribute's axis and role, the roles it conflicts with and the
    /// ordinal, one byte each in one word.
    @usableFromInline var packed: UInt64

    @inlinable @inline(__always)
    init(
        _ code: IssueCode, _ rule: RuleCall, _ attribute: Attribute = .top, value: Double = 0,
        conflicting: UInt8 = 0
    ) {
        self.rule = rule
        self.value = value
        let axis: UInt64 = attribute.axis == .horizontal ? 0 : 1
        packed =
            UInt64(code.raw) | axis << 8 | UInt64(attribute.role.bit) << 16 | UInt64(conflicting) << 24
    }

    @inlinable @inline(__always)
    var code: IssueCode { IssueCode(raw: UInt8(truncatingIfNeeded: packed)) }

    /// The attribute being pinned (for `.conflict`, `.alreadySet`, `.negativeSize`).
    var attribute: Attribute {
        Attribute(packed >> 8 & 0xFF == 0 ? .horizontal : .vertical, Role(bit: UInt8(truncatingIfNeeded: packed >> 16)))
    }

    /// The bits (`Role.bit`) of the roles already pinned that the attribute conflicts with.
    var conflicting: UInt8 { UInt8(truncatingIfNeeded: packed >> 24) }

    /// Which rule of the chain it is about (1 for the first), to put warnings in chain order.
    @inlinable @inline(__always)
    var ordinal: UInt8 {
        get { UInt8(truncatingIfNeeded: packed >> 32) }
        set { packed = (packed & ~(0xFF << 32)) | UInt64(newValue) << 32 }
    }
}

/// The ordinals (`WarningRecord.ordinal`) of the rules whose warnings resolution finds:
/// `justify`, `align`, ``PinChain/pinEdges()``, and `aspectRatio` or `sizeToFit`. 0 for a rule the
/// chain does not have.
@usableFromInline
struct RuleOrdinals: Sendable {
    @usableFromInline var justify: UInt8
    @usableFromInline var align: UInt8
    @usableFromInline var pinEdges: UInt8
    @usableFromInline var sizing: UInt8
    @usableFromInline var flip: UInt8

    @inlinable @inline(__always)
    init() {
        justify = 0
        align = 0
        pinEdges = 0
        sizing = 0
        flip = 0
    }
}

/// The rules of a chain that pin against the parent, described as they pass: whether the
/// frame has a parent is tested once, when the chain is resolved, and on a root they are
/// reported (`.noParent`) and what they pinned left out.
///
/// Describing them costs nothing on the path without warnings: a written-out chain's rules
/// are constants and arguments, which the optimizer computes only where a warning is
/// built. A chain describes the first such rule and counts the rest: on a root they all
/// fail for the same reason, and the first one named points at the mistake.
@usableFromInline
struct ParentRules: Sendable {
    /// The first rule that pins against the parent, and its `WarningRecord.ordinal`.
    @usableFromInline var first: RuleCall
    @usableFromInline var firstOrdinal: UInt8
    /// How many rules of the chain pin against the parent (at most 255 are counted).
    @usableFromInline var count: UInt8

    @inlinable @inline(__always)
    init() {
        first = RuleCall(.top, .empty)
        firstOrdinal = 0
        count = 0
    }

    /// Notes `rule`, the chain's rule number `ordinal`, when `condition` holds. Along a
    /// written-out chain `count` is a constant, so the choices fold away.
    @inlinable @inline(__always)
    mutating func add(_ rule: RuleCall, ordinal: UInt8, if condition: Bool = true) {
        let isFirst = both(condition, count == 0)
        first = RuleCall.choose(isFirst, rule, first)
        firstOrdinal = choose(isFirst, ordinal, firstOrdinal)
        count &+= choose(both(condition, count != .max), 1, 0)
    }

    /// The rules described, with their ordinals.
    var described: [(rule: RuleCall, ordinal: UInt8)] {
        count == 0 ? [] : [(first, firstOrdinal)]
    }
}

/// The warnings a chain recorded, in chain order, stored inline.
///
/// A chain keeps its first `capacity` records; past them it counts, by kind, and each count
/// becomes one more warning that says how many of that kind were not recorded. Two is room
/// for the warnings of the chains people write (most have none, a mistake usually gives one)
/// while a chain value stays under 512 bytes: each record takes 56, and a chain is copied at
/// every rule.
@usableFromInline
struct RecordedWarnings: Sendable {
    @usableFromInline static var capacity: Int { 2 }

    @usableFromInline var records: (WarningRecord, WarningRecord)
    /// How many of `records` are in use.
    @usableFromInline var count: UInt8
    /// Rejections that found no room, one count for each `LayoutWarning.Kind` in the order
    /// of `allCases`, each stopping at `droppedLimit`. Bytes, not a wider integer: they fit
    /// beside `count` in what would be padding, and a wider chain costs at every copy.
    @usableFromInline var dropped: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)

    /// The count of `dropped` that means "this many or more".
    static var droppedLimit: Int { Int(UInt8.max) }

    @inlinable @inline(__always)
    init() {
        let unused = WarningRecord(.conflict, RuleCall(.top, .empty))
        records = (unused, unused)
        count = 0
        dropped = (0, 0, 0, 0, 0, 0)
    }

    /// Whether a rule was rejected.
    @inlinable @inline(__always)
    var isEmpty: Bool { count == 0 }

    /// `warnings` with `record` added. Out of line and by value: only a chain that has a
    /// warning runs it, and the chain is not passed along, so it is not kept in memory.
    @usableFromInline @inline(never)
    static func adding(_ record: WarningRecord, to warnings: RecordedWarnings) -> RecordedWarnings {
        var result = warnings
        switch result.count {
        case 0: result.records.0 = record
        case 1: result.records.1 = record
        default:
            result.dropOne(of: record.code.kind)
            return result
        }
        result.count += 1
        return result
    }

    /// Counts one more warning of `kind` that found no room.
    mutating func dropOne(of kind: LayoutWarning.Kind) {
        withUnsafeMutableBytes(of: &dropped) { counts in
            guard kind.index < counts.count, counts[kind.index] < UInt8.max else { return }
            counts[kind.index] += 1
        }
    }

    /// How many warnings of `kind` found no room (`droppedLimit` for that many or more).
    func droppedCount(of kind: LayoutWarning.Kind) -> Int {
        withUnsafeBytes(of: dropped) { counts in kind.index < counts.count ? Int(counts[kind.index]) : 0 }
    }

    /// The records in chain order.
    var all: [WarningRecord] {
        let stored = [records.0, records.1]
        return Array(stored.prefix(Int(count)))
    }
}

extension LayoutWarning.Kind {
    /// The kind's place in `allCases`.
    var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
