// Edges relative to the parent: `top(10)`, `right(10%)`, `all(8)`,
// `horizontally(insets)`, `hCenter()` … Distances are CSS style: `right(10)` is 10 from
// the parent's right edge. Centers are measured from the parent's left/top edge.

extension PinChain {
    @inlinable @inline(__always)
    func edge(_ attribute: Attribute, _ distance: Double, _ rule: RuleCall) -> Self {
        applying(
            rule, RuleEffect(attribute, fromParent(attribute, distance)), numbersAreFinite: areFinite(distance))
    }

    @inlinable @inline(__always)
    func edge(_ attribute: Attribute, _ percent: Percent, _ rule: RuleCall) -> Self {
        let distance = distance(percent, along: attribute.axis)
        return applying(
            rule, RuleEffect(attribute, fromParent(attribute, distance)),
            numbersAreFinite: areFinite(percent.value), resultsAreFinite: areFinite(distance))
    }

    @inlinable @inline(__always)
    func centered(_ attribute: Attribute, _ rule: RuleCall) -> Self {
        applying(rule, RuleEffect(attribute, parentLength(attribute.axis) / 2), numbersAreFinite: true)
    }

    /// The edges `insets` describes, on the chosen axes.
    @inlinable @inline(__always)
    func edgesEffect(_ insets: EdgeInsets, horizontal: Bool, vertical: Bool) -> RuleEffect {
        RuleEffect(
            vertical ? (.top, fromParent(.top, insets.top)) : nil,
            horizontal ? (.left, fromParent(.left, insets.left)) : nil,
            vertical ? (.bottom, fromParent(.bottom, insets.bottom)) : nil,
            horizontal ? (.right, fromParent(.right, insets.right)) : nil)
    }

    @inlinable @inline(__always)
    func edges(_ insets: EdgeInsets, horizontal: Bool, vertical: Bool, _ rule: RuleCall) -> Self {
        applying(
            rule, edgesEffect(insets, horizontal: horizontal, vertical: vertical),
            numbersAreFinite: areFinite(
                vertical ? insets.top : 0, horizontal ? insets.left : 0, vertical ? insets.bottom : 0,
                horizontal ? insets.right : 0))
    }

    @inlinable @inline(__always)
    func edges(_ percent: Percent, horizontal: Bool, vertical: Bool, _ rule: RuleCall) -> Self {
        let dy = distance(percent, along: .vertical)
        let dx = distance(percent, along: .horizontal)
        let insets = EdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
        return applying(
            rule, edgesEffect(insets, horizontal: horizontal, vertical: vertical),
            numbersAreFinite: areFinite(percent.value), resultsAreFinite: areFinite(dx, dy))
    }

    // MARK: top, left, bottom, right

    /// Pins the top edge on the parent's top edge.
    ///
    ///     child.pin.top().left()   // the parent's top-left corner
    @inlinable @inline(__always)
    public func top() -> Self { edge(.top, 0, RuleCall(.top, .empty)) }

    /// Pins the top edge `value` below the parent's top edge.
    ///
    ///     Frame(in: screen).pin.top(20).rect.y   // 20
    @inlinable @inline(__always)
    public func top(_ value: Double) -> Self { edge(.top, value, .value(.top, value)) }

    /// Pins the top edge a percentage of the parent's height below its top edge.
    ///
    ///     Frame(in: screen).pin.top(10%).rect.y   // 40 in a 400-high parent
    @inlinable @inline(__always)
    public func top(_ percent: Percent) -> Self { edge(.top, percent, .percent(.top, percent)) }

    /// Pins the top edge `insets.top` below the parent's top edge.
    ///
    ///     child.pin.top(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))   // top(20)
    @inlinable @inline(__always)
    public func top(_ insets: EdgeInsets) -> Self { edge(.top, insets.top, .insets(.top, insets)) }

    /// Pins the left edge on the parent's left edge.
    ///
    ///     child.pin.left().right()   // as wide as the parent
    @inlinable @inline(__always)
    public func left() -> Self { edge(.left, 0, RuleCall(.left, .empty)) }

    /// Pins the left edge `value` right of the parent's left edge.
    ///
    ///     Frame(in: screen).pin.left(20).rect.x   // 20
    @inlinable @inline(__always)
    public func left(_ value: Double) -> Self { edge(.left, value, .value(.left, value)) }

    /// Pins the left edge a percentage of the parent's width from its left edge.
    ///
    ///     Frame(in: screen).pin.left(25%).rect.x   // 100 in a 400-wide parent
    @inlinable @inline(__always)
    public func left(_ percent: Percent) -> Self { edge(.left, percent, .percent(.left, percent)) }

