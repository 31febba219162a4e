import PinFrame

/// One rule of a sample chain: the code a sample prints and the rule it runs, made
/// together from the same arguments so the two cannot drift apart.
///
///     let steps: [Step] = [.below(of: title, aligned: .left), .marginTop(8)]
///     steps.code                   // "view.pin.below(of: title, aligned: .left).marginTop(8)"
///     steps.apply(to: view).rect   // what PinFrame computes for it
struct Step {
    let code: String
    let apply: (Pin) -> Pin

    init(_ code: String, _ apply: @escaping (Pin) -> Pin) {
        self.code = code
        self.apply = apply
    }
}

/// A frame a sample's code refers to: the name the printed code calls it and the letter
/// that draws it in a picture.
struct Named {
    let name: String
    let letter: Character
    let frame: Frame
}

// Edges, sizes and margins.
extension Step {
    static func top(_ value: Double? = nil) -> Step { optional("top", value, Pin.top, Pin.top) }
    static func left(_ value: Double? = nil) -> Step { optional("left", value, Pin.left, Pin.left) }
    static func bottom(_ value: Double? = nil) -> Step { optional("bottom", value, Pin.bottom, Pin.bottom) }
    static func right(_ value: Double? = nil) -> Step { optional("right", value, Pin.right, Pin.right) }
    static func hCenter() -> Step { Step("hCenter()") { $0.hCenter() } }
    static func width(_ value: Double) -> Step { Step("width(\(literal(value)))") { $0.width(value) } }
    static func height(_ value: Double) -> Step { Step("height(\(literal(value)))") { $0.height(value) } }
    static func widthPercent(_ value: Double) -> Step { Step("width(\(literal(value))%)") { $0.width(Percent(value)) } }
    static func heightPercent(_ value: Double) -> Step {
        Step("height(\(literal(value))%)") { $0.height(Percent(value)) }
    }
    static func size(_ side: Double) -> Step { Step("size(\(literal(side)))") { $0.size(side) } }
    static func minWidth(_ value: Double) -> Step { Step("minWidth(\(literal(value)))") { $0.minWidth(value) } }
    static func maxWidth(_ value: Double) -> Step { Step("maxWidth(\(literal(value)))") { $0.maxWidth(value) } }
    static func aspectRatio(_ ratio: Double) -> Step {
        Step("aspectRatio(\(literal(ratio)))") { $0.aspectRatio(ratio) }
    }
    static func marginTop(_ value: Double) -> Step { Step("marginTop(\(literal(value)))") { $0.marginTop(value) } }
    static func marginLeft(_ value: Double) -> Step { Step("marginLeft(\(literal(value)))") { $0.marginLeft(value) } }
    static func marginBottom(_ value: Double) -> Step {
        Step("marginBottom(\(literal(value)))") { $0.marginBottom(value) }
    }
    static func marginRight(_ value: Double) -> Step {
        Step("marginRight(\(literal(value)))") { $0.marginRight(value) }
    }
    static func marginHorizontal(_ value: Double) -> Step {
        Step("marginHorizontal(\(literal(value)))") { $0.marginHorizontal(value) }
    }
    static func marginVertical(_ value: Double) -> Step {
        Step("marginVertical(\(literal(value)))") { $0.marginVertical(value) }
    }
    static var pinEdges: Step { Step("pinEdges()") { $0.pinEdges() } }
    static func vCenter() -> Step { Step("vCenter()") { $0.vCenter() } }
    static func bottomPercent(_ value: Double) -> Step {
        Step("bottom(\(literal(value))%)") { $0.bottom(Percent(value)) }
    }
    static func rightPercent(_ value: Double) -> Step { Step("right(\(literal(value))%)") { $0.right(Percent(value)) } }
    static func hCenterPercent(_ value: Double) -> Step {
        Step("hCenter(\(literal(value))%)") { $0.hCenter(Percent(value)) }
    }
    static func vCenterPercent(_ value: Double) -> Step {
        Step("vCenter(\(literal(value))%)") { $0.vCenter(Percent(value)) }
    }
    static func horizontally(_ value: Double) -> Step {
        Step("horizontally(\(literal(value)))") { $0.horizontally(value) }
    }
    static func vertically(_ value: Double) -> Step { Step("vertically(\(literal(value)))") { $0.vertically(value) } }
    static func all(_ insets: EdgeInsets) -> Step {
        let code =
            "all(EdgeInsets(top: \(literal(insets.top)), left: \(literal(insets.left)), "
            + "bottom: \(literal(insets.bottom)), right: \(literal(insets.right))))"
        return Step(code) { $0.all(insets) }
    }
    static func justify(_ alignment: HorizontalAlign) -> Step {
        Step("justify(\(alignment))") { $0.justify(alignment) }
    }
    static func align(_ alignment: VerticalAlign) -> Step { Step("align(\(alignment))") { $0.align(alignment) } }
    static func wrapContent(_ children: [Named], padding: Double) -> Step {
        Step("wrapContent([\(children.map(\.name).joined(separator: ", "))], padding: \(literal(padding)))") {
            $0.wrapContent(children.map(\.frame), padding: padding)
        }
    }

