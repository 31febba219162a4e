import PinFrame

/// The feed cell as a render loop writes it: the root and its 15 children are made inside
/// the function that lays them out, every layout (`Frame(x:y:width:height:in: cell)`, then
/// the chain), and the results kept in `f` so they can be checked against the other
/// variants. What making a frame costs shows here; `layoutWithPinFrame` makes its frames
/// once, outside the timed code.
@inline(never)
func layoutFreshWithPinFrame(_ f: inout FeedItem) {
    let cell = Frame(width: f.cell.rect.width, height: FeedItem.height, scale: f.cell.scale)
    f.cell = cell
    f.options = Frame(x: 0, y: 0, width: 120, height: 20, in: cell)
        .pin.topRight().marginTop(vMargin).marginRight(hMargin).layout()
    f.action = Frame(x: 0, y: 0, width: 120, height: 20, in: cell)
        .pin.topLeft().marginTop(vMargin).marginLeft(hMargin).layout()
    f.posterImage = Frame(x: 0, y: 0, width: 50, height: 50, in: cell)
        .pin.below(of: f.action, aligned: .left).marginTop(vMargin).layout()
    f.posterName = Frame(x: 0, y: 0, width: 120, height: 20, in: cell)
        .pin.right(of: f.posterImage, aligned: .top).marginLeft(hMargin).layout()
    f.posterHeadline = Frame(x: 0, y: 0, width: 120, height: 20, in: cell)
        .pin.below(of: f.posterName, aligned: .left).marginTop(vMargin).layout()
    f.posterTime = Frame(x: 0, y: 0, width: 120, height: 20, in: cell)
        .pin.below(of: f.posterHeadline, aligned: .left).marginTop(vMargin).layout()
    f.posterComment = Frame(x: 0, y: 0, width: 120, height: 20, in: cell)
        .pin.below(of: f.posterTime).horizontally(hMargin).marginTop(vMargin).layout()
    f.contentImage = Frame(x: 0, y: 0, width: 350, height: 200, in: cell)
        .pin.below(of: f.posterComment).hCenter().marginTop(vMargin).layout()
    f.contentTitle = Frame(x: 0, y: 0, width: 120, height: 20, in: cell)
        .pin.below(of: f.contentImage).horizontally(hMargin).marginTop(vMargin).layout()
    f.contentDomain = Frame(x: 0, y: 0, width: 120, height: 20, in: cell)
        .pin.below(of: f.contentTitle, aligned: .left).marginTop(vMargin).layout()
    f.like = Frame(x: 0, y: 0, width: 80, height: 20, in: cell)
        .pin.below(of: f.contentDomain, aligned: .left).marginTop(vMargin).layout()
    f.comment = Frame(x: 0, y: 0, width: 80, height: 20, in: cell)
        .pin.top(to: f.like.edge.top).hCenter().layout()
    f.share = Frame(x: 0, y: 0, width: 80, height: 20, in: cell)
        .pin.top(to: f.like.edge.top).right(hMargin).layout()
    f.actorImage = Frame(x: 0, y: 0, width: 50, height: 50, in: cell)
        .pin.below(of: f.like, aligned: .left).marginTop(vMargin).layout()
    f.actorComment = Frame(x: 0, y: 0, width: 120, height: 20, in: cell)
        .pin.right(of: f.actorImage, aligned: .center).marginLeft(hMargin).layout()
}

let feedItemFresh: Kernel = { layoutFreshWithPinFrame(&$0.assumingMemoryBound(to: FeedItem.self).pointee) }
