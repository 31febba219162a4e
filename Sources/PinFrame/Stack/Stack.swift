/// A row or a column of items, laid out as CSS flexbox lays out a flex container: one call
/// takes the container and its children's descriptions and returns their frames. Nothing
/// is kept between calls.
///
/// The rules are a subset of flexbox (no percentages, auto margins or baselines; an item's
/// minimum is its `minWidth`/`minHeight`, else its narrowest content if it measures it, else
/// 0). Items take their base size (explicit, else through their aspect ratio, else content,
/// measured or given), break into lines (`wrap`), grow or shrink to fill each
/// line (CSS's resolution of flexible lengths, with min/max freezing), are placed along it
/// by `distribution` and across it by `alignment`; lines are placed by `lineDistribution`.
/// In an `.rtl` container a row runs right to left; `isReversed` turns the main axis round.
/// Under a root with a `scale`, edges are rounded to pixels so that neighbours tile.
/// Numbers that make no sense are set aside by fixed rules (see ``StackItem``), each with a
/// ``LayoutWarning`` naming it (`StackItem[2].width(-5)`) to the log or to
/// `Pin.capturingWarnings`.
///
///     let bar = Frame(x: 0, y: 0, width: 320, height: 44, in: screen)
///     let frames = Stack.horizontal(spacing: 8, padding: EdgeInsets(all: 6), alignment: .center)
///         .frames(for: [StackItem(width: 32, height: 32), .spacer(), StackItem(width: 60, height: 24)], in: bar)
///     frames.map(\.rect)   // (x: 6, y: 6, width: 32, height: 32), (x: 46, y: 22, width: 200, height: 0),
///                          // (x: 254, y: 10, width: 60, height: 24)
public struct Stack: Hashable, Sendable {
    /// The main axis: a row (`.horizontal`) or a column (`.vertical`).
    public var axis: StackAxis
    /// Space between neighbouring items on the main axis (CSS `gap`); hidden items take none.
    public var spacing: Double
    /// Space between lines when the stack wraps.
    public var lineSpacing: Double
    /// Space inside the container's edges; items are laid out in what is left. After
    /// `Stack(_:padding:…)` with ``DirectionalEdgeInsets``, `left` holds the leading side and
    /// `right` the trailing one, swapped in a right-to-left container; setting `padding`
    /// afterwards makes them left and right again.
    public var padding: EdgeInsets {
        didSet { paddingFollowsDirection = false }
    }
    /// The four overflow properties together: stored before the one-byte properties, which
    /// then fill the room its own end leaves (a stack is copied at each level of a tree).
    var overflow = ContainerOverflow()
    /// Whether `padding`'s left and right are leading and trailing.
    var paddingFollowsDirection = false
    /// How the space left along a line is shared (CSS `justify-content`); `.stretch` acts as
    /// `.start` (items fill a line with `grow`).
    public var distribution: StackDistribution
    /// Where items go across their line (CSS `align-items`); an item's own overrides it.
    public var alignment: StackAlignment
    /// How items break into lines.
    public var wrap: StackWrap
    /// How lines share the space across a wrapping stack (CSS `align-content`).
    public var lineDistribution: StackDistribution
    /// Whether the main axis runs from its far end (CSS `row-reverse`, `column-reverse`).
    public var isReversed: Bool
    /// Whether children that stick out past the left or right edge are cut there, and
    /// whether they scroll sideways. Default `.visible`. `.clip` or `.scroll` on either axis
    /// makes the stack clip on both, and lets it shrink below its content as a tree's item.
    ///
    ///     Stack.horizontal(horizontalOverflow: .scroll).horizontalOverflow   // .scroll
    public var horizontalOverflow: Overflow {
        get { overflow.horizontal }
        set { overflow.horizontal = newValue }
    }
    /// Whether children that stick out past the top or bottom edge are cut there, and whether
    /// they scroll up and down. Default `.visible`.
    ///
    ///     Stack.vertical(verticalOverflow: .scroll).verticalOverflow   // .scroll
    public var verticalOverflow: Overflow {
        get { overflow.vertical }
        set { overflow.vertical = newValue }
    }
    /// How far the content has scrolled on each axis whose overflow is `.scroll`, from the
    /// start edge toward the end: a positive x moves the children left (right in a
    /// right-to-left container), a positive y moves them up. Kept by the caller and taken as
    /// it is (a tree's `scrollRange(of:in:)` gives the offsets that keep content in view).
    /// Default `.zero`.
    ///
    ///     let list = Stack.vertical(verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: 25))
    ///     list.frames(for: [StackItem(height: 40)], in: Frame(width: 50, height: 30))[0].rect
    ///     // (x: 0, y: -25, width: 50, height: 40)
    public var scrollOffset: Point {
        get { overflow.offset }
        set { overflow.offset = newValue }
    }
    /// Room kept for a scroll bar across each axis whose overflow is `.scroll`: a vertical
    /// scroll's bar takes this width at the end side (right; left right to left), a
    /// horizontal scroll's this height at the bottom. It counts in the stack's size from its
    /// content, as padding does. Default 0 (bars drawn over the content).
    ///
    ///     let list = Stack.vertical(verticalOverflow: .scroll, scrollbarWidth: 10)
    ///     list.frames(for: [StackItem(height: 20)], in: Frame(width: 100, height: 50))[0].rect
    ///     // (x: 0, y: 0, width: 90, height: 20)
    public var scrollbarWidth: Double {
        get { overflow.barWidth }
        set { overflow.barWidth = newValue }
    }

