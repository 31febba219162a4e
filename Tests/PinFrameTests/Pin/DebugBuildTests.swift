import Testing

@testable import PinFrame

/// Chains in unoptimized (debug) builds, where tests run and users develop: a function
/// with many chains must fit the stack of a secondary thread (512 KB on Apple platforms).
/// Each step of a chain is a call in a debug build, so a function's frame holds its chains'
/// values (under 500 bytes each), not copies of the steps.
@Suite("Chains in debug builds", .quietLog)
struct DebugBuildTests {
    /// Forty five-rule chains written out, as a layout function is (a loop would reuse one
    /// chain's stack): rows 100 × 10 at x 12 (left 10, margin 2, then aligned on the first),
    /// each 4 below the one before, starting at y 4.
    @inline(never)
    static func fortyRows(in parent: Frame) -> [Rect] {
        let r1 = Frame(in: parent).pin.top(4).left(10).width(100).height(10).marginLeft(2).layout()
        let r2 = Frame(in: parent).pin.below(of: r1, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r3 = Frame(in: parent).pin.below(of: r2, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r4 = Frame(in: parent).pin.below(of: r3, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r5 = Frame(in: parent).pin.below(of: r4, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r6 = Frame(in: parent).pin.below(of: r5, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r7 = Frame(in: parent).pin.below(of: r6, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r8 = Frame(in: parent).pin.below(of: r7, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r9 = Frame(in: parent).pin.below(of: r8, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r10 = Frame(in: parent).pin.below(of: r9, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r11 = Frame(in: parent).pin.below(of: r10, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r12 = Frame(in: parent).pin.below(of: r11, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r13 = Frame(in: parent).pin.below(of: r12, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r14 = Frame(in: parent).pin.below(of: r13, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r15 = Frame(in: parent).pin.below(of: r14, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r16 = Frame(in: parent).pin.below(of: r15, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r17 = Frame(in: parent).pin.below(of: r16, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r18 = Frame(in: parent).pin.below(of: r17, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r19 = Frame(in: parent).pin.below(of: r18, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r20 = Frame(in: parent).pin.below(of: r19, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r21 = Frame(in: parent).pin.below(of: r20, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r22 = Frame(in: parent).pin.below(of: r21, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r23 = Frame(in: parent).pin.below(of: r22, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r24 = Frame(in: parent).pin.below(of: r23, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r25 = Frame(in: parent).pin.below(of: r24, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r26 = Frame(in: parent).pin.below(of: r25, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r27 = Frame(in: parent).pin.below(of: r26, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r28 = Frame(in: parent).pin.below(of: r27, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r29 = Frame(in: parent).pin.below(of: r28, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r30 = Frame(in: parent).pin.below(of: r29, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r31 = Frame(in: parent).pin.below(of: r30, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r32 = Frame(in: parent).pin.below(of: r31, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r33 = Frame(in: parent).pin.below(of: r32, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r34 = Frame(in: parent).pin.below(of: r33, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r35 = Frame(in: parent).pin.below(of: r34, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r36 = Frame(in: parent).pin.below(of: r35, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r37 = Frame(in: parent).pin.below(of: r36, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r38 = Frame(in: parent).pin.below(of: r37, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r39 = Frame(in: parent).pin.below(of: r38, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        let r40 = Frame(in: parent).pin.below(of: r39, aligned: .left).marginTop(4).width(100).height(10).marginLeft(0)
            .layout()
        return [
            r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15, r16, r17, r18, r19, r20, r21, r22, r23,
            r24, r25, r26, r27, r28, r29, r30, r31, r32, r33, r34, r35, r36, r37, r38, r39, r40,
        ].map(\.rect)
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        @Test func fortyChainsFitAHalfMegabyteThread() throws {
            // Overflowing the stack ends the test process: that is the failure this guards.
            let rows = Locked<[Rect]>([])
            let finished = runOnThread(stackSize: 512 * 1024) {
                let laidOut = Self.fortyRows(in: screen)
                rows.withLock { $0 = laidOut }
            }
            try #require(finished)
            // Row k is at y = 4 + 14 × (k − 1): 10 high and 4 apart; x 12 throughout.
            #expect(rows.withLock { $0 } == (0..<40).map { rect(12, 4 + 14 * Double($0), 100, 10) })
        }
    #endif

    @Test func aChainValueStaysSmall() {
        // Copied at every rule of a debug build, and kept in its caller's frame. 577 bytes
        // since flip and shift (their bounds, 89 bytes), which cost a debug chain 2%.
        #expect(MemoryLayout<Pin>.size <= 592, "\(MemoryLayout<Pin>.size) bytes")
    }
}
