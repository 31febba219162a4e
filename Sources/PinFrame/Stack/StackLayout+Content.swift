// Items sized from their content, as CSS sizes a flex item with content: an aspect ratio,
// and items that `measuresContent`, which the stack asks the caller's measure function
// about. The measure function gets an item's index and a proposal: on each axis a finite
// number is the space on offer (or a size the stack has decided), 0 asks for the narrowest
// the content can be, infinity for its natural size. An item is asked at most three times
// per layout in a row and four in a column. In a row: for its base size, for its narrowest
// when its line shrinks, and for its height once its width is known. In a column: for the
// width that fits (once or twice, the height coming with it, and a third time when it is
// wider than the column and its answer there is not narrower — at the width it takes, or for
// 0 across), and for its narrowest when its line shrinks. A column asked for its own
// narrowest width asks each item once more first, for 0 across.

/// The caller's function, `(index, proposal) -> size`; never called for items that do not
/// measure.
typealias StackMeasure = (_ index: Int, _ proposal: Size) -> Size

/// What laying out a stack's items needs beyond the plain passes: whether some item is
/// still sized from its content once its line is known, and the flexbox fields its items
/// use (`.absolute` items are placed after the lines; auto margins share free space).
struct StackPasses {
    var contentSized: Bool
    var fields: FlexFields
}

extension StackLayout {
    /// Works out each item's metrics into `metrics` (uninitialised, as many as `items`):
    /// explicit sizes and `contentSize`, then, for an item with an aspect ratio or one that
    /// measures (when `measuring`), what its content gives. Returns whether any item needs
    /// more once its line is known.
    func initialize(
        _ metrics: UnsafeMutableBufferPointer<StackMetrics>, for items: UnsafeBufferPointer<StackItem>,
        measuring: Bool, _ measure: StackMeasure
    ) -> StackPasses {
        guard let first = metrics.baseAddress, let source = items.baseAddress else {
            return StackPasses(contentSized: false, fields: FlexFields())
        }
        var contentSized = false
        var fields = FlexFields()
        let block = (main: availableMain, cross: availableCross)
        // One loop per axis, so that each reads its fields without choosing them again.
        func initialize(horizontal: Bool) {
            for index in items.indices {
                let item = first + index
                item.initialize(
                    to: StackMetrics(
                        source + index, horizontal: horizontal, mainReversed: mainReversed,
                        crossReversed: crossReversed, rightToLeft: rightToLeft, alignment: stack.alignment,
                        block: block))
                let fromContent =
                    (measuring && source[index].measuresContent)
                    || source[index].mainPerCross(horizontal: horizontal) > 0
                if _slowPath(!source[index].lengths.isPlain) { fields.formUnion(source[index].flexFields) }
                if _slowPath(fromContent), !item.pointee.isHidden {
                    sizeFromContent(&item.pointee, source[index], at: index, measuring: measuring, measure)
                    contentSized = contentSized || !item.pointee.pending.isEmpty
                }
            }
        }
        if stack.axis == .horizontal { initialize(horizontal: true) } else { initialize(horizontal: false) }
        return StackPasses(contentSized: contentSized, fields: fields)
    }

    /// What `measure` answers for the item at `index`, asked with `main` and `cross` on the
    /// stack's axes; an answer that is not a finite number ≥ 0 counts as 0.
    func ask(_ measure: StackMeasure, _ index: Int, main: Double, cross: Double) -> (main: Double, cross: Double) {
        if stack.axis == .horizontal {
            let answer = measure(index, Size(width: main, height: cross))
            return (nonNegative(answer.width), nonNegative(answer.height))
        }
        let answer = measure(index, Size(width: cross, height: main))
        return (nonNegative(answer.height), nonNegative(answer.width))
    }

