import Testing

@testable import PinFrame

@Suite("Warning records (WarningRecord.swift)", .quietLog)
struct WarningRecordTests {
    /// A chain keeps its first records in order and counts the rest by kind.
    @Test func recordsPastTheCapacityAreCounted() {
        let codes: [IssueCode] = [.conflict, .alreadySet, .noParent, .negativeSize, .invalidValue, .noVisibleFrame]
        var recorded = RecordedWarnings()
        #expect(recorded.isEmpty)
        for code in codes { recorded = RecordedWarnings.adding(WarningRecord(code, .value(.top, 1)), to: recorded) }
        let kept = RecordedWarnings.capacity
        #expect(recorded.all.map(\.code) == Array(codes.prefix(kept)))
        // Past the two kept: one noParent, one negativeSize, one invalidValue, one ignored.
        #expect(
            LayoutWarning.Kind.allCases.map(recorded.droppedCount(of:)) == [0, 0, 1, 1, 1, 1],
            "conflict, alreadySet, noParent, negativeSize, invalidValue, ignored")
        #expect(!recorded.isEmpty)
    }

    @Test func aCountStopsAtItsLimitAndLeavesTheOthersAlone() {
        var recorded = RecordedWarnings()
        for _ in 0..<2_000 {
            recorded = RecordedWarnings.adding(WarningRecord(.alreadySet, .value(.top, 1)), to: recorded)
        }
        recorded = RecordedWarnings.adding(WarningRecord(.conflict, .value(.top, 1)), to: recorded)
        // 2 recorded, 1,998 past them: the count stops at 255.
        #expect(recorded.droppedCount(of: .alreadySet) == 255)
        #expect(recorded.droppedCount(of: .conflict) == 1)
        #expect(recorded.droppedCount(of: .noParent) == 0)
        #expect(LayoutWarning.unrecorded(255, of: .alreadySet).description.hasPrefix("at least 255 more alreadySet"))
    }

    @Test func theCountsTakeNoRoomOfTheirOwn() {
        // Six one-byte counts beside the one-byte record count, in what would be padding.
        #expect(MemoryLayout<RecordedWarnings>.size <= 2 * MemoryLayout<WarningRecord>.stride + 8)
    }
}
