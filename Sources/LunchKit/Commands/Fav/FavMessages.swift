/// What `fav` and `unfav` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func favorited(_ name: String) -> String { "★ \(name) is a favourite." }
    public static func alreadyFavorite(_ name: String) -> String { "★ \(name) was already a favourite." }
    public static func unfavorited(_ name: String) -> String { "\(name) is no longer a favourite." }
    public static func notFavorite(_ name: String) -> String { "\(name) was not a favourite." }
}
