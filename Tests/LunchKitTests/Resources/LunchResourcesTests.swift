import Foundation
import Testing
@testable import LunchResources

/// The shipped files are found where Foundation's bundle lookup finds them (the same
/// paths: the sample's path is part of its stored form's stamp), without asking it.
@Suite struct LunchResourcesTests {
    @Test func everyFileIsWhereTheBundleHasIt() throws {
        let files: [(URL?, String, String)] = [
            (LunchResources.sampleCatalogURL, "helsinki-center-2019.overpass", "json"),
            (LunchResources.areasURL, "areas", "json"),
            (LunchResources.holidaysURL, "holidays", "txt"),
            (LunchResources.countriesURL, "countries", "txt"),
            (LunchResources.regionsURL, "regions", "txt"),
            (LunchResources.regionHolidaysURL, "region-holidays", "txt"),
            (LunchResources.zonesURL, "zones", "bin"),
        ]
        for (found, name, ext) in files {
            let expected = try #require(Bundle.module.url(forResource: name, withExtension: ext))
            #expect(found?.path == expected.path)
            #expect(found?.isFileURL == true)
        }
        #expect(LunchResources.samplePath == LunchResources.sampleCatalogURL?.path)
    }

    @Test func aFileThatIsNotThereIsNil() {
        #expect(LunchResources.url("no-such-file.json") == nil)
        #expect(LunchResources.path("no-such-file.json") == nil)
        #expect(Bundle.module.url(forResource: "no-such-file", withExtension: "json") == nil)
    }
}