    /// Creates a stack along `axis`; every other parameter has the default of its property.
    ///
    ///     let column = Stack(.vertical, spacing: 8, padding: EdgeInsets(all: 16))
    public init(
        _ axis: StackAxis, spacing: Double = 0, lineSpacing: Double = 0, padding: EdgeInsets = .zero,
        distribution: StackDistribution = .start, alignment: StackAlignment = .stretch, wrap: StackWrap = .none,
        lineDistribution: StackDistribution = .start, isReversed: Bool = false,
        horizontalOverflow: Overflow = .visible, verticalOverflow: Overflow = .visible, scrollOffset: Point = .zero,
        scrollbarWidth: Double = 0
    ) {
        self.axis = axis
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.padding = padding
        self.distribution = distribution
        self.alignment = alignment
        self.wrap = wrap
        self.lineDistribution = lineDistribution
        self.isReversed = isReversed
        overflow = ContainerOverflow(
            offset: scrollOffset, barWidth: scrollbarWidth, horizontal: horizontalOverflow, vertical: verticalOverflow)
    }

    /// A stack along `axis` whose padding is given by leading and trailing: swapped in a
    /// right-to-left container.
    ///
    ///     let row = Stack(.horizontal, padding: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4))
    ///     let rtl = Frame(width: 100, height: 20, direction: .rtl)
    ///     row.frames(for: [StackItem(grow: 1)], in: rtl)[0].rect   // (x: 4, y: 0, width: 80, height: 20)
    public init(
        _ axis: StackAxis, spacing: Double = 0, lineSpacing: Double = 0, padding: DirectionalEdgeInsets,
        distribution: StackDistribution = .start, alignment: StackAlignment = .stretch, wrap: StackWrap = .none,
        lineDistribution: StackDistribution = .start, isReversed: Bool = false,
        horizontalOverflow: Overflow = .visible, verticalOverflow: Overflow = .visible, scrollOffset: Point = .zero,
        scrollbarWidth: Double = 0
    ) {
        self.init(
            axis, spacing: spacing, lineSpacing: lineSpacing, padding: padding.edgeInsets(in: .ltr),
            distribution: distribution, alignment: alignment, wrap: wrap, lineDistribution: lineDistribution,
            isReversed: isReversed, horizontalOverflow: horizontalOverflow, verticalOverflow: verticalOverflow,
            scrollOffset: scrollOffset, scrollbarWidth: scrollbarWidth)
        paddingFollowsDirection = true
    }

