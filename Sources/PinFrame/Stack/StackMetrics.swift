/// An item's numbers in a stack's terms — main and cross instead of width and height,
/// start and end instead of left and right — with bad input set aside: sizes that are not
/// finite and non-negative are auto, limits that are not are no limit, margins and
/// factors that are not count as 0, a ratio that is not a finite number > 0 is none.
///
/// An item sized from its content (an aspect ratio, or a measure function) starts from these
/// numbers and is finished by `StackLayout.sizeFromContent` (StackLayout+Content.swift).
struct StackMetrics {
    /// The main size before flexing: explicit, else content.
    var base: Double
    /// The main size limits; no limit is 0 and infinity. An item that measures its content
    /// may have its minimum raised to that content's narrowest when its line shrinks.
    var minMain: Double
    var maxMain: Double
    /// While a line's lengths are resolved, the main length aimed at; then the final one.
    var target = 0.0
    /// The margins on the main axis, at the side items start from and the other side.
    var leadingMargin: Double
    var trailingMargin: Double
    /// The cross size unless stretched (explicit, else content), clamped.
    var naturalCross: Double
    var crossLeadingMargin: Double
    var crossTrailingMargin: Double

    /// Hidden items take no part, and neither do `.absolute` ones, which are placed after the
    /// lines; their other numbers are zeros.
    var isHidden: Bool
    /// The item's alignment, `.start` for a stretch it cannot take (an explicit cross size,
    /// an auto margin across).
    var alignment: StackAlignment
    /// While a line's lengths are resolved: whether the target is settled, and which way
    /// the last clamping moved it.
    var isFrozen = false
    var clamping = Clamping.none
    /// What is left to work out from the content once the main size is known.
    var pending = ContentSizing()
    /// Which of its margins are auto, in the stack's terms.
    var autoMargins = StackAutoMargins()

    // Nine numbers and a few bytes: the metrics fit in a frame's place in the array that is
    // returned, where they are worked out and then replaced by the frame. What is needed
    // less often (flex factors, cross limits, a ratio) is read from the item when needed.

    /// The base size clamped by the limits: what the item is before flexing.
    var hypothetical: Double { clamp(base, minMain, maxMain) }
    /// The main margins together.
    var mainMargins: Double { leadingMargin + trailingMargin }
    /// The item's thickness with its margins: what it asks of its line.
    var outerCross: Double { naturalCross + crossLeadingMargin + crossTrailingMargin }

    /// `outerCross`, rounded up where taking the margins off again (in either order, as right
    /// to left does) would give less than the natural size: what a stack sized by its content
    /// counts, so that laid out in the size it measured it offers the item what it measured
    /// it at (30 + 1/3 + 24, less 24 and 1/3, is 29.999999999999993, which would wrap a
    /// 30-wide text).
    var measuredOuterCross: Double {
        let outer = outerCross
        guard
            outer - crossLeadingMargin - crossTrailingMargin < naturalCross
                || outer - crossTrailingMargin - crossLeadingMargin < naturalCross
        else { return outer }
        var rounded = outer.nextUp
        if rounded - crossLeadingMargin - crossTrailingMargin < naturalCross
            || rounded - crossTrailingMargin - crossLeadingMargin < naturalCross
        {
            rounded = rounded.nextUp
        }
        return rounded
    }

