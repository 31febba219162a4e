import PinFrame

/// The social-feed cell of LayoutFrameworkBenchmark: 15 frames with fixed intrinsic sizes
/// (labels 120×20, like/comment/share 80×20, poster and actor images 50×50, content image
/// 350×200) in a cell 375 wide, with margins of 8 horizontally and 4 vertically.
struct FeedItem {
    static let height = 460.0

    var cell: Frame
    var options, action, posterImage, posterName, posterHeadline, posterTime, posterComment: Frame
    var contentImage, contentTitle, contentDomain, like, comment, share, actorImage, actorComment: Frame

    init(width: Double = 375, scale: Double? = nil) {
        let cell = Frame(width: width, height: FeedItem.height, scale: scale)
        self.cell = cell
        func frame(_ width: Double, _ height: Double) -> Frame {
            Frame(x: 0, y: 0, width: width, height: height, in: cell)
        }
        (options, action) = (frame(120, 20), frame(120, 20))
        (posterImage, posterName, posterHeadline, posterTime) = (
            frame(50, 50), frame(120, 20), frame(120, 20), frame(120, 20)
        )
        (posterComment, contentImage, contentTitle, contentDomain) = (
            frame(120, 20), frame(350, 200), frame(120, 20), frame(120, 20)
        )
        (like, comment, share) = (frame(80, 20), frame(80, 20), frame(80, 20))
        (actorImage, actorComment) = (frame(50, 50), frame(120, 20))
    }

    var rects: [Rect] {
        [
            options, action, posterImage, posterName, posterHeadline, posterTime, posterComment, contentImage,
            contentTitle, contentDomain, like, comment, share, actorImage, actorComment,
        ].map(\.rect)
    }

    /// A number that depends on every rect, to keep the work observable.
    var checksum: Double {
        var sum = 0.0
        for r in rects { sum += r.x + r.y * 3 + r.width * 5 + r.height * 7 }
        return sum
    }
}

let hMargin = 8.0
let vMargin = 4.0

/// The cell with PinFrame, the way a PinLayout user writes it.
@inline(never)
func layoutWithPinFrame(_ f: inout FeedItem) {
    f.options = f.options.pin.topRight().marginTop(vMargin).marginRight(hMargin).layout()
    f.action = f.action.pin.topLeft().marginTop(vMargin).marginLeft(hMargin).layout()
    f.posterImage = f.posterImage.pin.below(of: f.action, aligned: .left).marginTop(vMargin).layout()
    f.posterName = f.posterName.pin.right(of: f.posterImage, aligned: .top).marginLeft(hMargin).layout()
    f.posterHeadline = f.posterHeadline.pin.below(of: f.posterName, aligned: .left).marginTop(vMargin).layout()
    f.posterTime = f.posterTime.pin.below(of: f.posterHeadline, aligned: .left).marginTop(vMargin).layout()
    f.posterComment = f.posterComment.pin.below(of: f.posterTime).horizontally(hMargin).marginTop(vMargin).layout()
    f.contentImage = f.contentImage.pin.below(of: f.posterComment).hCenter().marginTop(vMargin).layout()
    f.contentTitle = f.contentTitle.pin.below(of: f.contentImage).horizontally(hMargin).marginTop(vMargin).layout()
    f.contentDomain = f.contentDomain.pin.below(of: f.contentTitle, aligned: .left).marginTop(vMargin).layout()
    f.like = f.like.pin.below(of: f.contentDomain, aligned: .left).marginTop(vMargin).layout()
    f.comment = f.comment.pin.top(to: f.like.edge.top).hCenter().layout()
    f.share = f.share.pin.top(to: f.like.edge.top).right(hMargin).layout()
    f.actorImage = f.actorImage.pin.below(of: f.like, aligned: .left).marginTop(vMargin).layout()
    f.actorComment = f.actorComment.pin.right(of: f.actorImage, aligned: .center).marginLeft(hMargin).layout()
}

