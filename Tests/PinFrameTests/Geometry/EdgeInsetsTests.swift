import PinFrame
import Testing

/// PinLayout's helpers for insets: `minInsets` and `insets + value`, worked by hand.
@Suite("Edge insets (EdgeInsets.swift)")
struct EdgeInsetsTests {
    static let safeArea = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

    @Test func minInsetsRaisesEachSideToTheOthers() {
        // 44 ≥ 10 stays, 0 < 10 becomes 10, 34 ≥ 10 stays, 0 becomes 10.
        #expect(Self.safeArea.minInsets(EdgeInsets(all: 10)) == EdgeInsets(top: 44, left: 10, bottom: 34, right: 10))
        // Side by side, not as a whole: a larger top does not hide a smaller left.
        let other = EdgeInsets(top: 50, left: -5, bottom: 0, right: 3)
        #expect(Self.safeArea.minInsets(other) == EdgeInsets(top: 50, left: 0, bottom: 34, right: 3))
    }

    @Test func minInsetsByAxis() {
        // dx for left and right, dy for top and bottom.
        #expect(Self.safeArea.minInsets(dx: 16, dy: 40) == EdgeInsets(top: 44, left: 16, bottom: 40, right: 16))
    }

    @Test func aSideThatIsNotANumberBecomesTheMinimum() {
        let insets = EdgeInsets(top: .nan, left: 1, bottom: 2, right: 3)
        #expect(insets.minInsets(dx: 0, dy: 8).top == 8)
    }

    @Test func addingAValueAddsItToEverySide() {
        #expect(Self.safeArea + 10 == EdgeInsets(top: 54, left: 10, bottom: 44, right: 10))
        #expect(Self.safeArea + 2.5 == EdgeInsets(top: 46.5, left: 2.5, bottom: 36.5, right: 2.5))
        let padding = 8
        #expect(EdgeInsets.zero + padding == EdgeInsets(all: 8))
    }

    @Test func theHelpersWorkInAChain() {
        // The content inside the safe area, at least 16 from the sides: x 16, y 44,
        // 400 − 32 wide, 800 − 44 − 34 high.
        let screen = Frame(width: 400, height: 800)
        #expect(
            Frame(in: screen).pin.all(Self.safeArea.minInsets(dx: 16, dy: 0)).rect == rect(16, 44, 368, 722))
        // Ten more on every side: x 10, y 54, 400 − 20 wide, 800 − 98 high.
        #expect(Frame(in: screen).pin.all(Self.safeArea + 10).rect == rect(10, 54, 380, 702))
    }
}