    /// `item`'s metrics in a stack along the horizontal axis when `horizontal` (else the
    /// vertical), whose main (cross) axis runs from its far side when `mainReversed`
    /// (`crossReversed`), laid out right to left when `rightToLeft` (which side a directional
    /// margin's leading is), and whose items align by `alignment` unless they say otherwise.
    /// Sizes are explicit — percentages of a content box `block` large, on the stack's axes —
    /// or `contentSize`; the basis, when set, is the base. Inlined into a loop per axis, so
    /// that the axis is not chosen again for every field of every item.
    @inline(__always)
    init(
        _ pointer: UnsafePointer<StackItem>, horizontal: Bool, mainReversed: Bool, crossReversed: Bool,
        rightToLeft: Bool, alignment: StackAlignment, block: (main: Double, cross: Double)
    ) {
        // Read where it lies: a copy of the item (296 bytes) would cost more than the reads.
        let m = pointer.pointee.margin(rightToLeft: rightToLeft)
        let (mainStart, mainEnd) = horizontal ? (m.left, m.right) : (m.top, m.bottom)
        let (crossStart, crossEnd) = horizontal ? (m.top, m.bottom) : (m.left, m.right)
        // Points first, as a plain item has them (a percentage reads as auto here); an item
        // with flexbox fields beyond points is finished below.
        isHidden = pointer.pointee.isHidden
        let (contentMain, contentCross) =
            horizontal
            ? (pointer.pointee.contentSize.width, pointer.pointee.contentSize.height)
            : (pointer.pointee.contentSize.height, pointer.pointee.contentSize.width)
        base =
            (horizontal ? pointer.pointee.lengths.points(.width) : pointer.pointee.lengths.points(.height))
            ?? nonNegative(contentMain)
        minMain =
            (horizontal ? pointer.pointee.lengths.points(.minWidth) : pointer.pointee.lengths.points(.minHeight)) ?? 0
        maxMain =
            (horizontal ? pointer.pointee.lengths.points(.maxWidth) : pointer.pointee.lengths.points(.maxHeight))
            ?? .infinity
        leadingMargin = nonNegative(mainReversed ? mainEnd : mainStart)
        trailingMargin = nonNegative(mainReversed ? mainStart : mainEnd)
        let explicitCross =
            (horizontal ? pointer.pointee.lengths.points(.height) : pointer.pointee.lengths.points(.width))
        let limits = (
            min: (horizontal ? pointer.pointee.lengths.points(.minHeight) : pointer.pointee.lengths.points(.minWidth))
                ?? 0,
            max: (horizontal ? pointer.pointee.lengths.points(.maxHeight) : pointer.pointee.lengths.points(.maxWidth))
                ?? .infinity
        )
        naturalCross = clamp(explicitCross ?? nonNegative(contentCross), limits.min, limits.max)
        crossLeadingMargin = nonNegative(crossReversed ? crossEnd : crossStart)
        crossTrailingMargin = nonNegative(crossReversed ? crossStart : crossEnd)
        // Stretch needs an auto cross size; with an explicit one the item sits at the start.
        let aligned = pointer.pointee.alignment ?? alignment
        self.alignment = aligned == .stretch && explicitCross != nil ? .start : aligned
        if _slowPath(!pointer.pointee.lengths.isPlain) {
            takeFlexFields(
                pointer.pointee, horizontal: horizontal, mainReversed: mainReversed, crossReversed: crossReversed,
                alignment: alignment, block: block)
        }
    }

    /// Takes the flexbox fields beyond points: sizes and limits again with their percentages
    /// of the content box `block` (as above, each one possibly a percentage); the basis as the
    /// base; an `.absolute` item out of the lines; auto sides as 0 until free space is shared.
    private mutating func takeFlexFields(
        _ item: borrowing StackItem, horizontal: Bool, mainReversed: Bool, crossReversed: Bool,
        alignment: StackAlignment, block: (main: Double, cross: Double)
    ) {
        let fields = item.flexFields
        if fields.contains(.percentages) {
            let contentMain = horizontal ? item.contentSize.width : item.contentSize.height
            let contentCross = horizontal ? item.contentSize.height : item.contentSize.width
            base =
                (horizontal
                    ? item.lengths.length(.width, in: block.main) : item.lengths.length(.height, in: block.main))
                ?? nonNegative(contentMain)
            minMain =
                (horizontal
                    ? item.lengths.length(.minWidth, in: block.main) : item.lengths.length(.minHeight, in: block.main))
                ?? 0
            maxMain =
                (horizontal
                    ? item.lengths.length(.maxWidth, in: block.main) : item.lengths.length(.maxHeight, in: block.main))
                ?? .infinity
            let explicitCross =
                (horizontal
                    ? item.lengths.length(.height, in: block.cross) : item.lengths.length(.width, in: block.cross))
            let limits = item.crossLimits(horizontal: horizontal, in: block.cross)
            naturalCross = clamp(explicitCross ?? nonNegative(contentCross), limits.min, limits.max)
            let aligned = item.alignment ?? alignment
            self.alignment = aligned == .stretch && explicitCross != nil ? .start : aligned
        }
        if fields.contains(.absolute) { isHidden = true }
        if let basis = item.lengths.length(.basis, in: block.main) {
            base = basis
        } else if item.lengths.isPercent(.basis) {
            // A percentage of a length not known yet is CSS's `content`: the content's size,
            // not the item's own main size.
            base = nonNegative(horizontal ? item.contentSize.width : item.contentSize.height)
        }
        if fields.contains(.autoMargins) {
            setAutoMargins(
                item.autoMargins, horizontal: horizontal, mainReversed: mainReversed, crossReversed: crossReversed)
        }
    }