    /// The base size, the cross size where it is known now, and what is left for later, of
    /// an item with an aspect ratio or measured content.
    ///
    /// - The cross size is *known* before the main one when it is explicit, or when the item
    ///   stretches across the one line of a stack that does not wrap and has a definite cross
    ///   size.
    /// - With a ratio: an explicit main size is the base; else a known cross size through
    ///   the ratio; else the width is the content's, within the height limits through the
    ///   ratio (and, in a column, where the width is the cross size, its own limits, which
    ///   win), and the height follows.
    /// - Measured, in a row: the base is the natural width (asked with an open main axis and
    ///   the known height, or an open one); the height is asked at the final width.
    /// - Measured, in a column: the width is known, or it is the width that fits (CSS
    ///   fit-content): the natural width if it fits the content box less the item's margins
    ///   (and its maximum), else the answer when that space is offered. The answer's height is
    ///   the base.
    /// - A measured item without a main minimum never shrinks below its narrowest content
    ///   (CSS `min-width: auto`), capped by its base and maximum: through the ratio when the
    ///   cross size is known, else asked with 0 on the main axis when its line shrinks.
    func sizeFromContent(
        _ metrics: inout StackMetrics, _ item: borrowing StackItem, at index: Int, measuring: Bool,
        _ measure: StackMeasure
    ) {
        let horizontal = stack.axis == .horizontal
        let measuresContent = item.measuresContent
        let measures = measuring && measuresContent
        let (explicitMain, explicitCross, hasMinimum, basis) = givenSizes(of: item)
        let content = item.contentSize
        let (contentMain, contentCross) =
            horizontal
            ? (nonNegative(content.width), nonNegative(content.height))
            : (nonNegative(content.height), nonNegative(content.width))
        let (minCross, maxCross) = item.crossLimits(horizontal: horizontal, in: availableCross)
        var known = explicitCross.map { clamp($0, minCross, maxCross) }
        if known == nil, metrics.alignment == .stretch, isSingleLine, availableCross.isFinite {
            let space = availableCross - metrics.crossLeadingMargin - metrics.crossTrailingMargin
            known = clamp(max(0, space), minCross, maxCross)
        }
        // Only items that can shrink need a minimum, and those that grow from a basis,
        // which may be below it.
        let shrinks = item.shrinkFactor > 0
        let needsMinimum = measures && !hasMinimum && (shrinks || basis != nil)
        let ratio = item.mainPerCross(horizontal: horizontal)
        if ratio > 0 {
            if let explicitMain {
                metrics.base = explicitMain
            } else if let known {
                metrics.base = nonNegative(known * ratio)
            } else if horizontal {
                // The item's own limits come in with its hypothetical size, as for any base.
                let width = measures ? ask(measure, index, main: .infinity, cross: .infinity).main : contentMain
                metrics.base = nonNegative(clamp(width, minCross * ratio, maxCross * ratio))
            } else {
                let width = measures ? fittingCross(of: metrics, item, index, measure).cross : contentCross
                let transferred = clamp(width, metrics.minMain / ratio, metrics.maxMain / ratio)
                metrics.base = nonNegative(clamp(transferred, minCross, maxCross) * ratio)
            }
            if let known {
                metrics.naturalCross = known
            } else {
                metrics.naturalCross = nonNegative(metrics.base / ratio)
                metrics.pending.insert(.crossFromRatio)
            }
            if needsMinimum {
                if let known {
                    setMinimum(&metrics, to: known * ratio)
                } else if !horizontal {
                    setMinimum(&metrics, to: metrics.base)
                } else {
                    metrics.pending.insert(.minimum)
                }
            }
        } else if horizontal {
            metrics.base = explicitMain ?? ask(measure, index, main: .infinity, cross: known ?? .infinity).main
            if let known {
                metrics.naturalCross = known
            } else {
                metrics.pending.insert(.crossFromMeasure)
            }
            if needsMinimum { metrics.pending.insert(.minimum) }
        } else {
            // A column: the width first (known, or the width that fits), and the height with it.
            var answer: (main: Double, cross: Double)
            if let known {
                answer = (explicitMain == nil ? ask(measure, index, main: .infinity, cross: known).main : 0, known)
            } else {
                answer = fittingCross(of: metrics, item, index, measure)
            }
            metrics.base = explicitMain ?? answer.main
            metrics.naturalCross = clamp(answer.cross, minCross, maxCross)
            if needsMinimum { metrics.pending.insert(.minimum) }
        }
        if let basis {
            setBasis(
                basis, &metrics, item, at: index, known: known, explicitMain: explicitMain,
                needsMinimum: needsMinimum, measure)
        }
    }

