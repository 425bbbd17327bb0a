import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
@testable import LunchTestSupport

/// Every input a fuzz harness ever crashed on (`Tests/FuzzRegressions/<harness>/`), fed
/// through the same entry point the harness uses: a crash here is that finding back.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FuzzRegressions")

    /// Inputs that still crash, by file, with the crash they show: not replayed (a crash
    /// would end the test run) until fixed. None now.
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

    /// A saved radius far past the earth (`radius_m` 2.1e22 in state.json) used to trap in
    /// `filter` (Geo.distanceText, found by `fuzz-state`). Such a radius is now a bad record,
    /// left out when state.json is read, and `filter` shows none; the text itself no
    /// longer traps on any radius.
    @Test func aHugeSavedRadiusIsLeftOutNotACrash() throws {
        let state = Data(#"{"schema_version": 2, "preferences": {"radius_m": 21000666666666666666666}}"#.utf8)
        let shell = FuzzShell(json: false, state: state)
        #expect(!shell.dispatcher.run(line: "filter").failed)
        #expect(!shell.output.stdout.contains("e+19"))
        #expect(shell.output.stdout.contains("No filters saved."))
        #expect(Geo.distanceText(2.1e22) == "2.1e+19 km")
        #expect(Geo.distanceText(.infinity) == "inf km")
    }

    /// What a user sees for those images: the loader refuses them as damaged. They used to
    /// crash it: a header count or centre outside the checksum, a section offset past
    /// Int.max; and, with a checksum made to match, offsets that decrease or run past their
    /// section (in `tokenMatches`, `nameRange`, `recordBytes`).
    @Test func damagedImagesAreRefusedAsDamaged() throws {
        let found = Self.inputs(.catalog) + Self.inputs(.catalogResum).map { Self.resummed($0) }
        #expect(found.count >= 7)
        for url in found {
            let bytes = url.pathExtension == "resummed" ? try Self.resum(url) : [UInt8](try Data(contentsOf: url))
            #expect(throws: UserError("the stored catalog is damaged"), "\(url.lastPathComponent)") {
                _ = try CatalogImage(bytes: bytes)
            }
        }
    }

    /// The image as `fuzz-catalog-resum` checks it: its checksum recomputed.
    static func resummed(_ url: URL) -> URL { url.appendingPathExtension("resummed") }

    static func resum(_ url: URL) throws -> [UInt8] {
        CatalogImage.resealed([UInt8](try Data(contentsOf: url.deletingPathExtension())))
    }
}
