// Warnings as values: the kind, the rule as written and PinLayout's wording, built from a
// chain's records (Pin+Warnings.swift) only when a warning exists and someone reads it.

/// A rule that was not applied, and why, in PinLayout's words.
///
///     let p = Frame(in: screen).pin.left(10).right(10).width(200)
///     let w = p.warnings[0]
///     print(w.kind)          // conflict
///     print(w.rule)          // width(200)
///     print(w.description)   // width(200) won't be applied since it conflicts with the
///                            // following already set properties: left: 10, right: 10.
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    ///
    ///     if warning.kind == .conflict { … }
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The rule conflicts with attributes already pinned (`left(10).right(10).width(200)`).
        case conflict
        /// The attribute was already set to another value (`width(100).width(200)`).
        case alreadySet
        /// The rule pins against a parent and the frame is a root.
        case noParent
        /// A width or height below zero, given or computed.
        case negativeSize
        /// NaN or an infinite value, given or computed (an overflow).
        case invalidValue
        /// The rule has nothing to act on (``PinChain/pinEdges()`` with four edges, `justify` without
        /// both edges, a relative list with no visible frame).
        case ignored
    }

    /// What went wrong.
    ///
    ///     warning.kind   // .alreadySet
    public let kind: Kind
    /// The rule as written in the chain, such as `width(200)`, or `width` / `height` /
    /// `x` / `y` for a computed result.
    ///
    ///     warning.rule   // "width(200)"
    public let rule: String
    /// The full message, in PinLayout's wording.
    ///
    ///     warning.description   // "width(200) won't be applied since it value has already been set to 100."
    public let description: String
    /// Where the chain was resolved: the file and line of the ``PinChain/layout(fileID:line:)`` or `frame.pin { }`
    /// call that reported the warning, `nil` in `pin.warnings` and for `.rect` and `.frame`.
    /// Not part of what the warning says, so equality and hashing leave it out: a warning
    /// a handler received equals the same one in `pin.warnings`.
    ///
    ///     Pin.warningHandler = { warning in
    ///         print(warning.location?.description ?? "(no location)", warning.rule)
    ///     }
    public let location: Location?

    /// Creates a warning; PinFrame makes them, tests may compare against them.
    ///
    ///     let expected = LayoutWarning(kind: .noParent, rule: "top(5)", description: "…")
    public init(kind: Kind, rule: String, description: String, location: Location? = nil) {
        self.kind = kind
        self.rule = rule
        self.description = description
        self.location = location
    }

    /// Whether two warnings say the same thing: kind, rule and description (not where
    /// they were reported).
    ///
    ///     view.pin.width(1).width(2).warnings == view.pin.width(1).width(2).warnings   // true
    public static func == (lhs: LayoutWarning, rhs: LayoutWarning) -> Bool {
        lhs.kind == rhs.kind && lhs.rule == rhs.rule && lhs.description == rhs.description
    }

    /// Hashes what `==` compares.
    ///
    ///     let distinct = Set(warnings)   // one of each message
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(rule)
        hasher.combine(description)
    }

    /// The same warning, reported at `location`.
    func reported(at location: Location?) -> LayoutWarning {
        LayoutWarning(kind: kind, rule: rule, description: description, location: location)
    }
}

extension LayoutWarning {
    /// Where a chain was resolved: the file and line of the ``PinChain/layout(fileID:line:)`` or `frame.pin { }` call.
    ///
    ///     warning.location?.description   // "App/Feed.swift:42"
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        /// The file, as `#fileID` gives it: `App/Feed.swift`.
        ///
        ///     location.fileID   // "App/Feed.swift"
        public let fileID: String
        /// The line of the call.
        ///
        ///     location.line   // 42
        public let line: Int

        /// Creates a location.
        ///
        ///     let here = LayoutWarning.Location(fileID: "App/Feed.swift", line: 42)
        public init(fileID: String, line: Int) {
            self.fileID = fileID
            self.line = line
        }

        /// `App/Feed.swift:42`.
        ///
        ///     print(LayoutWarning.Location(fileID: "App/Feed.swift", line: 42))   // App/Feed.swift:42
        public var description: String { "\(fileID):\(line)" }
    }
}

extension LayoutWarning {
    /// The warning that stands for `count` more of `kind` a chain had no room to record:
    /// of that kind, its rule empty (the count stops at `RecordedWarnings.droppedLimit`).
    static func unrecorded(_ count: Int, of kind: Kind) -> LayoutWarning {
        let warnings = count == 1 ? "warning of this chain was" : "warnings of this chain were"
        let more = count >= RecordedWarnings.droppedLimit ? "at least \(count) more" : "\(count) more"
        return LayoutWarning(kind: kind, rule: "", description: "\(more) \(kind) \(warnings) not recorded.")
    }

    /// `rule won't be applied, reason.`: the wording of every rule left out for a reason of
    /// its own (rather than a conflict with another rule).
    static func notApplied(_ kind: Kind, _ rule: String, _ reason: String) -> LayoutWarning {
        LayoutWarning(kind: kind, rule: rule, description: "\(rule) won't be applied, \(reason).")
    }
}

/// A chain handed to an out-of-line path (the careful resolution, the warnings).
///
/// A wrapper rather than the chain itself: passing a chain out of line by reference
/// would make the optimizer keep the whole chain in memory on the common path; building
/// this wrapper copies it only on the path that needs it.
@usableFromInline
struct ColdCopy<Value> {
    @usableFromInline let value: Value

    @inlinable @inline(__always)
    init(_ value: Value) { self.value = value }
}
