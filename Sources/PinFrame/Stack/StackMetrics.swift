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

    /// Hidden items take no part; their other numbers are zeros.
    var isHidden: Bool
    /// The item's alignment, `.start` for a stretch it cannot take (an explicit cross size).
    var alignment: StackAlignment
    /// While a line's lengths are resolved: whether the target is settled, and which way
    /// the last clamping moved it.
    var isFrozen = false
    var clamping = Clamping.none
    /// What is left to work out from the content once the main size is known.
    var pending = ContentSizing()

    // Nine numbers and a few bytes: the metrics fit in a frame's place in the array that is
    // returned, where they are worked out and then replaced by the frame. What is needed
    // less often (flex factors, cross limits, a ratio) is read from the item when needed.

    /// The base size clamped by the limits: what the item is before flexing.
    var hypothetical: Double { clamp(base, minMain, maxMain) }
    /// The main margins together.
    var mainMargins: Double { leadingMargin + trailingMargin }
    /// The item's thickness with its margins: what it asks of its line.
    var outerCross: Double { naturalCross + crossLeadingMargin + crossTrailingMargin }

    /// `item`'s metrics in a stack along the horizontal axis when `horizontal` (else the
    /// vertical), whose main (cross) axis runs from its far side when `mainReversed`
    /// (`crossReversed`), laid out right to left when `rightToLeft` (which side a directional
    /// margin's leading is), and whose items align by `alignment` unless they say otherwise.
    /// Sizes are explicit or `contentSize`. Inlined into a loop per axis, so that the axis
    /// is not chosen again for every field of every item.
    @inline(__always)
    init(
        _ item: borrowing StackItem, horizontal: Bool, mainReversed: Bool, crossReversed: Bool,
        rightToLeft: Bool, alignment: StackAlignment
    ) {
        let m = item.margin(rightToLeft: rightToLeft)
        let (mainStart, mainEnd) = horizontal ? (m.left, m.right) : (m.top, m.bottom)
        let (crossStart, crossEnd) = horizontal ? (m.top, m.bottom) : (m.left, m.right)
        isHidden = item.isHidden
        let (contentMain, contentCross) =
            horizontal
            ? (item.contentSize.width, item.contentSize.height) : (item.contentSize.height, item.contentSize.width)
        base = definedSize(horizontal ? item.width : item.height) ?? nonNegative(contentMain)
        minMain = definedLimit(horizontal ? item.minWidth : item.minHeight) ?? 0
        maxMain = definedLimit(horizontal ? item.maxWidth : item.maxHeight) ?? .infinity
        leadingMargin = nonNegative(mainReversed ? mainEnd : mainStart)
        trailingMargin = nonNegative(mainReversed ? mainStart : mainEnd)
        let explicitCross = definedSize(horizontal ? item.height : item.width)
        let limits = item.crossLimits(horizontal: horizontal)
        naturalCross = clamp(explicitCross ?? nonNegative(contentCross), limits.min, limits.max)
        crossLeadingMargin = nonNegative(crossReversed ? crossEnd : crossStart)
        crossTrailingMargin = nonNegative(crossReversed ? crossStart : crossEnd)
        // Stretch needs an auto cross size; with an explicit one the item sits at the start.
        let aligned = item.alignment ?? alignment
        self.alignment = aligned == .stretch && explicitCross != nil ? .start : aligned
    }

    /// The cross size of `item` (whose metrics these are) in a line `thickness` thick.
    func crossSize(of item: borrowing StackItem, inLineOf thickness: Double, horizontal: Bool) -> Double {
        guard alignment == .stretch else { return naturalCross }
        let limits = item.crossLimits(horizontal: horizontal)
        return clamp(larger(0, thickness - crossLeadingMargin - crossTrailingMargin), limits.min, limits.max)
    }

    /// Where the item starts across a line `thickness` thick, measured from the line's start.
    func crossOffset(size: Double, inLineOf thickness: Double) -> Double {
        switch alignment {
        case .start, .stretch: crossLeadingMargin
        case .center: (thickness - size - crossLeadingMargin - crossTrailingMargin) / 2 + crossLeadingMargin
        case .end: thickness - size - crossTrailingMargin
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
    /// height's, else the width's; no limit is 0 and infinity.
    @inline(__always)
    func crossLimits(horizontal: Bool) -> (min: Double, max: Double) {
        (
            definedLimit(horizontal ? minHeight : minWidth) ?? 0,
            definedLimit(horizontal ? maxHeight : maxWidth) ?? .infinity
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
