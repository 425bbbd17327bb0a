import Foundation
import Testing
@testable import LunchKit

/// Every input a fuzz harness ever crashed on (`Tests/FuzzRegressions/<harness>/`), fed
/// through the same entry point the harness uses: a crash here is that finding back.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FuzzRegressions")

    /// Inputs that still crash, by file, with the crash they show. Not replayed (a crash
    /// would end the test run) until the image loader checks the sections' contents, not
    /// only their lengths: each is an image whose checksum was made to match its damage.
    static let stillCrashing: [String: String] = [
        "catalog-resum/token-offsets-decreasing.lunchcat":
            "Range requires lowerBound <= upperBound in Catalog.tokenMatches (Catalog+Tokens.swift:10): tokenOffsets not increasing",
        "catalog-resum/name-offsets-decreasing.lunchcat":
            "Range requires lowerBound <= upperBound in Catalog.nameRange (Catalog+Names.swift:19): nameOffsets not increasing",
        "catalog-resum/record-offsets-past-records.lunchcat":
            "SEGV reading past the image in Catalog.recordBytes (Catalog.swift:65) from index(ofID:): recordOffsets past the records section",
        "catalog-resum/token-offsets-past-tokens.lunchcat":
            "SEGV reading past the image in Catalog.tokenMatches (Catalog+Tokens.swift:17) from search: tokenOffsets past the tokens section",
    ]

    /// Still crashing: the crash each input shows, by file (see `stillCrashing`).
    @Test(.disabled("the image loader checks section lengths, not yet the offsets inside them"),
          arguments: stillCrashing.keys.sorted())
    func stillCrashingFindings(_ name: String) throws {
        let harness = try #require(FuzzHarness(rawValue: String(name.split(separator: "/")[0])))
        harness.run(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    }

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
