/// What `history` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static let historyEmpty = "No history yet."
}