    /// Takes the item's auto sides, in the stack's terms: their margins count as 0 until
    /// free space is shared, and an auto margin across keeps the item from stretching.
    private mutating func setAutoMargins(
        _ sides: AutoMargins, horizontal: Bool, mainReversed: Bool, crossReversed: Bool
    ) {
        let (mainStart, mainEnd): (AutoMargins, AutoMargins) = horizontal ? (.left, .right) : (.top, .bottom)
        let (crossStart, crossEnd): (AutoMargins, AutoMargins) = horizontal ? (.top, .bottom) : (.left, .right)
        var auto = StackAutoMargins()
        if sides.contains(mainReversed ? mainEnd : mainStart) { auto.insert(.leading) }
        if sides.contains(mainReversed ? mainStart : mainEnd) { auto.insert(.trailing) }
        if sides.contains(crossReversed ? crossEnd : crossStart) { auto.insert(.crossLeading) }
        if sides.contains(crossReversed ? crossStart : crossEnd) { auto.insert(.crossTrailing) }
        if auto.contains(.leading) { leadingMargin = 0 }
        if auto.contains(.trailing) { trailingMargin = 0 }
        if auto.contains(.crossLeading) { crossLeadingMargin = 0 }
        if auto.contains(.crossTrailing) { crossTrailingMargin = 0 }
        if !auto.isDisjoint(with: [.crossLeading, .crossTrailing]), alignment == .stretch { alignment = .start }
        autoMargins = auto
    }

    /// The cross size in a line `thickness` thick: stretched to it less the margins, within
    /// `limits` (the item's cross limits, read only when it stretches), else its natural one.
    @inline(__always)
    func crossSize(inLineOf thickness: Double, limits: @autoclosure () -> (min: Double, max: Double)) -> Double {
        guard alignment == .stretch else { return naturalCross }
        let limits = limits()
        return clamp(larger(0, thickness - crossLeadingMargin - crossTrailingMargin), limits.min, limits.max)
    }

    /// Where the item starts across a line `thickness` thick, measured from the line's start:
    /// auto margins across share what is free (none when nothing is), else its alignment.
    func crossOffset(size: Double, inLineOf thickness: Double) -> Double {
        if _slowPath(!autoMargins.isDisjoint(with: [.crossLeading, .crossTrailing])) {
            let free = larger(0, thickness - size - crossLeadingMargin - crossTrailingMargin)
            let both = autoMargins.contains(.crossLeading) && autoMargins.contains(.crossTrailing)
            let before = both ? free / 2 : autoMargins.contains(.crossLeading) ? free : 0
            return crossLeadingMargin + before
        }
        switch alignment {
        case .start, .stretch: return crossLeadingMargin
        case .center: return (thickness - size - crossLeadingMargin - crossTrailingMargin) / 2 + crossLeadingMargin
        case .end: return thickness - size - crossTrailingMargin
        }
    }

