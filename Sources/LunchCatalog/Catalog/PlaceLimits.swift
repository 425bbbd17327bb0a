import LunchStorage
import LunchText

/// What one place keeps at most, so that a hostile file cannot make one place huge or its
/// import slow. Far above real data: the most in the real files (../shared/data) is 22
/// cuisines, 4 `diet:*` tags and 6 name words on one place. Past a cap, later values are
/// dropped (the first ones in the file are kept).
public enum PlaceLimits {
    /// Distinct cuisines of one place.
    public static let cuisines = 64
    /// Distinct `diet:*` tags of one place (the yes-valued features are a fixed few).
    public static let dietTags = 64
    /// Phone numbers of one place.
    public static let phones = 16
    /// Distinct words of one place in the search index (name first, then cuisines, tags, address).
    public static let indexedWords = 256
    /// Characters of a place's name: a longer one (a hostile file's 10 MB name) is cut
    /// to its first `nameCharacters - 1` and `…`, at import, before it is printed or saved.
    public static let nameCharacters = 200

    /// `name` cut to `nameCharacters` (the last one `…`); as it is when not longer.
    public static func cappedName(_ name: String) -> String {
        guard name.utf8.count > nameCharacters,
              let end = name.index(name.startIndex, offsetBy: nameCharacters - 1, limitedBy: name.endIndex),
              end < name.endIndex, name.index(after: end) < name.endIndex else { return name }
        return String(name[..<end]) + "…"
    }
}
