import PinFrame
import Testing

/// `Frame.overflow`: how far a frame sticks out of its parent on each side, and how pictures
/// mark such frames. Every figure is worked out in the comments.
@Suite("Overflow (Frame+Overflow.swift)")
struct FrameOverflowTests {
    let screen = Frame(width: 320, height: 480)

    func overflow(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> EdgeInsets {
        Frame(x: x, y: y, width: width, height: height, in: screen).overflow
    }

    @Test func aFrameInsideSticksOutNowhere() {
        #expect(overflow(0, 0, 320, 480) == .zero)
        #expect(overflow(10, 20, 100, 40) == .zero)
        #expect(!Frame(x: 10, y: 20, width: 100, height: 40, in: screen).sticksOut)
    }

    @Test func aFrameAstrideEachEdge() {
        #expect(overflow(-10, 20, 100, 40) == EdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        #expect(overflow(10, -5, 100, 40) == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        // 300 + 40 = 340: 20 past 320.
        #expect(overflow(300, 20, 40, 40) == EdgeInsets(top: 0, left: 0, bottom: 0, right: 20))
        // 460 + 40 = 500: 20 past 480.
        #expect(overflow(10, 460, 100, 40) == EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        #expect(Frame(x: 300, y: 20, width: 40, height: 40, in: screen).sticksOut)
    }

    @Test func aFrameLargerThanItsParentSticksOutEverywhere() {
        #expect(overflow(-10, -20, 340, 520) == EdgeInsets(top: 20, left: 10, bottom: 20, right: 10))
        // Wholly outside: from its near edge on that side.
        #expect(overflow(400, 0, 10, 10) == EdgeInsets(top: 0, left: 0, bottom: 0, right: 90))
    }

    @Test func aRootSticksOutOfNothing() {
        #expect(Frame(width: 10, height: 10).overflow == .zero)
        let moved = Frame(width: 10, height: 10).pin.width(20).layout()
        #expect(moved.overflow == .zero)
    }

    @Test func theParentIsAsTheFrameRecordedIt() {
        // Made in a 320-wide screen: 300…340 sticks out by 20, whatever the screen became.
        let child = Frame(x: 300, y: 0, width: 40, height: 10, in: screen)
        _ = screen.pin.width(1_000).layout()
        #expect(child.overflow.right == 20)
    }

    @Test func rectsThatAreNotFinite() {
        // NaN: infinitely out on both sides of that axis; an infinite width: on its far side.
        #expect(overflow(.nan, 0, 10, 10) == EdgeInsets(top: 0, left: .infinity, bottom: 0, right: .infinity))
        #expect(overflow(0, 0, .infinity, 10) == EdgeInsets(top: 0, left: 0, bottom: 0, right: .infinity))
        #expect(overflow(0, -.infinity, 10, 10) == EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0))
    }

    // MARK: Pictures

    func picture() -> LayoutPicture {
        let root = Frame(width: 60, height: 40)
        var picture = LayoutPicture(of: root)
        picture.add(Frame(x: 0, y: 0, width: 30, height: 20, in: root), "in")
        picture.add(Frame(x: 40, y: 20, width: 30, height: 20, in: root), "out")
        return picture
    }

    @Test func aTextPictureMarksAndCountsThem() {
        // "out" (columns 4…7) sticks out 10 past the root's 6: "out!", cut to its two cells,
        // listed, and the count under the picture.
        let text = picture().text(pointsPerColumn: 10, pointsPerRow: 10)
        #expect(
            text
                == [
                    "┌──┐···",
                    "│in│···",
                    "└──┘┌──┐",
                    "····│o…│",
                    "····└──┘",
                    "out!: (x: 40, y: 20, width: 30, height: 20)",
                    "1 frame sticks out of its parent",
                ].joined(separator: "\n"))
        var two = picture()
        two.add(Frame(x: -10, y: 0, width: 20, height: 10, in: Frame(width: 60, height: 40)), "left")
        #expect(two.text(pointsPerColumn: 10, pointsPerRow: 10).hasSuffix("\n2 frames stick out of their parent"))
    }

    @Test func anSVGPictureDrawsThemInRed() {
        let svg = picture().svg()
        #expect(
            svg.contains(
                ##"<rect x="40" y="20" width="30" height="20" fill="#d62728" fill-opacity="0.15" stroke="#d62728" stroke-width="2"/>"##
            ))
        // The frame inside keeps the first colour; the count is the last line, in red.
        #expect(svg.contains(##"<rect x="0" y="0" width="30" height="20" fill="#1f77b4""##))
        #expect(svg.contains(##"fill="#d62728">1 frame sticks out of its parent</text>"##))
        var inside = LayoutPicture(of: Frame(width: 60, height: 40))
        inside.add(Frame(x: 0, y: 0, width: 30, height: 20, in: Frame(width: 60, height: 40)), "in")
        #expect(!inside.svg().contains("stick"))
        #expect(!inside.text().contains("stick"))
    }
}
