/// What `help` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func unknownHelpTopic(_ name: String, suggestion: String?) -> String {
        unknownCommand(name, suggestion: suggestion)
    }
}