    /// Pins the left edge `insets.left` from the parent's left edge.
    ///
    ///     child.pin.left(safeInsets)
    @inlinable @inline(__always)
    public func left(_ insets: EdgeInsets) -> Self { edge(.left, insets.left, .insets(.left, insets)) }

    /// Pins the bottom edge on the parent's bottom edge.
    ///
    ///     footer.pin.bottom().horizontally().height(44)
    @inlinable @inline(__always)
    public func bottom() -> Self { edge(.bottom, 0, RuleCall(.bottom, .empty)) }

    /// Pins the bottom edge `value` above the parent's bottom edge.
    ///
    ///     Frame(x: 0, y: 0, width: 10, height: 10, in: screen).pin.bottom(20).rect.y   // 370
    @inlinable @inline(__always)
    public func bottom(_ value: Double) -> Self { edge(.bottom, value, .value(.bottom, value)) }

    /// Pins the bottom edge a percentage of the parent's height above its bottom edge.
    ///
    ///     footer.pin.bottom(5%)
    @inlinable @inline(__always)
    public func bottom(_ percent: Percent) -> Self { edge(.bottom, percent, .percent(.bottom, percent)) }

    /// Pins the bottom edge `insets.bottom` above the parent's bottom edge.
    ///
    ///     footer.pin.bottom(safeInsets)
    @inlinable @inline(__always)
    public func bottom(_ insets: EdgeInsets) -> Self {
        edge(.bottom, insets.bottom, .insets(.bottom, insets))
    }

    /// Pins the right edge on the parent's right edge.
    ///
    ///     button.pin.top().right()
    @inlinable @inline(__always)
    public func right() -> Self { edge(.right, 0, RuleCall(.right, .empty)) }

    /// Pins the right edge `value` left of the parent's right edge.
    ///
    ///     Frame(x: 0, y: 0, width: 10, height: 10, in: screen).pin.right(20).rect.x   // 370
    @inlinable @inline(__always)
    public func right(_ value: Double) -> Self { edge(.right, value, .value(.right, value)) }

    /// Pins the right edge a percentage of the parent's width from its right edge.
    ///
    ///     button.pin.right(5%)
    @inlinable @inline(__always)
    public func right(_ percent: Percent) -> Self { edge(.right, percent, .percent(.right, percent)) }

    /// Pins the right edge `insets.right` from the parent's right edge.
    ///
    ///     button.pin.right(safeInsets)
    @inlinable @inline(__always)
    public func right(_ insets: EdgeInsets) -> Self {
        edge(.right, insets.right, .insets(.right, insets))
    }

    // MARK: start, end

    /// Pins the start edge (left in LTR, right in RTL) on the parent's matching edge.
    ///
    ///     label.pin.start().end()
    @inlinable @inline(__always)
    public func start() -> Self {
        edge(Attribute(.horizontal, horizontalEdge(start: true)), 0, RuleCall(.start, .empty))
    }

    /// Pins the start edge `value` from the parent's start edge.
    ///
    ///     label.pin.start(16)   // 16 from the left in LTR, from the right in RTL
    @inlinable @inline(__always)
    public func start(_ value: Double) -> Self {
        edge(Attribute(.horizontal, horizontalEdge(start: true)), value, .value(.start, value))
    }

    /// Pins the start edge a percentage of the parent's width from its start edge.
    ///
    ///     label.pin.start(5%)
    @inlinable @inline(__always)
    public func start(_ percent: Percent) -> Self {
        edge(Attribute(.horizontal, horizontalEdge(start: true)), percent, .percent(.start, percent))
    }

    /// Pins the start edge with the inset of that side: `insets.left` in LTR,
    /// `insets.right` in RTL.
    ///
    ///     label.pin.start(safeInsets)
    @inlinable @inline(__always)
    public func start(_ insets: EdgeInsets) -> Self {
        edge(
            Attribute(.horizontal, horizontalEdge(start: true)), isRTL ? insets.right : insets.left,
            .insets(.start, insets))
    }

    /// Pins the end edge (right in LTR, left in RTL) on the parent's matching edge.
    ///
    ///     chevron.pin.end().vCenter()
    @inlinable @inline(__always)
    public func end() -> Self { edge(Attribute(.horizontal, horizontalEdge(start: false)), 0, RuleCall(.end, .empty)) }

    /// Pins the end edge `value` from the parent's end edge.
    ///
    ///     chevron.pin.end(16)
    @inlinable @inline(__always)
    public func end(_ value: Double) -> Self {
        edge(Attribute(.horizontal, horizontalEdge(start: false)), value, .value(.end, value))
    }

