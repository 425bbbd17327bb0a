import LunchStorage
import LunchCatalog
import LunchText

extension PersistedState {
    /// One favourite or visit and the bytes its text takes in `state.json`.
    struct SizedEntry {
        var bytes: Int
        var favourite: String?
        var name: String
    }

    /// The favourites and visits whose text takes the most room, largest first: what a
    /// state near its cap should lose (a place name of megabytes saved before names
    /// were capped, copied into each favourite and rating).
    func largestEntries(_ count: Int) -> [SizedEntry] {
        var entries: [SizedEntry] = []
        for id in favourites {
            let name = favouritePlaces[id]?.name ?? ""
            entries.append(SizedEntry(bytes: id.utf8.count + name.utf8.count, favourite: id, name: name))
        }
        for visit in visits {
            entries.append(SizedEntry(bytes: visit.placeName.utf8.count + (visit.note?.utf8.count ?? 0), favourite: nil,
                                      name: visit.placeName))
        }
        return Array(entries.sorted { $0.bytes > $1.bytes }.prefix(count))
    }
}
