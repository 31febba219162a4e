import PinFrame

/// Prints a table of chains run on `view` and the rects PinFrame computed for them, then a
/// picture of those rects in `view`'s parent beside the frames the chains refer to. Each
/// result is drawn with its row's label.
func showChains(_ rows: [(label: Character, steps: [Step])], on view: Frame, beside frames: [Named]) {
    let results = rows.map { ($0.label, $0.steps.code, $0.steps.apply(to: view).rect) }
    printTable(["", "chain", "rect"], results.map { [String($0.0), $0.1, $0.2.description] })
    print()
    let drawn = frames.map { ($0.letter, $0.frame.rect) } + results.map { ($0.0, $0.2) }
    print(picture(of: drawn, in: view.parentSize ?? view.rect.size))
}
