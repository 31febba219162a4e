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
    case minWidth, maxWidth, minHeight, maxHeight, aspectRatio, sizeToFit
    case horizontallyBetween, verticallyBetween
    // Names of computed results, for warnings found while resolving.
    case x, y
}

/// How a rule's arguments are written, which decides how `RuleCall` prints them.
@usableFromInline
enum RuleForm: UInt8, Sendable {
    /// `top()`
    case empty
    /// `width`: a computed result, printed without parentheses.
    case bare
    /// `top(10)`, `margin(1, 2, 3, 4)`, `width(50%)`: `count` numbers.
    case numbers
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
    /// `left(to: edge.right)`
    case horizontalEdge
    /// `top(to: edge.bottom)`
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
/// Plain fields only, every byte defined: warning sites hold one each, and enum payloads
/// with unused bytes would make the optimizer copy them around on every rule.
@usableFromInline
struct RuleCall: Sendable {
    // Widest fields first: no padding between fields (see `WarningSite`).
    @usableFromInline var numbers: (Double, Double, Double, Double)
    /// How many of `numbers` were written (`.numbers`), or frames in a list (`.frames`).
    @usableFromInline var count: Int32
    @usableFromInline var name: RuleName
    @usableFromInline var form: RuleForm
    @usableFromInline var isPercent: Bool
    /// The `aligned:` or `justify` argument (`.none` when absent).
    @usableFromInline var horizontalAlign: HorizontalAlign
    /// The `aligned:` or `align` argument (`.none` when absent).
    @usableFromInline var verticalAlign: VerticalAlign
    @usableFromInline var anchorKind: Anchor.Kind
    @usableFromInline var horizontalEdgeKind: HorizontalEdge.Kind
    @usableFromInline var verticalEdgeKind: VerticalEdge.Kind
    @usableFromInline var fitType: FitType

    @usableFromInline @_transparent
    init(_ name: RuleName, _ form: RuleForm) {
        self.name = name
        self.form = form
        count = 0
        isPercent = false
        horizontalAlign = .none
        verticalAlign = .none
        anchorKind = .topLeft
        horizontalEdgeKind = .left
        verticalEdgeKind = .top
        fitType = .content
        numbers = (0, 0, 0, 0)
    }

    @usableFromInline @_transparent
    static func numbers(
        _ name: RuleName, _ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0, count: Int32,
        isPercent: Bool = false
    ) -> RuleCall {
        var rule = RuleCall(name, .numbers)
        rule.numbers = (a, b, c, d)
        rule.count = count
        rule.isPercent = isPercent
        return rule
    }

    @usableFromInline @_transparent
    static func value(_ name: RuleName, _ value: Double) -> RuleCall {
        numbers(name, value, count: 1)
    }

    @usableFromInline @_transparent
    static func percent(_ name: RuleName, _ percent: Percent) -> RuleCall {
        numbers(name, percent.value, count: 1, isPercent: true)
    }

    @usableFromInline @_transparent
    static func insets(_ name: RuleName, _ insets: EdgeInsets) -> RuleCall {
        var rule = RuleCall(name, .insets)
        rule.numbers = (insets.top, insets.left, insets.bottom, insets.right)
        return rule
    }

    @usableFromInline @_transparent
    static func size(_ name: RuleName, _ size: Size) -> RuleCall {
        var rule = RuleCall(name, .size)
        rule.numbers = (size.width, size.height, 0, 0)
        return rule
    }

    /// `name(of: frame)` or, with `count`, `name(of: [count frames])`, plus `aligned:`.
    @usableFromInline @_transparent
    static func relative(
        _ name: RuleName, list count: Int?, _ horizontal: HorizontalAlign = .none, _ vertical: VerticalAlign = .none
    ) -> RuleCall {
        var rule = RuleCall(name, count == nil ? .frame : .frames)
        rule.count = Int32(truncatingIfNeeded: count ?? 0)
        rule.horizontalAlign = horizontal
        rule.verticalAlign = vertical
        return rule
    }

