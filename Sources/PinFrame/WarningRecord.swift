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
}

/// A rule as the caller wrote it: `width(200)`, `below(of: frame, aligned: .left)`.
///
/// Built by every rule and used only when the rule is rejected, so it is made of the rule's
/// constants and arguments, which the optimizer drops when no warning needs them.
@usableFromInline
struct RuleCall: Sendable {
    @usableFromInline var numbers: (Double, Double, Double, Double)
    /// How many of `numbers` were written (`.numbers`, `.percents`), or frames in a list
    /// (`.frames`, at most `UInt16.max`).
    @usableFromInline var count: UInt16
    @usableFromInline var name: RuleName
    @usableFromInline var form: RuleForm
    /// The `aligned:` or `justify` argument, or the edge of `.horizontalEdge`.
    @usableFromInline var horizontalAlign: HorizontalAlign
    /// The `aligned:` or `align` argument, or the edge of `.verticalEdge`.
    @usableFromInline var verticalAlign: VerticalAlign
    @usableFromInline var anchorKind: Anchor.Kind
    @usableFromInline var fitType: FitType

    @inlinable
    init(_ name: RuleName, _ form: RuleForm) {
        self.name = name
        self.form = form
        count = 0
        horizontalAlign = .none
        verticalAlign = .none
        anchorKind = .topLeft
        fitType = .content
        numbers = (0, 0, 0, 0)
    }

    @inlinable
    static func numbers(
        _ name: RuleName, _ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0, count: UInt16,
        isPercent: Bool = false
    ) -> RuleCall {
        var rule = RuleCall(name, isPercent ? .percents : .numbers)
        rule.numbers = (a, b, c, d)
        rule.count = count
        return rule
    }

    @inlinable
    static func value(_ name: RuleName, _ value: Double) -> RuleCall {
        numbers(name, value, count: 1)
    }

    @inlinable
    static func percent(_ name: RuleName, _ percent: Percent) -> RuleCall {
        numbers(name, percent.value, count: 1, isPercent: true)
    }

    @inlinable
    static func insets(_ name: RuleName, _ insets: EdgeInsets) -> RuleCall {
        var rule = RuleCall(name, .insets)
        rule.numbers = (insets.top, insets.left, insets.bottom, insets.right)
        return rule
    }

    @inlinable
    static func size(_ name: RuleName, _ size: Size) -> RuleCall {
        var rule = RuleCall(name, .size)
        rule.numbers = (size.width, size.height, 0, 0)
        return rule
    }

    /// `name(of: frame)` or, with `count`, `name(of: [count frames])`, plus `aligned:`.
    @inlinable
    static func relative(
        _ name: RuleName, list count: Int?, _ horizontal: HorizontalAlign = .none, _ vertical: VerticalAlign = .none
    ) -> RuleCall {
        var rule = RuleCall(name, count == nil ? .frame : .frames)
        rule.count = UInt16(clamping: count ?? 0)
        rule.horizontalAlign = horizontal
        rule.verticalAlign = vertical
        return rule
    }

    @inlinable
    static func anchor(_ name: RuleName, _ kind: Anchor.Kind) -> RuleCall {
        var rule = RuleCall(name, .anchor)
        rule.anchorKind = kind
        return rule
    }

    @inlinable
    static func edge(_ name: RuleName, _ kind: HorizontalEdge.Kind) -> RuleCall {
        var rule = RuleCall(name, .horizontalEdge)
        switch kind {
        case .left: rule.horizontalAlign = .left
        case .hCenter: rule.horizontalAlign = .center
        case .right: rule.horizontalAlign = .right
        }
        return rule
    }

    @inlinable
    static func edge(_ name: RuleName, _ kind: VerticalEdge.Kind) -> RuleCall {
        var rule = RuleCall(name, .verticalEdge)
        switch kind {
        case .top: rule.verticalAlign = .top
        case .vCenter: rule.verticalAlign = .center
        case .bottom: rule.verticalAlign = .bottom
        }
        return rule
    }

    @inlinable
    static func fit(_ type: FitType) -> RuleCall {
        var rule = RuleCall(.sizeToFit, .fit)
        rule.fitType = type
        return rule
    }
}

