// The warning log sink: a switch and a replaceable handler, both safe from
// any thread. The only place the library imports anything: a lock, an atomic flag and
// writing to standard error (`writeOnce`, the one call that differs by platform).

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
private let handlerStorage = Mutex<HandlerBox>(HandlerBox(Pin.standardErrorHandler))

/// The handler inside a struct. `Mutex` is generic: a function stored in it directly is
/// kept at its most general form, so each read converts it and, through `withLock`'s
/// `inout`, stores the converted function back, one wrapper deeper every time (a thread
/// ran out of stack after a few thousand reads). A struct is moved in and out as it is.
private struct HandlerBox: Sendable {
    let handler: Pin.WarningHandler

    init(_ handler: @escaping Pin.WarningHandler) { self.handler = handler }
}

extension Pin {
    /// Receives each warning when a chain is resolved with logging on. The warning's
    /// `location` is the file and line of the `layout()` / `frame.pin { }` call (`nil` for
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
    /// from any thread.
    ///
    ///     Pin.warningHandler = { warning in myLogger.warning("\(warning)") }
    public static var warningHandler: WarningHandler {
        get { handlerStorage.withLock { $0 }.handler }
        set {
            let box = HandlerBox(newValue)
            handlerStorage.withLock { $0 = box }
        }
    }

    /// The default handler: one line on standard error per warning,
    /// `App/Feed.swift:42: width(200) won't be applied ...`.
    ///
    ///     Pin.warningHandler = Pin.standardErrorHandler   // restore the default
    public static let standardErrorHandler: WarningHandler = { warning in
        writeLine(standardErrorLine(for: warning), to: 2)
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

    /// Sends the warnings of a chain and its resolution to the handler when logging is on
    /// and, when `returning` (the forms that give them back), returns them. Builds no text
    /// when neither needs it. Out of line, and handed a copy of the chain (see `ColdCopy`).
    @usableFromInline @inline(never)
    static func report(
        _ chain: ColdCopy<Pin>, measured: Size, fileID: StaticString?, line: UInt, returning: Bool
    ) -> [LayoutWarning] {
        let logging = Pin.logWarnings
        guard logging || returning else { return [] }
        let location = fileID.map { LayoutWarning.Location(fileID: "\($0)", line: Int(line)) }
        let warnings = chain.value.warnings(measured: measured).map { $0.reported(at: location) }
        guard logging, !warnings.isEmpty else { return warnings }
        // Read the handler once, and call it outside the lock: it may log, or replace itself.
        let handler = Pin.warningHandler
        for warning in warnings { handler(warning) }
        return warnings
    }
}