    @usableFromInline @_transparent
    static func anchor(_ name: RuleName, _ kind: Anchor.Kind) -> RuleCall {
        var rule = RuleCall(name, .anchor)
        rule.anchorKind = kind
        return rule
    }

    @usableFromInline @_transparent
    static func edge(_ name: RuleName, _ kind: HorizontalEdge.Kind) -> RuleCall {
        var rule = RuleCall(name, .horizontalEdge)
        rule.horizontalEdgeKind = kind
        return rule
    }

    @usableFromInline @_transparent
    static func edge(_ name: RuleName, _ kind: VerticalEdge.Kind) -> RuleCall {
        var rule = RuleCall(name, .verticalEdge)
        rule.verticalEdgeKind = kind
        return rule
    }

    @usableFromInline @_transparent
    static func fit(_ type: FitType) -> RuleCall {
        var rule = RuleCall(.sizeToFit, .fit)
        rule.fitType = type
        return rule
    }

    @usableFromInline @_transparent
    static var placeholder: RuleCall { RuleCall(.top, .empty) }
}

/// Why a rule (or part of one) was not applied: four bits in `WarningLog.issues`.
@usableFromInline
enum IssueCode: Sendable {
    /// No warning at this site.
    case none
    /// The attribute conflicts with `WarningSite.conflicting`, already pinned.
    case conflict
    /// The attribute already holds another value.
    case alreadySet
    /// The rule pins against a parent and the frame is a root.
    case noParent
    /// A width or height below zero (`WarningSite.value`).
    case negativeSize
    /// A number of the rule (or one computed from it) is NaN or infinite.
    case invalidValue
    /// A relative list with no visible frame.
    case noVisibleFrame
    /// A second `aspectRatio`/`sizeToFit`: the chain's `sizingRule` came first.
    case sizingConflict
    /// An aspect ratio of zero or less.
    case ratioNotPositive
    /// A minimum or maximum already set to another value (`WarningSite.value`).
    case limitAlreadySet
    /// `horizontallyBetween`/`verticallyBetween` with frames that overlap on that axis.
    case noSpaceBetween
    /// `justify`/`align` already given another alignment.
    case placementAlreadySet

    /// The code as the four bits `WarningLog.issues` keeps per site. Both directions are
    /// spelled out here rather than through a raw value: a synthesized `rawValue` is not
    /// inlinable.
    @usableFromInline
    var nibble: UInt64 {
        @_transparent get {
            switch self {
            case .none: 0
            case .conflict: 1
            case .alreadySet: 2
            case .noParent: 3
            case .negativeSize: 4
            case .invalidValue: 5
            case .noVisibleFrame: 6
            case .sizingConflict: 7
            case .ratioNotPositive: 8
            case .limitAlreadySet: 9
            case .noSpaceBetween: 10
            case .placementAlreadySet: 11
            }
        }
    }

    /// The kind of the warning this code gives.
    var kind: LayoutWarning.Kind {
        switch self {
        case .conflict, .sizingConflict: .conflict
        case .alreadySet, .limitAlreadySet, .placementAlreadySet: .alreadySet
        case .noParent: .noParent
        case .negativeSize: .negativeSize
        case .invalidValue: .invalidValue
        case .none, .noVisibleFrame, .ratioNotPositive, .noSpaceBetween: .ignored
        }
    }

    /// The code whose `nibble` is the low four bits of `bits`.
    init(nibble bits: UInt64) {
        switch bits & 0xF {
        case 1: self = .conflict
        case 2: self = .alreadySet
        case 3: self = .noParent
        case 4: self = .negativeSize
        case 5: self = .invalidValue
        case 6: self = .noVisibleFrame
        case 7: self = .sizingConflict
        case 8: self = .ratioNotPositive
        case 9: self = .limitAlreadySet
        case 10: self = .noSpaceBetween
        case 11: self = .placementAlreadySet
        default: self = .none
        }
    }
}

/// One place in a chain where a rule can be rejected, and what its warning would say.
///
/// A chain describes each such place as it passes it, whether or not the rule is
/// rejected there; only the four-bit `IssueCode` differs. After inlining, the
/// description is made of constants and values the chain computes anyway, so the path
/// without warnings pays for a single `UInt64`.
@usableFromInline
struct WarningSite: Sendable {
    // Widest fields first: padding between fields (a byte, then a Double) costs copies of
    // the unused bytes on every rule, measured.
    /// The value being pinned (quoted by `.negativeSize`).
    @usableFromInline var value: Double
    @usableFromInline var rule: RuleCall
    /// The attribute being pinned (for `.conflict`, `.alreadySet`, `.negativeSize`).
    @usableFromInline var attribute: Attribute
    /// The roles already pinned that the attribute conflicts with.
    @usableFromInline var conflicting: RoleSet

