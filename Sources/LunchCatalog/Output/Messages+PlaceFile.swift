import LunchStorage
import LunchText

extension Messages {
    /// A file named `.pbf`, or one starting like a PBF block, that is no OpenStreetMap PBF file.
    public static let notAPBFFile = "it is not a valid OpenStreetMap PBF file (it does not start with an OSMHeader block)"
    /// An OpenStreetMap history file (`HistoricalInformation`): refused, never read as current data.
    public static let pbfHistoryFile = "it is an OpenStreetMap history file (.osh.pbf: old versions and deleted objects); "
        + "import a current extract (.osm.pbf)"
    /// Any other PBF file that cannot be read.
    public static func pbfUnreadable(_ why: String) -> String {
        "it is an OpenStreetMap PBF file that cannot be read (\(why))"
    }
}