    /// A row: `Stack(.horizontal, …)` with the same parameters and defaults.
    ///
    ///     let toolbar = Stack.horizontal(spacing: 8, alignment: .center)
    public static func horizontal(
        spacing: Double = 0, lineSpacing: Double = 0, padding: EdgeInsets = .zero,
        distribution: StackDistribution = .start, alignment: StackAlignment = .stretch, wrap: StackWrap = .none,
        lineDistribution: StackDistribution = .start, isReversed: Bool = false,
        horizontalOverflow: Overflow = .visible, verticalOverflow: Overflow = .visible, scrollOffset: Point = .zero,
        scrollbarWidth: Double = 0
    ) -> Stack {
        Stack(
            .horizontal, spacing: spacing, lineSpacing: lineSpacing, padding: padding, distribution: distribution,
            alignment: alignment, wrap: wrap, lineDistribution: lineDistribution, isReversed: isReversed,
            horizontalOverflow: horizontalOverflow, verticalOverflow: verticalOverflow, scrollOffset: scrollOffset,
            scrollbarWidth: scrollbarWidth)
    }

    /// A row whose padding is given by leading and trailing.
    ///
    ///     let row = Stack.horizontal(padding: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0))
    public static func horizontal(
        spacing: Double = 0, lineSpacing: Double = 0, padding: DirectionalEdgeInsets,
        distribution: StackDistribution = .start, alignment: StackAlignment = .stretch, wrap: StackWrap = .none,
        lineDistribution: StackDistribution = .start, isReversed: Bool = false,
        horizontalOverflow: Overflow = .visible, verticalOverflow: Overflow = .visible, scrollOffset: Point = .zero,
        scrollbarWidth: Double = 0
    ) -> Stack {
        Stack(
            .horizontal, spacing: spacing, lineSpacing: lineSpacing, padding: padding, distribution: distribution,
            alignment: alignment, wrap: wrap, lineDistribution: lineDistribution, isReversed: isReversed,
            horizontalOverflow: horizontalOverflow, verticalOverflow: verticalOverflow, scrollOffset: scrollOffset,
            scrollbarWidth: scrollbarWidth)
    }

    /// A column: `Stack(.vertical, …)` with the same parameters and defaults.
    ///
    ///     let list = Stack.vertical(spacing: 12, padding: EdgeInsets(all: 16))
    public static func vertical(
        spacing: Double = 0, lineSpacing: Double = 0, padding: EdgeInsets = .zero,
        distribution: StackDistribution = .start, alignment: StackAlignment = .stretch, wrap: StackWrap = .none,
        lineDistribution: StackDistribution = .start, isReversed: Bool = false,
        horizontalOverflow: Overflow = .visible, verticalOverflow: Overflow = .visible, scrollOffset: Point = .zero,
        scrollbarWidth: Double = 0
    ) -> Stack {
        Stack(
            .vertical, spacing: spacing, lineSpacing: lineSpacing, padding: padding, distribution: distribution,
            alignment: alignment, wrap: wrap, lineDistribution: lineDistribution, isReversed: isReversed,
            horizontalOverflow: horizontalOverflow, verticalOverflow: verticalOverflow, scrollOffset: scrollOffset,
            scrollbarWidth: scrollbarWidth)
    }

    /// A column whose padding is given by leading and trailing.
    ///
    ///     let list = Stack.vertical(padding: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 0))
    public static func vertical(
        spacing: Double = 0, lineSpacing: Double = 0, padding: DirectionalEdgeInsets,
        distribution: StackDistribution = .start, alignment: StackAlignment = .stretch, wrap: StackWrap = .none,
        lineDistribution: StackDistribution = .start, isReversed: Bool = false,
        horizontalOverflow: Overflow = .visible, verticalOverflow: Overflow = .visible, scrollOffset: Point = .zero,
        scrollbarWidth: Double = 0
    ) -> Stack {
        Stack(
            .vertical, spacing: spacing, lineSpacing: lineSpacing, padding: padding, distribution: distribution,
            alignment: alignment, wrap: wrap, lineDistribution: lineDistribution, isReversed: isReversed,
            horizontalOverflow: horizontalOverflow, verticalOverflow: verticalOverflow, scrollOffset: scrollOffset,
            scrollbarWidth: scrollbarWidth)
    }

