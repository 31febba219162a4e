// Lengths from callers, with the numbers that cannot be one set aside. Stacks and pictures
// take any input; these say, in one place each, what a bad number becomes.

/// A length that is a finite number ≥ 0, else 0. (`value - value` is 0 for a finite
/// number and NaN otherwise: a test debug builds do not make a call of.)
func nonNegative(_ value: Double) -> Double { value - value == 0 && value >= 0 ? value : 0 }

/// A step or scale that is a finite number > 0, else `fallback`.
func positive(_ value: Double, else fallback: Double) -> Double { value.isFinite && value > 0 ? value : fallback }

/// A sum of lengths that keeps the rounding error of each addition apart and adds it back at
/// the end (Neumaier's compensated sum): 10,000 tracks of 400 / 10,000 add up to 400, where a
/// plain sum gives 400.00000000014. A sum that is not finite is that.
struct LengthSum {
    private var total = 0.0
    private var error = 0.0

    init(_ start: Double = 0) { total = start }

    mutating func add(_ value: Double) {
        let sum = total + value
        error += total.magnitude >= value.magnitude ? (total - sum) + value : (value - sum) + total
        total = sum
    }

    /// The sum, its rounding errors added back.
    var value: Double {
        let compensated = total + error
        return compensated.isNaN ? total : compensated
    }
}

/// The sum of `count` lengths, `length(i)` for each i in `0..<count`: added plainly when there
/// are two or fewer (one addition is already correctly rounded, so compensating changes
/// nothing), else as a `LengthSum`. Most grid items span one or two tracks; this keeps their
/// sums at the cost of a plain one.
@inline(__always)
func lengthSum(_ count: Int, _ length: (Int) -> Double) -> Double {
    if count <= 2 { return count == 2 ? length(0) + length(1) : count == 1 ? length(0) : 0 }
    var total = LengthSum()
    for index in 0..<count { total.add(length(index)) }
    return total.value
}
