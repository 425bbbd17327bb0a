import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Where `at` goes: coordinates (`60.17,24.94`, `60.17 24.94`; out of range is an error)
/// or a name, looked up by the interactor.
public enum AtRequest: Equatable, Sendable {
    case coordinate(Coordinate)
    case name(String)

    public init(_ words: [String]) throws {
        guard !words.isEmpty else { throw UserError(Messages.atNeedsWhere) }
        if let coordinate = try Coordinate.parse(words: words) {
            self = .coordinate(coordinate)
        } else {
            self = .name(words.joined(separator: " "))
        }
    }
}
