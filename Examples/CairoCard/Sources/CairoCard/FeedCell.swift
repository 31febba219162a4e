import PinFrame

/// One painted part of the cell: its name, its frame, and whether it is an image (a grey
/// block) or a label (a pale bar with its name).
struct Element {
    enum Kind { case image, label }
    let name: String
    let kind: Kind
    let frame: Frame
}

/// The social-feed cell of LayoutFrameworkBenchmark (the one `pinframe-bench` times):
/// 15 frames with fixed intrinsic sizes in a cell 375 wide, 8 points of margin across and
/// 4 down, laid out with PinFrame on a root of `scale` pixels per point.
func feedCell(scale: Double) -> (cell: Frame, elements: [Element]) {
    let cell = Frame(width: 375, height: 460, scale: scale)
    func sized(_ width: Double, _ height: Double) -> Frame { Frame(x: 0, y: 0, width: width, height: height, in: cell) }
    let (h, v) = (8.0, 4.0)

    let options = sized(120, 20).pin.topRight().marginTop(v).marginRight(h).layout()
    let action = sized(120, 20).pin.topLeft().marginTop(v).marginLeft(h).layout()
    let posterImage = sized(50, 50).pin.below(of: action, aligned: .left).marginTop(v).layout()
    let posterName = sized(120, 20).pin.right(of: posterImage, aligned: .top).marginLeft(h).layout()
    let posterHeadline = sized(120, 20).pin.below(of: posterName, aligned: .left).marginTop(v).layout()
    let posterTime = sized(120, 20).pin.below(of: posterHeadline, aligned: .left).marginTop(v).layout()
    let posterComment = sized(120, 20).pin.below(of: posterTime).horizontally(h).marginTop(v).layout()
    let contentImage = sized(350, 200).pin.below(of: posterComment).hCenter().marginTop(v).layout()
    let contentTitle = sized(120, 20).pin.below(of: contentImage).horizontally(h).marginTop(v).layout()
    let contentDomain = sized(120, 20).pin.below(of: contentTitle, aligned: .left).marginTop(v).layout()
    let like = sized(80, 20).pin.below(of: contentDomain, aligned: .left).marginTop(v).layout()
    let comment = sized(80, 20).pin.top(to: like.edge.top).hCenter().layout()
    let share = sized(80, 20).pin.top(to: like.edge.top).right(h).layout()
    let actorImage = sized(50, 50).pin.below(of: like, aligned: .left).marginTop(v).layout()
    let actorComment = sized(120, 20).pin.right(of: actorImage, aligned: .center).marginLeft(h).layout()

    let elements: [Element] = [
        Element(name: "options", kind: .label, frame: options),
        Element(name: "action", kind: .label, frame: action),
        Element(name: "poster image", kind: .image, frame: posterImage),
        Element(name: "poster name", kind: .label, frame: posterName),
        Element(name: "headline", kind: .label, frame: posterHeadline),
        Element(name: "time", kind: .label, frame: posterTime),
        Element(name: "poster comment", kind: .label, frame: posterComment),
        Element(name: "content image", kind: .image, frame: contentImage),
        Element(name: "content title", kind: .label, frame: contentTitle),
        Element(name: "domain", kind: .label, frame: contentDomain),
        Element(name: "like", kind: .label, frame: like),
        Element(name: "comment", kind: .label, frame: comment),
        Element(name: "share", kind: .label, frame: share),
        Element(name: "actor image", kind: .image, frame: actorImage),
        Element(name: "actor comment", kind: .label, frame: actorComment),
    ]
    return (cell, elements)
}
