import PinFrame

/// Popovers: a tooltip and menus near each edge of a small screen, placed by a relative rule,
/// then kept on screen by flip(within:) and shift(within:padding:).
@MainActor
enum PopoversSample {
    /// The small screen every case is laid out in.
    static let screenSize = Size(width: 200, height: 140)

    /// A case: what it shows, the button's rect, the popover's rules without flip and shift.
    struct Case {
        let name: String
        let button: Rect
        let rules: (Named) -> [Step]
    }

    static let cases: [Case] = [
        Case(name: "tooltip, button at the top", button: Rect(x: 70, y: 4, width: 60, height: 16)) { button in
            [.above(of: button, aligned: .center), .width(90), .height(20), .marginBottom(4)]
        },
        Case(name: "tooltip, button top right", button: Rect(x: 150, y: 4, width: 46, height: 16)) { button in
            [.above(of: button, aligned: .center), .width(90), .height(20), .marginBottom(4)]
        },
        Case(name: "menu, button at the bottom", button: Rect(x: 20, y: 120, width: 60, height: 16)) { button in
            [.below(of: button, aligned: .left), .width(80), .height(60), .marginTop(2)]
        },
        Case(name: "submenu, item at the left", button: Rect(x: 4, y: 60, width: 30, height: 16)) { button in
            [.left(of: button, aligned: .top), .width(70), .height(50), .marginRight(2)]
        },
        Case(name: "submenu, item bottom right", button: Rect(x: 166, y: 100, width: 30, height: 16)) { button in
            [.right(of: button, aligned: .top), .width(70), .height(50), .marginLeft(2)]
        },
    ]

    /// The tour's example: the first case's button, near the top of the screen.
    static let exampleScreen = Frame(width: 200, height: 140)
    static let exampleButton = Frame(cases[0].button, in: exampleScreen)

    /// What every case adds to keep the popover on screen.
    static func kept(within screen: Named) -> [Step] { [.flip(within: screen), .shift(within: screen, padding: 4)] }

    /// The button and the popover of `popoverCase` in `screen`, before and after flip and shift.
    static func layout(_ popoverCase: Case, in screen: Frame)
        -> (button: Frame, before: Frame, after: Frame, steps: [Step])
    {
        let button = Frame(popoverCase.button, in: screen)
        let rules = popoverCase.rules(Named(name: "button", letter: "b", frame: button))
        let steps = rules + kept(within: Named(name: "screen", letter: "s", frame: screen))
        let popover = Frame(in: screen)
        return (button, rules.apply(to: popover).layout(), steps.apply(to: popover).layout(), steps)
    }

    static func run() {
        print("Popovers: tooltips and menus kept on a small screen by flip and shift")
        print()
        print("Each case places a popover beside its button with a relative rule, as PinLayout does,")
        print("on a \(dimensions(screenSize)) screen. flip(within: screen) puts it on the other side of")
        print("the button when it sticks out where it is and less there (its margin goes with it);")
        print("shift(within: screen, padding: 4) then slides it the least distance back inside. Both act")
        print("after every other rule and never change the size. overflow is how far a frame sticks out.")
        print()
        let screen = Frame(width: screenSize.width, height: screenSize.height)
        for popoverCase in cases {
            let (_, before, after, steps) = layout(popoverCase, in: screen)
            print(popoverCase.name + ":")
            print("    " + steps.code(for: "popover"))
            printTable(
                ["", "rect", "overflow"],
                [
                    ["without flip and shift", before.rect.description, before.overflow.description],
                    ["with them", after.rect.description, after.overflow.description],
                ])
            print()
        }
        print("Left, each case without flip and shift (a ! marks a frame that sticks out of its screen);")
        print("right, with them. b is the button.")
        print()
        Sketchbook.show(picture(), named: "popovers", pointsPerColumn: 6, pointsPerRow: 12)
    }

    /// A row per case: the screen without flip and shift, then with them.
    static func picture() -> LayoutPicture {
        let sheet = Sheet(columns: 2, rows: cases.count, panel: screenSize, gap: 24)
        var picture = LayoutPicture(of: sheet.root)
        for (row, popoverCase) in cases.enumerated() {
            for column in 0..<2 {
                let screen = sheet.panel(column: column, row: row)
                let (button, before, after, _) = layout(popoverCase, in: screen)
                picture.addParent(screen, column == 0 ? popoverCase.name : "+ flip + shift")
                picture.add(button, "b")
                picture.add(column == 0 ? before : after, popoverCase.name.hasPrefix("tooltip") ? "tip" : "menu")
            }
        }
        return picture
    }
}
