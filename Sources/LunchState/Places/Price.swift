import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchText

/// A price cap, 1 to 4: a number after `price` (`price 2`) or dollar signs (`$$`). The
/// one price parser, used by the filter words of `near`, `search`, `pick` and `filter`.
public struct Price: Equatable, Sendable, ExpressibleByArgument {
    public let level: Int

    /// The number after `price`; throws the message a user sees for anything else.
    public init(number word: String) throws {
        guard let level = Int(word), (1...4).contains(level) else { throw UserError(Messages.badPrice(word)) }
        self.level = level
    }

    /// Nil when `word` is not dollar signs; throws for more than four.
    public init?(dollars word: String) throws {
        guard !word.isEmpty, word.allSatisfy({ $0 == "$" }) else { return nil }
        guard word.count <= 4 else { throw UserError(Messages.badPrice(word)) }
        level = word.count
    }

    public init?(argument: String) {
        guard let price = (try? Self(dollars: argument)) ?? (try? Self(number: argument)) else { return nil }
        self = price
    }
}
