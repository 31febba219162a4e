// What a chain keeps of its warnings: a record is written only when a rule is rejected,
// with what its text needs, and turned into text only when someone reads it
// (LayoutWarning.swift). Nothing here holds a String, an Array or a class: a chain stays a
// plain value that is copied as bytes, and a chain without warnings never touches this
// storage.

/// The name of a rule as the caller wrote it; the raw value is the spelling.
@usableFromInline
enum RuleName: String, Sendable {
    case top, left, bottom, right, start, end, hCenter, vCenter
    case all, horizontally, vertically
    case topLeft, topCenter, topRight, centerLeft, center, centerRight
    case bottomLeft, bottomCenter, bottomRight
    case topStart, topEnd, centerStart, centerEnd, bottomStart, bottomEnd
    case above, below, before, after
    case width, height, size
    case marginTop, marginLeft, marginBottom, marginRight, marginStart, marginEnd
    case marginHorizontal, marginVertical, margin
    case pinEdges, justify, align
    case minWidth, maxWidth, minHeight, maxHeight, aspectRatio, sizeToFit
    case horizontallyBetween, verticallyBetween
    case wrapContent
}

/// How a rule's arguments are written, which decides how `RuleCall` prints them.
@usableFromInline
enum RuleForm: UInt8, Sendable {
    /// `top()`
    case empty
    /// `top(10)`, `margin(1, 2, 3, 4)`: `count` numbers.
    case numbers
    /// `width(50%)`, `margin(10%, 5%)`: `count` percentages.
    case percents
    /// `all(EdgeInsets(...))`: the four numbers are top, left, bottom, right.
    case insets
    /// `size(Size(...))`: the first two numbers are width and height.
    case size
    /// `below(of: frame, aligned: .left)`, `width(of: frame)`. A frame has no name, so the
    /// rule reads as a PinLayout user writes it rather than with coordinates.
    case frame
    /// `below(of: [3 frames], aligned: .left)`
    case frames
    /// `topLeft(to: anchor.topRight)`
    case anchor
    /// `left(to: edge.right)`: the edge is `horizontalAlign`'s left, center or right.
    case horizontalEdge
    /// `top(to: edge.bottom)`: the edge is `verticalAlign`'s top, center or bottom.
    case verticalEdge
    /// `justify(.center)`
    case horizontalAlign
    /// `align(.bottom)`
    case verticalAlign
    /// `sizeToFit(.width)`
    case fit
    /// `horizontallyBetween(frame, and: frame, aligned: .top)`
    case between
    /// `wrapContent([2 frames], .all, padding: 10)`: the padding is the first number (all
    /// four are set), the frames are `count`, the type is `wrapType`.
    case wrap
    /// `wrapContent([2 frames], .all, padding: EdgeInsets(...))`: the four numbers are top,
    /// left, bottom, right.
    case wrapInsets
}

/// A rule as the caller wrote it: `width(200)`, `below(of: frame, aligned: .left)`.
///
/// Built by every rule and used only when the rule is rejected, so it is made of the rule's
/// constants and arguments, which the optimizer drops when no warning needs them.
@usableFromInline
struct RuleCall: Sendable {
    @usableFromInline var numbers: (Double, Double, Double, Double)
    /// The rest, one byte each (the count two), packed in one word: fewer fields for every
    /// copy of a chain to carry.
    @usableFromInline var packed: UInt64

    // One expression of concrete bit casts rather than a setter per field: a debug build
    // calls every generic setter, and every rule of a chain makes a `RuleCall`.
    @inlinable @inline(__always)
    init(_ name: RuleName, _ form: RuleForm) {
        numbers = (0, 0, 0, 0)
        packed =
            UInt64(unsafeBitCast(name, to: UInt8.self)) << 16 | UInt64(form.rawValue) << 24
            | UInt64(unsafeBitCast(HorizontalAlign.none, to: UInt8.self)) << 32
            | UInt64(unsafeBitCast(VerticalAlign.none, to: UInt8.self)) << 40
            | UInt64(unsafeBitCast(Anchor.Kind.topLeft, to: UInt8.self)) << 48
            | UInt64(unsafeBitCast(FitType.content, to: UInt8.self)) << 56
    }

    /// The one-byte enum stored at bit `shift` of `packed`. Each case of these enums is one
    /// byte, and a byte is only ever read back into the type it was made from.
    @inlinable @inline(__always)
    func field<Field>(at shift: UInt64, as type: Field.Type = Field.self) -> Field {
        unsafeBitCast(UInt8(truncatingIfNeeded: packed >> shift), to: Field.self)
    }

    /// Stores the one-byte enum `value` at bit `shift` of `packed`.
    @inlinable @inline(__always)
    mutating func setField<Field>(_ value: Field, at shift: UInt64) {
        packed = (packed & ~(0xFF << shift)) | UInt64(unsafeBitCast(value, to: UInt8.self)) << shift
    }

    /// How many of `numbers` were written (`.numbers`, `.percents`), or frames in a list
    /// (`.frames`, at most `UInt16.max`).
    @inlinable @inline(__always)
    var count: UInt16 {
        get { UInt16(truncatingIfNeeded: packed) }
        set { packed = (packed & ~0xFFFF) | UInt64(newValue) }
    }

    @inlinable @inline(__always)
    var name: RuleName {
        get { field(at: 16) }
        set { setField(newValue, at: 16) }
    }

    @inlinable @inline(__always)
    var form: RuleForm {
        get { field(at: 24) }
        set { setField(newValue, at: 24) }
    }

    /// The `aligned:` or `justify` argument, or the edge of `.horizontalEdge`.
    @inlinable @inline(__always)
    var horizontalAlign: HorizontalAlign {
        get { field(at: 32) }
        set { setField(newValue, at: 32) }
    }

