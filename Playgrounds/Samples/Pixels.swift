import PinFrame

/// Pixels: a root's `scale` snaps every result of its descendants, the
/// origin rounded to the nearest pixel and the size rounded up to whole pixels.
@MainActor
enum PixelsSample {
    static let scales: [Double?] = [nil, 1, 2, 3]

    /// A 100×40 view at the origin of a 400×200 root with `scale`.
    static func view(scale: Double?) -> Frame {
        Frame(x: 0, y: 0, width: 100, height: 40, in: Frame(width: 400, height: 200, scale: scale))
    }

    static func run() {
        print("Pixels: snapping results to a screen's pixels")
        print()
        print("A root frame may carry a pixel scale (2 on a @2x screen); its children inherit it.")
        print("Results are then snapped as PinLayout does: the origin to the nearest pixel, the size")
        let exact = view(scale: nil)
        let root = dimensions(exact.parentSize ?? .zero)
        let sizes = "a \(dimensions(exact.rect.size)) view at the origin of a \(root) root"
        let snapping = scales.compactMap { $0 }.map(number).joined(separator: ", ")
        print("up to whole pixels.")
        print("Every rect below is computed by PinFrame for \(sizes),")
        print("with no scale and at scales \(snapping).")
        print()
        let chains: [[Step]] = [
            [.left(10.3), .width(100.2)],
            [.hCenter(), .width(101)],
            [.top(10.5), .height(33.3)],
            [.left(), .right(), .marginHorizontal(0.25)],
        ]
        func rect(_ steps: [Step], scale: Double?) -> Rect { steps.apply(to: view(scale: scale)).rect }
        let rows = chains.map { steps in [steps.code] + scales.map { rect(steps, scale: $0).description } }
        printTable(["chain"] + scales.map { $0.map { "scale \(number($0))" } ?? "no scale" }, rows)
        print()
        // The figures the prose quotes, read from the table's chains.
        let centered = (exact: rect(chains[1], scale: nil).x, snapped: rect(chains[1], scale: 1).x)
        let filling = (exact: rect(chains[3], scale: nil).width, snapped: rect(chains[3], scale: 1).width)
        let half = "x \(number(centered.exact)) is \(number(centered.snapped)) at scale 1"
        print("A half pixel rounds away from zero: \(half).")
        print("Sizes round up, so a snapped frame is never narrower or shorter than the exact one (ignoring")
        print("a billionth of a pixel of floating-point noise): at scale 1 the last chain's frame is")
        print("\(number(filling.snapped)) wide, not \(number(filling.exact)).")
        print()
        let grandchild = Frame(in: Frame(in: view(scale: 2))).scale.map(number) ?? "nil"
        print("The scale is the root's: with a root at scale 2, Frame(in: Frame(in: view)).scale is \(grandchild).")
    }
}
