// pinframe-bench: PinFrame against hand-written arithmetic on the same layouts.
//
//     swift run -c release pinframe-bench            # about 15 seconds
//     swift run -c release pinframe-bench --quick    # a second or two, for CI
//
// Every workload first checks that both variants give identical rects (the process exits
// non-zero if not), then times them in interleaved rounds. The last line is for machines:
// `feeditem ratio=<r> pinframe_ns=<a> manual_ns=<b> allocs_per_layout=<n>`.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(ucrt)
    import ucrt
#endif

func exitWithFailure() -> Never { exit(1) }

// `--repeat <kernel> <count>`: run one layout kernel `count` times and exit, to count its
// instructions with `valgrind --tool=callgrind` (the difference between two counts, divided
// by the difference in layouts, is the cost of one layout).
let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--repeat"), index + 2 < arguments.count {
    /// A kernel run `count` times on its own copy of `state`.
    func repeated<State>(_ kernel: @escaping Kernel, on state: State) -> (Int) -> Void {
        { count in
            let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
            pointer.initialize(to: state)
            repeating(kernel, on: pointer)(count)
            pointer.deinitialize(count: 1).deallocate()
        }
    }
    var kernels: [String: (Int) -> Void] = [
        "feeditem": repeated(feedItemWithPinFrame, on: FeedItem()),
        "feeditem-fresh": repeated(feedItemFresh, on: FeedItem()),
        "feeditem-inplace": repeated(feedItemInPlace, on: FeedItem()),
        "feeditem2x": repeated(feedItemWithPinFrame, on: FeedItem(scale: 2)),
        "feeditem-rects": repeated(feedItemRects, on: FeedItem()),
        "feeditem-sized": repeated(feedItemSized, on: FeedItem()),
        "feeditem-manual": repeated(feedItemByHand, on: FeedItem()),
        "feeditem-checked": repeated(feedItemByHandChecked, on: FeedItem()),
        "relative-list": repeated(belowAllPinFrameKernel, on: relativeListState(count: 1)),
        "relative-list-manual": repeated(belowAllByHandKernel, on: relativeListState(count: 1)),
        "warnings": repeated(conflictPinFrameKernel, on: conflictState()),
        "chain": repeated(chainPinFrameKernel, on: chainState()),
        "chain5": repeated(fiveRuleChainPinFrameKernel, on: chainState()),
        "chain-start": repeated(startEndChainPinFrameKernel, on: chainState()),
        "stack-one": repeated(stackPinFrameKernel, on: oneItemState()),
        "stack-wrap": repeated(stackPinFrameKernel, on: wrapRowState()),
        "stack-wrap-manual": repeated(wrapRowByHandKernel, on: wrapRowState()),
        "stack-toolbar": repeated(stackPinFrameKernel, on: toolbarState()),
        "stack-toolbar-manual": repeated(toolbarByHandKernel, on: toolbarState()),
        "feed": repeated(contentFeedPinFrameKernel, on: ContentFeedState()),
        "feed-manual": repeated(contentFeedByHandKernel, on: ContentFeedState()),
        "feedflex": repeated(feedFlexPinFrameKernel, on: FeedFlexState()),
        "feedflex-manual": repeated(feedFlexByHandKernel, on: FeedFlexState()),
        "feedflex-tree": repeated(feedFlexTreeKernel, on: FeedFlexState()),
        "feedflex-tree-kept": repeated(feedFlexTreeKeptKernel, on: FeedFlexState()),
        "stack-badges": repeated(stackBadgesKernel, on: FeedFlexState()),
        "feed-tree": repeated(contentFeedTreeKernel, on: ContentFeedState()),
        "feed-tree-kept": repeated(contentFeedTreeKeptKernel, on: KeptFeedState()),
        "settings-tree": repeated(settingsTreeKernel, on: SettingsState()),
        "settings-tree-kept": repeated(settingsTreeKeptKernel, on: SettingsState()),
        "photos-tree-kept": repeated(photoTreeKeptKernel, on: PhotoTreeState()),
        // The 10,000-card feed is built when its kernel runs, not for every other one.
        "cull-feed": { repeated(cullFeedKernel, on: ScrollFeedState())($0) },
        "cull-feed-walk": { repeated(cullFeedByHandKernel, on: ScrollFeedState())($0) },
        "hit-feed": { repeated(hitFeedKernel, on: ScrollFeedState())($0) },
        "hit-feed-walk": { repeated(hitFeedByHandKernel, on: ScrollFeedState())($0) },
        "scroll-feed-frame": { repeated(scrollFeedFrameKernel, on: ScrollFeedState())($0) },
        "settings-nested": repeated(settingsNestedKernel, on: SettingsState()),
        "grid-dashboard": repeated(measuredGridPinFrameKernel, on: dashboardState()),
        "grid-photos": repeated(gridPinFrameKernel, on: photosState()),
        "grid-photos-manual": repeated(photosByHandKernel, on: photosState()),
        "grid-photos-logged": repeated(loggedGridPinFrameKernel, on: photosState()),
        "grid-dashboard-logged": repeated(loggedMeasuredGridPinFrameKernel, on: dashboardState()),
        "grid-dense-10": repeated(gridPinFrameKernel, on: photosState(count: 10)),
        "grid-dense-100": repeated(gridPinFrameKernel, on: photosState(count: 100)),
        "grid-dense-1000": repeated(gridPinFrameKernel, on: photosState(count: 1_000)),
        "grid-dense-10000": repeated(gridPinFrameKernel, on: photosState(count: 10_000)),
        "grid-sparse-10": repeated(gridPinFrameKernel, on: sparsePhotosState(count: 10)),
        "grid-sparse-100": repeated(gridPinFrameKernel, on: sparsePhotosState(count: 100)),
        "grid-sparse-1000": repeated(gridPinFrameKernel, on: sparsePhotosState(count: 1_000)),
        "grid-sparse-10000": repeated(gridPinFrameKernel, on: sparsePhotosState(count: 10_000)),
        "picture-text": { count in
            for _ in 0..<count { print("\(textPictureSeconds(frames: 10_000, rounds: 1).seconds * 1_000) ms") }
        },
    ]
    // Growth: `grid-<shape>-<count>`, e.g. `grid-locked-dense-10000`.
    for shape in GridGrowthShape.allCases {
        for count in [1_000, 10_000, 100_000] {
            kernels["grid-\(shape.rawValue)-\(count)"] = {
                repeated(gridPinFrameKernel, on: shape.state(count: count))($0)
            }
        }
    }
    // Growth: `tree-<rows>`, a column of rows of three (1 + 4 × rows nodes).
    for rows in [2, 25, 250, 2_500, 25_000] {
        kernels["tree-\(rows)"] = { repeated(treeGrowthKernel, on: TreeGrowthState(rows: rows))($0) }
        kernels["tree-kept-\(rows)"] = { repeated(treeGrowthKeptKernel, on: TreeGrowthState(rows: rows))($0) }
    }
    guard let kernel = kernels[arguments[index + 1]], let count = Int(arguments[index + 2]) else {
        print("usage: pinframe-bench --repeat <\(kernels.keys.sorted().joined(separator: "|"))> <count>")
        exitWithFailure()
    }
    kernel(count)
    exit(0)
}

