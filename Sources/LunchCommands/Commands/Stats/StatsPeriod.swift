import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `stats` looks back over: the last N days (`30d`), a year (`2026`) or `all`.
public enum StatsPeriod: Equatable, Sendable, ExpressibleByArgument {
    case days(Int)
    case year(Int)
    case all

    public static let standard = StatsPeriod.days(30)

    /// Any case (`ALL`, `30D`); throws the message a user sees for another word.
    public init(parsing word: String) throws {
        let text = word.lowercased()
        if text == "all" {
            self = .all
        } else if text.hasSuffix("d"), let days = Int(text.dropLast()), days > 0, days <= 36_500 {
            self = .days(days)
        } else if let year = Int(text), (1970...9999).contains(year) {
            self = .year(year)
        } else {
            throw UserError(Messages.badPeriod(word))
        }
    }

    public init?(argument: String) {
        guard let period = try? Self(parsing: argument) else { return nil }
        self = period
    }
}
