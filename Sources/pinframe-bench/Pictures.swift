import PinFrame

/// How long `text()` takes to draw `count` frames that each cover a 375 × 812 root, at one
/// point per column and per row (376 × 813 cells): the worst case for a picture whose
/// frames lie over one another. The best of `rounds` runs, in seconds.
func textPictureSeconds(frames count: Int, rounds: Int) -> (seconds: Double, characters: Int) {
    let root = Frame(width: 375, height: 812)
    var picture = LayoutPicture(of: root)
    for number in 0..<count { picture.add(Frame(x: 0, y: 0, width: 375, height: 812, in: root), "frame \(number)") }
    let clock = ContinuousClock()
    var best = Double.infinity
    var characters = 0
    for _ in 0..<max(rounds, 1) {
        let start = clock.now
        let text = picture.text(pointsPerColumn: 1, pointsPerRow: 1)
        let elapsed = clock.now - start
        characters = text.count
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return (best, characters)
}