let quick = arguments.contains("--quick")
let budget = quick ? Budget.quick : Budget.full

func format(_ value: Double, _ digits: Int = 1) -> String {
    let scaled = (value * pow(10, Double(digits))).rounded() / pow(10, Double(digits))
    return "\(scaled)"
}

func report(_ result: Result) {
    let name = result.workload.padding(toLength: 40)
    print(
        "\(name) \(result.labels.pinframe.padding(toLength: 8)) \(format(result.pinframe.median).padding(toLength: 8)) ns"
            + " ±\(format(result.pinframe.spread * 100, 0))%   \(result.labels.manual.padding(toLength: 7)) "
            + "\(format(result.manual.median).padding(toLength: 8)) ns ±\(format(result.manual.spread * 100, 0))%"
            + "   ratio \(format(result.ratio, 2))")
}

extension String {
    func padding(toLength length: Int) -> String { self + String(repeating: " ", count: max(0, length - count)) }
}

print("pinframe-bench\(quick ? " --quick" : ""): medians of \(budget.rounds) interleaved rounds, ns per layout")
checkAllocationCounter()
print()
// Warm up: the first workload should not pay for a cold machine.
_ = feedItem(Budget(rounds: 1, secondsPerRound: budget.secondsPerRound))
let feed = feedItem(budget)
report(feed)
// Frames made in the timed function, every layout, as a render loop makes them.
report(feedItem(budget, "feeditem, frames made every layout", pinframe: feedItemFresh))
report(feedItem(budget, "feeditem@2x", scale: 2, manual: feedItemByHandAt2x))
report(feedItem(budget, "feeditem, .rect form", pinframe: feedItemRects))
report(feedItem(budget, "feeditem, frame.pin { } form", pinframe: feedItemInPlace))
// A sizing rule on every chain, against the same chains without it.
report(
    feedItem(
        budget, "feeditem, maxWidth on every chain", pinframe: feedItemSized, manual: feedItemWithPinFrame,
        labels: ("sized", "plain")))
