import Testing

@testable import PinFrame

@Suite("The chain and its results (Pin.swift)", .quietLog)
struct PinTests {
    let cell = Frame(width: 200, height: 100)

    @Test func layoutWithWarningsGivesTheFrameAndNoWarningsForAGoodChain() {
        // topRight(4) in a 200-wide cell, 16 square: x = 200 − 4 − 16.
        let (badge, warnings) = Frame(in: cell).pin.topRight(4).size(16).layoutWithWarnings()
        #expect(badge.rect == rect(180, 4, 16, 16))
        #expect(badge.parentSize == Size(width: 200, height: 100))
        #expect(warnings.isEmpty)
    }

    @Test func layoutWithWarningsResolvesOnceAndLocatesEachWarning() {
        // A measure function that counts its calls: one resolution, one call.
        let calls = Counter()
        let line = #line + 5  // the line of `layoutWithWarnings()`
        let (label, warnings) = Frame(in: cell).pin.left(10).right(10).width(50)
            .sizeToFit(.width) { proposal in
                calls.add()
                return Size(width: proposal.width, height: 20)
            }.layoutWithWarnings()
        #expect(calls.value == 1)
        // width(50) conflicts with left and right (no justify): the edges give 180, and the
        // measured height is 20.
        #expect(label.rect == rect(10, 0, 180, 20))
        #expect(warnings.map(\.rule) == ["width(50)"])
        #expect(warnings.map(\.location) == [LayoutWarning.Location(fileID: #fileID, line: line)])
        #expect(warnings == Frame(in: cell).pin.left(10).right(10).width(50).warnings)
    }

    @Test func everyResultFormGivesTheSameRect() {
        let chain = Frame(in: cell).pin.below(of: Frame(x: 0, y: 0, width: 50, height: 30, in: cell)).horizontally(8)
        // Below a frame 30 high, from 8 to 200 − 8; the height stays 0.
        let expected = rect(8, 30, 184, 0)
        #expect(chain.rect == expected)
        #expect(chain.frame.rect == expected)
        #expect(chain.layout().rect == expected)
        #expect(chain.layoutWithWarnings().frame.rect == expected)
        var inPlace = Frame(in: cell)
        inPlace.pin { $0.below(of: Frame(x: 0, y: 0, width: 50, height: 30, in: cell)).horizontally(8) }
        #expect(inPlace.rect == expected)
    }

    @Test func aRootNamesItsFirstRuleThatNeedsAParentAndCountsTheRest() {
        // On a root every rule that pins against a parent is left out; the chain names the
        // first and counts the others. width(30) needs no parent and applies.
        let root = Frame(width: 100, height: 100)
        let pin = root.pin.top(5).width(30).left(5).bottom(5)
        #expect(pin.rect == rect(0, 0, 30, 100))
        let warnings = pin.warnings
        #expect(warnings.map(\.kind) == [.noParent, .noParent])
        #expect(warnings.map(\.rule) == ["top(5)", ""])
        #expect(warnings.last?.description == "2 more noParent warnings of this chain were not recorded.")
    }

    @Test func aChainValueIsSmall() {
        #expect(MemoryLayout<Pin>.size <= 592)
    }
}

/// A count behind a lock (one ThreadSanitizer understands), for closures that must be
/// `Sendable`.
final class Counter: Sendable {
    private let count = Locked(0)
    var value: Int { count.withLock { $0 } }
    func add() { count.withLock { $0 += 1 } }
}
