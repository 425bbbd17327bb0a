/// What `import` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func cannotImport(_ file: String, reason: String) -> String {
        "cannot import \(file): \(reason); nothing was changed"
    }
}
