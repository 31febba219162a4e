import Testing

@testable import PinFrame

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Thousands of random chains on random frames: the inlined path and the careful path
/// agree, nothing traps, and finite inputs never give a non-finite rect.
@Suite("Random chains")
struct RandomChainTests {
    static let numbers: [Double] = [0, 1, -1, 8, 10.5, 100, 400, -250, 1e6, 1e300, .greatestFiniteMagnitude]
    static let oddNumbers: [Double] = [.nan, .infinity, -.infinity]

    func number(_ g: inout SeededGenerator, finite: Bool) -> Double {
        if !finite, Int.random(in: 0..<8, using: &g) == 0 { return Self.oddNumbers.randomElement(using: &g)! }
        return Self.numbers.randomElement(using: &g)!
    }

    func rule(_ g: inout SeededGenerator, reference: Frame, finite: Bool) -> (Pin) -> Pin {
        let v = number(&g, finite: finite)
        let p = Percent(number(&g, finite: finite) / 10)
        let rules: [(Pin) -> Pin] = [
            { $0.top(v) }, { $0.left(p) }, { $0.bottom() }, { $0.right(v) }, { $0.start(v) }, { $0.end(p) },
            { $0.hCenter() }, { $0.vCenter(v) }, { $0.hCenter(p) }, { $0.all(v) }, { $0.horizontally(p) },
            { $0.vertically() }, { $0.topLeft(v) }, { $0.center(p) }, { $0.bottomEnd() },
            { $0.topRight(to: reference.anchor.center) }, { $0.left(to: reference.edge.right) },
            { $0.below(of: reference, aligned: .left) }, { $0.right(of: [reference, reference], aligned: .center) },
            { $0.above(of: [Frame]()) }, { $0.width(v) }, { $0.height(p) }, { $0.size(v) },
            { $0.size(of: reference) }, { $0.margin(v) }, { $0.marginLeft(p) }, { $0.marginVertical(v) },
            { $0.pinEdges() }, { $0.justify(.center) }, { $0.align(.bottom) },
            { $0.minWidth(v) }, { $0.maxWidth(p) }, { $0.maxHeight(v) }, { $0.minHeight(p) }, { $0.aspectRatio(v) },
            { $0.aspectRatio(of: reference) },
        ]
        return rules.randomElement(using: &g)!
    }

    @Test(arguments: [1, 2, 3, 4])
    func quickAndCarefulPathsAgree(seed: UInt64) {
        var g = SeededGenerator(state: seed)
        for _ in 0..<2_000 {
            let finite = Bool.random(using: &g)
            let root = Frame(
                width: 400, height: 300, direction: Bool.random(using: &g) ? .ltr : .rtl,
                scale: [nil, 2, 3].randomElement(using: &g)!)
            let parent = Frame(x: 10, y: 20, width: 200, height: 100, in: root)
            let reference = Frame(x: 5, y: 5, width: 50, height: 30, in: root)
            let subject = Bool.random(using: &g) ? Frame(x: 1, y: 2, width: 30, height: 40, in: parent) : parent
            var pin = subject.pin
            for _ in 0..<Int.random(in: 1...6, using: &g) {
                pin = rule(&g, reference: reference, finite: finite)(pin)
            }
            let careful = pin.resolve()
            if let quick = pin.quickRect() {
                #expect(quick == careful.rect)
                #expect(pin.warnings.isEmpty)
            } else {
                // Chains with sizing rules are always resolved carefully.
                #expect(!pin.warnings.isEmpty || pin.log.lost > 0 || pin.noParentLost > 0 || pin.usesSizing)
            }
            #expect(pin.rect == careful.rect)
            let r = pin.rect
            #expect(r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite, "\(r)")
            #expect(r.width >= 0 && r.height >= 0, "\(r)")
            // The same chain sized to a measurement of any value.
            let measured = Size(width: number(&g, finite: finite), height: number(&g, finite: finite))
            let fit = [FitType.width, .height, .widthFlexible, .heightFlexible, .content].randomElement(using: &g)!
            let f = pin.sizeToFit(fit) { _ in measured }.rect
            #expect(f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite, "\(f)")
            #expect(f.width >= 0 && f.height >= 0, "\(f)")
        }
    }
}
