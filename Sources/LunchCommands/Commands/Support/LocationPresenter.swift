import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Text and JSON for a location (`at` and `where` show the same thing).
public struct LocationPresenter {
    public init() {}

    public func describe(_ location: Location) -> String {
        if let name = location.name { return "\(TerminalText.safe(name)) (\(location.coordinate.text))" }
        return location.coordinate.text
    }

    public func json(_ location: Location?) -> [(String, JSON)] {
        [("lat", .number(location?.coordinate.lat)),
         ("lon", .number(location?.coordinate.lon)),
         ("name", .string(location?.name))]
    }
}
