/// After a list, its rows are what row numbers refer to (`show 2`, `fav 3`).
public struct ListRouter {
    public init() {}

    public func route(after rows: [PlaceRow]) -> Route {
        .list(rows.map(\.place.id))
    }
}
