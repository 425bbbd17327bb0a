import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Writes favourites and visits to a file, atomically.
public struct ExportInteractor {
    public typealias Result = (path: String, favourites: Int, visits: Int)

    let store: Store
    let catalog: Catalog
    let storage: any FileStorage
    let visits = VisitPresenter()

    public func export(to file: String) throws -> Result {
        let path = PathText.expandingTilde(file)
        let state = store.state
        let favourites = state.favourites.map { id -> (String, String) in
            (id, catalog.index(ofID: id).map { catalog.place(at: $0).name }
                ?? state.visits.last { $0.placeID == id }?.placeName ?? "")
        }
        let text: String
        if path.lowercased().hasSuffix(".csv") {
            var rows = ["type,date,place_id,name,stars,note"]
            rows += state.visits.map { v in
                ["visit", visits.date(v.date), v.placeID, v.placeName, String(v.stars), v.note ?? ""].map(Self.csv).joined(separator: ",")
            }
            rows += favourites.map { ["favorite", "", $0.0, $0.1, "", ""].map(Self.csv).joined(separator: ",") }
            text = rows.joined(separator: "\r\n") + "\r\n"
        } else {
            let json = JSON.object([
                ("favorites", .array(favourites.map { .object([("id", .string($0.0)), ("name", .string($0.1))]) })),
                ("visits", .array(state.visits.map(visits.json))),
            ])
            text = json.serialized() + "\n"
        }
        try storage.writeFile(Data(text.utf8), to: path)
        return (path, favourites.count, state.visits.count)
    }

    /// A CSV field (RFC 4180): quoted when it holds a comma, quote or line break.
    static func csv(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
