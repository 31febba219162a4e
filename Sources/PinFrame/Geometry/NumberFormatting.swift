/// Prints a coordinate the way every PinFrame description does: whole numbers without
/// `.0` (`10`, `-3`), everything else as Swift prints a `Double` (`10.5`, `nan`, `inf`).
///
/// Shared by the geometry descriptions and the warning text, so a value reads the same in
/// `print(rect)` and in `width(200) won't be applied ...`.
@usableFromInline
func formatted(_ value: Double) -> String {
    // 2^53: every integer below it is exact, so the conversion cannot trap or round.
    if value.magnitude < 9_007_199_254_740_992, value == Double(Int64(value)) {
        return String(Int64(value))
    }
    return value.description
}
