import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

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
    public static func extraAfterRef(_ ref: String, extra: String) -> String {
        "unexpected '\(extra)' after \(ref): name one place (a row number, an id or the start of a name)"
    }
    public static func needsValue(_ word: String, example: String) -> String {
        "'\(word)' needs a value, e.g. '\(example)'"
    }
    public static func negativeNumber(_ word: String, command: String) -> String {
        "'\(word)' is negative: \(command) takes no negative numbers"
    }
    public static func takesNoArguments(_ command: String, extra: String) -> String {
        "'\(command)' takes no arguments: '\(extra)' is extra"
    }
}

extension Messages {
    public static func rowsOffMap(_ n: Int, of total: Int, beyond: String) -> String {
        (total == 1 ? "the only row is" : "\(n) of the \(total) rows \(n == 1 ? "is" : "are")")
            + " off the map (more than \(beyond) from you); "
            + "'near' lists the places around you"
    }
    public static func unknownOption(_ word: String) -> String { "unknown option '\(word)'" }
}
