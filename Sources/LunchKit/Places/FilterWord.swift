import ArgumentParser

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
    public init(parsing word: String) throws {
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

    public init?(argument: String) {
        guard let word = try? Self(parsing: argument) else { return nil }
        self = word
    }
}