    /// Pins the end edge a percentage of the parent's width from its end edge.
    ///
    ///     chevron.pin.end(5%)
    @inlinable @inline(__always)
    public func end(_ percent: Percent) -> Self {
        edge(Attribute(.horizontal, horizontalEdge(start: false)), percent, .percent(.end, percent))
    }

    /// Pins the end edge with the inset of that side: `insets.right` in LTR,
    /// `insets.left` in RTL.
    ///
    ///     chevron.pin.end(safeInsets)
    @inlinable @inline(__always)
    public func end(_ insets: EdgeInsets) -> Self {
        edge(
            Attribute(.horizontal, horizontalEdge(start: false)), isRTL ? insets.left : insets.right,
            .insets(.end, insets))
    }

    // MARK: hCenter, vCenter

    /// Centers the frame horizontally in the parent.
    ///
    ///     Frame(x: 0, y: 0, width: 100, height: 10, in: screen).pin.hCenter().rect.x   // 150
    @inlinable @inline(__always)
    public func hCenter() -> Self { centered(.hCenter, RuleCall(.hCenter, .empty)) }

    /// Puts the frame's horizontal center `value` right of the parent's **left** edge
    /// (PinLayout's original meaning; PinLayout 1.10 measures from the parent's center).
    ///
    ///     Frame(x: 0, y: 0, width: 100, height: 10, in: screen).pin.hCenter(100).rect.x   // 50
    @inlinable @inline(__always)
    public func hCenter(_ value: Double) -> Self { edge(.hCenter, value, .value(.hCenter, value)) }

    /// Puts the frame's horizontal center a percentage of the parent's width from its
    /// left edge: `hCenter(50%)` centers it.
    ///
    ///     Frame(x: 0, y: 0, width: 100, height: 10, in: screen).pin.hCenter(25%).rect.x   // 50
    @inlinable @inline(__always)
    public func hCenter(_ percent: Percent) -> Self { edge(.hCenter, percent, .percent(.hCenter, percent)) }

    /// Centers the frame vertically in the parent.
    ///
    ///     Frame(x: 0, y: 0, width: 10, height: 100, in: screen).pin.vCenter().rect.y   // 150
    @inlinable @inline(__always)
    public func vCenter() -> Self { centered(.vCenter, RuleCall(.vCenter, .empty)) }

    /// Puts the frame's vertical center `value` below the parent's **top** edge.
    ///
    ///     Frame(x: 0, y: 0, width: 10, height: 100, in: screen).pin.vCenter(100).rect.y   // 50
    @inlinable @inline(__always)
    public func vCenter(_ value: Double) -> Self { edge(.vCenter, value, .value(.vCenter, value)) }

    /// Puts the frame's vertical center a percentage of the parent's height below its top
    /// edge: `vCenter(50%)` centers it.
    ///
    ///     Frame(x: 0, y: 0, width: 10, height: 100, in: screen).pin.vCenter(25%).rect.y   // 50
    @inlinable @inline(__always)
    public func vCenter(_ percent: Percent) -> Self { edge(.vCenter, percent, .percent(.vCenter, percent)) }

    // MARK: all, horizontally, vertically

    /// Pins all four edges on the parent's edges: the frame fills its parent.
    ///
    ///     Frame(in: screen).pin.all().rect   // (x: 0, y: 0, width: 400, height: 400)
    @inlinable @inline(__always)
    public func all() -> Self { edges(.zero, horizontal: true, vertical: true, RuleCall(.all, .empty)) }

    /// Pins all four edges `value` inside the parent's edges.
    ///
    ///     Frame(in: screen).pin.all(10).rect   // (x: 10, y: 10, width: 380, height: 380)
    @inlinable @inline(__always)
    public func all(_ value: Double) -> Self {
        edges(EdgeInsets(all: value), horizontal: true, vertical: true, .value(.all, value))
    }

    /// Pins all four edges inside the parent: top and bottom by a percentage of its
    /// height, left and right by a percentage of its width.
    ///
    ///     Frame(in: Frame(width: 200, height: 100)).pin.all(10%).rect   // (x: 20, y: 10, width: 160, height: 80)
    @inlinable @inline(__always)
    public func all(_ percent: Percent) -> Self {
        edges(percent, horizontal: true, vertical: true, .percent(.all, percent))
    }