/// The cell with PinFrame, assigning only the rect: what a render loop can write when it
/// keeps its frames in place (`layout()` writes the whole frame back).
@inline(never)
func layoutWithPinFrameRects(_ f: inout FeedItem) {
    f.options.rect = f.options.pin.topRight().marginTop(vMargin).marginRight(hMargin).rect
    f.action.rect = f.action.pin.topLeft().marginTop(vMargin).marginLeft(hMargin).rect
    f.posterImage.rect = f.posterImage.pin.below(of: f.action, aligned: .left).marginTop(vMargin).rect
    f.posterName.rect = f.posterName.pin.right(of: f.posterImage, aligned: .top).marginLeft(hMargin).rect
    f.posterHeadline.rect = f.posterHeadline.pin.below(of: f.posterName, aligned: .left).marginTop(vMargin).rect
    f.posterTime.rect = f.posterTime.pin.below(of: f.posterHeadline, aligned: .left).marginTop(vMargin).rect
    f.posterComment.rect = f.posterComment.pin.below(of: f.posterTime).horizontally(hMargin).marginTop(vMargin).rect
    f.contentImage.rect = f.contentImage.pin.below(of: f.posterComment).hCenter().marginTop(vMargin).rect
    f.contentTitle.rect = f.contentTitle.pin.below(of: f.contentImage).horizontally(hMargin).marginTop(vMargin).rect
    f.contentDomain.rect = f.contentDomain.pin.below(of: f.contentTitle, aligned: .left).marginTop(vMargin).rect
    f.like.rect = f.like.pin.below(of: f.contentDomain, aligned: .left).marginTop(vMargin).rect
    f.comment.rect = f.comment.pin.top(to: f.like.edge.top).hCenter().rect
    f.share.rect = f.share.pin.top(to: f.like.edge.top).right(hMargin).rect
    f.actorImage.rect = f.actorImage.pin.below(of: f.like, aligned: .left).marginTop(vMargin).rect
    f.actorComment.rect = f.actorComment.pin.right(of: f.actorImage, aligned: .center).marginLeft(hMargin).rect
}

/// The cell with a sizing rule on every chain: `maxWidth(limit)`, wider than any frame of
/// the cell, so the rects are those of `layoutWithPinFrame`. What a sizing rule costs.
@inline(never)
func layoutWithPinFrameSized(_ f: inout FeedItem) {
    let limit = sizingLimit
    f.options = f.options.pin.topRight().marginTop(vMargin).marginRight(hMargin).maxWidth(limit).layout()
    f.action = f.action.pin.topLeft().marginTop(vMargin).marginLeft(hMargin).maxWidth(limit).layout()
    f.posterImage = f.posterImage.pin.below(of: f.action, aligned: .left).marginTop(vMargin).maxWidth(limit).layout()
    f.posterName = f.posterName.pin.right(of: f.posterImage, aligned: .top).marginLeft(hMargin).maxWidth(limit).layout()
    f.posterHeadline = f.posterHeadline.pin.below(of: f.posterName, aligned: .left).marginTop(vMargin).maxWidth(limit)
        .layout()
    f.posterTime = f.posterTime.pin.below(of: f.posterHeadline, aligned: .left).marginTop(vMargin).maxWidth(limit)
        .layout()
    f.posterComment = f.posterComment.pin.below(of: f.posterTime).horizontally(hMargin).marginTop(vMargin)
        .maxWidth(limit).layout()
    f.contentImage = f.contentImage.pin.below(of: f.posterComment).hCenter().marginTop(vMargin).maxWidth(limit)
        .layout()
    f.contentTitle = f.contentTitle.pin.below(of: f.contentImage).horizontally(hMargin).marginTop(vMargin)
        .maxWidth(limit).layout()
    f.contentDomain = f.contentDomain.pin.below(of: f.contentTitle, aligned: .left).marginTop(vMargin).maxWidth(limit)
        .layout()
    f.like = f.like.pin.below(of: f.contentDomain, aligned: .left).marginTop(vMargin).maxWidth(limit).layout()
    f.comment = f.comment.pin.top(to: f.like.edge.top).hCenter().maxWidth(limit).layout()
    f.share = f.share.pin.top(to: f.like.edge.top).right(hMargin).maxWidth(limit).layout()
    f.actorImage = f.actorImage.pin.below(of: f.like, aligned: .left).marginTop(vMargin).maxWidth(limit).layout()
    f.actorComment = f.actorComment.pin.right(of: f.actorImage, aligned: .center).marginLeft(hMargin)
        .maxWidth(limit).layout()
}

