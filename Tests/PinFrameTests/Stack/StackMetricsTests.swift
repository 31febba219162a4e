import Testing

@testable import PinFrame

/// An item's metrics are worked out where its frame goes in the array a stack returns, so
/// they must fit there.
@Suite("Stack metrics (StackMetrics.swift)", .quietLog)
struct StackMetricsTests {
    @Test func metricsFitInAFramesPlace() {
        #expect(MemoryLayout<StackMetrics>.stride <= MemoryLayout<Frame>.stride)
        #expect(MemoryLayout<StackMetrics>.alignment <= MemoryLayout<Frame>.alignment)
    }

    @Test func theReturnedArrayHoldsTheFramesOnly() {
        // Capacity no more than the count and what the allocator rounds up to.
        let items = Array(repeating: StackItem(width: 10, height: 10), count: 100)
        let frames = Stack.horizontal(wrap: .wrap).frames(for: items, in: Frame(width: 300, height: 300))
        #expect(frames.count == 100)
        #expect(frames.capacity <= 100 + 2)
    }
}