    /// Pins each edge by its inset inside the parent's edges.
    ///
    ///     content.pin.all(EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    @inlinable @inline(__always)
    public func all(_ insets: EdgeInsets) -> Self {
        edges(insets, horizontal: true, vertical: true, .insets(.all, insets))
    }

    /// Pins each edge by its inset inside the parent's edges, `leading` and `trailing` by the
    /// frame's direction (leading is left to left, or right to right when right to left).
    ///
    ///     let rtl = Frame(width: 400, height: 100, direction: .rtl)
    ///     Frame(in: rtl).pin.all(DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4)).rect
    ///     // (x: 4, y: 0, width: 380, height: 100)
    @inlinable @inline(__always)
    public func all(_ insets: DirectionalEdgeInsets) -> Self {
        edges(insets.edgeInsets(rightToLeft: isRTL), horizontal: true, vertical: true, .insets(.all, insets))
    }

    /// Pins the left and right edges on the parent's.
    ///
    ///     Frame(in: screen).pin.horizontally().height(44).rect.width   // 400
    @inlinable @inline(__always)
    public func horizontally() -> Self {
        edges(.zero, horizontal: true, vertical: false, RuleCall(.horizontally, .empty))
    }

    /// Pins the left and right edges `value` inside the parent's.
    ///
    ///     Frame(in: screen).pin.horizontally(16).rect.width   // 368
    @inlinable @inline(__always)
    public func horizontally(_ value: Double) -> Self {
        edges(EdgeInsets(all: value), horizontal: true, vertical: false, .value(.horizontally, value))
    }

    /// Pins the left and right edges a percentage of the parent's width inside its edges.
    ///
    ///     Frame(in: screen).pin.horizontally(10%).rect.width   // 320
    @inlinable @inline(__always)
    public func horizontally(_ percent: Percent) -> Self {
        edges(percent, horizontal: true, vertical: false, .percent(.horizontally, percent))
    }

    /// Pins the left and right edges by `insets.left` and `insets.right`.
    ///
    ///     row.pin.horizontally(safeInsets)
    @inlinable @inline(__always)
    public func horizontally(_ insets: EdgeInsets) -> Self {
        edges(insets, horizontal: true, vertical: false, .insets(.horizontally, insets))
    }

    /// Pins the start and end edges by `insets.leading` and `insets.trailing`.
    ///
    ///     let rtl = Frame(width: 400, height: 100, direction: .rtl)
    ///     Frame(in: rtl).pin.horizontally(DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4)).rect.x
    ///     // 4: the trailing inset is on the left
    @inlinable @inline(__always)
    public func horizontally(_ insets: DirectionalEdgeInsets) -> Self {
        edges(
            insets.edgeInsets(rightToLeft: isRTL), horizontal: true, vertical: false, .insets(.horizontally, insets))
    }

    /// Pins the top and bottom edges on the parent's.
    ///
    ///     Frame(in: screen).pin.vertically().width(10).rect.height   // 400
    @inlinable @inline(__always)
    public func vertically() -> Self {
        edges(.zero, horizontal: false, vertical: true, RuleCall(.vertically, .empty))
    }

    /// Pins the top and bottom edges `value` inside the parent's.
    ///
    ///     Frame(in: screen).pin.vertically(20).rect.height   // 360
    @inlinable @inline(__always)
    public func vertically(_ value: Double) -> Self {
        edges(EdgeInsets(all: value), horizontal: false, vertical: true, .value(.vertically, value))
    }

    /// Pins the top and bottom edges a percentage of the parent's height inside its edges.
    ///
    ///     Frame(in: screen).pin.vertically(5%).rect.height   // 360
    @inlinable @inline(__always)
    public func vertically(_ percent: Percent) -> Self {
        edges(percent, horizontal: false, vertical: true, .percent(.vertically, percent))
    }

    /// Pins the top and bottom edges by `insets.top` and `insets.bottom`.
    ///
    ///     sidebar.pin.vertically(safeInsets)
    @inlinable @inline(__always)
    public func vertically(_ insets: EdgeInsets) -> Self {
        edges(insets, horizontal: false, vertical: true, .insets(.vertically, insets))
    }

    /// Pins the top and bottom edges by `insets.top` and `insets.bottom`.
    ///
    ///     Frame(in: screen).pin.vertically(DirectionalEdgeInsets(top: 10, leading: 0, bottom: 30, trailing: 0)).rect.height
    ///     // 360
    @inlinable @inline(__always)
    public func vertically(_ insets: DirectionalEdgeInsets) -> Self {
        edges(
            insets.edgeInsets(rightToLeft: isRTL), horizontal: false, vertical: true, .insets(.vertically, insets))
    }
}
