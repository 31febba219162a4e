import PinFrame
import Testing

@Suite("Warnings (LayoutWarning.swift)", .quietLog)
struct LayoutWarningTests {
    let view = frame(0, 0, 100, 50)

    // MARK: Every case of the warnings table

    @Test func widthConflictsWithLeftAndRight() {
        let pin = view.pin.left(10).right(10).width(200).top(5)
        let warning = expectWarning(pin, .conflict, rule: "width(200)")
        #expect(
            warning?.description
                == "width(200) won't be applied since it conflicts with the following already set properties: left: 10, right: 10."
        )
        // The rest of the chain applied.
        #expect(pin.rect == rect(10, 5, 380, 50))
    }

    @Test func heightConflictsWithTopAndBottom() {
        let pin = view.pin.top().bottom().height(50).left(3)
        expectWarning(pin, .conflict, rule: "height(50)", "top: 0, bottom: 0")
        #expect(pin.rect == rect(3, 0, 100, 400))
    }

    @Test func centersConflictWithEdges() {
        let pin = view.pin.left().hCenter().top(1)
        expectWarning(pin, .conflict, rule: "hCenter()", "conflicts", "left: 0")
        #expect(pin.rect == rect(0, 1, 100, 50))
        let reversed = view.pin.vCenter(20).bottom(10)
        expectWarning(reversed, .conflict, rule: "bottom(10)", "vCenter: 20")
        #expect(reversed.rect == rect(0, -5, 100, 50))
    }

    @Test func anAttributeSetTwiceToDifferentValues() {
        let pin = view.pin.width(100).width(200).left(4)
        let warning = expectWarning(pin, .alreadySet, rule: "width(200)")
        #expect(warning?.description == "width(200) won't be applied since it value has already been set to 100.")
        #expect(pin.rect == rect(4, 0, 100, 50))
        // Edges quote the distance the caller wrote: right(10) was 10 from the right.
        expectWarning(view.pin.right(10).right(20), .alreadySet, rule: "right(20)", "already been set to 10.")
    }

    @Test func aParentRelativeRuleOnARootFrame() {
        let root = Frame(width: 9, height: 9)
        let pin = root.pin.top(5).width(3)
        expectWarning(pin, .noParent, rule: "top(5)", "top(5) won't be applied", "parent")
        #expect(pin.rect == rect(0, 0, 3, 9))
    }

    @Test func negativeGivenAndComputedSizes() {
        let given = view.pin.width(-100)
        expectWarning(given, .negativeSize, rule: "width(-100)", "width (-100) must be greater than or equal to zero")
        let computed = view.pin.left().right().marginHorizontal(300)
        expectWarning(computed, .negativeSize, rule: "width", "(-200)", "greater than or equal to zero")
    }

    @Test func nonFiniteValuesAndOverflows() {
        let pin = view.pin.top(.nan).left(2)
        let warning = expectWarning(pin, .invalidValue, rule: "top(nan)")
        #expect(warning?.description == "top(nan) won't be applied, the value (nan) must be a finite number.")
        #expect(pin.rect == rect(2, 0, 100, 50))
        expectWarning(view.pin.left(.infinity), .invalidValue, rule: "left(inf)")
        expectWarning(
            view.pin.right(.greatestFiniteMagnitude).width(.greatestFiniteMagnitude), .invalidValue, rule: "x")
        // A percentage that overflows once taken of the parent.
        expectWarning(
            view.pin.left(Percent(.greatestFiniteMagnitude)), .invalidValue,
            rule: "left(\(Double.greatestFiniteMagnitude)%)",
            "finite")
    }

    @Test func ignoredRules() {
        expectWarning(view.pin.all().pinEdges(), .ignored, rule: "pinEdges()")
        expectWarning(view.pin.left().justify(.left), .ignored, rule: "justify(.left)")
        expectWarning(view.pin.top().align(.center), .ignored, rule: "align(.center)")
        expectWarning(view.pin.below(of: [Frame]()), .ignored, rule: "below(of: [0 frames])")
    }

    // MARK: Text

    @Test func rulesAreWrittenAsCalled() {
        let root = Frame(width: 1, height: 1)
        let a = frame(0, 0, 1, 1)
        let cases: [(Pin, String)] = [
            (root.pin.top(), "top()"),
            (root.pin.left(12.5), "left(12.5)"),
            (root.pin.bottom(10%), "bottom(10%)"),
            (
                root.pin.all(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
                "all(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))"
            ),
            (root.pin.topLeft(), "topLeft()"),
            (root.pin.topLeft(8), "topLeft(8)"),
            (root.pin.bottomRight(to: a.anchor.center), "bottomRight(to: anchor.center)"),
            (root.pin.top(to: a.edge.bottom), "top(to: edge.bottom)"),
            (root.pin.start(to: a.edge.end), "start(to: edge.right)"),
            (root.pin.below(of: a), "below(of: frame)"),
            (root.pin.right(of: a, aligned: .center), "right(of: frame, aligned: .center)"),
            (root.pin.above(of: [a, a], aligned: .left), "above(of: [2 frames], aligned: .left)"),
            (root.pin.marginLeft(5%), "marginLeft(5%)"),
            (root.pin.margin(10%, 5%), "margin(10%, 5%)"),
            (root.pin.size(50%), "size(50%)"),
        ]
        for (pin, rule) in cases {
            #expect(pin.warnings.map(\.rule) == [rule])
        }
        #expect(view.pin.size(Size(width: -1, height: 2)).warnings.map(\.rule) == ["size(Size(width: -1, height: 2))"])
        #expect(view.pin.width(of: frame(0, 0, -3, 1)).warnings.map(\.rule) == ["width(of: frame)"])
    }

    @Test func warningsComeInChainOrder() {
        // width(100) conflicts with left and right (found when the chain is resolved),
        // height(-1) and hCenter() are rejected as written: listed as the rules come.
        let pin = view.pin.left().right().width(100).height(-1).hCenter()
        #expect(pin.warnings.map(\.rule) == ["width(100)", "height(-1)", "hCenter()"])
        #expect(pin.warnings.map(\.kind) == [.conflict, .negativeSize, .conflict])
        // left(5) comes after width(100), whose conflict with both edges is found later.
        let late = view.pin.horizontally(10).width(100).left(5)
        #expect(late.warnings.map(\.rule) == ["width(100)", "left(5)"])
        #expect(late.warnings.map(\.kind) == [.conflict, .alreadySet])
        // The frame's own non-finite rect comes first, a negative computed size last.
        let broken = frame(.nan, 0, 10, 10).pin.top(5).bottom(500).left(5).left(6)
        #expect(broken.warnings.map(\.rule) == ["x", "left(6)", "height"])
        #expect(broken.warnings.map(\.kind) == [.invalidValue, .alreadySet, .negativeSize])
    }

    @Test func warningsPastTheRecordsKeepTheirKind() {
        // width(nan) and height(-5) are recorded; top(20) (top is set) and minWidth(-1)
        // find no room and are counted each under its own kind, in the kinds' order.
        let pin = view.pin.width(.nan).height(-5).top(10).top(20).minWidth(-1)
        #expect(pin.warnings.map(\.kind) == [.invalidValue, .negativeSize, .alreadySet, .negativeSize])
        #expect(pin.warnings.map(\.rule) == ["width(nan)", "height(-5)", "", ""])
        #expect(
            pin.warnings.suffix(2).map(\.description) == [
                "1 more alreadySet warning of this chain was not recorded.",
                "1 more negativeSize warning of this chain was not recorded.",
            ])
    }

    @Test func aNegativeSizeUnderAnEmptyParentSaysSo() {
        // Made while its parent was still 0 × 0: left(10).right(10) leaves -20.
        let child = Frame(in: Frame(width: 0, height: 0))
        let late = child.pin.left(10).right(10)
        #expect(late.warnings.map(\.kind) == [.negativeSize])
        #expect(
            late.warnings.first?.description.hasSuffix(
                "its parent was 0×0 when this frame was created: lay out parents first.") == true)
        // A parent that had a size gives no such note.
        let narrow = Frame(in: Frame(width: 15, height: 15)).pin.left(10).right(10)
        #expect(narrow.warnings.map(\.kind) == [.negativeSize])
        #expect(narrow.warnings.first?.description.contains("parent") == false)
    }

    @Test func aRuleSettingSeveralAttributesWarnsForEachRejectedOne() {
        let pin = view.pin.top(1).left(2).all(10)
        #expect(pin.warnings.map(\.kind) == [.alreadySet, .alreadySet])
        #expect(pin.warnings.allSatisfy { $0.rule == "all(10)" })
        // bottom and right applied: from 1 to 390 and from 2 to 390.
        #expect(pin.rect == rect(2, 1, 388, 389))
    }

    @Test func allHorizontallyAndVerticallyNameTheEdgeTheyCouldNotPin() {
        // As in PinLayout: `all() top coordinate won't be applied ...`; `rule` stays as written.
        let twice = view.pin.top(1).left(2).all(10)
        #expect(
            twice.warnings.map(\.description) == [
                "all(10) top coordinate won't be applied since it value has already been set to 1.",
                "all(10) left coordinate won't be applied since it value has already been set to 2.",
            ])
        // hCenter() in the 400-wide parent is 200: both edges of horizontally(8) conflict with it.
        let centered = view.pin.hCenter().horizontally(8)
        #expect(
            centered.warnings.map(\.description)
                == ["left", "right"].map {
                    "horizontally(8) \($0) coordinate won't be applied since it conflicts with the following already "
                        + "set properties: hCenter: 200."
                })
        #expect(centered.warnings.map(\.rule) == ["horizontally(8)", "horizontally(8)"])
        #expect(centered.rect == rect(150, 0, 100, 50))
        // Found while resolving: the height came first, so the last edge, bottom, is rejected.
        let sized = view.pin.height(20).vertically(10%)
        #expect(
            sized.warnings.map(\.description) == [
                "vertically(10%) bottom coordinate won't be applied since it conflicts with the following already "
                    + "set properties: top: 40, height: 20."
            ])
        #expect(sized.rect == rect(0, 40, 100, 20))
        // Other rules that pin several attributes read as written.
        #expect(
            view.pin.width(10).size(20).warnings.map(\.description) == [
                "size(20) won't be applied since it value has already been set to 10."
            ])
    }

    @Test func warningsAreValuesTestsCanCompare() {
        let first = view.pin.width(1).width(2).warnings
        let second = frame(5, 5, 5, 5).pin.width(1).width(2).warnings
        #expect(first == second)
        #expect(Set(first + second).count == 1)
        #expect(
            first.first
                == LayoutWarning(
                    kind: .alreadySet, rule: "width(2)",
                    description: "width(2) won't be applied since it value has already been set to 1."))
    }

    @Test func whereAWarningWasReportedIsNotPartOfWhatItSays() {
        let here = LayoutWarning.Location(fileID: "App/Feed.swift", line: 42)
        let plain = LayoutWarning(kind: .conflict, rule: "width(2)", description: "width(2) won't be applied.")
        let located = LayoutWarning(
            kind: .conflict, rule: "width(2)", description: "width(2) won't be applied.", location: here)
        #expect(plain.location == nil)
        #expect(located.location == here)
        #expect(located == plain)
        #expect(Set([plain, located]).count == 1)
        // Kind, rule and description still tell warnings apart.
        #expect(located != LayoutWarning(kind: .ignored, rule: "width(2)", description: "width(2) won't be applied."))
        #expect(located != LayoutWarning(kind: .conflict, rule: "width(3)", description: "width(2) won't be applied."))
        #expect(located != LayoutWarning(kind: .conflict, rule: "width(2)", description: "width(2) was applied."))
    }

    @Test func aLongChainKeepsItsFirstWarnings() {
        // left(2) to left(12) are all rejected (left is 1): a chain records the first two,
        // and one more warning, of their kind, counts the nine it could not.
        var pin = view.pin
        for value in 1...12 { pin = pin.left(Double(value)) }
        let warnings = pin.warnings
        #expect(warnings.map(\.rule) == ["left(2)", "left(3)", ""])
        #expect(warnings.allSatisfy { $0.kind == .alreadySet })
        #expect(warnings.last?.description == "9 more alreadySet warnings of this chain were not recorded.")
        #expect(pin.rect == rect(1, 0, 100, 50))
    }

    @Test func aRejectedRuleAfterManyAcceptedOnesIsReported() {
        // Accepted rules take no room: after three all(), hCenter(5) still has its warning.
        let pin = Frame(in: screen).pin.all().all().all().hCenter(5)
        #expect(pin.rect == rect(0, 0, 400, 400))
        #expect(
            pin.warnings.map(\.description) == [
                "hCenter(5) won't be applied since it conflicts with the following already set properties: "
                    + "left: 0, right: 0."
            ])
        var laidOut = Frame(in: screen)
        #expect(laidOut.pin { $0.all().all().all().hCenter(5) } == pin.warnings)
    }

    @Test func rejectionsPastTheRecordsAreCountedInEveryForm() {
        // Three conflicts with left and right: two recorded, the third counted.
        let chain = { (pin: Pin) in pin.horizontally().hCenter(1).hCenter(2).hCenter(3) }
        let warnings = chain(Frame(in: screen).pin).warnings
        #expect(warnings.map(\.rule) == ["hCenter(1)", "hCenter(2)", ""])
        #expect(warnings.map(\.kind) == [.conflict, .conflict, .conflict])
        #expect(warnings.last?.description == "1 more conflict warning of this chain was not recorded.")
        var laidOut = Frame(in: screen)
        #expect(laidOut.pin(chain) == warnings)
        #expect(laidOut.rect == rect(0, 0, 400, 0))
    }

    @Test func noWarningsOnAChainThatApplies() {
        #expect(view.pin.topLeft(10).size(20).warnings.isEmpty)
    }

    // MARK: In parallel

    @Test func warningsAreAssertedFromManyTasksAtOnce() async {
        // Each task builds its own chain and reads its own warnings: nothing global is read.
        await withTaskGroup(of: Bool.self) { group in
            for value in 1...200 {
                group.addTask {
                    let child = frame(0, 0, Double(value), 10)
                    let pin = child.pin.width(Double(value)).width(Double(value + 1)).left(Double(value))
                    let warnings = pin.warnings
                    return warnings.count == 1 && warnings[0].rule == "width(\(value + 1))"
                        && warnings[0].description.hasSuffix("already been set to \(value).")
                        && pin.rect == rect(Double(value), 0, Double(value), 10)
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}
