// Choosing between values, and testing them, without branching.
//
// Swift's optimizer inlines a function into a large caller (a layout function with a
// dozen chains) only while the function has at most 64 basic blocks, and every `if`,
// `? :`, `&&`, `||` or `switch` adds blocks. So the chain's steps choose between values with
// these helpers instead: a step stays a handful of blocks, is inlined into every chain, and
// its choices fold away there, where the rules written are known.

/// All bits set if `condition`, none otherwise.
@inlinable @inline(__always)
func mask(_ condition: Bool) -> UInt64 {
    0 &- UInt64(unsafeBitCast(condition, to: UInt8.self))
}

/// `condition ? a : b`, without a branch.
@inlinable @inline(__always)
func choose(_ condition: Bool, _ a: Double, _ b: Double) -> Double {
    let bits = mask(condition)
    return Double(bitPattern: (a.bitPattern & bits) | (b.bitPattern & ~bits))
}

/// `condition ? a : b`, without a branch.
@inlinable @inline(__always)
func choose(_ condition: Bool, _ a: UInt8, _ b: UInt8) -> UInt8 {
    let bits = UInt8(truncatingIfNeeded: mask(condition))
    return (a & bits) | (b & ~bits)
}

/// `condition ? a : b`, without a branch.
@inlinable @inline(__always)
func choose(_ condition: Bool, _ a: UInt32, _ b: UInt32) -> UInt32 {
    let bits = UInt32(truncatingIfNeeded: mask(condition))
    return (a & bits) | (b & ~bits)
}

/// `a && b`, evaluating both.
@inlinable @inline(__always)
func both(_ a: Bool, _ b: Bool) -> Bool {
    unsafeBitCast(unsafeBitCast(a, to: UInt8.self) & unsafeBitCast(b, to: UInt8.self), to: Bool.self)
}

/// `a || b`, evaluating both.
@inlinable @inline(__always)
func either(_ a: Bool, _ b: Bool) -> Bool {
    unsafeBitCast(unsafeBitCast(a, to: UInt8.self) | unsafeBitCast(b, to: UInt8.self), to: Bool.self)
}

/// Whether all four numbers are finite, with one comparison: a value less itself is NaN
/// exactly when the value is NaN or infinite, and a sum is NaN when any term is. Literals
/// fold away.
@inlinable @inline(__always)
func areFinite(_ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0) -> Bool {
    let probe = (a - a) + (b - b) + (c - c) + (d - d)
    return probe == probe
}
