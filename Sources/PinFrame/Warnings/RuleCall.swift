// A rule as the caller wrote it (`width(200)`, `below(of: frame, aligned: .left)`): built
// by every rule, kept only in a warning's record, and turned into text only when someone
// reads the warning. Plain bytes, so that a chain stays a value copied as bytes.

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
    case flip, shift
}

/// How a rule's arguments are written, which decides how `RuleCall` prints them.
@usableFromInline
enum RuleForm: UInt8, Sendable {
    /// ``PinChain/top()``
    case empty
    /// `top(10)`, `margin(1, 2, 3, 4)`: `count` numbers.
    case numbers
    /// `width(50%)`, `margin(10%, 5%)`: `count` percentages.
    case percents
    /// `all(EdgeInsets(...))`: the four numbers are top, left, bottom, right.
    case insets
    /// `all(DirectionalEdgeInsets(...))`: the four numbers are top, leading, bottom, trailing.
    case directionalInsets
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
    /// `wrapContent([2 frames], .all, padding: DirectionalEdgeInsets(...))`: the four numbers
    /// are top, leading, bottom, trailing.
    case wrapDirectionalInsets
    /// `flip(within: frame, padding: 8)`: the padding is the first number.
    case within
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

    /// How many of `numbers` were written (`.numbers`, `.percents`); a list's frames are
    /// `listCount`.
    @inlinable @inline(__always)
    var count: UInt16 {
        get { UInt16(truncatingIfNeeded: packed) }
        set { packed = (packed & ~0xFFFF) | UInt64(newValue) }
    }

    /// How many frames a list held (`.frames` and the `wrapContent` forms): `count`, and above
    /// it the anchor's byte, which these forms do not use. Up to `listCountLimit`.
    @inlinable @inline(__always)
    var listCount: Int {
        get { Int(truncatingIfNeeded: packed & 0xFFFF | (packed >> 32) & 0xFF_0000) }
        set {
            let value = UInt64(Swift.min(Swift.max(newValue, 0), RuleCall.listCountLimit))
            packed = (packed & ~0xFFFF & ~(0xFF << 48)) | (value & 0xFFFF) | (value & 0xFF_0000) << 32
        }
    }

    /// The most frames a list's warning counts; a list of more says "or more".
    @usableFromInline static let listCountLimit = 0xFF_FFFF

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
    static func insets(_ name: RuleName, _ insets: DirectionalEdgeInsets) -> RuleCall {
        var rule = RuleCall(name, .directionalInsets)
        rule.numbers = (insets.top, insets.leading, insets.bottom, insets.trailing)
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
        if let count { rule.listCount = count }
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
    /// `insets`, with ``EdgeInsets``.
    @inlinable @inline(__always)
    static func wrap(_ count: Int, _ type: WrapType, _ padding: EdgeInsets, insets: Bool) -> RuleCall {
        wrap(count, type, (padding.top, padding.left, padding.bottom, padding.right), insets ? .wrapInsets : .wrap)
    }

    /// `wrapContent` of `count` frames with a ``DirectionalEdgeInsets`` padding.
    @inlinable @inline(__always)
    static func wrap(_ count: Int, _ type: WrapType, _ padding: DirectionalEdgeInsets) -> RuleCall {
        wrap(count, type, (padding.top, padding.leading, padding.bottom, padding.trailing), .wrapDirectionalInsets)
    }

    @inlinable @inline(__always)
    static func wrap(
        _ count: Int, _ type: WrapType, _ numbers: (Double, Double, Double, Double), _ form: RuleForm
    ) -> RuleCall {
        var rule = RuleCall(.wrapContent, form)
        rule.numbers = numbers
        rule.listCount = count
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

extension RuleCall {
    /// The rule as the caller wrote it: `width(200)`, `margin(10%, 5%)`, `justify(.center)`.
    var text: String {
        let name = self.name.rawValue
        switch form {
        case .empty:
            return name + "()"
        case .numbers, .percents:
            let written = writtenNumbers.map { formatted($0) + (form == .percents ? "%" : "") }
            return name + "(" + written.joined(separator: ", ") + ")"
        case .insets, .directionalInsets:
            return name + "(" + insetsText + ")"
        case .size:
            return name + "(Size" + Size(width: numbers.0, height: numbers.1).description + ")"
        case .frame:
            return name + "(of: frame" + alignedText + ")"
        case .frames:
            return name + "(of: " + framesText + alignedText + ")"
        case .anchor:
            return name + "(to: anchor.\(anchorKind.rawValue))"
        case .horizontalEdge:
            return name + "(to: edge.\(horizontalAlign == .center ? "hCenter" : horizontalAlign.rawValue))"
        case .verticalEdge:
            return name + "(to: edge.\(verticalAlign == .center ? "vCenter" : verticalAlign.rawValue))"
        case .horizontalAlign:
            return name + "(\(horizontalAlign))"
        case .verticalAlign:
            return name + "(\(verticalAlign))"
        case .fit:
            return name + "(.\(fitType.rawValue))"
        case .between:
            return name + "(frame, and: frame" + alignedText + ")"
        case .within:
            return name + "(within: frame" + (numbers.0 == 0 ? "" : ", padding: \(formatted(numbers.0))") + ")"
        case .wrap, .wrapInsets, .wrapDirectionalInsets:
            let padding =
                form == .wrap
                ? (numbers.0 == 0 ? "" : ", padding: \(formatted(numbers.0))") : ", padding: " + insetsText
            return name + "(\(framesText), .\(wrapType)" + padding + ")"
        }
    }

    /// The numbers the rule was written with.
    var writtenNumbers: [Double] {
        let all = [numbers.0, numbers.1, numbers.2, numbers.3]
        switch form {
        case .numbers, .percents: return Array(all.prefix(Int(count)))
        case .insets, .wrapInsets, .directionalInsets, .wrapDirectionalInsets: return all
        case .wrap, .within: return [numbers.0]
        case .size: return Array(all.prefix(2))
        default: return []
        }
    }

    /// The rule as the subject of a warning about one of the attributes it pins. As in
    /// PinLayout, `all`, `horizontally` and `vertically` name the edge:
    /// `all() top coordinate`; other rules read as written.
    func text(pinning attribute: Attribute) -> String {
        switch name {
        case .all, .horizontally, .vertically: "\(text) \(attribute.name) coordinate"
        case .wrapContent where wrapType == .all: "\(text) \(attribute.name)"
        default: text
        }
    }

    /// The four numbers as the insets they were written as: `EdgeInsets(top: …, left: …)`
    /// or `DirectionalEdgeInsets(top: …, leading: …)`.
    private var insetsText: String {
        switch form {
        case .directionalInsets, .wrapDirectionalInsets:
            let insets = DirectionalEdgeInsets(
                top: numbers.0, leading: numbers.1, bottom: numbers.2, trailing: numbers.3)
            return "DirectionalEdgeInsets" + insets.description
        default:
            return "EdgeInsets"
                + EdgeInsets(top: numbers.0, left: numbers.1, bottom: numbers.2, right: numbers.3).description
        }
    }

    /// `[3 frames]`: a list of frames, by its count.
    private var framesText: String {
        let count = listCount
        if count >= Self.listCountLimit { return "[\(count) or more frames]" }
        return "[\(count) frame\(count == 1 ? "" : "s")]"
    }

    private var alignedText: String {
        if horizontalAlign != .none { return ", aligned: \(horizontalAlign)" }
        if verticalAlign != .none { return ", aligned: \(verticalAlign)" }
        return ""
    }
}
