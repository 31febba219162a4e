import Foundation
import PinFrame
import Testing

/// Chains in unoptimized (debug) builds, where tests run: a function with many chains
/// must fit the stack of a secondary thread (512 KB on Apple platforms). Before the
/// library called its larger steps in debug builds, each of these chains took about
/// 120 KB of its caller's stack frame, and `twentyRows` 2.4 MB; now it takes about 570 KB.
@Suite("Chains in debug builds")
struct DebugBuildTests {
    /// Twenty chains written out, as a layout function is (a loop would reuse one chain's
    /// stack): rows 100 × 10 at x 10, each 4 below the one before.
    @inline(never)
    static func twentyRows(in parent: Frame) -> [Rect] {
        let r1 = Frame(in: parent).pin.top().left(10).width(100).height(10).layout()
        let r2 = Frame(in: parent).pin.below(of: r1, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r3 = Frame(in: parent).pin.below(of: r2, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r4 = Frame(in: parent).pin.below(of: r3, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r5 = Frame(in: parent).pin.below(of: r4, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r6 = Frame(in: parent).pin.below(of: r5, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r7 = Frame(in: parent).pin.below(of: r6, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r8 = Frame(in: parent).pin.below(of: r7, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r9 = Frame(in: parent).pin.below(of: r8, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r10 = Frame(in: parent).pin.below(of: r9, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r11 = Frame(in: parent).pin.below(of: r10, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r12 = Frame(in: parent).pin.below(of: r11, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r13 = Frame(in: parent).pin.below(of: r12, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r14 = Frame(in: parent).pin.below(of: r13, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r15 = Frame(in: parent).pin.below(of: r14, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r16 = Frame(in: parent).pin.below(of: r15, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r17 = Frame(in: parent).pin.below(of: r16, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r18 = Frame(in: parent).pin.below(of: r17, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r19 = Frame(in: parent).pin.below(of: r18, aligned: .left).marginTop(4).width(100).height(10).layout()
        let r20 = Frame(in: parent).pin.below(of: r19, aligned: .left).marginTop(4).width(100).height(10).layout()
        return [r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15, r16, r17, r18, r19, r20].map(\.rect)
    }

    @Test func twentyChainsFitAOneMegabyteThread() async {
        // Overflowing the stack ends the test process: that is the failure this guards.
        let rows = await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: Self.twentyRows(in: screen)) }
            thread.stackSize = 1 << 20
            thread.start()
        }
        // Row k is at y = 14 × (k - 1): 10 high and 4 apart.
        #expect(rows == (0..<20).map { rect(10, 14 * Double($0), 100, 10) })
    }
}