/// The limit of `layoutWithPinFrameSized`: a run-time value, as a real limit would be.
nonisolated(unsafe) var sizingLimit = 1_000.0

/// The cell with PinFrame's mutating form, `frame.pin { … }`, which writes only the rect.
@inline(never)
func layoutWithPinFrameInPlace(_ f: inout FeedItem) {
    f.options.pin { $0.topRight().marginTop(vMargin).marginRight(hMargin) }
    f.action.pin { $0.topLeft().marginTop(vMargin).marginLeft(hMargin) }
    f.posterImage.pin { [action = f.action] in $0.below(of: action, aligned: .left).marginTop(vMargin) }
    f.posterName.pin { [image = f.posterImage] in $0.right(of: image, aligned: .top).marginLeft(hMargin) }
    f.posterHeadline.pin { [name = f.posterName] in $0.below(of: name, aligned: .left).marginTop(vMargin) }
    f.posterTime.pin { [headline = f.posterHeadline] in $0.below(of: headline, aligned: .left).marginTop(vMargin) }
    f.posterComment.pin { [time = f.posterTime] in $0.below(of: time).horizontally(hMargin).marginTop(vMargin) }
    f.contentImage.pin { [comment = f.posterComment] in $0.below(of: comment).hCenter().marginTop(vMargin) }
    f.contentTitle.pin { [image = f.contentImage] in $0.below(of: image).horizontally(hMargin).marginTop(vMargin) }
    f.contentDomain.pin { [title = f.contentTitle] in $0.below(of: title, aligned: .left).marginTop(vMargin) }
    f.like.pin { [domain = f.contentDomain] in $0.below(of: domain, aligned: .left).marginTop(vMargin) }
    f.comment.pin { [like = f.like] in $0.top(to: like.edge.top).hCenter() }
    f.share.pin { [like = f.like] in $0.top(to: like.edge.top).right(hMargin) }
    f.actorImage.pin { [like = f.like] in $0.below(of: like, aligned: .left).marginTop(vMargin) }
    f.actorComment.pin { [image = f.actorImage] in $0.right(of: image, aligned: .center).marginLeft(hMargin) }
}

/// The same rects as plain arithmetic, the way one writes manual frame layout. `store`
/// puts each rect in its frame (as it is, snapped, or after checks); it is told whether the
/// width was computed, or kept.
@inline(__always)
func layoutByHand(_ f: inout FeedItem, store: (inout Frame, Rect, _ widthIsComputed: Bool) -> Void) {
    let width = f.cell.rect.width
    func place(_ frame: inout Frame, x: Double, y: Double, width: Double? = nil) {
        store(&frame, Rect(x: x, y: y, width: width ?? frame.rect.width, height: frame.rect.height), width != nil)
    }
    place(&f.options, x: width - hMargin - f.options.rect.width, y: vMargin)
    place(&f.action, x: hMargin, y: vMargin)
    place(&f.posterImage, x: f.action.rect.minX, y: f.action.rect.maxY + vMargin)
    place(&f.posterName, x: f.posterImage.rect.maxX + hMargin, y: f.posterImage.rect.minY)
    place(&f.posterHeadline, x: f.posterName.rect.minX, y: f.posterName.rect.maxY + vMargin)
    place(&f.posterTime, x: f.posterHeadline.rect.minX, y: f.posterHeadline.rect.maxY + vMargin)
    place(&f.posterComment, x: hMargin, y: f.posterTime.rect.maxY + vMargin, width: width - 2 * hMargin)
    place(&f.contentImage, x: width / 2 - f.contentImage.rect.width / 2, y: f.posterComment.rect.maxY + vMargin)
    place(&f.contentTitle, x: hMargin, y: f.contentImage.rect.maxY + vMargin, width: width - 2 * hMargin)
    place(&f.contentDomain, x: f.contentTitle.rect.minX, y: f.contentTitle.rect.maxY + vMargin)
    place(&f.like, x: f.contentDomain.rect.minX, y: f.contentDomain.rect.maxY + vMargin)
    place(&f.comment, x: width / 2 - f.comment.rect.width / 2, y: f.like.rect.minY)
    place(&f.share, x: width - hMargin - f.share.rect.width, y: f.like.rect.minY)
    place(&f.actorImage, x: f.like.rect.minX, y: f.like.rect.maxY + vMargin)
    place(
        &f.actorComment, x: f.actorImage.rect.maxX + hMargin, y: f.actorImage.rect.midY - f.actorComment.rect.height / 2
    )
}

