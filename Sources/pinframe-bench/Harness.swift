// Timing: interleaved rounds of the two variants of a workload, medians and spreads.

import PinFrame

/// Nanoseconds per operation over the rounds of one variant.
struct Timings {
    var samples: [Double] = []

    var median: Double { percentile(0.5) }

    /// Half the distance between the 10th and 90th percentiles, relative to the median.
    var spread: Double { median > 0 ? (percentile(0.9) - percentile(0.1)) / 2 / median : 0 }

    func percentile(_ p: Double) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let position = p * Double(sorted.count - 1)
        let low = Int(position)
        let high = min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }
}

/// How long to measure: rounds per workload and the time one round of one variant takes.
struct Budget {
    var rounds: Int
    var secondsPerRound: Double

    static let full = Budget(rounds: 21, secondsPerRound: 0.02)
    static let quick = Budget(rounds: 5, secondsPerRound: 0.002)
}

let clock = ContinuousClock()

func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// Times `body(iterations)`, which runs an operation `iterations` times.
func time(_ iterations: Int, _ body: (Int) -> Void) -> Double {
    let start = clock.now
    body(iterations)
    return nanoseconds(clock.now - start)
}

/// How many iterations make one round last about `seconds`.
func calibrate(_ seconds: Double, _ body: (Int) -> Void) -> Int {
    var iterations = 1
    while true {
        let elapsed = time(iterations, body)
        if elapsed >= seconds * 1e9 / 4 || iterations >= 1 << 30 {
            return max(1, Int(Double(iterations) * seconds * 1e9 / max(elapsed, 1)))
        }
        iterations *= 4
    }
}

/// Runs both variants in alternating rounds (the one that goes first alternates too) and
/// returns nanoseconds per iteration.
func compare(
    _ budget: Budget, pinframe: @escaping (Int) -> Void, manual: @escaping (Int) -> Void
) -> (pinframe: Timings, manual: Timings) {
    let timings = interleaved(budget, [(pinframe, 1), (manual, 1)])
    return (timings[0], timings[1])
}

/// Runs every variant once per round and returns nanoseconds per operation for each; a
/// variant's `operations` is how many operations one of its iterations is. Variants timed
/// in the same rounds see the same machine: a slowdown partway through a run shows up in
/// all of them, not as a difference between them. Each round starts one variant further
/// along, so that none always runs first.
func interleaved(_ budget: Budget, _ variants: [(run: (Int) -> Void, operations: Double)]) -> [Timings] {
    let iterations = variants.map { calibrate(budget.secondsPerRound, $0.run) }
    var timings = [Timings](repeating: Timings(), count: variants.count)
    for round in 0..<budget.rounds {
        for step in variants.indices {
            let index = (round + step) % variants.count
            let elapsed = time(iterations[index], variants[index].run)
            timings[index].samples.append(elapsed / Double(iterations[index]) / variants[index].operations)
        }
    }
    return timings
}

/// Keeps results alive so the optimizer cannot drop the work that made them.
nonisolated(unsafe) var sink = 0.0

@inline(never)
func consume(_ value: Double) { sink += value }

/// One layout as a C function pointer on untyped state: no context to retain.
typealias Kernel = @convention(c) (UnsafeMutableRawPointer) -> Void

/// The kernel being timed, read from this global before every call: the optimizer cannot
/// see which function it is, so no call can be hoisted out of its loop or folded with the
/// next one, whatever the function does. Both variants of every workload are called this
/// way and pay the same for it (a load and an indirect call).
nonisolated(unsafe) var currentKernel: Kernel?

/// Returns a loop that runs `kernel` on `state` a given number of times.
func repeating<State>(_ kernel: Kernel, on state: UnsafeMutablePointer<State>) -> (Int) -> Void {
    { count in
        currentKernel = kernel
        let raw = UnsafeMutableRawPointer(state)
        for _ in 0..<count { currentKernel?(raw) }
    }
}

/// Times kernel `pinframe` against kernel `manual`, each on its own copy of `state`, after
/// checking that one run of each gives the same `rects` (the process exits if not).
/// `checksum` keeps the results alive.
func compareKernels<State>(
    _ name: String, _ budget: Budget, on state: State, pinframe: Kernel, manual: Kernel,
    labels: (pinframe: String, manual: String) = ("pinframe", "manual"), rects: (State) -> [Rect],
    checksum: (State) -> Double
) -> Result {
    let pinState = UnsafeMutablePointer<State>.allocate(capacity: 1)
    let handState = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pinState.initialize(to: state)
    handState.initialize(to: state)
    defer {
        pinState.deinitialize(count: 1).deallocate()
        handState.deinitialize(count: 1).deallocate()
    }
    repeating(pinframe, on: pinState)(1)
    repeating(manual, on: handState)(1)
    check(name, rects(pinState.pointee), rects(handState.pointee))
    let timings = compare(budget, pinframe: repeating(pinframe, on: pinState), manual: repeating(manual, on: handState))
    consume(checksum(pinState.pointee) + checksum(handState.pointee))
    return Result(workload: name, pinframe: timings.pinframe, manual: timings.manual, labels: labels)
}