    /// Makes `basis` the base of an item sized from its content, whatever its content says
    /// (`metrics.base` holds what the content gave). The content still gives the automatic
    /// minimum when it `needsMinimum`: measured now, not only when the line shrinks, as the
    /// basis may be below it, and not capped by the basis (its explicit size caps it). Out of
    /// `sizeFromContent`, which a nested layout's measuring passes through, so that a debug
    /// build does not keep these locals at every level.
    private func setBasis(
        _ basis: Double, _ metrics: inout StackMetrics, _ item: borrowing StackItem, at index: Int, known: Double?,
        explicitMain: Double?, needsMinimum: Bool, _ measure: StackMeasure
    ) {
        let contentBase = metrics.base
        metrics.base = basis
        guard needsMinimum else { return }
        let ratio = item.mainPerCross(horizontal: stack.axis == .horizontal)
        var narrowest: Double
        if ratio > 0, let known {
            narrowest = known * ratio
        } else if ratio > 0, stack.axis == .vertical {
            narrowest = contentBase
        } else {
            narrowest = measureMinimum(&metrics, item, at: index, measure)
        }
        if let explicitMain { narrowest = min(narrowest, explicitMain) }
        metrics.minMain = min(nonNegative(narrowest), metrics.maxMain)
        metrics.pending.remove(.minimum)
    }

    /// An item's explicit main and cross sizes, whether it has a main minimum, and its basis:
    /// percentages of the content box. Out of `sizeFromContent`, which a nested layout's
    /// measuring passes through, so that a debug build does not keep the reads' temporaries
    /// at every level of a tree.
    func givenSizes(
        of item: borrowing StackItem
    ) -> (main: Double?, cross: Double?, hasMinimum: Bool, basis: Double?) {
        let lengths = item.lengths
        let horizontal = stack.axis == .horizontal
        let (main, cross, minimum): (ItemLengths.Slot, ItemLengths.Slot, ItemLengths.Slot) =
            horizontal ? (.width, .height, .minWidth) : (.height, .width, .minHeight)
        return (
            lengths.length(main, in: availableMain), lengths.length(cross, in: availableCross),
            lengths.length(minimum, in: availableMain) != nil, lengths.length(.basis, in: availableMain)
        )
    }

    /// In a column: the width that fits (CSS fit-content, max(min-content, min(max-content,
    /// space))) and the height that goes with it. The natural size first; if its width is more
    /// than the item may take — the content box less its margins, within its limits — the
    /// answer with that width offered. An answer wider than the offer is the content's
    /// narrowest (text's longest word): the item takes that width, and its height is asked
    /// there. An answer that is the offer itself may be a container's echo of it (a nested
    /// stack or grid answers a finite offer with that size): the answer for 0 across, when it
    /// is wider, is the item's narrowest width with the height it has there, so a row whose
    /// narrowest is wider than the column sticks out of it.
    func fittingCross(
        of metrics: StackMetrics, _ item: borrowing StackItem, _ index: Int, _ measure: StackMeasure
    ) -> (main: Double, cross: Double) {
        let natural = ask(measure, index, main: .infinity, cross: .infinity)
        // Open when the stack's width is, unless the item has a maximum.
        let margins = metrics.crossLeadingMargin + metrics.crossTrailingMargin
        let limits = item.crossLimits(horizontal: stack.axis == .horizontal, in: availableCross)
        let space = clamp(max(0, availableCross - margins), limits.min, limits.max)
        guard natural.cross > space else { return natural }
        let fitted = ask(measure, index, main: .infinity, cross: space)
        if fitted.cross > space {
            return (ask(measure, index, main: .infinity, cross: fitted.cross).main, fitted.cross)
        }
        guard fitted.cross == space, space > 0 else { return fitted }
        let narrowest = ask(measure, index, main: .infinity, cross: 0)
        return narrowest.cross > fitted.cross ? narrowest : fitted
    }

    /// Sets the item's automatic minimum to `narrowest`, capped by its base and maximum (so
    /// its hypothetical size, which lines were broken with, stays as it was).
    func setMinimum(_ metrics: inout StackMetrics, to narrowest: Double) {
        metrics.minMain = min(nonNegative(narrowest), metrics.base, metrics.maxMain)
        metrics.pending.remove(.minimum)
    }

