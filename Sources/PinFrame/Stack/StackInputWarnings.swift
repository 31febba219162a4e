// The warnings a stack gives for numbers it sets aside (the checks themselves are
// `InputCheck`'s, shared with grids).

extension Stack {
    /// The warnings about the numbers of this stack, of a container `containerSize` large
    /// (nil when measuring) and of `items` that the layout sets aside, in that order.
    func inputWarnings(for items: [StackItem], containerSize: Size?) -> [LayoutWarning] {
        var check = InputCheck(owner: .stack)
        checkNumbers(&check)
        if let containerSize {
            check.owner = .container
            check.size(containerSize.width, "width", instead: "0")
            check.size(containerSize.height, "height", instead: "0")
        }
        for index in items.indices where !items[index].numbersAreUsable {
            check.owner = .stackItem(index)
            check.item(items[index])
        }
        return check.warnings
    }
}

extension Stack {
    /// Checks the stack's own numbers: its spacings, padding and wrap.
    func checkNumbers(_ check: inout InputCheck) {
        check.length(spacing, "spacing")
        check.length(lineSpacing, "lineSpacing")
        check.insets(padding, "padding", directional: paddingFollowsDirection)
        overflow.check(&check)
        if case .count(let perLine) = wrap, perLine < 1 {
            check.warnings.append(
                .notApplied(
                    .invalidValue, "\(check.owner.name("wrap"))(.count(\(perLine)))",
                    "a line must hold at least one item; one per line is used instead"))
        }
    }
}

extension StackItem {
    /// Whether every number of the item is one a stack uses as given, so that it owes no
    /// warning.
    var numbersAreUsable: Bool {
        itemNumbersAreUsable(
            width: width, height: height, contentSize: contentSize, minWidth: minWidth, maxWidth: maxWidth,
            minHeight: minHeight, maxHeight: maxHeight, margin: margin, aspectRatio: aspectRatio, basis: basis,
            offsets: offsets, grow: grow, shrink: shrink)
    }
}

/// The measure function of a stack laid out without one: never called, as no item is
/// measured then.
func measuresNothing(_ index: Int, _ proposal: Size) -> Size { .zero }

/// Whether `value` is a finite number ≥ 0: a length a stack uses as given.
func isUsableLength(_ value: Double) -> Bool { value.isFinite && value >= 0 }

extension InputCheck {
    mutating func item(_ item: borrowing StackItem) {
        sizes(
            width: item.width, height: item.height, contentSize: item.contentSize, minWidth: item.minWidth,
            maxWidth: item.maxWidth, minHeight: item.minHeight, maxHeight: item.maxHeight)
        size(item.basis, "basis", instead: "auto")
        insets(item.margin, "margin", directional: item.marginFollowsDirection)
        offsets(item.offsets)
        length(item.grow, "grow")
        length(item.shrink, "shrink")
        ratio(item.aspectRatio)
    }
}
