import PinFrame

/// Conflicts and warnings: the cases, which rule loses, and how warnings
/// reach a test (`pin.warnings`) or a log (`Pin.warningHandler`).
@MainActor
enum WarningsSample {
    static let parent = Frame(width: 400, height: 100)
    static let view = Named(name: "view", letter: "v", frame: Frame(x: 0, y: 0, width: 100, height: 40, in: parent))
    static let root = Named(name: "root", letter: "r", frame: Frame(width: 100, height: 40))

    static func run() {
        print("Warnings: what PinFrame rejects, and why")
        print()
        let sizes = "a \(dimensions(view.frame.rect.size)) view in a \(dimensions(parent.rect.size)) parent"
        print("A rejected rule is not applied; the rest of the chain is. Every warning below is")
        print("computed by PinFrame for \(sizes), and read from `pin.warnings`;")
        print("root is a \(dimensions(root.frame.rect.size)) frame with no parent.")
        print()
        cases()
        print()
        laterRuleLoses()
        print()
        logging()
    }

    static func cases() {
        var hidden = Frame(x: 0, y: 60, width: 50, height: 20, in: parent)
        hidden.isHidden = true
        let h = Named(name: "hidden", letter: "h", frame: hidden)
        let a = Named(name: "a", letter: "a", frame: Frame(x: 0, y: 0, width: 200, height: 20, in: parent))
        let b = Named(name: "b", letter: "b", frame: Frame(x: 100, y: 50, width: 200, height: 20, in: parent))
        let chains: [(Named, [Step])] = [
            (view, [.left(10), .right(10), .width(200)]),
            (view, [.top(), .bottom(), .height(50)]),
            (view, [.left(), .hCenter()]),
            (view, [.width(100), .width(200)]),
            (root, [.top(5), .width(50)]),
            (view, [.width(-100)]),
            (view, [.left(), .right(), .marginHorizontal(300)]),
            (view, [.top(.nan), .left(10)]),
            (view, [.right(.greatestFiniteMagnitude), .width(.greatestFiniteMagnitude)]),
            (view, [.top(), .left(), .bottom(), .right(), .pinEdges]),
            (view, [.left(10), .justify(.center)]),
            (view, [.below(of: [h]), .left(10)]),
            (view, [.horizontallyBetween(a, and: b)]),
        ]
        var rows: [[String]] = []
        for (subject, steps) in chains {
            let pin = steps.apply(to: subject.frame)
            for (index, warning) in pin.warnings.enumerated() {
                let chain = index == 0 ? [steps.code(for: subject.name), pin.rect.description] : ["", ""]
                rows.append(chain + [".\(warning.kind)", warning.rule])
            }
        }
        printTable(["chain", "rect", "kind", "rule"], rows)
        print()
        print("The rect is what the chain gives without the rejected rule. Where the chain sets")
        print("nothing else, the frame keeps its current rect, \(view.frame.rect).")
    }

    static func laterRuleLoses() {
        print("Of two conflicting rules, the later one is rejected")
        print()
        let orders: [(Character, [Step])] = [
            ("1", [.left(10), .right(10), .width(200)]),
            ("2", [.width(200), .left(10), .right(10)]),
        ]
        var picture = LayoutPicture(of: parent)
        for (label, steps) in orders {
            let pin = steps.apply(to: view.frame)
            picture.add(pin.layout(), String(label))
            print("  \(label): \(steps.code)")
            print("     -> \(pin.rect)")
            for warning in pin.warnings { print("     \(warning)") }
            print()
        }
        Sketchbook.show(picture, named: "warnings-later-rule-loses")
    }

    /// `layout()` sends the same warnings to `Pin.warningHandler` when `Pin.logWarnings` is on,
    /// prefixed with the file and line of the call.
    static func logging() {
        print("Logged: layout() with Pin.logWarnings on, through a handler that prints")
        print()
        let handler = Pin.warningHandler
        Pin.logWarnings = true
        Pin.warningHandler = { warning in
            print("  handler: \(warning.location.map { "\($0): " } ?? "")\(warning.description)")
        }
        let steps: [Step] = [.width(100), .width(200)]
        print("  \(steps.code).layout()")
        _ = steps.apply(to: view.frame).layout()
        Pin.warningHandler = handler
        Pin.logWarnings = false
    }
}