// What PinFrame's per-chain checks cost when written by hand, and PinFrame against that.
report(
    feedItem(
        budget, "feeditem, checks by hand", pinframe: feedItemByHandChecked, labels: ("checked", "manual")))
report(feedItem(budget, "feeditem vs checks by hand", manual: feedItemByHandChecked, labels: ("pinframe", "checked")))
// Each layout waiting for the one before: latency rather than throughput.
report(
    feedItem(
        budget, "feeditem, one at a time", pinframe: feedItemWithPinFrameOneAtATime, manual: feedItemByHandOneAtATime))
report(
    feedItem(
        budget, "feeditem, one at a time, checks by hand", pinframe: feedItemByHandCheckedOneAtATime,
        manual: feedItemByHandOneAtATime, labels: ("checked", "manual")))
let listBudget = quick ? Budget(rounds: 3, secondsPerRound: budget.secondsPerRound) : budget
for result in lists(listBudget, counts: [10, 1_000, 100_000]) {
    report(result)
}
report(chain(budget))
for count in [1, 8, 64] {
    report(relativeList(budget, count: count))
}
report(warnings(budget))
report(compareStack("stack: 100-item wrapping row, grow", budget, wrapRowState(), manual: wrapRowByHandKernel))
report(compareStack("stack: 10-item toolbar", budget, toolbarState(), manual: toolbarByHandKernel))
report(compareContentFeed(budget))
report(comparePhotos(budget))
report(comparePhotosLogged(budget))
report(compareFeedFlex(budget))
report(compareFeedFlexTree(budget))
report(compareFeedFlexTree(budget, kept: true))
report(compareContentFeedTree(budget))
report(compareContentFeedTreeKept(budget))
report(compareCullFeed(budget))
report(compareHitFeed(budget))
let picture = textPictureSeconds(frames: 10_000, rounds: quick ? 1 : 5)
print(
    "text picture, 10,000 frames over a 375×812 root at 1 point a cell: \(format(picture.seconds * 1_000)) ms "
        + "(\(picture.characters) characters)")
