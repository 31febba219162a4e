import Testing

@testable import PinFrame

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ProcessWideLogTests {
    /// The log sink is process-wide, so these tests run one at a time and restore it. Other
    /// suites keep running in parallel and may log too: each test here only looks at what it
    /// logged from this file.
    @Suite("The warning log sink (WarningLog.swift)", .quietLog)
    struct WarningLogTests {
        /// Collects what the handler receives from this file.
        final class Collector: Sendable {
            let received = Locked<[LayoutWarning]>([])

            var handler: Pin.WarningHandler {
                { warning in
                    guard warning.location == nil || warning.location?.fileID == #fileID else { return }
                    self.received.withLock { $0.append(warning) }
                }
            }

            var warnings: [LayoutWarning] { received.withLock { $0 } }
        }

        /// Runs `body` with `collector` as the handler and logging set to `logging`.
        func withHandler(_ collector: Collector, logging: Bool = true, _ body: () -> Void) {
            let (handler, wasLogging) = (Pin.warningHandler, Pin.logWarnings)
            Pin.warningHandler = collector.handler
            Pin.logWarnings = logging
            body()
            Pin.warningHandler = handler
            Pin.logWarnings = wasLogging
        }

        let view = frame(0, 0, 100, 50)

        @Test func layoutSendsEachWarningWithTheCallsFileAndLine() {
            let collector = Collector()
            var line = 0
            withHandler(collector) {
                line = #line + 1
                _ = view.pin.width(1).width(987_654).layout()
            }
            let mine = collector.warnings.filter { $0.rule == "width(987654)" }
            #expect(mine.count == 1)
            #expect(mine.first?.location == LayoutWarning.Location(fileID: #fileID, line: line))
            #expect(
                mine.first.map(Pin.standardErrorLine(for:))
                    == "\(#fileID):\(line): width(987654) won't be applied since it value has already been set to 1.\n")
        }

        @Test func theMutatingFormLogsAndReturnsTheWarnings() {
            let collector = Collector()
            var child = view
            var returned: [LayoutWarning] = []
            var line = 0
            withHandler(collector) {
                line = #line + 1
                returned = child.pin { $0.left(10).hCenter(123_456) }
            }
            #expect(returned.map(\.rule) == ["hCenter(123456)"])
            #expect(returned.map(\.location) == [LayoutWarning.Location(fileID: #fileID, line: line)])
            let logged = collector.warnings.filter { $0.rule == "hCenter(123456)" }
            #expect(logged == returned)
            #expect(logged.map(\.location) == returned.map(\.location))
            #expect(child.rect == rect(10, 0, 100, 50))
            // Without warnings it returns none.
            #expect(child.pin { $0.top(3) }.isEmpty)
            #expect(child.rect == rect(10, 3, 100, 50))
        }

        @Test func layoutWithWarningsLogsWhatItReturns() {
            let collector = Collector()
            var result: (frame: Frame, warnings: [LayoutWarning])?
            var line = 0
            withHandler(collector) {
                line = #line + 1
                result = view.pin.height(2).height(135_791).layoutWithWarnings()
            }
            let logged = collector.warnings.filter { $0.rule == "height(135791)" }
            #expect(logged.count == 1)
            #expect(logged == result?.warnings)
            #expect(logged.map(\.location) == [LayoutWarning.Location(fileID: #fileID, line: line)])
            #expect(result?.frame.rect == rect(0, 0, 100, 2))
        }

        @Test func theMutatingFormReturnsLocatedWarningsWithLoggingOff() {
            let collector = Collector()
            var child = view
            var returned: [LayoutWarning] = []
            var line = 0
            withHandler(collector, logging: false) {
                line = #line + 1
                returned = child.pin { $0.width(5).width(432_109) }
            }
            #expect(returned.map(\.location) == [LayoutWarning.Location(fileID: #fileID, line: line)])
            #expect(collector.warnings.filter { $0.rule == "width(432109)" }.isEmpty)
        }

        @Test func rectAndFrameLogWithoutALocation() {
            let collector = Collector()
            withHandler(collector) {
                _ = view.pin.height(1).height(876_543).rect
                _ = view.pin.height(1).height(765_432).frame
            }
            let mine = collector.warnings.filter { ["height(876543)", "height(765432)"].contains($0.rule) }
            #expect(mine.count == 2)
            #expect(mine.allSatisfy { $0.location == nil })
        }

        @Test func nothingIsLoggedWhenLoggingIsOff() {
            let collector = Collector()
            withHandler(collector, logging: false) {
                _ = view.pin.width(1).width(654_321).layout()
            }
            #expect(collector.warnings.filter { $0.rule == "width(654321)" }.isEmpty)
            // The warnings are still on the value.
            #expect(view.pin.width(1).width(654_321).warnings.count == 1)
        }

        @Test func chainsWithoutWarningsLogNothing() {
            let collector = Collector()
            withHandler(collector) {
                _ = view.pin.topLeft(543_210).layout()
            }
            #expect(collector.warnings.filter { $0.location != nil }.isEmpty)
        }

        @Test func settingsCanBeChangedFromManyThreads() async {
            let (handler, wasLogging) = (Pin.warningHandler, Pin.logWarnings)
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<100 {
                    group.addTask {
                        Pin.logWarnings = index.isMultiple(of: 2)
                        Pin.warningHandler = { _ in }
                        _ = Pin.warningHandler
                        _ = frame(0, 0, 1, 1).pin.width(1).width(2).rect
                    }
                }
            }
            // After the storm, the settings still read back what was last written.
            Pin.logWarnings = false
            #expect(!Pin.logWarnings)
            Pin.logWarnings = true
            #expect(Pin.logWarnings)
            let collector = Collector()
            Pin.warningHandler = collector.handler
            Pin.warningHandler(LayoutWarning(kind: .ignored, rule: "probe", description: "probe"))
            #expect(collector.warnings.map(\.rule) == ["probe"])
            Pin.warningHandler = handler
            Pin.logWarnings = wasLogging
        }

        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            @Test func readingTheHandlerOftenLeavesItAsItWas() throws {
                // Each read of a handler kept in the lock as a bare function used to wrap it
                // once more, until a call through it ran out of stack: after about 2,700 reads
                // on a 512 KB thread.
                let collector = Collector()
                let (handler, wasLogging) = (Pin.warningHandler, Pin.logWarnings)
                defer { (Pin.warningHandler, Pin.logWarnings) = (handler, wasLogging) }
                Pin.warningHandler = collector.handler
                for _ in 0..<100_000 { _ = Pin.warningHandler }
                // Reading and writing back, as code that saves and restores the handler does.
                for _ in 0..<1_000 { Pin.warningHandler = Pin.warningHandler }
                Pin.logWarnings = true
                let line = #line + 2
                let finished = runOnThread(stackSize: 512 * 1024) {
                    _ = frame(0, 0, 100, 50).pin.width(1).width(246_810).layout()
                }
                try #require(finished)
                let mine = collector.warnings.filter { $0.rule == "width(246810)" }
                #expect(mine.map(\.location) == [LayoutWarning.Location(fileID: #fileID, line: line)])
            }
        #endif

        @Test func warningsFromManyTasksArriveOnceEachWithTheirLocation() async {
            // 64 tasks lay out 50 chains each, every chain with one warning of its own
            // (width(1) then width(k)); some tasks replace the handler as they go. Each
            // warning must reach exactly one of the handlers, once, located at its call.
            let counts = Locked<[String: Int]>([:])
            let counting: @Sendable () -> Pin.WarningHandler = {
                { warning in
                    guard let location = warning.location, location.fileID == #fileID else { return }
                    counts.withLock { $0["\(location.line) \(warning.rule)", default: 0] += 1 }
                }
            }
            let (handler, wasLogging) = (Pin.warningHandler, Pin.logWarnings)
            defer { (Pin.warningHandler, Pin.logWarnings) = (handler, wasLogging) }
            Pin.warningHandler = counting()
            Pin.logWarnings = true
            let line = #line + 7
            await withTaskGroup(of: Void.self) { group in
                for task in 0..<64 {
                    group.addTask {
                        for index in 0..<50 {
                            if task.isMultiple(of: 8), index.isMultiple(of: 10) { Pin.warningHandler = counting() }
                            let width = Double(2 + task * 50 + index)
                            _ = frame(0, 0, 10, 10).pin.width(1).width(width).layout()
                        }
                    }
                }
            }
            let received = counts.withLock { $0 }
            let expected = (0..<(64 * 50)).map { "\(line) width(\(2 + $0))" }
            #expect(received.count == expected.count)
            #expect(expected.filter { received[$0] != 1 }.prefix(5) == [], "not received exactly once")
        }

        @Test func activeWarningsFilterTheLogButNotACapture() {
            let collector = Collector()
            let active = Pin.activeWarnings
            defer { Pin.activeWarnings = active }
            #expect(active == Set(LayoutWarning.Kind.allCases))
            Pin.activeWarnings = [.conflict]
            #expect(Pin.activeWarnings == [.conflict])
            withHandler(collector) {
                _ = view.pin.width(1).width(777).layout()  // already set: not logged
                _ = view.pin.left(1).right(1).width(778).layout()  // a conflict: logged
            }
            #expect(collector.warnings.map(\.rule).filter { $0.hasPrefix("width(77") } == ["width(778)"])
            let (_, captured) = Pin.capturingWarnings {
                _ = view.pin.width(1).width(779).layout()
            }
            #expect(captured.map(\.kind) == [.alreadySet])
        }

        @Test func aCaptureTakesTheWarningsInsteadOfTheHandlerEvenWithLoggingOff() {
            let collector = Collector()
            var captured: [LayoutWarning] = []
            withHandler(collector, logging: false) {
                (_, captured) = Pin.capturingWarnings { _ = view.pin.width(1).width(881).layout() }
            }
            withHandler(collector, logging: true) {
                _ = Pin.capturingWarnings { _ = view.pin.width(1).width(882).layout() }
            }
            #expect(captured.map(\.rule) == ["width(881)"])
            #expect(collector.warnings.filter { $0.rule.hasPrefix("width(88") }.isEmpty)
        }

        @Test func stacksReportBadInputLikeChains() {
            // Logged when logging is on, dropped when it is off, captured either way.
            let collector = Collector()
            let row = frame(0, 0, 100, 10)
            withHandler(collector) { _ = Stack.horizontal(spacing: -7_777).frames(for: [], in: row) }
            withHandler(collector, logging: false) { _ = Stack.horizontal(spacing: -7_778).frames(for: [], in: row) }
            var captured: [LayoutWarning] = []
            withHandler(collector, logging: false) {
                (_, captured) = Pin.capturingWarnings { _ = Stack.horizontal(spacing: -7_779).frames(for: [], in: row) }
            }
            let logged = collector.warnings.map(\.rule).filter { $0.hasPrefix("Stack.spacing(-777") }
            #expect(logged == ["Stack.spacing(-7777)"])
            #expect(captured.map(\.rule) == ["Stack.spacing(-7779)"])
        }

        @Test func aHandlerThatLaysOutSomethingThatWarnsIsNotCalledAgainForIt() {
            // The handler lays out a chain, a stack and a grid that each warn (in a render
            // loop: an overlay that shows the warning). Those three go to standard error (the
            // three lines in the test log), not back to the handler, which would recurse
            // without end: the handler runs once, for the outer warning.
            let calls = Locked(0)
            let inner = Locked<[String]>([])
            let (handler, wasLogging) = (Pin.warningHandler, Pin.logWarnings)
            let screen = frame(0, 0, 100, 100)
            Pin.warningHandler = { warning in
                guard warning.rule == "width(-31)" else {
                    inner.withLock { $0.append(warning.rule) }
                    return
                }
                calls.withLock { $0 += 1 }
                _ = Frame(in: screen).pin.width(-32).layout()
                _ = Stack.horizontal(spacing: -33).frames(for: [], in: screen)
                _ = Grid(columnSpacing: -34).frames(for: [], in: screen)
            }
            Pin.logWarnings = true
            _ = Frame(in: screen).pin.width(-31).layout()
            Pin.warningHandler = handler
            Pin.logWarnings = wasLogging
            #expect(calls.withLock { $0 } == 1)
            #expect(inner.withLock { $0 }.filter { ["width(-32)", "Stack.spacing(-33)"].contains($0) }.isEmpty)
            #expect(inner.withLock { $0 }.filter { $0.contains("-34") }.isEmpty)
        }

        @Test func aTaskThatOutlivesItsCaptureReportsToTheLog() async {
            // The task starts inside the capture (and inherits it) but lays out only once the
            // capture has returned: its warning goes to the log, not to the ended capture.
            let collector = Collector()
            let (handler, wasLogging) = (Pin.warningHandler, Pin.logWarnings)
            Pin.warningHandler = collector.handler
            Pin.logWarnings = true
            let ended = Locked(false)
            let view = self.view
            var task: Task<Void, Never>?
            let (_, captured) = Pin.capturingWarnings {
                task = Task {
                    while !ended.withLock({ $0 }) { await Task.yield() }
                    _ = view.pin.width(1).width(424_242).layout()
                }
            }
            ended.withLock { $0 = true }
            await task?.value
            Pin.warningHandler = handler
            Pin.logWarnings = wasLogging
            #expect(captured.isEmpty)
            #expect(collector.warnings.filter { $0.rule == "width(424242)" }.count == 1)
        }

        @Test func aHandlerReceivesEveryRepeat() {
            let collector = Collector()
            withHandler(collector) {
                for _ in 0..<3 { _ = view.pin.width(1).width(654_321).layout() }
            }
            #expect(collector.warnings.filter { $0.rule == "width(654321)" }.count == 3)
        }

        @Test func theDefaultHandlerWritesAWarningFromOnePlaceOnce() {
            var filter = RepeatFilter()
            let here = LayoutWarning.Location(fileID: "App/Feed.swift", line: 42)
            let warning = LayoutWarning(kind: .conflict, rule: "width(2)", description: "width(2) …", location: here)
            // Written the first time; the first repeat is announced, later ones are silent.
            #expect(filter.admit(warning) == (true, false))
            #expect(filter.admit(warning) == (false, true))
            #expect(filter.admit(warning) == (false, false))
            // The same text from another line is another warning.
            let elsewhere = LayoutWarning(
                kind: .conflict, rule: "width(2)", description: "width(2) …",
                location: LayoutWarning.Location(fileID: "App/Feed.swift", line: 43))
            #expect(filter.admit(elsewhere) == (true, false))
            #expect(
                Pin.repeatLine(for: warning)
                    == "App/Feed.swift:42: width(2): the warning above repeats; repeats are not shown.\n")
        }

        @Test func theRepeatFilterStaysSmall() {
            var filter = RepeatFilter()
            func warning(_ number: Int) -> LayoutWarning {
                LayoutWarning(kind: .ignored, rule: "r", description: "\(number)")
            }
            for number in 0..<100 { #expect(filter.admit(warning(number)).isNew) }
            #expect(!filter.admit(warning(1)).isNew)
            // Past its limit it forgets the oldest first: the first one is new again, the
            // latest is still known, and it holds no more than its limit.
            for number in 100..<RepeatFilter.limit * 2 { _ = filter.admit(warning(number)) }
            #expect(filter.count == RepeatFilter.limit)
            #expect(!filter.admit(warning(RepeatFilter.limit * 2 - 1)).isNew)
            #expect(filter.admit(warning(1)).isNew)
        }

        @Test(arguments: [2_048, 10_000])
        func aLoopRepeatingManyWarningsWritesEachOnce(distinct: Int) {
            // 100 frames, each with the same `distinct` warnings: each is written once, and
            // its first repeat announced once (2 lines a warning). Emptying the filter when
            // full wrote 204,800 lines for 2,048.
            var filter = RepeatFilter()
            var lines = 0
            for _ in 0..<100 {
                for number in 0..<distinct {
                    let (isNew, firstRepeat) = filter.admit(
                        LayoutWarning(kind: .ignored, rule: "r", description: "\(number)"))
                    if isNew || firstRepeat { lines += 1 }
                }
            }
            #expect(lines == 2 * distinct)
        }

        @Test func theDefaultsLogInDebugBuildsToStandardError() {
            #if DEBUG
                #expect(Pin.logWarnings)
            #endif
            // The default handler writes a line and returns; it must not trap on any input.
            Pin.standardErrorHandler(
                LayoutWarning(
                    kind: .ignored, rule: "test", description: "(this line is expected in the test log)",
                    location: LayoutWarning.Location(fileID: #fileID, line: #line)))
        }

        @Test func theDefaultLineIsTheLocationThenTheDescription() {
            // `width(100).width(200)`: the second width is rejected (wording from
            // PinLayout), and the line starts with where the chain was resolved.
            let warning = view.pin.width(100).width(200).warnings.first
            let location = LayoutWarning.Location(fileID: "App/Feed.swift", line: 42)
            #expect(
                warning.map { Pin.standardErrorLine(for: $0.reported(at: location)) }
                    == "App/Feed.swift:42: width(200) won't be applied since it value has already been set to 100.\n")
            #expect(
                warning.map(Pin.standardErrorLine(for:))
                    == "width(200) won't be applied since it value has already been set to 100.\n")
        }

        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            @Test func aLineReachesTheDescriptorByteForByte() throws {
                var ends: [Int32] = [-1, -1]
                try #require(pipe(&ends) == 0)
                defer { close(ends[0]) }
                let line = "Écrans/Fil.swift:7: top(5) won't be applied … 🙂\n"
                Pin.writeLine(line, to: ends[1])
                close(ends[1])
                #expect(Self.readBytes(from: ends[0]) == Array(line.utf8))
            }
        #endif

        #if canImport(Glibc)
            /// What the writer thread of `anInterruptedWriteIsTriedAgain` writes.
            static let interruptedLine = "App/Feed.swift:9: width(200) won't be applied\n"

            @Test func anInterruptedWriteIsTriedAgain() throws {
                // A full pipe makes the write block, and a signal whose handler is installed
                // without SA_RESTART makes the blocked write fail with EINTR, having written
                // nothing. The line must still arrive once the pipe is drained.
                var ends: [Int32] = [-1, -1]
                try #require(pipe(&ends) == 0)
                defer { close(ends[0]) }
                let flags = fcntl(ends[1], F_GETFL)
                _ = fcntl(ends[1], F_SETFL, flags | O_NONBLOCK)
                var filled = 0
                var byte: UInt8 = 0x2E
                while write(ends[1], &byte, 1) == 1 { filled += 1 }
                _ = fcntl(ends[1], F_SETFL, flags)

                var action = sigaction()
                action.__sigaction_handler.sa_handler = { _ in }
                action.sa_flags = 0
                var previous = sigaction()
                try #require(sigaction(SIGUSR1, &action, &previous) == 0)
                defer { sigaction(SIGUSR1, &previous, nil) }

                let descriptor = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
                defer { descriptor.deallocate() }
                descriptor.pointee = ends[1]
                var writer = pthread_t()
                let started = pthread_create(
                    &writer, nil,
                    { argument in
                        // The test runner's threads may block signals, and a new thread
                        // inherits that: let this one receive SIGUSR1.
                        var signals = sigset_t()
                        sigemptyset(&signals)
                        sigaddset(&signals, SIGUSR1)
                        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
                        if let descriptor = argument?.assumingMemoryBound(to: Int32.self).pointee {
                            Pin.writeLine(ProcessWideLogTests.WarningLogTests.interruptedLine, to: descriptor)
                        }
                        return nil
                    }, descriptor)
                try #require(started == 0)
                // Interrupt the blocked write many times over 50 ms, then make room for it.
                for _ in 0..<50 {
                    pthread_kill(writer, SIGUSR1)
                    usleep(1000)
                }
                #expect(Self.readBytes(from: ends[0], atMost: filled).count == filled)
                pthread_join(writer, nil)
                close(ends[1])
                #expect(Self.readBytes(from: ends[0]) == Array(Self.interruptedLine.utf8))
            }
        #endif

        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            /// Reads from `descriptor` until end of file, or until `limit` bytes have come.
            static func readBytes(from descriptor: Int32, atMost limit: Int = .max) -> [UInt8] {
                var received: [UInt8] = []
                var chunk = [UInt8](repeating: 0, count: 4096)
                while received.count < limit {
                    let wanted = min(chunk.count, limit - received.count)
                    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
                    guard count > 0 else { break }
                    received += chunk[..<count]
                }
                return received
            }
        #endif

        @Test func aDescriptorThatTakesNothingIsLeftAlone() {
            // Not open at all: `write` fails at once (EBADF, not EINTR), and the sink gives up
            // without trapping.
            let byte: [UInt8] = [0x2E]
            let outcome = byte.withUnsafeBytes { buffer in buffer.baseAddress.map { Pin.writeOnce(-1, $0, count: 1) } }
            #expect(outcome == .failed)
            Pin.writeLine("nowhere\n", to: -1)
        }

        @Test func aWriteIsReadAsWrittenInterruptedOrFailed() {
            // What `writeLine`'s loop does next: count the bytes, try again, or give up.
            #expect(Pin.WriteOutcome(written: 5, interrupted: false) == .wrote(5))
            #expect(Pin.WriteOutcome(written: -1, interrupted: true) == .interrupted)
            #expect(Pin.WriteOutcome(written: -1, interrupted: false) == .failed)
            // A write that takes nothing would make the loop spin: it counts as a failure.
            #expect(Pin.WriteOutcome(written: 0, interrupted: false) == .failed)
        }
    }
}
