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
}
