import Foundation
import Testing
@testable import LunchKit

/// Every input a fuzz harness ever crashed on (`Tests/FuzzRegressions/<harness>/`), fed
/// through the same entry point the harness uses: a crash here is that finding back.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FuzzRegressions")

    /// Inputs that still crash, by file, with the crash they show. Not replayed (a crash
    /// would end the test run); each is in the report of the fuzzing work.
    static let stillCrashing: [String: String] = [:]

    static func inputs(_ harness: FuzzHarness) -> [URL] {
        let folder = Self.folder.appendingPathComponent(harness.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzHarness.allCases)
    func savedFindingsNoLongerCrash(_ harness: FuzzHarness) throws {
        for url in Self.inputs(harness) where Self.stillCrashing["\(harness.rawValue)/\(url.lastPathComponent)"] == nil {
            harness.run(try Data(contentsOf: url))
        }
    }

    /// What a user sees for those images: the loader refuses them as damaged (they used to
    /// crash it: a header count or centre outside the checksum, a section offset past Int.max).
    @Test func damagedImagesAreRefusedAsDamaged() throws {
        let found = Self.inputs(.catalog)
        #expect(found.count >= 3)
        for url in found {
            let bytes = [UInt8](try Data(contentsOf: url))
            #expect(throws: UserError("the stored catalog is damaged"), "\(url.lastPathComponent)") {
                _ = try CatalogImage(bytes: bytes)
            }
        }
    }
}
