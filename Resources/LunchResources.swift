import Foundation

/// Files shipped with lunch: the sample catalog, the named areas, public holidays and
/// country outlines.
public enum LunchResources {
    /// The Helsinki sample (© OpenStreetMap contributors, ODbL).
    public static var sampleCatalogURL: URL? {
        Bundle.module.url(forResource: "helsinki-center-2019.overpass", withExtension: "json")
    }

    /// Neighbourhoods and cities for `at NAME`.
    public static var areasURL: URL? {
        Bundle.module.url(forResource: "areas", withExtension: "json")
    }

    /// National public holidays 2020–2040 (`tools/gen-holidays.py`).
    public static var holidaysURL: URL? {
        Bundle.module.url(forResource: "holidays", withExtension: "txt")
    }

    /// Coarse country outlines for choosing a place's holiday calendar (`tools/gen-holidays.py`).
    public static var countriesURL: URL? {
        Bundle.module.url(forResource: "countries", withExtension: "txt")
    }

    /// Coordinate → IANA time zone (tools/gen-zones.py; boundaries © OpenStreetMap contributors, ODbL).
    public static var zonesURL: URL? {
        Bundle.module.url(forResource: "zones", withExtension: "bin")
    }
}
