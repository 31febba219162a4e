import PinFrame
import Testing

/// The 400×400 parent every example of PinLayout's original README is pinned on.
let screen = Frame(width: 400, height: 400)

/// A frame inside `parent` (the 400×400 `screen` by default).
func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double, in parent: Frame = screen) -> Frame {
    Frame(x: x, y: y, width: width, height: height, in: parent)
}

/// `Rect(x:y:width:height:)`, short for expected values worked out by hand.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Expects `pin` to resolve to `expected` without warnings. On failure the message shows
/// what was expected, what came out, and the warnings the chain produced.
func expectLayout<Measure>(
    _ pin: PinChain<Measure>, _ expected: Rect, _ chain: String = "",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let actual = pin.rect
    let warnings = pin.warnings
    #expect(
        actual == expected && warnings.isEmpty,
        """
        \(chain)
          expected: \(expected)
          actual:   \(actual)
          warnings: \(warnings.map(\.description))
        """,
        sourceLocation: sourceLocation)
}

/// Expects `pin` to produce exactly one warning of `kind` for `rule`, whose message
/// contains every one of `words`, and returns it for further checks.
@discardableResult
func expectWarning<Measure>(
    _ pin: PinChain<Measure>, _ kind: LayoutWarning.Kind, rule: String, _ words: String...,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> LayoutWarning? {
    let warnings = pin.warnings
    #expect(warnings.count == 1, "warnings: \(warnings.map(\.description))", sourceLocation: sourceLocation)
    guard let warning = warnings.first else { return nil }
    #expect(warning.kind == kind, "\(warning.description)", sourceLocation: sourceLocation)
    #expect(warning.rule == rule, "\(warning.description)", sourceLocation: sourceLocation)
    for word in words {
        #expect(warning.description.contains(word), "\(warning.description)", sourceLocation: sourceLocation)
    }
    return warning
}

/// A row of a table of chains: a name, the chain (applied to a test's frame) and the rect
/// worked out by hand.
struct ChainCase: CustomTestStringConvertible, Sendable {
    let name: String
    let chain: @Sendable (Pin) -> Pin
    let expected: Rect
    var testDescription: String { name }

    init(_ name: String, _ chain: @escaping @Sendable (Pin) -> Pin, _ expected: Rect) {
        self.name = name
        self.chain = chain
        self.expected = expected
    }
}

/// A measure function for `sizeToFit` that always answers `size` and keeps what it was
/// offered, to check the proposals the chain makes.
///
///     let text = FixedMeasure(Size(width: 80, height: 20))
///     _ = view.pin.width(100).sizeToFit(.width, measure: text.measure).rect
///     #expect(text.offers == [Size(width: 100, height: .infinity)])
final class FixedMeasure {
    let size: Size
    private(set) var offers: [Size] = []

    init(_ size: Size) { self.size = size }

    func measure(_ proposal: Size) -> Size {
        offers.append(proposal)
        return size
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// Runs `body` on a new thread whose stack is `stackSize` bytes, and waits for it. A
    /// body that overflows that stack ends the test process: that is the failure such tests
    /// guard against. Returns `false` if the thread could not be started.
    func runOnThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
        final class Work: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return false }
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let started = pthread_create(
            &thread, &attributes,
            { argument in
                guard let argument else { return nil }
                Unmanaged<Work>.fromOpaque(argument).takeRetainedValue().body()
                return nil
            }, work)
        guard started == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        #if canImport(Darwin)
            guard let thread else { return false }
        #endif
        return pthread_join(thread, nil) == 0
    }
#endif

/// The suites that replace `Pin.warningHandler` or switch `Pin.logWarnings`, which are
/// process-wide: nested here, they run one test at a time. Other suites may still log
/// meanwhile; each test here only looks at its own warnings.
@Suite(.serialized, .quietLog) enum ProcessWideLogTests {}

/// Keeps the test log readable: warnings that chains log go to `LogCapture.handler`, which
/// hands them to a test that captures them and drops the rest, instead of writing each to
/// standard error. Every suite carries this trait; the tests about the log itself install
/// their own handler and restore this one.
struct QuietLog: SuiteTrait, TestTrait, TestScoping {
    /// Installed once, before the first test that needs it runs.
    static let installed: Void = { Pin.warningHandler = LogCapture.handler }()

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        QuietLog.installed
        try await function()
    }
}

extension Trait where Self == QuietLog {
    /// Warnings logged by the suite's chains are not written to standard error.
    static var quietLog: Self { QuietLog() }
}
