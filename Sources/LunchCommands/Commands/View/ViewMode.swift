import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `view map` or `view list`: whether lists also draw the map.
public enum ViewMode: String, CaseIterable, Sendable, ExpressibleByArgument {
    case map, list

    /// Any case (`view MAP`); throws the message a user sees for another word.
    public init(parsing word: String) throws {
        guard let mode = Self(rawValue: word.lowercased()) else { throw UserError(Messages.badView(word)) }
        self = mode
    }
}