    /// One frame per item, in order, as children of `container`, inside its bounds less
    /// `padding`. Hidden items get a zero rect at (0, 0) and keep `isHidden`; an item whose
    /// result would not be finite gets a zero rect too.
    ///
    /// Warnings are located at the call (`fileID` and `line`, left to their defaults), as
    /// a chain's are.
    ///
    ///     let row = Frame(x: 0, y: 0, width: 100, height: 20, in: screen)
    ///     Stack.horizontal().frames(for: [StackItem(width: 30), StackItem(grow: 1)], in: row).map(\.rect)
    ///     // (x: 0, y: 0, width: 30, height: 20), (x: 30, y: 0, width: 70, height: 20)
    public func frames(
        for items: [StackItem], in container: Frame, fileID: StaticString = #fileID, line: UInt = #line
    ) -> [Frame] {
        let layout = StackLayout(self, in: container)
        guard _slowPath(Pin.isListening) else {
            return layout.frames(for: items, in: container, measuring: false) { _, _ in .zero }
        }
        return reportingBadInput(
            inputWarnings(for: items, containerSize: container.rect.size), itemType: "StackItem",
            measure: measuresNothing, fileID: fileID, line: line
        ) {
            layout.frames(for: items, in: container, measuring: false, $0)
        }
    }

