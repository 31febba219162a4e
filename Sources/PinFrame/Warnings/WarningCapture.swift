// Capturing warnings per task: what a test asserts when it lays out a whole screen. A
// task-local value, so that tests running in parallel each get their own, and child tasks
// report to their parent's.

import Synchronization

/// How many captures are running in the process: while none is, nothing need look for the
/// task's (a task-local lookup) to decide whether anyone listens.
private let runningCaptures = Atomic<Int>(0)

extension Pin {
    /// Runs `body` and returns its result with every warning that the chains and stacks
    /// laid out inside it reported (``PinChain/layout(fileID:line:)``, `.rect`, `.frame`, `frame.pin { }`,
    /// ``PinChain/layoutWithWarnings(fileID:line:)``, `Stack.frames` and `size`), on this task and the child tasks
    /// it starts, in the order they were reported. They go to the caller instead of to the
    /// log and `warningHandler`, whatever `logWarnings` and `activeWarnings` say. A capture
    /// inside another takes the warnings of its own body; captures in other tasks never see
    /// them. A task the body starts without waiting for it (`Task { … }`) reports to the
    /// capture while it lasts; what it reports after the capture returned goes to the log.
    ///
    ///     let (screen, warnings) = Pin.capturingWarnings { layoutScreen(width: 320) }
    ///     #expect(warnings.isEmpty, "\(warnings)")
    public static func capturingWarnings<Result>(_ body: () throws -> Result) rethrows -> (Result, [LayoutWarning]) {
        let capture = WarningCapture()
        runningCaptures.add(1, ordering: .relaxed)
        defer { runningCaptures.subtract(1, ordering: .relaxed) }
        let result = try WarningCapture.$current.withValue(capture, operation: body)
        return (result, capture.close())
    }

    /// ``PinChain/capturingWarnings(_:)`` for an `async` body; the child tasks it starts report to it.
    ///
    ///     let (_, warnings) = await Pin.capturingWarnings { await renderer.layOut(screen) }
    public static func capturingWarnings<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> (Result, [LayoutWarning]) {
        let capture = WarningCapture()
        runningCaptures.add(1, ordering: .relaxed)
        defer { runningCaptures.subtract(1, ordering: .relaxed) }
        let result = try await WarningCapture.$current.withValue(capture, operation: body, isolation: isolation)
        return (result, capture.close())
    }
}

extension Pin {
    /// Whether a warning reported now goes anywhere: the log is on, or this task has a
    /// capture. What only a listener needs (a stack's input checks) waits for this.
    static var isListening: Bool {
        logWarnings || (runningCaptures.load(ordering: .relaxed) > 0 && WarningCapture.current != nil)
    }
}

/// The warnings reported while a capture is active, from any of its tasks.
final class WarningCapture: Sendable {
    /// The capture of this task (inherited by its child tasks), if any.
    @TaskLocal static var current: WarningCapture?

    /// What was recorded so far, and whether the capture still takes warnings.
    private let state = Locked<(warnings: [LayoutWarning], isOpen: Bool)>(([], true))

    /// Adds `warnings`, in order; false, adding nothing, once the capture has ended (a task
    /// it started outlived it).
    func record(_ warnings: [LayoutWarning]) -> Bool {
        state.withLock { state in
            guard state.isOpen else { return false }
            state.warnings += warnings
            return true
        }
    }

    /// Ends the capture: returns what it recorded, and takes nothing more.
    func close() -> [LayoutWarning] {
        state.withLock { state in
            state.isOpen = false
            return state.warnings
        }
    }
}
