// A full-screen terminal dashboard laid out with PinFrame on every tick.
//
//     swift run terminal-dashboard                             # live; ↑ ↓ scroll, click selects, q quits
//     swift run terminal-dashboard --tick 1000                 # a layout a second
//     swift run terminal-dashboard --once --cols 80 --rows 24  # one frame as plain text
//     swift run terminal-dashboard --once --scroll 12          # … with the cards scrolled 12 rows

import PinFrame

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let posts = [
    Post(
        author: "Ada Lovelace", initials: "AL", time: "2 min ago",
        body: "The engine lays out frames as pure values: no views, no retained state, just rectangles."),
    Post(
        author: "Grace Hopper", initials: "GH", time: "14 min ago",
        body: "Pinned the sidebar at 25% with a minimum and a maximum width; the cards take the rest."),
    Post(
        author: "Alan Kay", initials: "AK", time: "1 h ago",
        body: "Resize the terminal: every frame is computed again on the next tick."),
    Post(
        author: "Barbara Liskov", initials: "BL", time: "3 h ago",
        body: "Bodies wrap to the card's width through sizeToFit, and the buttons follow below them."),
]

/// What the layout keeps from tick to tick: the cards' tree, frames and measured sizes, the
/// scroll offset and the selected card.
nonisolated(unsafe) var kept = KeptCards()

/// The layout for a terminal size, timed, drawn with the footer's status line: the cards
/// measured this tick (none while nothing changes) and the layout time.
func frame(columns: Int, rows: Int, lastLayoutNanoseconds: UInt64?) -> (screen: Screen, nanoseconds: UInt64) {
    let measuredBefore = kept.cache.misses
    let start = Terminal.now()
    let layout = DashboardLayout(columns: columns, rows: rows, posts: posts, kept: &kept)
    let nanoseconds = Terminal.now() - start
    let shown = lastLayoutNanoseconds ?? nanoseconds
    let measured = kept.cache.misses - measuredBefore
    let selected = kept.selected.map { " · " + posts[$0].author } ?? ""
    let status =
        "q quit · ↑↓ scroll · \(columns)×\(rows) · \(layout.cards.count) cards · \(measured) measured · layout "
        + "\(microseconds(shown)) µs\(selected)"
    return (Screen(layout, status: status), nanoseconds)
}

/// What the reader did, applied: the cards scrolled 3 rows (the layout keeps the offset in
/// its range), or the card under a click selected — the tree's hit test over the frames it
/// returned, the cards' clip taken into account. Returns false for `q`.
func apply(_ input: Input) -> Bool {
    switch input {
    case .quit: return false
    case .scrollUp: kept.offset = max(0, kept.offset - 3)
    case .scrollDown: kept.offset += 3
    case .click(let column, let row):
        // The middle of the cell, in the screen's points.
        let point = Point(x: Double(column) - 0.5, y: Double(row) - 0.5)
        if let node = kept.tree.node(at: point, in: kept.frames), let post = kept.tree.content(of: node) {
            kept.selected = post
        }
    case .other: break
    }
    return true
}

/// `12.3`: nanoseconds as microseconds with one decimal.
func microseconds(_ nanoseconds: UInt64) -> String {
    let tenths = (nanoseconds + 50) / 100
    return "\(tenths / 10).\(tenths % 10)"
}

/// The value after `flag` on the command line as a positive number, if there is one.
func option(_ flag: String) -> Int? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return Int(arguments[index + 1]).flatMap { $0 > 0 ? $0 : nil }
}

// Debug builds would log layout warnings to standard error, over the screen.
Pin.logWarnings = false

if CommandLine.arguments.contains("--once") {
    let size = Terminal.size() ?? (80, 24)
    let columns = option("--cols") ?? size.columns
    let rows = option("--rows") ?? size.rows
    kept.offset = Double(option("--scroll") ?? 0)
    print(frame(columns: columns, rows: rows, lastLayoutNanoseconds: nil).screen.plainLines().joined(separator: "\n"))
    exit(0)
}

let original = Terminal.enterFullScreen()
var lastLayout: UInt64?
while !quitRequested.load(ordering: .relaxed) {
    terminalResized.store(false, ordering: .relaxed)
    let size = Terminal.size() ?? (80, 24)
    let drawn = frame(columns: size.columns, rows: size.rows, lastLayoutNanoseconds: lastLayout)
    lastLayout = drawn.nanoseconds
    Terminal.output(drawn.screen.ansi())
    // A tick (250 ms unless `--tick MS`), cut short by input or by SIGWINCH (poll returns EINTR).
    let inputs = Input.parse(Terminal.readInput(waiting: Int32(clamping: option("--tick") ?? 250)))
    if !inputs.allSatisfy(apply) { break }
    if terminalResized.load(ordering: .relaxed) { Terminal.output("\u{1B}[2J") }
}
Terminal.restore(original)
