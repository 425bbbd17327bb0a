import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// One word of the filters `near`, `search`, `pick` and `filter` take, read once as it is
/// typed: `+vegan` wants a tag or cuisine, `-fast_food` avoids one, `open` keeps places
/// open now, `$$` caps the price, `price` caps it with the number after it; any other word
/// (a radius, search text, `filter radius`) is the command's own. Case does not matter.
public struct FilterWord: Equatable, Sendable, ExpressibleByArgument {
    public enum Kind: Equatable, Sendable {
        case want(String)
        case avoid(String)
        case open
        case price(Int)
        /// The word `price`: the next word is its number.
        case priceNumberFollows
        /// Not a filter word.
        case other
    }

    /// The word as typed.
    public let text: String
    public let kind: Kind

    /// Throws the message a user sees for `+` or `-` alone and for `$$$$$`.
    public init(parsing typed: String) throws {
        if typed.first == Self.literalMark {
            text = String(typed.dropFirst())
            kind = .other
            return
        }
        let word = typed
        text = word
        let lower = word.lowercased()
        if lower == "+" || lower == "-" {
            throw UserError(Messages.tagNeeded(lower))
        } else if lower.count > 1, lower.hasPrefix("+") {
            kind = .want(String(lower.dropFirst()))
        } else if lower.count > 1, lower.hasPrefix("-"), lower.dropFirst().first?.isLetter == true {
            kind = .avoid(String(lower.dropFirst()))
        } else if lower == "open" {
            kind = .open
        } else if lower == "price" {
            kind = .priceNumberFollows
        } else if let price = try Price(dollars: lower) {
            kind = .price(price.level)
        } else {
            kind = .other
        }
    }

    /// Marks a word the user quoted (`search "open"`) that would otherwise read as a filter
    /// word: the shell's words carry it to the command, which reads it as text. Commands
    /// that do not tell quoted words apart get their words without it
    /// (`ShellCommand.seesQuotedWords`).
    public static let literalMark: Character = "\u{E000}"

    /// The word with the mark when it looks like a filter word, else as it is.
    public static func marked(_ word: String) -> String {
        let lower = word.lowercased()
        let looksLikeFilter = lower.hasPrefix("+") || lower.hasPrefix("-") || lower == "open" || lower == "price"
            || (!lower.isEmpty && lower.allSatisfy { $0 == "$" })
        return looksLikeFilter ? String(literalMark) + word : word
    }

    /// The word as typed, without the mark.
    public static func unmarked(_ word: String) -> String {
        word.first == literalMark ? String(word.dropFirst()) : word
    }

    public init?(argument: String) {
        guard let word = try? Self(parsing: argument) else { return nil }
        self = word
    }
}