    /// `top()` or `top(20)`: the rule with no argument when `value` is nil.
    private static func optional(
        _ name: String, _ value: Double?, _ withValue: @escaping (Pin) -> (Double) -> Pin,
        _ withoutValue: @escaping (Pin) -> () -> Pin
    ) -> Step {
        Step("\(name)(\(value.map(literal) ?? ""))") { pin in value.map(withValue(pin)) ?? withoutValue(pin)() }
    }
}

// Parent anchors, other frames' anchors and edges.
extension Step {
    static func topLeft(_ margin: Double = 0) -> Step { parentAnchor("topLeft", margin, Pin.topLeft) }
    static func topRight(_ margin: Double = 0) -> Step { parentAnchor("topRight", margin, Pin.topRight) }
    static func centerLeft(_ margin: Double = 0) -> Step { parentAnchor("centerLeft", margin, Pin.centerLeft) }
    static func center(_ margin: Double = 0) -> Step { parentAnchor("center", margin, Pin.center) }
    static func bottomCenter(_ margin: Double = 0) -> Step { parentAnchor("bottomCenter", margin, Pin.bottomCenter) }
    static func bottomEnd(_ margin: Double = 0) -> Step { parentAnchor("bottomEnd", margin, Pin.bottomEnd) }
    static func topCenter(_ margin: Double = 0) -> Step { parentAnchor("topCenter", margin, Pin.topCenter) }
    static func bottomLeft(_ margin: Double = 0) -> Step { parentAnchor("bottomLeft", margin, Pin.bottomLeft) }
    static func bottomRight(_ margin: Double = 0) -> Step { parentAnchor("bottomRight", margin, Pin.bottomRight) }

    static func topLeft(to frame: Named, _ anchor: KeyPath<Frame.Anchors, Anchor>) -> Step {
        referring("topLeft", frame, "anchor", frame.frame.anchor[keyPath: anchor], Pin.topLeft(to:))
    }
    static func bottomRight(to frame: Named, _ anchor: KeyPath<Frame.Anchors, Anchor>) -> Step {
        referring("bottomRight", frame, "anchor", frame.frame.anchor[keyPath: anchor], Pin.bottomRight(to:))
    }
    static func center(to frame: Named, _ anchor: KeyPath<Frame.Anchors, Anchor>) -> Step {
        referring("center", frame, "anchor", frame.frame.anchor[keyPath: anchor], Pin.center(to:))
    }
    static func centerLeft(to frame: Named, _ anchor: KeyPath<Frame.Anchors, Anchor>) -> Step {
        referring("centerLeft", frame, "anchor", frame.frame.anchor[keyPath: anchor], Pin.centerLeft(to:))
    }
    static func top(to frame: Named, _ edge: KeyPath<Frame.Edges, VerticalEdge>) -> Step {
        referring("top", frame, "edge", frame.frame.edge[keyPath: edge], Pin.top(to:))
    }
    static func left(to frame: Named, _ edge: KeyPath<Frame.Edges, HorizontalEdge>) -> Step {
        referring("left", frame, "edge", frame.frame.edge[keyPath: edge], Pin.left(to:))
    }
    static func hCenter(to frame: Named, _ edge: KeyPath<Frame.Edges, HorizontalEdge>) -> Step {
        referring("hCenter", frame, "edge", frame.frame.edge[keyPath: edge], Pin.hCenter(to:))
    }

    /// `topRight()` or `topRight(10)`: the margin is written only when there is one.
    private static func parentAnchor(_ name: String, _ margin: Double, _ rule: @escaping (Pin) -> (Double) -> Pin)
        -> Step
    {
        Step("\(name)(\(margin == 0 ? "" : literal(margin)))") { rule($0)(margin) }
    }

