import Foundation

/// Files shipped with lunch: the sample catalog and the named areas.
public enum LunchResources {
    /// The Helsinki sample (© OpenStreetMap contributors, ODbL).
    public static var sampleCatalogURL: URL? {
        Bundle.module.url(forResource: "helsinki-center-2019.overpass", withExtension: "json")
    }

    /// Neighbourhoods and cities for `at NAME`.
    public static var areasURL: URL? {
        Bundle.module.url(forResource: "areas", withExtension: "json")
    }
}
