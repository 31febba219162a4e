import PinFrame

/// Prints a table of chains run on `view` and the rects PinFrame computed for them, then a
/// picture of those rects in `view`'s parent beside the frames the chains refer to. Each
/// result is drawn with its row's label; the picture is kept as `<name>.svg`.
@MainActor
func showChains(_ rows: [(label: Character, steps: [Step])], on view: Frame, beside frames: [Named], named name: String)
{
    let results = rows.map { ($0.label, $0.steps.code, $0.steps.apply(to: view).layout()) }
    printTable(["", "chain", "rect"], results.map { [String($0.0), $0.1, $0.2.rect.description] })
    print()
    let parent = view.parentSize ?? view.rect.size
    var picture = LayoutPicture(of: Frame(width: parent.width, height: parent.height))
    for named in frames { picture.add(named.frame, String(named.letter)) }
    for (label, _, frame) in results { picture.add(frame, String(label)) }
    Sketchbook.show(picture, named: name)
}