    /// One frame per item, as ``Stack/frames(for:in:fileID:line:)`` gives them, with the auto sizes of the items
    /// that `measuresContent` asked of `measure` once the stack knows the space it has for
    /// them (text wrapped to the width it gets, a nested stack).
    ///
    /// `measure(index, proposal)` returns the content size of `items[index]`. On each axis of
    /// `proposal` a finite number is the space on offer, or a size the stack has decided and
    /// keeps (then only the other axis of the answer is used); 0 asks for the narrowest the
    /// content can be (CSS min-content); infinity for its natural size (max-content). It is
    /// called at most three times per measured item and never for the others. An answer that
    /// is not a finite number ≥ 0 counts as 0. A nested stack answers with
    /// `inner.size(for:fitting:measure:)`.
    ///
    /// Warnings are located at the call (`fileID` and `line`, left to their defaults), as
    /// a chain's are.
    ///
    ///     // Text 8 points a character, 10 points a line, wrapped at spaces.
    ///     let words = ["a caption that wraps twice", "ok"]
    ///     let column = Stack.vertical(spacing: 4)
    ///     let card = Frame(x: 0, y: 0, width: 100, height: 200, in: screen)
    ///     column.frames(for: words.map { _ in StackItem(measuresContent: true) }, in: card) { index, proposal in
    ///         wrapped(words[index], width: proposal.width)   // 100 wide: 3 lines, then 1
    ///     }.map(\.rect)
    ///     // (x: 0, y: 0, width: 100, height: 30), (x: 0, y: 34, width: 100, height: 10)
    public func frames(
        for items: [StackItem], in container: Frame, measure: (_ index: Int, _ proposal: Size) -> Size,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> [Frame] {
        let layout = StackLayout(self, in: container)
        guard _slowPath(Pin.isListening) else {
            return layout.frames(for: items, in: container, measuring: true, measure)
        }
        return reportingBadInput(
            inputWarnings(for: items, containerSize: container.rect.size), itemType: "StackItem", measure: measure,
            fileID: fileID, line: line
        ) {
            layout.frames(for: items, in: container, measuring: true, $0)
        }
    }

    /// The container size these items need, padding included. A finite, non-zero
    /// `proposal` dimension is the container's size on that axis (on the main axis it bounds
    /// wrapping); an infinite one (or NaN) is left to the content. 0 (or a negative number)
    /// asks for the narrowest the stack can be: on the main axis every item at its narrowest
    /// (summed on one line, the widest item when it wraps, the longest line of n with
    /// `.count(n)`), with the cross size the items take in that length. Across a column (its
    /// width) 0 asks for its narrowest width: every item offered 0 across, the widest answer
    /// (a label's longest word), and the height at that width; across a row (its height) 0 is
    /// answered as infinity is, heights following from widths.
    ///
    /// Warnings are located at the call (`fileID` and `line`, left to their defaults), as
    /// a chain's are.
    ///
    ///     let tags = Stack.horizontal(spacing: 4, lineSpacing: 4, wrap: .wrap)
    ///     let items = Array(repeating: StackItem(width: 40, height: 20), count: 5)
    ///     tags.size(for: items, fitting: Size(width: 100, height: .infinity))
    ///     // (width: 100, height: 68): two per line, three lines
    ///     tags.size(for: items, fitting: Size(width: 0, height: 0))
    ///     // (width: 40, height: 116): one per line
    public func size(
        for items: [StackItem], fitting proposal: Size, fileID: StaticString = #fileID, line: UInt = #line
    ) -> Size {
        let layout = StackLayout(self, fitting: proposal)
        guard _slowPath(Pin.isListening) else { return layout.size(for: items, measuring: false) { _, _ in .zero } }
        return reportingBadInput(
            inputWarnings(for: items, containerSize: nil), itemType: "StackItem", measure: measuresNothing,
            fileID: fileID, line: line
        ) {
            layout.size(for: items, measuring: false, $0)
        }
    }

    /// The container size these items need, as ``Stack/size(for:fitting:fileID:line:)`` gives it, with the
    /// items that `measuresContent` measured by `measure` as ``Stack/frames(for:in:measure:fileID:line:)``
    /// measures them: each line's lengths are resolved exactly as there before cross sizes
    /// are measured, so the size and the frames agree. This is how a stack answers a
    /// measure function for an outer stack (a nested stack). A column asked for its narrowest
    /// width (0 across) asks each measured item once more than a layout does, for 0 across,
    /// before it lays them out at that width: at most four times.
    ///
    /// Warnings are located at the call (`fileID` and `line`, left to their defaults), as
    /// a chain's are.
    ///
    ///     let card = Stack.vertical(spacing: 4, padding: EdgeInsets(all: 8))
    ///     card.size(for: [StackItem(measuresContent: true)], fitting: Size(width: 116, height: .infinity)) {
    ///         _, proposal in wrapped("a caption that wraps twice", width: proposal.width)   // 100 wide: 3 lines
    ///     }
    ///     // (width: 116, height: 46)
    public func size(
        for items: [StackItem], fitting proposal: Size, measure: (_ index: Int, _ proposal: Size) -> Size,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> Size {
        let layout = StackLayout(self, fitting: proposal)
        guard _slowPath(Pin.isListening) else { return layout.size(for: items, measuring: true, measure) }
        return reportingBadInput(
            inputWarnings(for: items, containerSize: nil), itemType: "StackItem", measure: measure, fileID: fileID,
            line: line
        ) {
            layout.size(for: items, measuring: true, $0)
        }
    }
}

extension Stack {
    /// The padding as laid out: each side a finite number ≥ 0, else 0, leading and trailing
    /// swapped right to left when given so, with the room the scroll bars take.
    func layoutPadding(rightToLeft: Bool) -> EdgeInsets {
        guard rightToLeft && paddingFollowsDirection else {
            return overflow.layoutPadding(padding, rightToLeft: rightToLeft)
        }
        let swapped = EdgeInsets(top: padding.top, left: padding.right, bottom: padding.bottom, right: padding.left)
        return overflow.layoutPadding(swapped, rightToLeft: rightToLeft)
    }
}
