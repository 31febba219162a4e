// How samples write numbers and sizes: the way the library prints them, or as Swift code.

import PinFrame

/// A number as the library prints it: no `.0` on whole numbers.
func number(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : String(value)
}

/// A number as Swift code: `10`, `-2.5`, `.nan`, `.infinity`, `.greatestFiniteMagnitude`.
func literal(_ value: Double) -> String {
    switch value {
    case _ where value.isNaN: ".nan"
    case .infinity: ".infinity"
    case -.infinity: "-.infinity"
    case .greatestFiniteMagnitude: ".greatestFiniteMagnitude"
    default: number(value)
    }
}

/// A size as a sample's prose writes it: `60×20`, or `100×∞` for a free height.
func dimensions(_ size: Size) -> String {
    func side(_ value: Double) -> String { value == .infinity ? "∞" : number(value) }
    return "\(side(size.width))×\(side(size.height))"
}

/// A chain's warnings as `.conflict: width(200)`, comma-separated; "—" when there are none.
func summary(of warnings: [LayoutWarning]) -> String {
    warnings.isEmpty ? "—" : warnings.map { ".\($0.kind): \($0.rule)" }.joined(separator: ", ")
}
