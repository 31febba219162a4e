// The warning log sink: a switch, a filter by kind and a replaceable handler, all safe from
// any thread, and the default handler, which writes to standard error (`writeOnce`, the one
// call that differs by platform) and shows a warning repeated from the same place once.
// Warnings go to a capture instead when one is active (WarningCapture.swift).

import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(ucrt)
    import ucrt
#endif

#if DEBUG
    private let logsByDefault = true
#else
    private let logsByDefault = false
#endif

private let logSwitch = Atomic<Bool>(logsByDefault)
/// The kinds that are logged, one bit each (`LayoutWarning.Kind.bit`).
private let activeKinds = Atomic<UInt8>(LayoutWarning.Kind.allBits)
private let handlerStorage = Locked(HandlerBox(Pin.standardErrorHandler))
/// The warnings the default handler has written, to write each only once.
private let written = Locked(RepeatFilter())

/// The handler inside a struct. The lock is generic: a function stored in it directly is
/// kept at its most general form, so each read converts it and, through `withLock`'s
/// `inout`, stores the converted function back, one wrapper deeper every time (a thread
/// ran out of stack after a few thousand reads). A struct is moved in and out as it is.
private struct HandlerBox: Sendable {
    let handler: Pin.WarningHandler

    init(_ handler: @escaping Pin.WarningHandler) { self.handler = handler }
}

/// The warnings written so far, by location and text: a render loop that repeats a mistake
/// every frame writes it once. It keeps a hash of each (64 bits: two warnings that differ
/// will not be taken for each other in practice), at most `limit` of them: past that it
/// forgets the oldest, so that it stays small whatever the loop logs, and a loop that repeats
/// up to `limit` distinct warnings a frame still writes each once.
struct RepeatFilter: Sendable {
    static let limit = 16_384
    /// Each warning's hash, and whether its repeat was announced.
    private var seen: [Int: Bool] = [:]
    /// The hashes in the order they came, as a ring once full; `oldest` is the next to go.
    private var order: [Int] = []
    private var oldest = 0

    /// How many warnings it remembers.
    var count: Int { seen.count }

    /// Whether `warning` is new (to be written), or a repeat; and whether it is its first
    /// repeat (to say once that repeats are not shown).
    mutating func admit(_ warning: LayoutWarning) -> (isNew: Bool, firstRepeat: Bool) {
        let key = LayoutWarning.Seen(warning).hashValue
        if let announced = seen[key] {
            seen[key] = true
            return (false, !announced)
        }
        seen[key] = false
        if order.count < Self.limit {
            order.append(key)
        } else {
            seen[order[oldest]] = nil
            order[oldest] = key
            oldest = (oldest + 1) % Self.limit
        }
        return (true, false)
    }
}

extension LayoutWarning {
    /// A warning as the repeat filter knows it: where and what.
    struct Seen: Hashable, Sendable {
        let location: Location?
        let description: String

        init(_ warning: LayoutWarning) {
            location = warning.location
            description = warning.description
        }
    }
}

extension Pin {
    /// Receives each warning when a chain is resolved with logging on. The warning's
    /// `location` is the file and line of the ``PinChain/layout(fileID:line:)`` / `frame.pin { }` call (`nil` for
    /// `.rect` and `.frame`).
    ///
    ///     Pin.warningHandler = { print($0) }
    public typealias WarningHandler = @Sendable (_ warning: LayoutWarning) -> Void

    /// Whether resolving a chain sends its warnings to `warningHandler`. On by default in
    /// debug builds of PinFrame, off in release builds. Safe to set from any thread.
    ///
    ///     Pin.logWarnings = false   // silence the log; `pin.warnings` still lists them
    public static var logWarnings: Bool {
        get { logSwitch.load(ordering: .relaxed) }
        set { logSwitch.store(newValue, ordering: .relaxed) }
    }

    /// What receives logged warnings; `standardErrorHandler` by default. Safe to replace
    /// from any thread. A handler may lay out frames, stacks and grids: a warning they raise
    /// while it runs (on its thread, or in a task it starts) is written by
    /// `standardErrorHandler` instead of being handed back to it.
    ///
    ///     Pin.warningHandler = { warning in myLogger.warning("\(warning)") }
    public static var warningHandler: WarningHandler {
        get { handlerStorage.withLock { $0 }.handler }
        set {
            let box = HandlerBox(newValue)
            handlerStorage.withLock { $0 = box }
        }
    }

    /// The kinds of warning the log sends to `warningHandler` (PinLayout's name); every kind
    /// by default. A capture (`capturingWarnings`) still receives all of them, and so do
    /// `pin.warnings` and the forms that return warnings. Safe to set from any thread.
    ///
    ///     Pin.activeWarnings.remove(.ignored)   // no more "won't be applied, …" for lists
    public static var activeWarnings: Set<LayoutWarning.Kind> {
        get {
            let bits = activeKinds.load(ordering: .relaxed)
            return Set(LayoutWarning.Kind.allCases.filter { bits & $0.bit != 0 })
        }
        set { activeKinds.store(newValue.reduce(0) { $0 | $1.bit }, ordering: .relaxed) }
    }

