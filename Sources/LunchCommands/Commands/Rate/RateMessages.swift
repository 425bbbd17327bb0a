import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `rate` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static let noCurrentPlace = "no current place to rate: name one ('rate 2 4', 'rate kahvi 5') or 'show' it first"
    public static func badStars(_ word: String) -> String { "stars are a whole number from 1 to 5, not '\(word)'" }
    public static let rateNeedsStars = "say how many stars (1–5): 'rate 4', 'rate 4 \"great\"' or 'rate REF 4'"
    public static func rateExtraNumbers(ref: String, stars: String, extra: String) -> String {
        "'\(extra)' is extra: rate takes one REF, then STARS (rate \(ref) \(stars)), then a note in quotes (rate \(ref) \(stars) \"great soup\")"
    }
    public static let rateNoteInQuotes = "a note is one word: put a longer note in quotes, e.g. rate 4 \"great soup\""
    public static func noteTooLong(_ count: Int, limit: Int) -> String {
        "a note is at most \(limit) characters, not \(count); nothing was saved"
    }
    public static let againAndNever = "a visit is +again or +never, not both"
    public static func visitTagTooLong(_ start: String, limit: Int) -> String {
        "a visit tag is at most \(limit) characters ('\(start)…' is longer); nothing was saved"
    }
    public static func tooManyVisitTags(_ count: Int, limit: Int) -> String {
        "a visit keeps at most \(limit) tags, not \(count); nothing was saved"
    }
    public static let tagsComeLast = "tags come last, after the stars and the note: rate 4 \"great soup\" +spicy +again"
}
