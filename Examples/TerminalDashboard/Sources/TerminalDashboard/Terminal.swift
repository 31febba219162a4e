import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Set by the SIGWINCH handler, read and cleared by the main loop.
let terminalResized = Atomic<Bool>(false)
/// Set by the SIGINT and SIGTERM handlers: leave the loop and restore the terminal.
let quitRequested = Atomic<Bool>(false)

/// The controlling terminal: its size, raw input, the alternate screen, and putting it
/// all back as it was.
enum Terminal {
    /// The terminal's size in character cells, or nil when standard output is not a terminal.
    static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Switches to raw input (keys arrive one at a time, unechoed), the alternate screen and
    /// a hidden cursor; installs the signal handlers. Returns the settings to restore.
    static func enterFullScreen() -> termios {
        _ = terminalResized.load(ordering: .relaxed)  // initialise both before any signal
        _ = quitRequested.load(ordering: .relaxed)
        signal(SIGWINCH) { _ in terminalResized.store(true, ordering: .relaxed) }
        signal(SIGINT) { _ in quitRequested.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in quitRequested.store(true, ordering: .relaxed) }
        var original = termios()
        tcgetattr(STDIN_FILENO, &original)
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        // The alternate screen, no cursor, and mouse presses reported (SGR: ESC [ < b ; x ; y M).
        output("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?1000h\u{1B}[?1006h")
        return original
    }

    /// Shows the cursor, leaves the alternate screen and restores the input settings.
    static func restore(_ original: termios) {
        output("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?1049l\u{1B}[?25h")
        var original = original
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
    }

    /// Waits up to `milliseconds` for input and returns what came at once (a key, an escape
    /// sequence: an arrow, a mouse press); empty when nothing came (or a signal interrupted).
    static func readInput(waiting milliseconds: Int32) -> [UInt8] {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        return count > 0 ? Array(bytes[..<count]) : []
    }

    /// Writes `text` to standard output in full.
    static func output(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Monotonic time in nanoseconds.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