let allocations = allocationsPerFeedItemLayout(quick ? 1_000 : 100_000)
print()
print("heap allocations per feeditem layout: \(allocations.map { format($0, 3) } ?? "not counted on this platform")")
for (name, state) in [("wrapping row", wrapRowState()), ("toolbar", toolbarState())] {
    let count = allocationsPerStackLayout(state, quick ? 100 : 10_000)
    print(
        "heap allocations per stack layout (\(name), the returned array included): \(count.map { format($0, 3) } ?? "n/a")"
    )
}
for (name, state, measured) in [
    ("dashboard", dashboardState(), true), ("photos", photosState(), false),
    ("1,000 photos", photosState(count: 1_000), false),
] {
    let count = allocationsPerGridLayout(state, measured: measured, quick ? 100 : 1_000)
    print(
        "heap allocations per grid layout (\(name), the returned array included): \(count.map { format($0, 3) } ?? "n/a")"
    )
}
if let feed = allocationsPerContentFeed(quick ? 10 : 1_000) {
    print("heap allocations per feed layout: \(format(feed.allocations, 3)) (arrays it returns: \(feed.arrays))")
}
let treeAllocations = [
    ("feedflex-tree", allocationsPerTreeLayout(FeedFlexState(), feedFlexTreeKernel, quick ? 100 : 10_000)),
    ("feed-tree", allocationsPerTreeLayout(ContentFeedState(), contentFeedTreeKernel, quick ? 10 : 1_000)),
    ("settings-tree", allocationsPerTreeLayout(SettingsState(), settingsTreeKernel, quick ? 10 : 1_000)),
    ("feedflex-tree-kept", allocationsPerTreeLayout(FeedFlexState(), feedFlexTreeKeptKernel, quick ? 100 : 10_000)),
    ("feed-tree-kept", allocationsPerTreeLayout(KeptFeedState(), contentFeedTreeKeptKernel, quick ? 10 : 1_000)),
    ("settings-tree-kept", allocationsPerTreeLayout(SettingsState(), settingsTreeKeptKernel, quick ? 10 : 1_000)),
    ("photos-tree-kept", allocationsPerTreeLayout(PhotoTreeState(), photoTreeKeptKernel, quick ? 10 : 1_000)),
    (
        "tree of 10,001 nodes, kept",
        allocationsPerTreeLayout(TreeGrowthState(rows: 2_500), treeGrowthKeptKernel, quick ? 2 : 20)
    ),
    ("tree of 10,001 nodes", allocationsPerTreeLayout(TreeGrowthState(rows: 2_500), treeGrowthKernel, quick ? 2 : 20)),
    (
        "10,000-card scrolling feed, a steady frame with culling and a hit test",
        allocationsPerTreeLayout(ScrollFeedState(), scrollFeedFrameKernel, quick ? 2 : 20)
    ),
]
for (name, count) in treeAllocations {
    print("heap allocations per tree layout (\(name), built and laid out): \(count.map { format($0, 3) } ?? "n/a")")
}
// A kept tree of stacks, rebuilt and laid out into a kept array (with a warm cache) allocates
// nothing: CI fails if one does. (Trees with grids still allocate in the grid engine.)
for (name, count) in treeAllocations where ["feedflex-tree-kept", "feed-tree-kept"].contains(name) {
    if let count, count > 0 {
        print("error: \(name) allocated \(count) times a layout in a steady state")
        exitWithFailure()
    }
}
let feedCalls = feedMeasureCalls()
print(
    "measure calls per measured leaf, feed: one tree \(format(feedCalls.tree, 2)), nested calls "
        + "\(format(feedCalls.nested, 2))")
print("measure calls per measured leaf, feed as a kept tree with a warm cache: \(format(keptFeedMeasureCalls(), 2))")
let settingsCalls = settingsMeasureCalls()
print(
    "measure calls per item, settings table: one tree \(format(settingsCalls.tree, 2)), nested calls "
        + "\(format(settingsCalls.nested, 2))")
print(
    "feeditem ratio=\(format(feed.ratio, 2)) pinframe_ns=\(format(feed.pinframe.median)) "
        + "manual_ns=\(format(feed.manual.median)) allocs_per_layout=\(allocations.map { format($0, 3) } ?? "n/a")")
