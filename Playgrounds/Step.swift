import PinFrame

/// One rule of a sample chain. A chain is a list of steps, so the code a sample prints
/// and the chain it runs come from the same value and cannot drift apart.
enum Step {
    case top(Double?)
    case left(Double?)
    case bottom(Double?)
    case right(Double?)
    case width(Double)
    case height(Double)
    case widthPercent(Double)
    case marginTop(Double)
    case marginLeft(Double)
    case marginBottom(Double)
    case marginRight(Double)
    case marginHorizontal(Double)
    case marginVertical(Double)
    case pinEdges

    var code: String {
        switch self {
        case .top(let v): "top(\(v.map(number) ?? ""))"
        case .left(let v): "left(\(v.map(number) ?? ""))"
        case .bottom(let v): "bottom(\(v.map(number) ?? ""))"
        case .right(let v): "right(\(v.map(number) ?? ""))"
        case .width(let v): "width(\(number(v)))"
        case .height(let v): "height(\(number(v)))"
        case .widthPercent(let v): "width(\(number(v))%)"
        case .marginTop(let v): "marginTop(\(number(v)))"
        case .marginLeft(let v): "marginLeft(\(number(v)))"
        case .marginBottom(let v): "marginBottom(\(number(v)))"
        case .marginRight(let v): "marginRight(\(number(v)))"
        case .marginHorizontal(let v): "marginHorizontal(\(number(v)))"
        case .marginVertical(let v): "marginVertical(\(number(v)))"
        case .pinEdges: "pinEdges()"
        }
    }

    func apply(_ pin: Pin) -> Pin {
        switch self {
        case .top(let v): v.map { pin.top($0) } ?? pin.top()
        case .left(let v): v.map { pin.left($0) } ?? pin.left()
        case .bottom(let v): v.map { pin.bottom($0) } ?? pin.bottom()
        case .right(let v): v.map { pin.right($0) } ?? pin.right()
        case .width(let v): pin.width(v)
        case .height(let v): pin.height(v)
        case .widthPercent(let v): pin.width(Percent(v))
        case .marginTop(let v): pin.marginTop(v)
        case .marginLeft(let v): pin.marginLeft(v)
        case .marginBottom(let v): pin.marginBottom(v)
        case .marginRight(let v): pin.marginRight(v)
        case .marginHorizontal(let v): pin.marginHorizontal(v)
        case .marginVertical(let v): pin.marginVertical(v)
        case .pinEdges: pin.pinEdges()
        }
    }
}

extension [Step] {
    /// `view.pin.left(20).width(100)`
    var code: String { (["view.pin"] + map(\.code)).joined(separator: ".") }

    func apply(to frame: Frame) -> Pin { reduce(frame.pin) { $1.apply($0) } }
}

/// A number as the library prints it: no `.0` on whole numbers.
func number(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : String(value)
}
