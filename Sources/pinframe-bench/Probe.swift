import PinFrame

@inline(never)
func probeOneChain(_ f: inout FeedItem) {
    f.posterImage = f.posterImage.pin.below(of: f.action, aligned: .left).marginTop(vMargin).layout()
}
