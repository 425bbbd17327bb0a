import LunchStorage
import LunchCatalog
import LunchText

/// Messages about `state.json.journal`, the changes saved since `state.json` was written whole.
extension Messages {
    /// A journal left from a `state.json` that another program (an older lunch) rewrote:
    /// its changes cannot be applied to the new file and are kept aside.
    public static func staleJournalSetAside(file: String, changes: Int, state: String, aside: String) -> String {
        let counted = changes == 1 ? "1 change" : "\(changes) changes"
        return "note: \(file): \(counted) saved before another program rewrote \(state) could not be applied and "
            + "\(changes == 1 ? "was" : "were") kept in \(aside)"
    }
}
