// Warnings are recorded as small plain values and turned into text only when someone
// reads them (LayoutWarning.swift). Nothing here holds a String, an Array or a class,
// so a `Pin` stays trivially copyable and a chain without warnings compiles down to
// arithmetic (PERF-NOTES: any reference inside `Pin` costs ~10x).

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
    // Names of computed results, for warnings found while resolving.
    case x, y
}

/// Up to four numbers as written in a rule, all plain or all percentages.
@usableFromInline
struct RuleNumbers: Sendable {
    @usableFromInline var values: (Double, Double, Double, Double)
    @usableFromInline var count: UInt8
    @usableFromInline var isPercent: Bool

    @inlinable @inline(__always)
    init(_ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0, count: UInt8, isPercent: Bool) {
        values = (a, b, c, d)
        self.count = count
        self.isPercent = isPercent
    }
}

/// The `aligned:` argument of a relative rule, if any.
@usableFromInline
enum RuleAlignment: Sendable {
    case none
    case horizontal(HorizontalAlign)
    case vertical(VerticalAlign)
}

/// The arguments of a rule as written, enough to print the rule back.
@usableFromInline
enum RuleArgument: Sendable {
    /// `top()`
    case empty
    /// `width`: a computed result, printed without parentheses.
    case bare
    /// `top(10)`, `margin(1, 2, 3, 4)`, `width(50%)`
    case numbers(RuleNumbers)
    /// `all(EdgeInsets(...))`
    case insets(EdgeInsets)
    /// `size(Size(...))`
    case size(Size)
    /// `below(of: (x: …), aligned: .left)`, `width(of: …)`: the reference frame's rect.
    case frame(Rect, RuleAlignment)
    /// `below(of: [3 frames], aligned: .left)`
    case frames(count: Int, RuleAlignment)
    /// `topLeft(to: .topRight (x: …, y: …))`
    case anchor(Anchor)
    /// `left(to: .right (x: 120))`
    case horizontalEdge(HorizontalEdge)
    /// `top(to: .bottom (y: 40))`
    case verticalEdge(VerticalEdge)
    /// `justify(.center)`
    case horizontalAlign(HorizontalAlign)
    /// `align(.bottom)`
    case verticalAlign(VerticalAlign)
}

/// A rule as the caller wrote it: `width(200)`, `below(of: …, aligned: .left)`.
@usableFromInline
struct RuleCall: Sendable {
    @usableFromInline var name: RuleName
    @usableFromInline var argument: RuleArgument

    @inlinable @inline(__always)
    init(_ name: RuleName, _ argument: RuleArgument) {
        self.name = name
        self.argument = argument
    }

    @inlinable @inline(__always)
    static func value(_ name: RuleName, _ value: Double) -> RuleCall {
        RuleCall(name, .numbers(RuleNumbers(value, count: 1, isPercent: false)))
    }

    @inlinable @inline(__always)
    static func percent(_ name: RuleName, _ percent: Percent) -> RuleCall {
        RuleCall(name, .numbers(RuleNumbers(percent.value, count: 1, isPercent: true)))
    }

    @inlinable
    static var placeholder: RuleCall { RuleCall(.top, .empty) }
}

/// Why a rule (or part of one) was not applied.
@usableFromInline
enum Issue: Sendable {
    /// It conflicts with these already pinned attributes on the rejected attribute's axis.
    case conflict(Attribute, with: RoleSet)
    /// The attribute already holds another value.
    case alreadySet(Attribute)
    /// The rule pins against a parent and the frame is a root.
    case noParent
    /// A width or height below zero.
    case negativeSize(Attribute, Double)
    /// A value (or a value computed from it) is NaN or infinite.
    case invalidValue(Double)
    /// A relative list with no visible frame.
    case noVisibleFrame
}

/// One recorded warning: the rule and why it was rejected.
@usableFromInline
struct WarningRecord: Sendable {
    @usableFromInline var rule: RuleCall
    @usableFromInline var issue: Issue

    @inlinable @inline(__always)
    init(rule: RuleCall, issue: Issue) {
        self.rule = rule
        self.issue = issue
    }
}

/// The warnings of a chain, stored inline: a fixed number of slots and a count.
///
/// Appending happens only on the warning path, out of line (`Pin.warned`).
@usableFromInline
struct WarningSlots: Sendable {
    /// How many warnings one chain keeps; later ones are counted in `dropped`.
    @usableFromInline static var capacity: Int { 8 }

    @usableFromInline var count: UInt8 = 0
    @usableFromInline var dropped: UInt32 = 0
    @usableFromInline var slots:
        (
            WarningRecord, WarningRecord, WarningRecord, WarningRecord,
            WarningRecord, WarningRecord, WarningRecord, WarningRecord
        )

    @inlinable @inline(__always)
    init() {
        let empty = WarningRecord(rule: .placeholder, issue: .noParent)
        slots = (empty, empty, empty, empty, empty, empty, empty, empty)
    }

    mutating func append(_ record: WarningRecord) {
        guard Int(count) < Self.capacity else {
            dropped &+= 1
            return
        }
        withUnsafeMutableBytes(of: &slots) { raw in
            raw.storeBytes(of: record, toByteOffset: Int(count) * MemoryLayout<WarningRecord>.stride, as: WarningRecord.self)
        }
        count += 1
    }

    var records: [WarningRecord] {
        withUnsafeBytes(of: slots) { raw in
            (0..<Int(count)).map { raw.load(fromByteOffset: $0 * MemoryLayout<WarningRecord>.stride, as: WarningRecord.self) }
        }
    }
}