    /// The default handler: one line on standard error per warning,
    /// `App/Feed.swift:42: width(200) won't be applied ...`. A warning it has already
    /// written from the same place is not written again (a render loop repeats its mistakes
    /// every frame); the first repeat adds one line saying so. It remembers the last 16,384
    /// warnings, so a loop may repeat that many distinct ones a frame. Other handlers
    /// receive every warning.
    ///
    ///     Pin.warningHandler = Pin.standardErrorHandler   // restore the default
    public static let standardErrorHandler: WarningHandler = { warning in
        let (isNew, firstRepeat) = written.withLock { $0.admit(warning) }
        if isNew {
            writeLine(standardErrorLine(for: warning), to: 2)
        } else if firstRepeat {
            writeLine(repeatLine(for: warning), to: 2)
        }
    }

    /// The line that says a warning repeats and its repeats are not shown.
    static func repeatLine(for warning: LayoutWarning) -> String {
        (warning.location.map { "\($0): " } ?? "")
            + "\(warning.rule): the warning above repeats; repeats are not shown.\n"
    }

    /// The line `standardErrorHandler` writes for a warning: its location, if known, then
    /// its description and a newline.
    static func standardErrorLine(for warning: LayoutWarning) -> String {
        var line = warning.location.map { "\($0): " } ?? ""
        line += warning.description + "\n"
        return line
    }

    /// Writes `line` to the file descriptor `descriptor`, in one `write` whenever the system
    /// takes it whole, so that lines from different threads never interleave. A write that a
    /// signal interrupts before it wrote anything is tried again; any other failure, or a
    /// write that takes nothing, makes it give up quietly (a closed or invalid descriptor).
    static func writeLine(_ line: String, to descriptor: Int32) {
        let bytes = Array(line.utf8)
        bytes.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                switch writeOnce(descriptor, start + offset, count: buffer.count - offset) {
                case .wrote(let count): offset += count
                case .interrupted: continue
                case .failed: return
                }
            }
        }
    }

    /// What one call to the C library's `write` did.
    enum WriteOutcome: Equatable {
        /// It wrote this many bytes, at least one.
        case wrote(Int)
        /// A signal interrupted it before it wrote anything (`EINTR`).
        case interrupted
        /// It failed for any other reason, or wrote nothing.
        case failed

        /// The outcome of a call that returned `written` and, if it failed, whether with `EINTR`.
        init(written: Int, interrupted: Bool) {
            self = written > 0 ? .wrote(written) : interrupted ? .interrupted : .failed
        }
    }

    /// Calls the C library's `write` once: the only code in the library that differs by
    /// platform. Windows' C library (ucrt) names it `_write`, counts in `UInt32` and gives
    /// its error through `_get_errno`. With a C library other than the four imported above
    /// (WASI's, say) it writes nothing, so the default handler is silent there; a handler
    /// you set still sees every warning.
    static func writeOnce(_ descriptor: Int32, _ bytes: UnsafeRawPointer, count: Int) -> WriteOutcome {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            let written = write(descriptor, bytes, count)
            return WriteOutcome(written: written, interrupted: written < 0 && errno == EINTR)
        #elseif canImport(ucrt)
            // A count past `UInt32.max` writes its first part; the caller's loop writes the rest.
            let written = Int(_write(descriptor, bytes, UInt32(clamping: count)))
            var error: Int32 = 0
            if written < 0 { _ = _get_errno(&error) }
            return WriteOutcome(written: written, interrupted: written < 0 && error == EINTR)
        #else
            return .failed
        #endif
    }

    /// Sends the warnings of a chain and its resolution to the capture of this task, if
    /// there is one, else to the handler when logging is on; when `returning` (the forms that
    /// give them back) returns them. Builds no text when nothing needs it. Out of line, and
    /// handed a copy of the chain (see `ColdCopy`).
    @usableFromInline @inline(never)
    static func report(
        _ chain: ColdCopy<Pin>, measured: Size, fileID: StaticString?, line: UInt, returning: Bool
    ) -> [LayoutWarning] {
        guard returning || WarningCapture.current != nil || Pin.logWarnings else { return [] }
        let location = fileID.map { LayoutWarning.Location(fileID: "\($0)", line: Int(line)) }
        let warnings = chain.value.warnings(measured: measured).map { $0.reported(at: location) }
        deliver(warnings)
        return warnings
    }

    /// Hands `warnings` to the capture of this task, or, when there is none and logging is
    /// on, to the handler, those of the active kinds.
    static func deliver(_ warnings: [LayoutWarning]) {
        guard !warnings.isEmpty else { return }
        // A capture that has ended (a task outlived it) passes them on to the log.
        if let capture = WarningCapture.current, capture.record(warnings) { return }
        guard Pin.logWarnings else { return }
        let active = activeKinds.load(ordering: .relaxed)
        // A warning raised while the handler runs (it laid out something that warns) goes to
        // standard error: handing it to the handler again could recurse without end.
        if HandlerCall.isRunning {
            for warning in warnings where active & warning.kind.bit != 0 { standardErrorHandler(warning) }
            return
        }
        // Read the handler once, and call it outside the lock: it may log, or replace itself.
        let handler = Pin.warningHandler
        HandlerCall.$isRunning.withValue(true) {
            for warning in warnings where active & warning.kind.bit != 0 { handler(warning) }
        }
    }
}

/// Whether `warningHandler` is running on this thread (or in this task, and the tasks it
/// starts).
private enum HandlerCall {
    @TaskLocal static var isRunning = false
}

extension LayoutWarning.Kind {
    /// The kind's bit in `Pin.activeWarnings`' storage.
    var bit: UInt8 { 1 << UInt8(index) }

    /// Every kind's bit.
    static var allBits: UInt8 { allCases.reduce(0) { $0 | $1.bit } }
}
