import LunchStorage
import LunchCatalog
import LunchText

extension AppState {
    /// The average of the user's stars for a place, or nil when never rated.
    public func averageStars(of placeID: String) -> Double? {
        let stars = visits.filter { $0.placeID == placeID }.map(\.stars)
        guard !stars.isEmpty else { return nil }
        return Double(stars.reduce(0, +)) / Double(stars.count)
    }

    /// The name a place not in the catalog is known by: what its favourite kept, else the
    /// name of its latest visit, else its id.
    public func keptName(of id: String) -> String {
        favouritePlaces[id]?.name ?? visits.last { $0.placeID == id }?.placeName ?? id
    }
}
