import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Files shipped with lunch: the sample catalog, the named areas, public holidays and
/// country outlines.
public enum LunchResources {
    /// The Helsinki sample (© OpenStreetMap contributors, ODbL).
    public static var sampleCatalogURL: URL? { url("helsinki-center-2019.overpass.json") }

    /// The sample's path (`sampleCatalogURL?.path` without making a URL).
    public static var samplePath: String? { path("helsinki-center-2019.overpass.json") }

    /// The sample's walkable network: central Helsinki's ways, from the same extract
    /// (`tools/gen-walk`; © OpenStreetMap contributors, ODbL).
    public static var sampleWalkPath: String? { path("helsinki-walk.bin") }

    /// Neighbourhoods and cities for `at NAME`.
    public static var areasURL: URL? { url("areas.json") }

    /// National public holidays 2020–2040 (`tools/gen-holidays.py`).
    public static var holidaysURL: URL? { url("holidays.txt") }

    /// Coarse country outlines for choosing a place's holiday calendar (`tools/gen-holidays.py`).
    public static var countriesURL: URL? { url("countries.txt") }

    /// The regions of countries whose public holidays differ by region (`tools/gen-regions.py`).
    public static var regionsURL: URL? { url("regions.txt") }

    /// How each region's public holidays differ from its country's (`tools/gen-regions.py`).
    public static var regionHolidaysURL: URL? { url("region-holidays.txt") }

    /// Coordinate → IANA time zone (tools/gen-zones.py; boundaries © OpenStreetMap contributors, ODbL).
    public static var zonesURL: URL? { url("zones.bin") }

    /// The file `name` in the resources folder, if it is there (as `Bundle.url(forResource:)`).
    static func url(_ name: String) -> URL? {
        path(name).map { URL(fileURLWithPath: $0, isDirectory: false) }
    }

    /// The path of the file `name` in the resources folder, if it is there.
    static func path(_ name: String) -> String? {
        let path = folder + "/" + name
        var info = stat()
        return stat(path, &info) == 0 ? path : nil
    }

    /// `lunch_LunchResources.resources` beside the running binary (links resolved), where
    /// SwiftPM builds it and `.ci/install` puts it: the folder `Bundle.module` finds first,
    /// found with one `readlink` and one `stat` instead of Foundation's bundle machinery
    /// (about a tenth of a start's own work). Anywhere else, `Bundle.module` looks.
    static let folder: String = {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let slash = executable.lastIndex(of: "/") {
                let beside = String(executable[..<slash]) + "/lunch_LunchResources.resources"
                var info = stat()
                if stat(beside, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return beside }
            }
        }
        #endif
        return Bundle.module.resourcePath ?? Bundle.module.bundlePath
    }()
}
