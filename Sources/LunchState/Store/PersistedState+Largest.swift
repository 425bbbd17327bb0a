import LunchStorage
import LunchCatalog
import LunchText

extension PersistedState {
    /// One favourite or visit and the bytes its text takes in `state.json`.
    struct SizedEntry {
        var bytes: Int
        var favourite: String?
        var name: String
        /// A visit's number in `visits` (1 = the newest), which `visits --remove N` takes,
        /// and when it was: three visits to one place read apart.
        var visit: (number: Int, moment: String)?
    }

    /// The favourites and visits whose text takes the most room, largest first: what a
    /// state near its cap should lose (a place name of megabytes saved before names
    /// were capped, copied into each favourite and rating). Visits are numbered as
    /// `visits` numbers them.
    func largestEntries(_ count: Int) -> [SizedEntry] {
        var entries: [SizedEntry] = []
        for id in favourites {
            let name = favouritePlaces[id]?.name ?? ""
            entries.append(SizedEntry(bytes: id.utf8.count + name.utf8.count, favourite: id, name: name))
        }
        for (offset, visit) in Visit.newestFirst(visits).enumerated() {
            entries.append(SizedEntry(bytes: visit.placeName.utf8.count + (visit.note?.utf8.count ?? 0), favourite: nil,
                                      name: visit.placeName, visit: (offset + 1, Visit.moment(visit.date))))
        }
        // Stable: of equal sizes, the newer visit first.
        return Array(entries.enumerated().sorted { $0.element.bytes != $1.element.bytes ? $0.element.bytes > $1.element.bytes
                                                                                          : $0.offset < $1.offset }
            .prefix(count).map(\.element))
    }
}