    /// `topLeft(to: a.anchor.bottomRight)`, `top(to: a.edge.bottom)`: the anchor's or edge's
    /// name is read from the value the rule receives.
    private static func referring<Target: Reference>(
        _ name: String, _ frame: Named, _ group: String, _ target: Target, _ rule: @escaping (Pin) -> (Target) -> Pin
    ) -> Step {
        Step("\(name)(to: \(frame.name).\(group).\(target.kind))") { rule($0)(target) }
    }
}

/// An anchor or an edge: a value that knows which of a frame's points or lines it is.
protocol Reference {
    associatedtype Kind
    var kind: Kind { get }
}
extension Anchor: Reference {}
extension HorizontalEdge: Reference {}
extension VerticalEdge: Reference {}

// Relative positioning.
extension Step {
    static func above(of frame: Named, aligned: HorizontalAlign = .none) -> Step {
        Step(relative("above", frame.name, aligned)) { $0.above(of: frame.frame, aligned: aligned) }
    }
    static func below(of frame: Named, aligned: HorizontalAlign = .none) -> Step {
        Step(relative("below", frame.name, aligned)) { $0.below(of: frame.frame, aligned: aligned) }
    }
    static func below(of frames: [Named], aligned: HorizontalAlign = .none) -> Step {
        Step(relative("below", list(frames), aligned)) { $0.below(of: frames.map(\.frame), aligned: aligned) }
    }
    static func left(of frame: Named, aligned: VerticalAlign = .none) -> Step {
        Step(relative("left", frame.name, aligned)) { $0.left(of: frame.frame, aligned: aligned) }
    }
    static func right(of frame: Named, aligned: VerticalAlign = .none) -> Step {
        Step(relative("right", frame.name, aligned)) { $0.right(of: frame.frame, aligned: aligned) }
    }
    static func right(of frames: [Named], aligned: VerticalAlign = .none) -> Step {
        Step(relative("right", list(frames), aligned)) { $0.right(of: frames.map(\.frame), aligned: aligned) }
    }
    static func before(of frame: Named, aligned: VerticalAlign = .none) -> Step {
        Step(relative("before", frame.name, aligned)) { $0.before(of: frame.frame, aligned: aligned) }
    }
    static func after(of frame: Named, aligned: VerticalAlign = .none) -> Step {
        Step(relative("after", frame.name, aligned)) { $0.after(of: frame.frame, aligned: aligned) }
    }
    static func flip(within frame: Named, padding: Double = 0) -> Step {
        Step("flip(within: \(frame.name)\(padding == 0 ? "" : ", padding: \(literal(padding))"))") {
            $0.flip(within: frame.frame, padding: padding)
        }
    }
    static func shift(within frame: Named, padding: Double = 0) -> Step {
        Step("shift(within: \(frame.name)\(padding == 0 ? "" : ", padding: \(literal(padding))"))") {
            $0.shift(within: frame.frame, padding: padding)
        }
    }
    static func horizontallyBetween(_ first: Named, and second: Named, aligned: VerticalAlign = .none) -> Step {
        let code = "horizontallyBetween(\(first.name), and: \(second.name)\(alignment(aligned)))"
        return Step(code) { $0.horizontallyBetween(first.frame, and: second.frame, aligned: aligned) }
    }

    /// `below(of: a, aligned: .left)`.
    private static func relative(_ name: String, _ target: String, _ aligned: some Alignment) -> String {
        "\(name)(of: \(target)\(alignment(aligned)))"
    }

    /// `[a, b]`
    private static func list(_ frames: [Named]) -> String { "[" + frames.map(\.name).joined(separator: ", ") + "]" }

    /// `, aligned: .left`, or nothing for the default `.none`.
    private static func alignment(_ aligned: some Alignment) -> String {
        aligned.rawValue == "none" ? "" : ", aligned: \(aligned)"
    }
}

/// `HorizontalAlign` or `VerticalAlign`: both print as written (`.left`) and have a `none`.
protocol Alignment: RawRepresentable<String>, CustomStringConvertible {}
extension HorizontalAlign: Alignment {}
extension VerticalAlign: Alignment {}

extension [Step] {
    /// `view.pin.left(20).width(100)`
    var code: String { code(for: "view") }

    /// The chain as written for a frame called `name`: `name.pin.left(20).width(100)`.
    func code(for name: String) -> String { ([name + ".pin"] + map(\.code)).joined(separator: ".") }

    func apply(to frame: Frame) -> Pin { reduce(frame.pin) { $1.apply($0) } }
}