@inline(never)
func layoutByHand(_ f: inout FeedItem) {
    layoutByHand(&f) { frame, rect, _ in frame.rect = rect }
}

/// Snaps by hand as PinFrame does: the origin rounded to the nearest pixel,
/// the size rounded up (ignoring 1e-9 pixel of noise).
@inline(__always)
func snappedByHand(_ r: Rect, scale: Double) -> Rect {
    Rect(
        x: (r.x * scale).rounded() / scale, y: (r.y * scale).rounded() / scale,
        width: (r.width * scale - 1e-9).rounded(.up) / scale, height: (r.height * scale - 1e-9).rounded(.up) / scale)
}

/// The hand-written cell at a pixel scale, snapping the same way.
@inline(never)
func layoutByHand(_ f: inout FeedItem, scale: Double) {
    layoutByHand(&f) { frame, rect, _ in frame.rect = snappedByHand(rect, scale: scale) }
}

/// The hand-written cell plus, written out by hand, the checks PinFrame makes on every
/// chain: the frame has the parent its rules need, and its current rect and the new one are
/// finite, right and bottom edges included (one test of their sum); anything else takes an
/// out-of-line path, as does a frame with a pixel scale here. A library that checks each
/// chain cannot check for less, so this is what validation costs whoever writes it.
@inline(never)
func layoutByHandChecked(_ f: inout FeedItem) {
    layoutByHand(&f) { frame, rect, _ in placeChecked(&frame, rect) }
}

/// One frame of `layoutByHandChecked`.
@inline(__always)
func placeChecked(_ frame: inout Frame, _ rect: Rect) {
    let current = frame.rect
    let (right, bottom, oldRight, oldBottom) = (rect.maxX, rect.maxY, current.maxX, current.maxY)
    let probe = ((right - right) + (bottom - bottom)) + ((oldRight - oldRight) + (oldBottom - oldBottom))
    if _fastPath(frame.hasParent && frame.scale == nil && probe == probe) {
        frame.rect = rect
    } else {
        frame.rect = placedCarefully(frame, rect)
    }
}

/// The checked hand-written cell's way out, never taken in the benchmark: a root keeps its
/// rect, a non-finite value keeps the current one, and a frame with a scale is snapped.
@inline(never)
func placedCarefully(_ frame: Frame, _ rect: Rect) -> Rect {
    guard frame.hasParent else { return frame.rect }
    func finite(_ value: Double, _ current: Double) -> Double { value.isFinite ? value : current }
    let current = frame.rect
    let kept = Rect(
        x: finite(rect.x, current.x), y: finite(rect.y, current.y), width: finite(rect.width, current.width),
        height: finite(rect.height, current.height))
    return frame.scale.map { snappedByHand(kept, scale: $0) } ?? kept
}
