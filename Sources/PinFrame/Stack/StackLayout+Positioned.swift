// A stack's `.absolute` items: out of the flow, placed once the lines are, in the stack's
// padding box.

extension StackLayout {
    /// Writes the frame of each visible `.absolute` item into `slots`: sized and placed in
    /// the padding box (moved with the content by the scroll offset) by its offsets; on an
    /// axis with neither offset, where the stack would put it as its only item.
    func placePositioned(
        _ items: UnsafeBufferPointer<StackItem>, measuring: Bool, _ measure: StackMeasure, into slots: FrameSlots
    ) {
        let horizontal = stack.axis == .horizontal
        let box = Rect(
            x: contentBox.x - padding.left, y: contentBox.y - padding.top,
            width: horizontal ? containerMain : containerCross, height: horizontal ? containerCross : containerMain)
        for index in items.indices where items[index].position == .absolute && !items[index].isHidden {
            let item = items[index]
            let margin = item.margin(rightToLeft: rightToLeft)
            var across = PositionedAxis(horizontalOf: item, margin: margin, in: box.width)
            var down = PositionedAxis(verticalOf: item, margin: margin, in: box.height)
            // Between a top and a bottom offset it is aligned by its own alignment (CSS's
            // `align-self`, on the vertical axis whichever way the stack runs; the stack's own
            // does not apply, `auto` being `normal` on an absolute box), else stretched, as it
            // always is between a left and a right one (`justify-self: normal`).
            down.alignment = item.alignment ?? .stretch
            // Its content's room, with no offset on an axis, starts at the content box.
            across.staticInset = rightToLeft ? padding.right : padding.left
            down.staticInset = padding.top
            let size = positionedSize(of: item, across, down, measures: measuring && item.measuresContent) {
                measure(index, $0)
            }
            let (staticX, staticY) = staticOrigin(of: item, size: size, margin: margin, in: box)
            let x = across.origin(length: size.width, endWins: rightToLeft, staticStart: staticX)
            let y = down.origin(length: size.height, endWins: false, staticStart: staticY)
            var rect = Rect(x: box.x + x, y: box.y + y, width: size.width, height: size.height)
            if scale > 0 {
                let keeps = item.followsRatio
                (rect.x, rect.width) = pixelSnapped(
                    rect.x, rect.x + rect.width, root: rootOrigin.x, scale: scale, keepingLength: keeps)
                (rect.y, rect.height) = pixelSnapped(
                    rect.y, rect.y + rect.height, root: rootOrigin.y, scale: scale, keepingLength: keeps)
            }
            slots.place(index, rect.isFinite ? rect : .zero)
        }
    }

    /// Where an item `size` large goes as the stack's only item (CSS's static position),
    /// from the padding box `box`'s corner, its auto margins 0: along the stack by its distribution (`spaceBetween`
    /// as the start, `spaceAround` and `spaceEvenly` as the centre), across by its alignment
    /// (`stretch` as the start), each axis from its far side when it is reversed.
    private func staticOrigin(
        of item: borrowing StackItem, size: Size, margin given: EdgeInsets, in box: Rect
    ) -> (x: Double, y: Double) {
        // Auto margins count as 0 here.
        let margin = item.autoMargins.applied(to: given)
        let horizontal = stack.axis == .horizontal
        let (mainLength, crossLength) = horizontal ? (size.width, size.height) : (size.height, size.width)
        let (mainStart, mainEnd) = horizontal ? (margin.left, margin.right) : (margin.top, margin.bottom)
        let (crossStart, crossEnd) = horizontal ? (margin.top, margin.bottom) : (margin.left, margin.right)
        let (leading, trailing) = mainReversed ? (mainEnd, mainStart) : (mainStart, mainEnd)
        let (crossLeading, crossTrailing) = crossReversed ? (crossEnd, crossStart) : (crossStart, crossEnd)
        let mainOuter = mainLength + nonNegative(leading) + nonNegative(trailing)
        let along = stack.distribution.spacing(sharing: availableMain - mainOuter, among: 1).leading
        let start = along + nonNegative(leading)
        let crossFree = availableCross - crossLength - nonNegative(crossLeading) - nonNegative(crossTrailing)
        let crossOffset: Double =
            switch item.alignment ?? stack.alignment {
            case .start, .stretch: nonNegative(crossLeading)
            case .center: crossFree / 2 + nonNegative(crossLeading)
            case .end: crossFree + nonNegative(crossLeading)
            }
        // The same arithmetic as items in the flow, from the content box; then from the box.
        let rect = self.rect(
            main: (start, start + mainLength, mainLength), cross: (crossOffset, crossOffset + crossLength, crossLength),
            snapping: false)
        return (rect.x - box.x, rect.y - box.y)
    }
}
