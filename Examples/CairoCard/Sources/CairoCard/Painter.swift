import CCairo
import PinFrame

/// The colours painted, as 0–255 channels so that a pixel read back matches exactly.
enum Palette {
    static let background: (UInt8, UInt8, UInt8) = (255, 255, 255)
    static let image: (UInt8, UInt8, UInt8) = (120, 144, 156)
    static let label: (UInt8, UInt8, UInt8) = (225, 236, 250)
    static let outline: (UInt8, UInt8, UInt8) = (70, 100, 140)
    static let text: (UInt8, UInt8, UInt8) = (30, 30, 30)
}

/// Paints `elements` on a white cell at the root's scale and writes the PNG to `path`.
/// Returns Cairo's status text when something failed.
func paint(cell: Frame, elements: [Element], to path: String) -> String? {
    let scale = cell.scale ?? 1
    let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32((cell.rect.width * scale).rounded(.up)),
        Int32((cell.rect.height * scale).rounded(.up)))
    defer { cairo_surface_destroy(surface) }
    guard let context = cairo_create(surface) else { return "no Cairo context" }
    defer { cairo_destroy(context) }
    // One user unit is one point: PinFrame's rects are drawn as they are.
    cairo_scale(context, scale, scale)
    setColor(context, Palette.background)
    cairo_paint(context)

    cairo_select_font_face(context, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(context, 9)
    for element in elements {
        let rect = element.frame.absoluteRect
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        setColor(context, element.kind == .image ? Palette.image : Palette.label)
        cairo_fill(context)
        // A one-pixel outline along the inside of the edges (its centre half a pixel in), so
        // every pixel of the rect is the rect's and none outside it is.
        let pixel = 1 / scale
        cairo_rectangle(context, rect.x + pixel / 2, rect.y + pixel / 2, rect.width - pixel, rect.height - pixel)
        cairo_set_line_width(context, pixel)
        setColor(context, Palette.outline)
        cairo_stroke(context)
        // The name, cut at the rect's edges.
        cairo_save(context)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(context)
        setColor(context, element.kind == .image ? Palette.background : Palette.text)
        cairo_move_to(context, rect.x + 3, rect.y + 11)
        cairo_show_text(context, element.name)
        cairo_restore(context)
    }
    let status = cairo_surface_write_to_png(surface, path)
    return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
}

func setColor(_ context: OpaquePointer, _ color: (UInt8, UInt8, UInt8)) {
    cairo_set_source_rgb(context, Double(color.0) / 255, Double(color.1) / 255, Double(color.2) / 255)
}
