import CCairo

/// A pixel of the PNG and the colour it must have, with why.
struct ExpectedPixel {
    let x: Int
    let y: Int
    let color: (UInt8, UInt8, UInt8)
    let why: String
}

/// Pixels of the cell at scale 2 whose colours follow from the rects worked out by hand
/// from the chains (margins 8 across, 4 down, in a 375-point cell):
/// options (247, 4, 120, 20), action (8, 4, 120, 20), content image (12.5, 124, 350, 200),
/// comment (147.5, 376, 80, 20), share (287, 376, 80, 20), poster comment (8, 100, 359, 20),
/// actor image (8, 400, 50, 50). A pixel is (2 × x, 2 × y).
let expectedPixels = [
    ExpectedPixel(x: 714, y: 38, color: Palette.label, why: "inside options, at (357, 19)"),
    ExpectedPixel(x: 705, y: 628, color: Palette.image, why: "inside the content image, at (352.5, 314)"),
    ExpectedPixel(x: 106, y: 890, color: Palette.image, why: "inside the actor image, at (53, 445)"),
    ExpectedPixel(x: 724, y: 782, color: Palette.label, why: "inside share, at (362, 391)"),
    ExpectedPixel(x: 294, y: 782, color: Palette.background, why: "the last pixel left of comment (x = 147.5 → 295)"),
    ExpectedPixel(x: 295, y: 782, color: Palette.outline, why: "comment's first pixel, its outline"),
    ExpectedPixel(x: 296, y: 782, color: Palette.label, why: "comment's second pixel, its fill"),
    ExpectedPixel(x: 24, y: 400, color: Palette.background, why: "left of the content image (x = 12.5 → 25)"),
    ExpectedPixel(x: 25, y: 400, color: Palette.outline, why: "the content image's first pixel"),
    ExpectedPixel(x: 733, y: 220, color: Palette.outline, why: "poster comment's last pixel (x + width = 367 → 734)"),
    ExpectedPixel(x: 734, y: 220, color: Palette.background, why: "right of the poster comment"),
    ExpectedPixel(x: 60, y: 52, color: Palette.background, why: "the 4-point gap between action and poster image"),
    ExpectedPixel(x: 400, y: 910, color: Palette.background, why: "below everything, at (200, 455)"),
]

/// Reads the PNG at `path` and returns a line for each expected pixel that differs (by
/// more than one step in a channel), or a line saying why it could not be read.
func checkPixels(of path: String) -> [String] {
    guard let surface = cairo_image_surface_create_from_png(path) else { return ["could not read \(path)"] }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
    else { return ["could not read \(path)"] }
    let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width == 750, height == 920 else { return ["the image is \(width)×\(height) pixels, not 750×920"] }
    return expectedPixels.compactMap { pixel in
        // ARGB32 is a native-endian 32-bit word: in memory on a little-endian machine B, G, R, A.
        let word = data.advanced(by: pixel.y * stride + pixel.x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
            $0.pointee
        }
        let actual = (
            UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)
        )
        func close(_ a: UInt8, _ b: UInt8) -> Bool { abs(Int(a) - Int(b)) <= 1 }
        let matches = close(actual.0, pixel.color.0) && close(actual.1, pixel.color.1) && close(actual.2, pixel.color.2)
        return matches ? nil : "pixel (\(pixel.x), \(pixel.y)), \(pixel.why): \(actual), expected \(pixel.color)"
    }
}
