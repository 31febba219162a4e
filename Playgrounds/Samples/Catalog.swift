import PinFrame

/// A sample: its name on the command line, what it shows, one of its chains for the tour
/// (run on the sample's own view), and the sample itself.
@MainActor
public struct Sample {
    public let name: String
    public let summary: String
    let example: (view: Frame, steps: [Step])
    public let run: @MainActor () -> Void
}

/// Every sample, in the tour's order.
@MainActor
public let samples = [
    Sample(
        name: "margins", summary: "when left/right and top/bottom margins apply, and pinEdges()",
        example: (MarginsSample.view, [.left(), .widthPercent(100), .pinEdges, .marginHorizontal(20)]),
        run: MarginsSample.run),
    Sample(
        name: "edges", summary: "edges, centers and insets of the parent",
        example: (EdgesSample.view, [.bottomPercent(10), .rightPercent(5)]), run: EdgesSample.run),
    Sample(
        name: "relative", summary: "above, below, left, right, before, after, between",
        example: (RelativeSample.view, [.below(of: RelativeSample.a, aligned: .center), .marginTop(10)]),
        run: RelativeSample.run),
    Sample(
        name: "popovers", summary: "tooltips and menus kept on screen: flip, shift, overflow",
        example: (
            Frame(in: Frame(width: 200, height: 140)),
            [
                .above(of: Named(name: "button", letter: "b", frame: PopoversSample.exampleButton), aligned: .center),
                .width(90), .height(20), .marginBottom(4),
                .flip(within: Named(name: "screen", letter: "s", frame: PopoversSample.exampleScreen)),
            ]
        ),
        run: PopoversSample.run),
    Sample(
        name: "anchors", summary: "the parent's anchors, another frame's, across branches",
        example: (AnchorsSample.view, [.topLeft(to: AnchorsSample.a, \.bottomRight)]), run: AnchorsSample.run),
    Sample(
        name: "sizes", summary: "width, height, min/max, aspectRatio, sizeToFit, justify",
        example: (SizesSample.view, [.left(20), .right(20), .maxWidth(200), .justify(.center)]),
        run: SizesSample.run),
    Sample(
        name: "cells", summary: "PinLayout's four cells that adjust to their container",
        example: (Frame(in: Frame(width: 400, height: 60)), [.topLeft(), .bottom(), .width(50)]),
        run: CellsSample.run),
    Sample(
        name: "stacks", summary: "rows and columns as CSS flexbox: distribution, alignment, wrap, grow",
        example: (Frame(in: Frame(width: 300, height: 40)), [.left(), .width(100)]), run: StacksSample.run),
    Sample(
        name: "content", summary: "measured items, aspect ratios, wrapContent, autoSizeThatFits",
        example: (ContentSample.view, [.wrapContent([ContentSample.label], padding: 8), .center()]),
        run: ContentSample.run),
    Sample(
        name: "grids", summary: "tables, dashboards, photo grids and overlays as CSS grid",
        example: (Frame(in: Frame(width: 300, height: 40)), [.left(), .width(100)]), run: GridsSample.run),
    Sample(
        name: "trees", summary: "whole layouts of stacks, grids and text in one call (FlexLayout's shape)",
        example: (Frame(in: Frame(width: 300, height: 40)), [.left(), .width(100)]), run: TreesSample.run),
    Sample(
        name: "scrolling", summary: "a scrolling feed: what to draw (visibleNodes), hit tests, scroll ranges",
        example: (Frame(in: Frame(width: 300, height: 40)), [.left(), .width(100)]), run: ScrollingSample.run),
    Sample(
        name: "pixels", summary: "a root's scale: origins rounded, sizes rounded up",
        example: (PixelsSample.view(scale: 2), [.left(10.3), .width(100.2)]), run: PixelsSample.run),
    Sample(
        name: "warnings", summary: "conflicts and bad values, which rule loses, logging",
        example: (WarningsSample.view.frame, [.left(10), .right(10), .width(200)]), run: WarningsSample.run),
]

/// Prints the tour: each sample with one of its chains and what PinFrame makes of it.
@MainActor
public func printTour() {
    print("PinFrame playgrounds: runnable samples that print what the library computes.")
    print("Each sample below, with one of its chains and what PinFrame makes of it:")
    for sample in samples {
        let pin = sample.example.steps.apply(to: sample.example.view)
        let warnings = pin.warnings.isEmpty ? "" : " (\(summary(of: pin.warnings)))"
        print()
        print("  swift run playgrounds \(sample.name)".padding(40) + sample.summary)
        print("      \(sample.example.steps.code)")
        print("      -> \(pin.rect)\(warnings)")
    }
    print()
    print("Add --svg DIR to a sample to also write its pictures as SVG files into DIR.")
}

/// The pictures the README shows, by file name, as the code draws them today.
/// `swift run playgrounds readme-pictures` writes them into `docs/`; a test compares them
/// with the committed files.
@MainActor
public func readmePictures() -> [(fileName: String, svg: String)] {
    [
        ("margins-horizontal.svg", MarginsSample.tablePicture(horizontal: true)),
        ("margins-vertical.svg", MarginsSample.tablePicture(horizontal: false)),
        ("pinEdges.svg", MarginsSample.pinEdgesPicture()),
        ("cells.svg", CellsSample.picture()),
        ("stacks-card.svg", StacksSample.cardPicture(direction: .ltr).picture),
        ("stacks-distribution.svg", StacksSample.picture(of: StacksSample.sections[0])),
        ("stacks-basis.svg", StacksSample.picture(of: StacksSample.sections[6])),
        ("stacks-percent.svg", StacksSample.picture(of: StacksSample.sections[7])),
        ("stacks-auto-margins.svg", StacksSample.picture(of: StacksSample.sections[8])),
        ("stacks-positions.svg", StacksSample.picture(of: StacksSample.sections[9])),
        ("content-feed.svg", ContentSample.feedPicture().picture),
        ("grids-dashboard.svg", GridsSample.dashboardLayout().picture),
        ("grids-autofill.svg", GridsSample.autoFillLayout().picture),
        ("trees-card.svg", TreesSample.cardLayout().picture),
        ("scrolling-feed.svg", ScrollingSample.picture(offset: 70)),
    ].map { ($0.0, $0.1.svg(showsDimensions: true)) }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
