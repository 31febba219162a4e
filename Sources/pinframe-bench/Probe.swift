import PinFrame

@inline(never)
func probeChain(_ f: inout FeedItem) {
    switch probeKind {
    case 1: f.options = f.options.pin.top(10).left(5).width(50).height(20).layout()
    case 2: f.options = f.options.pin.top(10%).left(5%).width(50%).height(20%).layout()
    case 3: f.options = f.options.pin.below(of: [f.action, f.like]).width(50).layout()
    case 6:
        let m = f.like.rect.x
        f.options = f.options.pin.top(m).left(m).width(50).height(20).layout()
    default: break
    }
}

nonisolated(unsafe) var probeKind = 0
