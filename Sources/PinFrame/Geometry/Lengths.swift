// Lengths from callers, with the numbers that cannot be one set aside. Stacks and pictures
// take any input; these say, in one place each, what a bad number becomes.

/// A length that is a finite number ≥ 0, else 0. (`value - value` is 0 for a finite
/// number and NaN otherwise: a test debug builds do not make a call of.)
func nonNegative(_ value: Double) -> Double { value - value == 0 && value >= 0 ? value : 0 }

/// A step or scale that is a finite number > 0, else `fallback`.
func positive(_ value: Double, else fallback: Double) -> Double { value.isFinite && value > 0 ? value : fallback }
