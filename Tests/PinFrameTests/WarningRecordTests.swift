import Testing

@testable import PinFrame

@Suite("Warning records (WarningRecord.swift)")
struct WarningRecordTests {
    /// Every code survives the four bits a chain keeps per site, in any site, next to
    /// other codes: a code read back wrong would print the wrong warning.
    @Test func issueCodesRoundTripThroughTheirFourBits() {
        let codes: [IssueCode] = [
            .none, .conflict, .alreadySet, .noParent, .negativeSize, .invalidValue, .noVisibleFrame,
        ]
        #expect(Set(codes.map(\.nibble)).count == codes.count)
        for code in codes {
            #expect(code.nibble < 16)
            #expect(IssueCode(nibble: code.nibble) == code)
        }
        var log = WarningLog()
        for index in 0..<WarningLog.capacity {
            _ = log.enter(WarningSite(.placeholder))
            log.record(codes[index % codes.count], at: index)
        }
        let expected = (0..<WarningLog.capacity).map { codes[$0 % codes.count] }.filter { $0 != .none }
        #expect(log.warnings.map(\.code) == expected)
    }
}
