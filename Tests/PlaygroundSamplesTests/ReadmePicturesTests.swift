import Foundation
import PinFrame
import Testing

@testable import PlaygroundSamples

/// The SVG pictures in `docs/` are what the code draws today: regenerate them with
/// `swift run playgrounds readme-pictures` when a change moves a frame.
@MainActor
@Suite
struct ReadmePicturesTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs")

    @Test func committedPicturesMatchTheCode() throws {
        let pictures = readmePictures()
        // Every SVG in docs/ is drawn by the code, and every picture is committed.
        let committedNames = try FileManager.default.contentsOfDirectory(atPath: Self.docs.path)
            .filter { $0.hasSuffix(".svg") }
        #expect(Set(committedNames) == Set(pictures.map(\.fileName)))
        for (fileName, svg) in pictures {
            let committed = try? String(contentsOf: Self.docs.appendingPathComponent(fileName), encoding: .utf8)
            // The first line that differs, rather than two whole documents.
            let difference = zip(
                (committed ?? "(missing)").split(separator: "\n", omittingEmptySubsequences: false),
                svg.split(separator: "\n", omittingEmptySubsequences: false)
            ).enumerated().first { $0.element.0 != $0.element.1 }
            let upToDate = committed == svg
            #expect(
                upToDate,
                """
                docs/\(fileName) differs from what the code draws; run `swift run playgrounds readme-pictures`.
                line \((difference?.offset ?? 0) + 1), committed: \(difference?.element.0 ?? "")
                line \((difference?.offset ?? 0) + 1), drawn now: \(difference?.element.1 ?? "")
                """)
        }
    }

    @Test func thePhotoGridSnippetIsTheGridOfItsPicture() throws {
        // The README's snippet, as written there, and the same code here: the grid it makes
        // is the one the sample draws in docs/grids-autofill.svg.
        let readme = try String(
            contentsOf: Self.docs.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let snippet = """
            let photos = Grid(
                columns: [.repeating(.autoFill, [.minmax(.points(120), .fraction(1))])], columnSpacing: 10, rowSpacing: 10,
                verticalDistribution: .start)
            let frames = photos.frames(for: Array(repeating: GridItem(aspectRatio: 1), count: 6), in: panel)
            """
        #expect(readme.contains(snippet))
        let photos = Grid(
            columns: [.repeating(.autoFill, [.minmax(.points(120), .fraction(1))])], columnSpacing: 10, rowSpacing: 10,
            verticalDistribution: .start)
        #expect(photos == GridsSample.autoFillGrid)
        #expect(GridsSample.photoCount == 6)
    }
}
