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
    /// The base size clamped by the limits: what the item is before flexing.
    var hypothetical: Double
    /// The margins on the main axis, at the side items start from and the other side.
    var leadingMargin: Double
    var trailingMargin: Double
    /// The cross size unless stretched (explicit, else content), clamped, and the limits.
    var naturalCross: Double
    var minCross: Double
    var maxCross: Double
    var crossLeadingMargin: Double
    var crossTrailingMargin: Double
    var grow: Double
    var shrink: Double
    /// The aspect ratio as main ÷ cross (width ÷ height in a row, its inverse in a column);
    /// 0 without one.
    var ratio: Double

    /// While a line's lengths are resolved: the main length aimed at, and how much the last
    /// clamping moved it.
    var target = 0.0
    var clamping = 0.0

    /// Hidden items take no part; their other numbers are zeros.
    var isHidden: Bool
    /// The item's alignment, `.start` for a stretch it cannot take (an explicit cross size).
    var alignment: StackAlignment
    /// While a line's lengths are resolved: whether the target is settled.
    var isFrozen = false
    /// What is left to work out from the content once the main size is known.
    var pending = ContentSizing()

    /// The main margins together.
    var mainMargins: Double { leadingMargin + trailingMargin }
    /// The item's thickness with its margins: what it asks of its line.
    var outerCross: Double { naturalCross + crossLeadingMargin + crossTrailingMargin }

    /// `item`'s metrics in a stack along `axis`, whose main (cross) axis runs from its
    /// far side when `mainReversed` (`crossReversed`), and whose items align by `alignment`
    /// unless they say otherwise. Sizes are explicit or `contentSize`.
    init(
        _ item: borrowing StackItem, axis: StackAxis, mainReversed: Bool, crossReversed: Bool,
        alignment: StackAlignment
    ) {
        let horizontal = axis == .horizontal
        let m = item.margin
        let (mainStart, mainEnd) = horizontal ? (m.left, m.right) : (m.top, m.bottom)
        let (crossStart, crossEnd) = horizontal ? (m.top, m.bottom) : (m.left, m.right)
        isHidden = item.isHidden
        let content =
            horizontal ? item.contentSize : Size(width: item.contentSize.height, height: item.contentSize.width)
        base = definedSize(horizontal ? item.width : item.height) ?? nonNegative(content.width)
        minMain = definedLimit(horizontal ? item.minWidth : item.minHeight) ?? 0
        maxMain = definedLimit(horizontal ? item.maxWidth : item.maxHeight) ?? .infinity
        hypothetical = clamp(base, minMain, maxMain)
        leadingMargin = nonNegative(mainReversed ? mainEnd : mainStart)
        trailingMargin = nonNegative(mainReversed ? mainStart : mainEnd)
        let explicitCross = definedSize(horizontal ? item.height : item.width)
        let contentCross = nonNegative(content.height)
        minCross = definedLimit(horizontal ? item.minHeight : item.minWidth) ?? 0
        maxCross = definedLimit(horizontal ? item.maxHeight : item.maxWidth) ?? .infinity
        naturalCross = clamp(explicitCross ?? contentCross, minCross, maxCross)
        crossLeadingMargin = nonNegative(crossReversed ? crossEnd : crossStart)
        crossTrailingMargin = nonNegative(crossReversed ? crossStart : crossEnd)
        grow = nonNegative(item.grow)
        shrink = nonNegative(item.shrink)
        if let widthPerHeight = item.aspectRatio, widthPerHeight.isFinite, widthPerHeight > 0 {
            ratio = horizontal ? widthPerHeight : 1 / widthPerHeight
        } else {
            ratio = 0
        }
        // Stretch needs an auto cross size; with an explicit one the item sits at the start.
        let aligned = item.alignment ?? alignment
        self.alignment = aligned == .stretch && explicitCross != nil ? .start : aligned
    }

    /// The cross size in a line `thickness` thick.
    func crossSize(inLineOf thickness: Double) -> Double {
        guard alignment == .stretch else { return naturalCross }
        return clamp(max(0, thickness - crossLeadingMargin - crossTrailingMargin), minCross, maxCross)
    }

    /// Where the item starts across a line `thickness` thick, measured from the line's start.
    func crossOffset(size: Double, inLineOf thickness: Double) -> Double {
        switch alignment {
        case .start, .stretch: crossLeadingMargin
        case .center: (thickness - size - crossLeadingMargin - crossTrailingMargin) / 2 + crossLeadingMargin
        case .end: thickness - size - crossTrailingMargin
        }
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
func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { max(low, min(value, high)) }

/// A size that is a finite number ≥ 0, or nil (auto).
func definedSize(_ value: Double?) -> Double? {
    guard let value, value.isFinite, value >= 0 else { return nil }
    return value
}

/// A limit that is a finite number ≥ 0, or nil (no limit).
func definedLimit(_ value: Double?) -> Double? { definedSize(value) }
