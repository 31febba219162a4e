extension StackLayout {
    /// Resolves the main lengths of `line`'s items (into their `target`) as CSS's "resolve
    /// flexible lengths" does: positive free space goes to the items in proportion to
    /// `grow`, negative is taken in proportion to `shrink` × base length (less a nested
    /// container's padding); when the factors
    /// in use add up to less than 1, only that fraction of the free space is shared. Each
    /// result is clamped by the item's limits; clamped items freeze and the rest is shared
    /// again. With an open main length nothing flexes.
    func resolveLengths(
        of line: Line, _ metrics: UnsafeMutableBufferPointer<StackMetrics>, _ items: UnsafeBufferPointer<StackItem>
    ) {
        let gaps = spacing * Double(line.count - 1)
        // A line that fills its length but for rounding (its items measured for the length it
        // was given, added in another order) flexes nowhere: a hair of shrinking would make
        // measured text wrap onto a line it was not measured with.
        let spare = availableMain - line.length
        if spare.magnitude <= 1e-9 * larger(1, availableMain) {
            for index in line.start..<line.end where !metrics[index].isHidden {
                metrics[index].target = metrics[index].hypothetical
            }
            return
        }
        let growing = line.length < availableMain
        // The space left once every item has its target (frozen) or base size (not yet),
        // and the flex factors of the items not frozen: worked out with the targets, then
        // again after each round that freezes some.
        var free = availableMain - gaps
        var factors = 0.0
        var weightedShrink = 0.0
        var unfrozen = 0
        for index in line.start..<line.end where !metrics[index].isHidden {
            let item = metrics[index]
            let (grow, shrink) = (items[index].growFactor, items[index].shrinkFactor)
            // Items that cannot flex this way keep their hypothetical length from the start.
            let inflexible =
                !availableMain.isFinite || (growing ? grow : shrink) == 0
                || (growing ? item.base > item.hypothetical : item.base < item.hypothetical)
            metrics[index].target = inflexible ? item.hypothetical : item.base
            metrics[index].isFrozen = inflexible
            free -= metrics[index].target + item.mainMargins
            guard !inflexible else { continue }
            unfrozen += 1
            factors += growing ? grow : shrink
            weightedShrink += shrink * items[index].shrinkBasis(item.base)
        }
        let initialFree = free
        // Each round freezes at least one item or ends, so a line of n takes at most n + 1.
        for _ in 0...line.count {
            // Nothing flexes (an open line, no factor): each keeps its hypothetical length.
            guard unfrozen > 0 else { return }
            // Factors so large that their sum overflows are shared as the same factors
            // divided by the largest (shares are ratios, so they do not change).
            var scale = FactorScale()
            if _slowPath(!factors.isFinite || !weightedShrink.isFinite) {
                scale = FactorScale(of: line, metrics, items, growing: growing)
                (factors, weightedShrink) = scale.sums(of: line, metrics, items, growing: growing)
            }
            if factors < 1, scale.factorDivisor == 1, (initialFree * factors).magnitude < free.magnitude {
                free = initialFree * factors
            }
            var violation = 0.0
            for index in line.start..<line.end where !metrics[index].isHidden && !metrics[index].isFrozen {
                let item = metrics[index]
                var target = item.base
                if growing {
                    target += free * (scale.factor(items[index].growFactor) / factors)
                } else if weightedShrink > 0 {
                    target -= free.magnitude * (scale.weight(of: item, items[index]) / weightedShrink)
                }
                let clamped = larger(0, clamp(target, item.minMain, item.maxMain))
                metrics[index].target = clamped
                metrics[index].clamping = clamped > target ? .up : clamped < target ? .down : .none
                violation += clamped - target
            }
            // Nothing clamped: done. Else freeze the items clamped the way the total went,
            // and work out the space and factors left.
            if violation == 0 { return }
            (free, factors, weightedShrink, unfrozen) = (availableMain - gaps, 0, 0, 0)
            for index in line.start..<line.end where !metrics[index].isHidden {
                if !metrics[index].isFrozen,
                    violation > 0 ? metrics[index].clamping == .up : metrics[index].clamping == .down
                {
                    metrics[index].isFrozen = true
                }
                let item = metrics[index]
                free -= (item.isFrozen ? item.target : item.base) + item.mainMargins
                guard !item.isFrozen else { continue }
                unfrozen += 1
                let shrink = items[index].shrinkFactor
                factors += growing ? items[index].growFactor : shrink
                weightedShrink += shrink * items[index].shrinkBasis(item.base)
            }
        }
    }
}

/// The divisors that keep a line's flex factors and weighted shrink factors summable: 1
/// for factors whose sums are finite; else the largest factor of the line's unfrozen items,
/// and for shrinking the largest base length too.
struct FactorScale {
    var factorDivisor = 1.0
    var baseDivisor = 1.0

    init() {}

    /// The divisors for the unfrozen items of `line`, growing or shrinking.
    init(
        of line: StackLayout.Line, _ metrics: UnsafeMutableBufferPointer<StackMetrics>,
        _ items: UnsafeBufferPointer<StackItem>, growing: Bool
    ) {
        for index in line.start..<line.end where !metrics[index].isHidden && !metrics[index].isFrozen {
            factorDivisor = max(factorDivisor, growing ? items[index].growFactor : items[index].shrinkFactor)
            baseDivisor = max(baseDivisor, metrics[index].base)
        }
    }

    /// A grow or shrink factor, divided.
    func factor(_ value: Double) -> Double { value / factorDivisor }

    /// An item's shrink factor times its base length (less a nested container's padding),
    /// each divided. Inlined: out of line, `items[index]` is copied to be passed (a `memcpy`
    /// of 224 bytes an item a pass).
    @inline(__always)
    func weight(of metrics: StackMetrics, _ item: borrowing StackItem) -> Double {
        factor(item.shrinkFactor) * (item.shrinkBasis(metrics.base) / baseDivisor)
    }

    /// The sums of the divided factors and weights of the line's unfrozen items: each term
    /// is at most 1, so they are finite.
    func sums(
        of line: StackLayout.Line, _ metrics: UnsafeMutableBufferPointer<StackMetrics>,
        _ items: UnsafeBufferPointer<StackItem>, growing: Bool
    ) -> (factors: Double, weightedShrink: Double) {
        var factors = 0.0
        var weightedShrink = 0.0
        for index in line.start..<line.end where !metrics[index].isHidden && !metrics[index].isFrozen {
            factors += factor(growing ? items[index].growFactor : items[index].shrinkFactor)
            weightedShrink += weight(of: metrics[index], items[index])
        }
        return (factors, weightedShrink)
    }
}
