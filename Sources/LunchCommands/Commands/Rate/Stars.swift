import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// A rating: a whole number of stars from 1 to 5.
public struct Stars: Equatable, Sendable, ExpressibleByArgument {
    public let value: Int

    /// Throws the message a user sees for anything else (`4.5`, `0`, `six`).
    public init(parsing word: String) throws {
        guard let value = Int(word), (1...5).contains(value) else { throw UserError(Messages.badStars(word)) }
        self.value = value
    }

    public init?(argument: String) {
        guard let stars = try? Self(parsing: argument) else { return nil }
        self = stars
    }
}
