import Foundation

/// Writes favourites and visits to a file, atomically.
public struct ExportInteractor {
    private let store: Store
    private let catalog: Catalog
    private let storage: any FileStorage
    private let visits = VisitPresenter()

    public init(store: Store, catalog: Catalog, storage: any FileStorage) {
        self.store = store
        self.catalog = catalog
        self.storage = storage
    }

    public func export(to file: String) throws -> (path: String, favorites: Int, visits: Int) {
        let path = PathText.expandingTilde(file)
        let state = store.state
        let favorites = state.favorites.map { id -> (String, String) in
            (id, catalog.index(ofID: id).map { catalog.place(at: $0).name }
                ?? state.visits.last { $0.placeID == id }?.placeName ?? "")
        }
        let text: String
        if path.lowercased().hasSuffix(".csv") {
            var rows = ["type,date,place_id,name,stars,note"]
            rows += state.visits.map { v in
                ["visit", visits.date(v.date), v.placeID, v.placeName, String(v.stars), v.note ?? ""].map(Self.csv).joined(separator: ",")
            }
            rows += favorites.map { ["favorite", "", $0.0, $0.1, "", ""].map(Self.csv).joined(separator: ",") }
            text = rows.joined(separator: "\r\n") + "\r\n"
        } else {
            let json = JSON.object([
                ("favorites", .array(favorites.map { .object([("id", .string($0.0)), ("name", .string($0.1))]) })),
                ("visits", .array(state.visits.map(visits.json))),
            ])
            text = json.serialized() + "\n"
        }
        try storage.writeFile(Data(text.utf8), to: path)
        return (path, favorites.count, state.visits.count)
    }

    /// A CSV field (RFC 4180): quoted when it holds a comma, quote or line break.
    static func csv(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
