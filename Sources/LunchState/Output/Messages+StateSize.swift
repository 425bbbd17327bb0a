import LunchStorage
import LunchCatalog
import LunchText

extension Messages {
    /// A save refused at the cap, naming the entries that take the most room (a visit by
    /// its number in `visits` and its time) and how to remove them.
    static func stateWouldBeTooLarge(file: String, limit: Int, largest: [PersistedState.SizedEntry]) -> String {
        let base = stateWouldBeTooLarge(file: file, limit: limit)
        guard !largest.isEmpty else { return base }
        let named = largest.map { entry -> String in
            let name = TerminalText.safe(entry.name.count > 40 ? String(entry.name.prefix(39)) + "…" : entry.name)
            if let id = entry.favourite { return "favourite \(TerminalText.safe(id)) '\(name)' (\(byteCount(entry.bytes)))" }
            let visit = entry.visit.map { "visit \($0.number) (\($0.moment))" } ?? "a visit"
            return "\(visit) to '\(name)' (\(byteCount(entry.bytes)))"
        }
        var how: [String] = []
        if largest.contains(where: { $0.visit != nil }) { how.append("'visits --remove N' removes visit N") }
        if largest.contains(where: { $0.favourite != nil }) { how.append("'unfav ID' a favourite") }
        return base + "; what takes the most room: " + named.joined(separator: ", ") + "; " + how.joined(separator: ", ")
    }
}
