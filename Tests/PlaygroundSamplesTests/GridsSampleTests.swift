import PinFrame
import Testing

@testable import PlaygroundSamples

/// The grids sample's spanning photos, at every width: the recipe the Grids article gives.
@MainActor
@Suite("The grids sample (Grids.swift)")
struct GridsSampleTests {
    @Test func spanningPhotosLineUpAtEveryWidth() {
        // At any width the columns are w wide, 10 apart, and so are the rows (each one
        // fraction, a square's side): the squares w × w, the featured photo (2w + 10) square,
        // the wide one 2w + 10 by w, the tall one w by 2w + 10, every photo on the lines.
        for width in stride(from: 300.0, through: 560, by: 1) {
            let frames = GridsSample.spanningLayout(width: width).frames
            let w = frames[1].rect.width
            let expectedSizes = [
                Size(width: 2 * w + 10, height: 2 * w + 10), Size(width: w, height: w), Size(width: w, height: w),
                Size(width: 2 * w + 10, height: w), Size(width: w, height: 2 * w + 10), Size(width: w, height: w),
                Size(width: w, height: w),
            ]
            for (frame, size) in zip(frames, expectedSizes) {
                let r = frame.rect
                #expect(abs(r.width - size.width) < 1e-9 && abs(r.height - size.height) < 1e-9, "\(width): \(r)")
                for edge in [r.x, r.y] {
                    let lines = edge / (w + 10)
                    #expect(abs(lines - lines.rounded()) < 1e-9, "\(width): \(r) is off the lines")
                }
            }
            // No two photos overlap.
            for (a, b) in frames.indices.flatMap({ a in frames.indices.filter { $0 > a }.map { (a, $0) } }) {
                let (r, s) = (frames[a].rect, frames[b].rect)
                let overlap =
                    min(r.maxX, s.maxX) - max(r.minX, s.minX) > 1e-9 && min(r.maxY, s.maxY) - max(r.minY, s.minY) > 1e-9
                #expect(!overlap, "\(width): photos \(a + 1) and \(b + 1) overlap")
            }
        }
    }
}