    /// Which way clamping last moved a target while a line's lengths were resolved.
    enum Clamping: Int8 {
        case down = -1
        case none = 0
        case up = 1
    }
}

extension StackItem {
    /// The cross-axis limits of a stack along the horizontal axis when `horizontal`: the
    /// height's, else the width's, percentages of a content box `block` across; no limit is
    /// 0 and infinity.
    @inline(__always)
    func crossLimits(horizontal: Bool, in block: Double) -> (min: Double, max: Double) {
        (
            (horizontal ? lengths.length(.minHeight, in: block) : lengths.length(.minWidth, in: block)) ?? 0,
            (horizontal ? lengths.length(.maxHeight, in: block) : lengths.length(.maxWidth, in: block)) ?? .infinity
        )
    }

    /// The grow factor as a stack uses it: a finite number ≥ 0, else 0.
    var growFactor: Double {
        @inline(__always) get { nonNegative(grow) }
    }
    /// The shrink factor as a stack uses it.
    var shrinkFactor: Double {
        @inline(__always) get { nonNegative(shrink) }
    }

    /// What its shrinking is weighted by, for a base size of `base`: the base less the padding
    /// of a container nested in a tree (CSS's inner base size), else the base.
    @inline(__always)
    func shrinkBasis(_ base: Double) -> Double { larger(0, base - nestedPadding) }

    /// Width ÷ height as a stack uses it, in main ÷ cross of a stack along the horizontal
    /// axis when `horizontal`; 0 without one (a ratio that is not a finite number > 0 is none).
    func mainPerCross(horizontal: Bool) -> Double {
        guard let widthPerHeight = aspectRatio, widthPerHeight.isFinite, widthPerHeight > 0 else { return 0 }
        return horizontal ? widthPerHeight : 1 / widthPerHeight
    }
}

/// What an item sized from its content still needs once its line is known: one bit each.
struct ContentSizing: OptionSet {
    var rawValue: UInt8

    /// Its cross size follows its final main size through its aspect ratio.
    static let crossFromRatio = ContentSizing(rawValue: 1 << 0)
    /// Its cross size is measured at its final main size (a row's measured item).
    static let crossFromMeasure = ContentSizing(rawValue: 1 << 1)
    /// Its automatic minimum is measured if its line shrinks.
    static let minimum = ContentSizing(rawValue: 1 << 2)
}

/// Which of an item's margins are auto, in a stack's terms: on the main axis the side it
/// starts from and the other, and likewise across.
struct StackAutoMargins: OptionSet {
    var rawValue: UInt8

    static let leading = StackAutoMargins(rawValue: 1 << 0)
    static let trailing = StackAutoMargins(rawValue: 1 << 1)
    static let crossLeading = StackAutoMargins(rawValue: 1 << 2)
    static let crossTrailing = StackAutoMargins(rawValue: 1 << 3)

    /// How many of the main axis's two sides are auto.
    var mainCount: Int { Int(rawValue & 1) + Int((rawValue >> 1) & 1) }
}

/// `value` within `low…high`; the low limit wins when they cross, as CSS's min-width does.
func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { larger(low, smaller(value, high)) }

/// `Swift.max(a, b)` for two numbers, written out: debug builds call the generic one through
/// its protocol, and stacks take maxima in every loop.
func larger(_ a: Double, _ b: Double) -> Double { b >= a ? b : a }

/// `Swift.min(a, b)` for two numbers, written out (see `larger`).
func smaller(_ a: Double, _ b: Double) -> Double { b < a ? b : a }

/// A size that is a finite number ≥ 0, or nil (auto).
@inline(__always)
func definedSize(_ value: Double?) -> Double? {
    guard let value, value.isFinite, value >= 0 else { return nil }
    return value
}

/// A limit that is a finite number ≥ 0, or nil (no limit).
@inline(__always)
func definedLimit(_ value: Double?) -> Double? { definedSize(value) }
