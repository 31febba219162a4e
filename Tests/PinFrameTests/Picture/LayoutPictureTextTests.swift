import PinFrame
import Testing

/// Text pictures, each expected grid drawn by hand from the rules: edges on grid lines
/// (x / pointsPerColumn, y / pointsPerRow, rounded), the root dotted, frames blank inside,
/// labels on the first free inner row.
@Suite(.quietLog)
struct LayoutPictureTextTests {
    /// Expects `picture`'s text at 10 points per column and row to be `expected`, line by line.
    func expectText(
        _ picture: LayoutPicture, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = picture.text(pointsPerColumn: 10, pointsPerRow: 10)
        #expect(
            actual == expected.joined(separator: "\n"),
            "\nexpected:\n\(expected.joined(separator: "\n"))\nactual:\n\(actual)", sourceLocation: sourceLocation)
    }

    @Test func twoOverlappingFramesCrossWhereTheirEdgesMeet() {
        let root = Frame(width: 80, height: 40)
        var picture = LayoutPicture(of: root)
        // a: columns 0…4, rows 0…3; b: columns 2…7, rows 1…3. b's top crosses a's right
        // edge (┼); their bottoms share row 3, where b's left and a's right end (┴).
        picture.add(Frame(x: 0, y: 0, width: 40, height: 30, in: root), "a")
        picture.add(Frame(x: 20, y: 10, width: 50, height: 20, in: root), "b")
        expectText(
            picture,
            [
                "┌───┐····",
                "│a┌─┼──┐·",
                "│ │b│  │·",
                "└─┴─┴──┘·",
                "·········",
            ])
    }

    @Test func aFramePartlyOutsideTheRootIsDrawnWhereItGoes() {
        let root = Frame(width: 40, height: 20)
        var picture = LayoutPicture(of: root)
        // Rows -1…1 and columns 2…6: the grid grows up and right; outside the root is blank.
        // It sticks out of its parent: "out!", too long for its box, is listed and counted.
        picture.add(Frame(in: root).pin.top(-10).left(20).size(Size(width: 40, height: 20)).layout(), "out")
        expectText(
            picture,
            [
                "  ┌───┐",
                "··│ou…│",
                "··└───┘",
                "·····",
                "out!: (x: 20, y: -10, width: 40, height: 20)",
                "1 frame sticks out of its parent",
            ])
    }

    @Test func zeroSizeFramesAreAPointOrALineAndListedUnderThePicture() {
        let root = Frame(width: 40, height: 20)
        var picture = LayoutPicture(of: root)
        picture.add(Frame(x: 20, y: 10, width: 0, height: 0, in: root), "z")
        picture.add(Frame(x: 40, y: 0, width: 0, height: 20, in: root), "v")
        expectText(
            picture,
            [
                "····╷",
                "··×·│",
                "····╵",
                "z: (x: 20, y: 10, width: 0, height: 0)",
                "v: (x: 40, y: 0, width: 0, height: 20)",
            ])
    }

    @Test func aLabelTooLongForItsBoxIsCutShortAndListed() {
        let root = Frame(width: 60, height: 30)
        var picture = LayoutPicture(of: root)
        // Inner columns 1…4: four characters, the last one the ellipsis.
        picture.add(Frame(x: 0, y: 0, width: 50, height: 20, in: root), "headline")
        expectText(
            picture,
            [
                "┌────┐·",
                "│hea…│·",
                "└────┘·",
                "·······",
                "headline: (x: 0, y: 0, width: 50, height: 20)",
            ])
    }

    @Test func aLabelGoesBesideWhatFillsTheStartOfItsRowWithABlankBetween() {
        let root = Frame(width: 80, height: 30)
        var picture = LayoutPicture(of: root)
        picture.addParent(root, "pp")
        // c (columns 1…3, rows 0…2) fills the start of the parent's first inner row; "pp"
        // goes after it, one blank away (columns 5…6). c's one inner cell holds "c".
        picture.add(Frame(x: 10, y: 0, width: 20, height: 20, in: root), "c")
        expectText(
            picture,
            [
                "┌┬─┬────┐",
                "││c│ pp │",
                "│└─┘    │",
                "└───────┘",
            ])
        #expect(picture.items.map(\.isParent) == [true, false])
    }

    @Test func aParentsLabelStaysOutOfItsChildrensBoxes() {
        let root = Frame(width: 80, height: 40)
        var picture = LayoutPicture(of: root)
        picture.addParent(root, "pp")
        // c covers columns 0…6, rows 0…2: the first inner row of the parent left of column 7
        // is c's, and one column is too few, so "pp" goes to row 3.
        picture.add(Frame(x: 0, y: 0, width: 60, height: 20, in: root), "c")
        expectText(
            picture,
            [
                "┌─────┬─┐",
                "│c    │ │",
                "├─────┘ │",
                "│pp     │",
                "└───────┘",
            ])
        // Added the other way round, the smaller box is still the one on top.
        var reversed = LayoutPicture(of: root)
        reversed.items = picture.items.reversed()
        #expect(
            reversed.text(pointsPerColumn: 10, pointsPerRow: 10) == picture.text(pointsPerColumn: 10, pointsPerRow: 10))
    }

    @Test func framesFromTwoBranchesAreDrawnInRootCoordinates() {
        let root = Frame(width: 100, height: 50)
        let side = Frame(x: 0, y: 0, width: 30, height: 50, in: root)
        let card = Frame(x: 50, y: 0, width: 50, height: 50, in: root)
        // In card's coordinates (10, 20); in the root's (60, 20): columns 6…9, rows 2…4.
        let inner = Frame(x: 10, y: 20, width: 30, height: 20, in: card)
        var picture = LayoutPicture(of: root)
        picture.add(side, "s")
        picture.add(card, "card")
        picture.add(inner, "in")
        expectText(
            picture,
            [
                "┌──┐·┌────┐",
                "│s │·│card│",
                "│  │·│┌──┐│",
                "│  │·││in││",
                "│  │·│└──┘│",
                "└──┘·└────┘",
            ])
    }

    @Test func stepsChooseTheGrid() {
        let root = Frame(width: 40, height: 40)
        var picture = LayoutPicture(of: root)
        picture.add(Frame(x: 0, y: 0, width: 40, height: 40, in: root), "")
        // 20 points per column, 40 per row: columns 0…2, rows 0…1.
        #expect(picture.text(pointsPerColumn: 20, pointsPerRow: 40) == "┌─┐\n└─┘")
        // Steps that are not positive finite numbers take the defaults, 10 and 20.
        let defaults = picture.text()
        #expect(picture.text(pointsPerColumn: 0, pointsPerRow: .nan) == defaults)
        #expect(defaults == "┌───┐\n│   │\n└───┘")
    }

    @Test func rectanglesThatAreNotFiniteOrReachFarAwayAreListed() {
        let root = Frame(width: 20, height: 10)
        var picture = LayoutPicture(of: root)
        picture.items.append(.init(label: "n", rect: Rect(x: .nan, y: 0, width: 10, height: 10)))
        // Reaches 1e300 to the right: drawn up to the area's edge, 20 points past the root.
        picture.items.append(.init(label: "far", rect: Rect(x: 0, y: 0, width: 1e300, height: 10)))
        expectText(
            picture,
            [
                "┌────",
                "└────",
                "n: (x: nan, y: 0, width: 10, height: 10), not drawn",
                "far: (x: 0, y: 0, width: 1e+300, height: 10), clipped",
            ])
    }

    @Test func controlCharactersAreShownAndALabelKeepsToOneRow() {
        // A line feed would start a new row and an escape sequence change the terminal: both
        // are drawn as their symbols, on the label's row.
        let root = Frame(width: 100, height: 30)
        var picture = LayoutPicture(of: root)
        picture.add(Frame(x: 0, y: 0, width: 100, height: 30, in: root), "a\nb\u{1B}[2J\u{0}\u{7F}")
        expectText(
            picture,
            [
                "┌─────────┐",
                "│a␊b␛[2J␀␡│",
                "│         │",
                "└─────────┘",
            ])
        // Too long for its box, it is listed, shown the same way.
        var narrow = LayoutPicture(of: root)
        narrow.add(Frame(x: 0, y: 0, width: 40, height: 30, in: root), "x\u{8}\u{9F}\u{FFFF}y")
        let text = narrow.text(pointsPerColumn: 10, pointsPerRow: 10)
        #expect(text.split(separator: "\n").last == "x␈\u{FFFD}\u{FFFD}y: (x: 0, y: 0, width: 40, height: 30)")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func lineSeparatorsAndBidiControlsAreShownToo() {
        // Unicode's line and paragraph separators count as new lines (a label would split its
        // row); the bidi marks, embeddings, overrides and isolates reorder a terminal's line.
        // All are drawn as symbols: the picture keeps its 4 rows, its label row its 11
        // columns, and it holds none of them.
        let root = Frame(width: 100, height: 30)
        var picture = LayoutPicture(of: root)
        picture.add(
            Frame(x: 0, y: 0, width: 100, height: 30, in: root), "a\u{2028}b\u{2029}\u{202E}c\u{2067}\u{200F}")
        let text = picture.text(pointsPerColumn: 10, pointsPerRow: 10)
        #expect(text.split(whereSeparator: \.isNewline).count == 4)
        expectText(
            picture,
            [
                "┌─────────┐",
                "│a␤b¶\u{FFFD}c\u{FFFD}\u{FFFD} │",
                "│         │",
                "└─────────┘",
            ])
        let reordering: [UInt32] = [
            0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x061C,
        ]
        var every = LayoutPicture(of: root)
        every.add(
            Frame(x: 0, y: 0, width: 10, height: 10, in: root),
            String(String.UnicodeScalarView(reordering.compactMap(Unicode.Scalar.init))))
        let listed = every.text(pointsPerColumn: 10, pointsPerRow: 10)
        #expect(!listed.unicodeScalars.contains { reordering.contains($0.value) })
        #expect(listed.contains(String(repeating: "\u{FFFD}", count: reordering.count)))
    }

    @Test func manyFramesOverOneAnotherAreDrawnOnce() {
        // 2,000 frames over the whole root: one outline; the last added is on top and gets
        // its label, the others are listed. Painting skips what is painted, so this costs
        // what one frame does plus a step a row for each of the others.
        let root = Frame(width: 60, height: 30)
        var picture = LayoutPicture(of: root)
        for number in 0..<2_000 { picture.add(Frame(x: 0, y: 0, width: 60, height: 30, in: root), "f\(number)") }
        let lines = picture.text(pointsPerColumn: 10, pointsPerRow: 10).split(separator: "\n")
        #expect(Array(lines.prefix(4)) == ["┌─────┐", "│f1999│", "│     │", "└─────┘"])
        #expect(lines.count == 4 + 1_999)
        #expect(lines[4] == "f0: (x: 0, y: 0, width: 60, height: 30)")
    }

    @Test func aLabelFindsRoomBetweenSmallerBoxes() {
        // The big box's own cells on its inner rows 1 and 2 are split by a small box at
        // columns 3…5: "bigger" fits neither before it (columns 1…2) nor after it with a
        // blank (columns 7…9), so it goes on row 3.
        let root = Frame(width: 100, height: 50)
        var picture = LayoutPicture(of: root)
        picture.add(Frame(x: 0, y: 0, width: 100, height: 50, in: root), "bigger")
        picture.add(Frame(x: 30, y: 0, width: 20, height: 20, in: root), "s")
        expectText(
            picture,
            [
                "┌──┬─┬────┐",
                "│  │s│    │",
                "│  └─┘    │",
                "│bigger   │",
                "│         │",
                "└─────────┘",
            ])
    }
}