    /// The `aligned:` or `align` argument, or the edge of `.verticalEdge`.
    @inlinable @inline(__always)
    var verticalAlign: VerticalAlign {
        get { field(at: 40) }
        set { setField(newValue, at: 40) }
    }

    @inlinable @inline(__always)
    var anchorKind: Anchor.Kind {
        get { field(at: 48) }
        set { setField(newValue, at: 48) }
    }

    @inlinable @inline(__always)
    var fitType: FitType {
        get { field(at: 56) }
        set { setField(newValue, at: 56) }
    }

    /// `wrapContent`'s type, in the byte `fitType` has for `sizeToFit` (a rule is one or the
    /// other).
    @inlinable @inline(__always)
    var wrapType: WrapType {
        get { field(at: 56) }
        set { setField(newValue, at: 56) }
    }

    @inlinable @inline(__always)
    static func numbers(
        _ name: RuleName, _ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0, count: UInt16,
        isPercent: Bool = false
    ) -> RuleCall {
        var rule = RuleCall(name, isPercent ? .percents : .numbers)
        rule.numbers = (a, b, c, d)
        rule.packed |= UInt64(count)
        return rule
    }

    @inlinable @inline(__always)
    static func value(_ name: RuleName, _ value: Double) -> RuleCall {
        numbers(name, value, count: 1)
    }

    @inlinable @inline(__always)
    static func percent(_ name: RuleName, _ percent: Percent) -> RuleCall {
        numbers(name, percent.value, count: 1, isPercent: true)
    }

    @inlinable @inline(__always)
    static func insets(_ name: RuleName, _ insets: EdgeInsets) -> RuleCall {
        var rule = RuleCall(name, .insets)
        rule.numbers = (insets.top, insets.left, insets.bottom, insets.right)
        return rule
    }

    @inlinable @inline(__always)
    static func size(_ name: RuleName, _ size: Size) -> RuleCall {
        var rule = RuleCall(name, .size)
        rule.numbers = (size.width, size.height, 0, 0)
        return rule
    }

    /// `name(of: frame)` or, with `count`, `name(of: [count frames])`, plus `aligned:`.
    @inlinable @inline(__always)
    static func relative(
        _ name: RuleName, list count: Int?, _ horizontal: HorizontalAlign = .none, _ vertical: VerticalAlign = .none
    ) -> RuleCall {
        var rule = RuleCall(name, count == nil ? .frame : .frames)
        rule.count = UInt16(clamping: count ?? 0)
        rule.horizontalAlign = horizontal
        rule.verticalAlign = vertical
        return rule
    }

    @inlinable @inline(__always)
    static func anchor(_ name: RuleName, _ kind: Anchor.Kind) -> RuleCall {
        var rule = RuleCall(name, .anchor)
        rule.anchorKind = kind
        return rule
    }

    @inlinable @inline(__always)
    static func edge(_ name: RuleName, _ kind: HorizontalEdge.Kind) -> RuleCall {
        var rule = RuleCall(name, .horizontalEdge)
        switch kind {
        case .left: rule.horizontalAlign = .left
        case .hCenter: rule.horizontalAlign = .center
        case .right: rule.horizontalAlign = .right
        }
        return rule
    }

    @inlinable @inline(__always)
    static func edge(_ name: RuleName, _ kind: VerticalEdge.Kind) -> RuleCall {
        var rule = RuleCall(name, .verticalEdge)
        switch kind {
        case .top: rule.verticalAlign = .top
        case .vCenter: rule.verticalAlign = .center
        case .bottom: rule.verticalAlign = .bottom
        }
        return rule
    }

    /// `condition ? a : b`, without a branch: word by word.
    @inlinable @inline(__always)
    static func choose(_ condition: Bool, _ a: RuleCall, _ b: RuleCall) -> RuleCall {
        typealias Words = (UInt64, UInt64, UInt64, UInt64, UInt64)
        let (x, y) = (unsafeBitCast(a, to: Words.self), unsafeBitCast(b, to: Words.self))
        let bits = mask(condition)
        func pick(_ p: UInt64, _ q: UInt64) -> UInt64 { (p & bits) | (q & ~bits) }
        let words: Words = (pick(x.0, y.0), pick(x.1, y.1), pick(x.2, y.2), pick(x.3, y.3), pick(x.4, y.4))
        return unsafeBitCast(words, to: RuleCall.self)
    }

    /// `wrapContent` of `count` frames, written with a number for `padding` or, when
    /// `insets`, with `EdgeInsets`.
    @inlinable @inline(__always)
    static func wrap(_ count: Int, _ type: WrapType, _ padding: EdgeInsets, insets: Bool) -> RuleCall {
        var rule = RuleCall(.wrapContent, insets ? .wrapInsets : .wrap)
        rule.numbers = (padding.top, padding.left, padding.bottom, padding.right)
        rule.count = UInt16(clamping: count)
        rule.wrapType = type
        return rule
    }

    @inlinable @inline(__always)
    static func fit(_ type: FitType) -> RuleCall {
        var rule = RuleCall(.sizeToFit, .fit)
        rule.fitType = type
        return rule
    }
}

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
/// `justify`, `align`, `pinEdges()`, and `aspectRatio` or `sizeToFit`. 0 for a rule the
/// chain does not have.
@usableFromInline
struct RuleOrdinals: Sendable {
    @usableFromInline var justify: UInt8
    @usableFromInline var align: UInt8
    @usableFromInline var pinEdges: UInt8
    @usableFromInline var sizing: UInt8

    @inlinable @inline(__always)
    init() {
        justify = 0
        align = 0
        pinEdges = 0
        sizing = 0
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