    @usableFromInline @_transparent
    init(_ rule: RuleCall, _ attribute: Attribute = .top, value: Double = 0, conflicting: RoleSet = RoleSet()) {
        self.rule = rule
        self.attribute = attribute
        self.value = value
        self.conflicting = conflicting
    }
}

/// The warnings of a chain, stored inline: one description per site (see `WarningSite`)
/// and four bits per site saying what went wrong there, if anything.
@usableFromInline
struct WarningLog: Sendable {
    /// How many sites one chain describes; warnings at later sites are only counted.
    @usableFromInline static var capacity: Int { 16 }

    /// Four bits per site, site 0 in the low bits: an `IssueCode`.
    @usableFromInline var issues: UInt64
    /// How many sites the chain has passed. A constant along a written-out chain.
    @usableFromInline var siteCount: Int
    /// Warnings at sites past `capacity`.
    @usableFromInline var lost: UInt32
    /// The first of them, for the kind of the warning that reports them.
    @usableFromInline var firstLost: IssueCode
    @usableFromInline var sites:
        (
            WarningSite, WarningSite, WarningSite, WarningSite, WarningSite, WarningSite, WarningSite, WarningSite,
            WarningSite, WarningSite, WarningSite, WarningSite, WarningSite, WarningSite, WarningSite, WarningSite
        )

    @usableFromInline @_transparent
    init() {
        let unused = WarningSite(.placeholder)
        issues = 0
        siteCount = 0
        lost = 0
        firstLost = .none
        sites = (
            unused, unused, unused, unused, unused, unused, unused, unused,
            unused, unused, unused, unused, unused, unused, unused, unused
        )
    }

    /// Whether any site recorded a warning.
    @usableFromInline @_transparent
    var hasWarnings: Bool { issues != 0 || lost != 0 }

    /// Describes the next site and returns its index.
    @usableFromInline @_transparent
    mutating func enter(_ site: WarningSite) -> Int {
        let index = siteCount
        siteCount += 1
        switch index {
        case 0: sites.0 = site
        case 1: sites.1 = site
        case 2: sites.2 = site
        case 3: sites.3 = site
        case 4: sites.4 = site
        case 5: sites.5 = site
        case 6: sites.6 = site
        case 7: sites.7 = site
        case 8: sites.8 = site
        case 9: sites.9 = site
        case 10: sites.10 = site
        case 11: sites.11 = site
        case 12: sites.12 = site
        case 13: sites.13 = site
        case 14: sites.14 = site
        case 15: sites.15 = site
        default: break
        }
        return index
    }

    /// Records what went wrong at site `index`.
    @usableFromInline @_transparent
    mutating func record(_ code: IssueCode, at index: Int) {
        if index < Self.capacity {
            issues |= code.nibble << UInt64(4 * index)
        } else {
            if lost == 0 { firstLost = code }
            lost &+= 1
        }
    }

    /// The sites with a warning, in chain order.
    var warnings: [(site: WarningSite, code: IssueCode)] {
        let described = withUnsafeBytes(of: sites) { raw in
            (0..<min(siteCount, Self.capacity)).map {
                raw.load(fromByteOffset: $0 * MemoryLayout<WarningSite>.stride, as: WarningSite.self)
            }
        }
        return described.enumerated().compactMap { index, site in
            let code = IssueCode(nibble: issues >> UInt64(4 * index))
            return code == .none ? nil : (site, code)
        }
    }
}