/// Why a rule (or part of one) was not applied.
@usableFromInline
enum IssueCode: UInt8, Sendable {
    /// The attribute conflicts with `WarningRecord.conflicting`, already pinned.
    case conflict
    /// The attribute already holds another value.
    case alreadySet
    /// The rule pins against a parent and the frame is a root.
    case noParent
    /// A width or height below zero (`WarningRecord.value`).
    case negativeSize
    /// A number of the rule (or one computed from it) is NaN or infinite.
    case invalidValue
    /// A relative list with no visible frame.
    case noVisibleFrame
    /// A second `aspectRatio`/`sizeToFit`: the chain's sizing rule came first.
    case sizingConflict
    /// An aspect ratio of zero or less.
    case ratioNotPositive
    /// A minimum or maximum already set to another value (`WarningRecord.value`).
    case limitAlreadySet
    /// `horizontallyBetween`/`verticallyBetween` with frames that overlap on that axis.
    case noSpaceBetween
    /// `justify`/`align` already given another alignment.
    case placementAlreadySet

    /// The kind of the warning this code gives.
    var kind: LayoutWarning.Kind {
        switch self {
        case .conflict, .sizingConflict: .conflict
        case .alreadySet, .limitAlreadySet, .placementAlreadySet: .alreadySet
        case .noParent: .noParent
        case .negativeSize: .negativeSize
        case .invalidValue: .invalidValue
        case .noVisibleFrame, .ratioNotPositive, .noSpaceBetween: .ignored
        }
    }
}

/// A rejected rule (or attribute of one): what its warning says.
@usableFromInline
struct WarningRecord: Sendable {
    @usableFromInline var rule: RuleCall
    /// The value quoted: a negative size, or the minimum or maximum already set.
    @usableFromInline var value: Double
    @usableFromInline var code: IssueCode
    /// The attribute being pinned (for `.conflict`, `.alreadySet`, `.negativeSize`).
    @usableFromInline var attribute: Attribute
    /// The bits (`Role.bit`) of the roles already pinned that the attribute conflicts with.
    @usableFromInline var conflicting: UInt8
    /// Which rule of the chain it is about (1 for the first), to put warnings in chain order.
    @usableFromInline var ordinal: UInt8

    @inlinable
    init(
        _ code: IssueCode, _ rule: RuleCall, _ attribute: Attribute = .top, value: Double = 0,
        conflicting: UInt8 = 0
    ) {
        self.code = code
        self.rule = rule
        self.attribute = attribute
        self.value = value
        self.conflicting = conflicting
        ordinal = 0
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

    @inlinable
    init() {
        first = RuleCall(.top, .empty)
        firstOrdinal = 0
        count = 0
    }

    /// Notes `rule`, the chain's rule number `ordinal`. Along a written-out chain `count` is
    /// a constant, so the branch folds away.
    @inlinable @inline(__always)
    mutating func add(_ rule: RuleCall, ordinal: UInt8) {
        if count == 0 {
            first = rule
            firstOrdinal = ordinal
        }
        count &+= choose(count == .max, 0, 1)
    }

    /// The rules described, with their ordinals.
    var described: [(rule: RuleCall, ordinal: UInt8)] {
        count == 0 ? [] : [(first, firstOrdinal)]
    }
}

/// The warnings a chain recorded, in chain order, stored inline.
///
/// A chain keeps its first `capacity` records; past them it counts, and the count becomes
/// one more warning that says how many were not recorded. Two is room for the warnings of
/// the chains people write (most have none, a mistake usually gives one) while a chain
/// value stays under 512 bytes: each record takes 56, and a chain is copied at every rule.
@usableFromInline
struct RecordedWarnings: Sendable {
    @usableFromInline static var capacity: Int { 2 }

    @usableFromInline var records: (WarningRecord, WarningRecord)
    /// How many of `records` are in use.
    @usableFromInline var count: UInt8
    /// The code of the first rejection that found no room, for the kind of the warning
    /// that counts them.
    @usableFromInline var firstDropped: IssueCode
    /// Rejections that found no room.
    @usableFromInline var dropped: UInt32

    @inlinable
    init() {
        let unused = WarningRecord(.conflict, RuleCall(.top, .empty))
        records = (unused, unused)
        count = 0
        firstDropped = .conflict
        dropped = 0
    }

    /// Whether a rule was rejected.
    @inlinable
    var isEmpty: Bool { count == 0 && dropped == 0 }

    /// `warnings` with `record` added. Out of line and by value: only a chain that has a
    /// warning runs it, and a chain passed by reference would have to live in memory on
    /// the path without warnings too.
    @usableFromInline @inline(never)
    static func adding(_ record: WarningRecord, to warnings: RecordedWarnings) -> RecordedWarnings {
        var result = warnings
        switch result.count {
        case 0: result.records.0 = record
        case 1: result.records.1 = record
        default:
            if result.dropped == 0 { result.firstDropped = record.code }
            result.dropped &+= 1
            return result
        }
        result.count += 1
        return result
    }

    /// The records in chain order.
    var all: [WarningRecord] {
        let stored = [records.0, records.1]
        return Array(stored.prefix(Int(count)))
    }
}
