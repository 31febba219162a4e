import Testing

@testable import PinFrame

@Suite("Warning records (WarningRecord.swift)", .quietLog)
struct WarningRecordTests {
    /// A chain keeps its first records in order and counts the rest, remembering the kind
    /// of the first it could not keep.
    @Test func recordsPastTheCapacityAreCounted() {
        let codes: [IssueCode] = [.conflict, .alreadySet, .noParent, .negativeSize, .invalidValue, .noVisibleFrame]
        var recorded = RecordedWarnings()
        #expect(recorded.isEmpty)
        for code in codes { recorded.add(WarningRecord(code, .value(.top, 1)), if: true) }
        // A record added on a condition that does not hold changes nothing.
        recorded.add(WarningRecord(.conflict, .value(.top, 2)), if: false)
        let kept = RecordedWarnings.capacity
        #expect(recorded.all.map(\.code) == Array(codes.prefix(kept)))
        #expect(recorded.dropped == UInt32(codes.count - kept))
        #expect(recorded.firstDropped == codes[kept])
        #expect(!recorded.isEmpty)
    }
}
