/// What `sync` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func synced(_ added: Int, _ updated: Int, _ unchanged: Int, from source: String) -> String {
        "Synced from \(source): \(added) added, \(updated) updated, \(unchanged) unchanged."
    }
}