    /// The item's narrowest main size, asked of `measure` with 0 on the main axis and its
    /// known (or measured) cross size, within its cross limits through its ratio if it has
    /// one; it becomes the item's automatic minimum. Returns the answer.
    @discardableResult
    func measureMinimum(
        _ metrics: inout StackMetrics, _ item: borrowing StackItem, at index: Int, _ measure: StackMeasure
    ) -> Double {
        let crossFollows = !metrics.pending.isDisjoint(with: [.crossFromRatio, .crossFromMeasure])
        var narrowest = ask(measure, index, main: 0, cross: crossFollows ? .infinity : metrics.naturalCross).main
        let horizontal = stack.axis == .horizontal
        let ratio = item.mainPerCross(horizontal: horizontal)
        if ratio > 0 {
            let limits = item.crossLimits(horizontal: horizontal, in: availableCross)
            narrowest = clamp(narrowest, limits.min * ratio, limits.max * ratio)
        }
        setMinimum(&metrics, to: narrowest)
        return narrowest
    }

    /// The item's cross size once its main size (`target`) is final: through its ratio, or
    /// measured with that main size and an open cross axis; clamped by its limits.
    func sizeCross(
        _ metrics: inout StackMetrics, _ item: borrowing StackItem, at index: Int, _ measure: StackMeasure
    ) {
        let horizontal = stack.axis == .horizontal
        let limits = item.crossLimits(horizontal: horizontal, in: availableCross)
        if metrics.pending.contains(.crossFromRatio) {
            let ratio = item.mainPerCross(horizontal: horizontal)
            metrics.naturalCross = clamp(nonNegative(metrics.target / ratio), limits.min, limits.max)
        } else if metrics.pending.contains(.crossFromMeasure) {
            let cross = ask(measure, index, main: metrics.target, cross: .infinity).cross
            metrics.naturalCross = clamp(cross, limits.min, limits.max)
        }
    }

    /// A column's min-content width (CSS's min-content width of a column): the widest
    /// visible item offered 0 across, with its margins. A measured item without an explicit
    /// width answers for 0 across (with its explicit height, else an open one), or takes its
    /// width through its ratio from an explicit height; the others take the width they have
    /// with no width offered (explicit, content, or through their ratio). `metrics` is
    /// scratch space for as many items as `items`, initialised here.
    func minContentOuterCross(
        _ metrics: UnsafeMutableBufferPointer<StackMetrics>, _ items: UnsafeBufferPointer<StackItem>,
        measuring: Bool, _ measure: StackMeasure
    ) -> Double {
        // Measured items are asked below, not here: their natural size is not needed.
        _ = initialize(metrics, for: items, measuring: false, measure)
        var widest = 0.0
        for index in items.indices where !metrics[index].isHidden {
            let item = items[index]
            var width = metrics[index].naturalCross
            let given = givenSizes(of: item)
            if measuring, item.measuresContent, given.cross == nil {
                let height = given.main
                let heightPerWidth = item.mainPerCross(horizontal: false)
                if let height, heightPerWidth > 0 {
                    width = height / heightPerWidth
                } else {
                    width = ask(measure, index, main: height ?? .infinity, cross: 0).cross
                }
                let limits = item.crossLimits(horizontal: false, in: availableCross)
                width = clamp(width, limits.min, limits.max)
            }
            widest = larger(widest, width + metrics[index].crossLeadingMargin + metrics[index].crossTrailingMargin)
        }
        return widest
    }

    /// The item's min-content main size with its margins: explicit, else the measure's answer
    /// for 0 (which also settles its automatic minimum), else its base; clamped by its limits.
    func minContentOuterMain(
        _ metrics: inout StackMetrics, _ item: borrowing StackItem, at index: Int, measuring: Bool,
        _ measure: StackMeasure
    ) -> Double {
        let horizontal = stack.axis == .horizontal
        let explicitMain = givenSizes(of: item).main
        var narrowest = metrics.base
        let measuresContent = item.measuresContent
        let hasRatio = item.mainPerCross(horizontal: horizontal) > 0
        if explicitMain == nil, measuring, measuresContent {
            if metrics.pending.contains(.minimum) {
                narrowest = measureMinimum(&metrics, item, at: index, measure)
            } else if !hasRatio || (horizontal && metrics.pending.contains(.crossFromRatio)) {
                var probe = metrics
                probe.pending.remove(.minimum)
                narrowest = measureMinimum(&probe, item, at: index, measure)
            }
        }
        return clamp(narrowest, metrics.minMain, metrics.maxMain) + metrics.mainMargins
    }
}
