/// Messages about a command's words: too many, extra, or not what the command takes.
extension Messages {
    /// The most words one command takes (swift-argument-parser's array arguments cost
    /// time that grows with the square of their length; no person types this many).
    public static let maximumWords = 1_000

    public static func tooManyWords(_ count: Int) -> String {
        "too many words in one command: \(count) (at most \(maximumWords))"
    }
    public static func tagNeeded(_ sign: String) -> String {
        "'\(sign)' needs a tag: +vegan wants a tag or cuisine, -fast_food avoids one"
    }
    public static func notRadiusOrFilter(_ word: String) -> String {
        "'\(word)' is not a radius or a filter: use a radius (800, 1.2km, 10min), +TAG, -TAG, open or price N"
    }
    public static func badHistoryCount(_ word: String, limit: Int) -> String {
        "history takes a count from 1 to \(limit) (the lines kept), not '\(word)'"
    }
    /// `open 1 osm extra`: a word after the target.
    public static func extraAfterTarget(_ word: String) -> String { "'\(word)' is extra: open takes a place, then one target" }
    public static func extraRadius(_ word: String) -> String { "one radius at most: '\(word)' is extra" }
    public static func radiusNotPositive(_ word: String) -> String { "radius \(word) must be more than 0" }
    public static func extraAfterRef(_ ref: String, extra: String) -> String {
        "unexpected '\(extra)' after \(ref): name one place (a row number, an id or the start of a name)"
    }
    public static let rateNoteInQuotes = "a note is one word: put a longer note in quotes, e.g. rate 4 \"great soup\""
    public static func needsValue(_ word: String, example: String) -> String {
        "'\(word)' needs a value, e.g. '\(example)'"
    }
    public static func negativeNumber(_ word: String, command: String) -> String {
        "'\(word)' is negative: \(command) takes no negative numbers"
    }
    public static func takesNoArguments(_ command: String, extra: String) -> String {
        "'\(command)' takes no arguments: '\(extra)' is extra"
    }
    public static func rateExtraNumbers(ref: String, stars: String, extra: String) -> String {
        "'\(extra)' is extra: rate takes one REF, then STARS (rate \(ref) \(stars)), then a note in quotes (rate \(ref) \(stars) \"great soup\")"
    }
    public static func notTwoNumbers(_ text: String) -> String {
        "'\(text)' is not a location: give two numbers, LAT,LON (e.g. 60.17,24.94)"
    }
}

extension Messages {
    public static func rowsOffMap(_ n: Int, of total: Int, beyond: String) -> String {
        "\(n) of the \(total) rows \(n == 1 ? "is" : "are") off the map (more than \(beyond) from you); "
            + "'near' lists the places around you"
    }
}
