import LunchStorage
import LunchText

extension Messages {
    /// A file named `.pbf`, or one starting like a PBF block, that is no OpenStreetMap PBF file.
    public static let notAPBFFile = "it is not a valid OpenStreetMap PBF file (it does not start with an OSMHeader block)"
    /// An OpenStreetMap history file (`HistoricalInformation`): refused, never read as current data.
    public static let pbfHistoryFile = "it is an OpenStreetMap history file (.osh.pbf: old versions and deleted objects); "
        + "import a current extract (.osm.pbf)"
    /// A file of no bytes at all (a download that never started).
    public static let placeFileEmpty = "it is empty (0 bytes)"
    /// A PBF file that ends inside a block (a download or copy that stopped): where.
    public static func pbfTruncated(block: Int?, byte: Int?) -> String {
        let at = block.map { b in "inside block \(b)" + (byte.map { ", which starts at byte \($0)" } ?? "") } ?? "inside a block"
        return "it is an OpenStreetMap PBF file cut short: it ends \(at); download or copy it again"
    }
    /// Any other PBF file that cannot be read.
    public static func pbfUnreadable(_ why: String) -> String {
        "it is an OpenStreetMap PBF file that cannot be read (\(why))"
    }
}
