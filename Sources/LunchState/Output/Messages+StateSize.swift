import LunchStorage
import LunchCatalog
import LunchText

extension Messages {
    /// A save refused at the cap, naming the entries that take the most room.
    static func stateWouldBeTooLarge(file: String, limit: Int, largest: [PersistedState.SizedEntry]) -> String {
        let base = stateWouldBeTooLarge(file: file, limit: limit)
        guard !largest.isEmpty else { return base }
        let named = largest.map { entry -> String in
            let name = entry.name.count > 40 ? String(entry.name.prefix(39)) + "…" : entry.name
            if let id = entry.favourite { return "favourite \(id) '\(name)' (\(byteCount(entry.bytes)))" }
            return "a visit to '\(name)' (\(byteCount(entry.bytes)))"
        }
        return base + "; what takes the most room: " + named.joined(separator: ", ")
    }
}
