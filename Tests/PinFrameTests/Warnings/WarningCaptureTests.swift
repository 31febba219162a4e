import PinFrame
import Testing

/// `Pin.capturingWarnings`: the warnings of what a body lays out, per task. These tests touch
/// no process-wide setting, so they run in parallel with every other suite, as a user's
/// tests would.
@Suite("Capturing warnings (WarningCapture.swift)", .quietLog)
struct WarningCaptureTests {
    let view = frame(0, 0, 100, 50)

    @Test func aCaptureReceivesWhatItsBodyLaysOutInOrder() {
        let ((a, b), warnings) = Pin.capturingWarnings {
            let a = view.pin.width(1).width(2).layout()
            let b = view.pin.left(10).right(10).width(200).rect
            return (a, b)
        }
        #expect(a.rect.width == 1 && b.width == 380)  // 400 − 10 − 10: the width is left out
        #expect(warnings.map(\.rule) == ["width(2)", "width(200)"])
        #expect(warnings.map(\.kind) == [.alreadySet, .conflict])
        // `layout()` says where; `.rect` does not.
        #expect(warnings[0].location?.fileID == #fileID && warnings[1].location == nil)
    }

    @Test func readingWarningsOrLayingOutWithoutThemRecordsNothing() {
        let (_, warnings) = Pin.capturingWarnings {
            _ = view.pin.width(1).width(2).warnings
            _ = view.pin.top(10).left(10).layout()
        }
        #expect(warnings.isEmpty)
    }

    @Test func theFormsThatReturnWarningsAlsoRecordThem() {
        var view = self.view
        let (returned, warnings) = Pin.capturingWarnings {
            view.pin { $0.width(3).width(4) } + view.pin.height(5).height(6).layoutWithWarnings().warnings
        }
        #expect(returned.map(\.rule) == ["width(4)", "height(6)"])
        #expect(warnings == returned)
    }

    @Test func aNestedCaptureTakesTheWarningsOfItsOwnBody() {
        let (inner, outer) = Pin.capturingWarnings {
            _ = view.pin.width(1).width(10).rect
            let (_, inner) = Pin.capturingWarnings { _ = view.pin.width(1).width(20).rect }
            _ = view.pin.width(1).width(30).rect
            return inner
        }
        #expect(inner.map(\.rule) == ["width(20)"])
        #expect(outer.map(\.rule) == ["width(10)", "width(30)"])
    }

    @Test func childTasksReportToTheirParentsCapture() async {
        let (_, warnings) = await Pin.capturingWarnings {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<8 {
                    group.addTask { _ = frame(0, 0, 10, 10).pin.width(1).width(Double(100 + index)).rect }
                }
            }
            async let last: Rect = frame(0, 0, 10, 10).pin.width(1).width(999).rect
            _ = await last
        }
        #expect(Set(warnings.map(\.rule)) == Set((0..<8).map { "width(\(100 + $0))" } + ["width(999)"]))
        #expect(warnings.count == 9)
    }

    @Test func parallelCapturesNeverSeeEachOthersWarnings() async {
        // 64 captures at once, each laying out 100 chains whose warnings name the capture.
        let results = await withTaskGroup(of: (Int, [String]).self) { group in
            for capture in 0..<64 {
                group.addTask {
                    let (_, warnings) = await Pin.capturingWarnings {
                        for index in 0..<100 {
                            _ = frame(0, 0, 10, 10).pin.width(1).width(Double(capture * 1_000 + index + 2)).rect
                            if index.isMultiple(of: 10) { await Task.yield() }
                        }
                    }
                    return (capture, warnings.map(\.rule))
                }
            }
            var results: [Int: [String]] = [:]
            for await (capture, rules) in group { results[capture] = rules }
            return results
        }
        #expect(results.count == 64)
        for (capture, rules) in results {
            #expect(rules == (0..<100).map { "width(\(capture * 1_000 + $0 + 2))" }, "capture \(capture)")
        }
    }
}
