import PinFrame

/// Sizes: a width or height from a value, a percentage or two edges;
/// the limits `minWidth`/`maxWidth`; `aspectRatio`; `sizeToFit` with a measure function;
/// and `justify`/`align`, which place a size between two edges.
@MainActor
enum SizesSample {
    static let parent = Frame(width: 400, height: 200)
    static let view = Frame(x: 0, y: 0, width: 100, height: 40, in: parent)

    static func run() {
        print("Sizes: where a width or height comes from, and what limits it")
        print()
        print("Every rect below is computed by PinFrame for a \(dimensions(view.rect.size)) view at the origin")
        print("of a \(dimensions(parent.rect.size)) parent. What a chain does not set keeps its current value.")
        print()
        sizes()
        print()
        limits()
        print()
        ratios()
        print()
        fitting()
    }

    static func sizes() {
        print("A size from a value, a percentage of the parent, or two edges")
        print()
        let rows: [(Character, [Step])] = [
            ("1", [.top(10), .left(10), .width(150)]),
            ("2", [.top(60), .left(10), .widthPercent(50), .heightPercent(25)]),
            ("3", [.bottom(10), .left(10), .size(60)]),
            ("4", [.top(10), .left(220), .right(20)]),
        ]
        showChains(rows, on: view, beside: [], named: "sizes-values")
    }

    static func limits() {
        print("minWidth and maxWidth clamp the width, wherever it comes from;")
        print("between two edges, justify places the clamped width (left by default)")
        print()
        let rows: [(Character, [Step])] = [
            ("1", [.top(10), .left(20), .right(20), .maxWidth(200)]),
            ("2", [.top(60), .left(20), .right(20), .maxWidth(200), .justify(.center)]),
            ("3", [.top(110), .left(20), .right(20), .maxWidth(200), .justify(.right)]),
            ("4", [.top(160), .left(20), .minWidth(150)]),
            ("5", [.top(160), .left(250), .width(30), .minWidth(50)]),
        ]
        showChains(rows, on: view, beside: [], named: "sizes-limits")
        print()
        print("An explicit size between two edges is a conflict, unless justify or align places it:")
        print()
        warnedTable([
            [.left(20), .right(20), .width(100)],
            [.left(20), .right(20), .width(100), .justify(.right)],
            [.top(20), .bottom(20), .height(100), .align(.center)],
        ])
    }

    static func ratios() {
        print("aspectRatio: width / height. A rule must determine one dimension; the current size does not count")
        print()
        warnedTable([
            [.width(120), .aspectRatio(2)],
            [.height(30), .aspectRatio(2)],
            [.left(20), .right(20), .aspectRatio(4)],
            [.aspectRatio(2)],
            [.width(120), .height(30), .aspectRatio(2)],
        ])
    }

    /// A chain per row, its rect and the warnings it gave (kind and rule).
    static func warnedTable(_ chains: [[Step]]) {
        let rows = chains.map { steps in
            let pin = steps.apply(to: view)
            return [steps.code, pin.rect.description, summary(of: pin.warnings)]
        }
        printTable(["chain", "rect", "warnings"], rows)
    }

    /// The content `sizeToFit` measures: a line of text wrapped to the width it is offered.
    static let text = WrappedText(characters: 50, characterWidth: 6, lineHeight: 12)

    static func fitting() {
        print("sizeToFit: the chain decides what it offers the measure function, which returns the content's size")
        print()
        print("text.size wraps a line of \(text.characters) characters, each \(number(text.characterWidth)) wide,")
        print("into lines \(number(text.lineHeight)) high, in the width it is offered (infinity: one line).")
        print()
        let chains: [([Step], FitType)] = [
            ([.width(100)], .width),
            ([.width(100)], .widthFlexible),
            ([.left(20), .right(20)], .width),
            ([.left(20), .right(20), .justify(.center)], .widthFlexible),
            ([], .content),
            ([.height(20)], .width),
        ]
        let rows = chains.map { steps, fit in
            var offered: [Size] = []
            let pin = steps.apply(to: view).sizeToFit(fit) { proposal in
                offered.append(proposal)
                return text.size(proposal)
            }
            let rect = pin.rect  // resolves the chain, which calls the measure function
            let code = steps.code + ".sizeToFit(.\(fit), measure: text.size)"
            return [code, offered.first.map(dimensions) ?? "", rect.description, summary(of: pin.warnings)]
        }
        printTable(["chain", "offered", "rect", "warnings"], rows)
        print()
        print(".width keeps the width it offered; .widthFlexible and .content take the measured one.")
    }
}

/// A line of text of fixed-width characters, wrapped to a width: the kind of measure
/// function a renderer passes to `sizeToFit`.
struct WrappedText {
    let characters: Int
    let characterWidth: Double
    let lineHeight: Double

    /// The wrapped text's size in `proposal.width` (one line when it is infinite).
    func size(_ proposal: Size) -> Size {
        // Clamped in Double before converting: the width may be any number, negative too.
        let fitting = proposal.width.isFinite ? (proposal.width / characterWidth).rounded(.down) : .infinity
        let perLine = Int(max(1, min(Double(characters), fitting)))
        let lines = (characters + perLine - 1) / perLine
        return Size(width: Double(perLine) * characterWidth, height: Double(lines) * lineHeight)
    }
}
