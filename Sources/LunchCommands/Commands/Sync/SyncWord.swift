import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// One word after `sync`: a provider (`google`, `overpass`, or `osm` for overpass) or a
/// radius, in any order.
public enum SyncWord: Equatable, Sendable, ExpressibleByArgument {
    case provider(String)
    /// The radius and the word as typed.
    case radius(Radius, typed: String)

    /// Throws the radius message for a word that is neither.
    public init(parsing word: String) throws {
        switch word.lowercased() {
        case "google": self = .provider("google")
        case "overpass", "osm": self = .provider("overpass")
        default: self = .radius(try Radius(parsing: word), typed: word)
        }
    }

    public init?(argument: String) {
        guard let word = try? Self(parsing: argument) else { return nil }
        self = word
    }
}
