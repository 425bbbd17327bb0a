import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `[RADIUS] [FILTERS]` in any order, as `near` and `pick` take them: at most one radius,
/// and this command's own filter words (the interactor adds them to the saved ones).
public struct NearRequest: Equatable, Sendable {
    public var radius: Radius?
    public var filter: PlaceFilter

    public init(radius: Radius? = nil, filter: PlaceFilter = PlaceFilter()) {
        self.radius = radius
        self.filter = filter
    }

    /// `near 5km 6km` has a radius too many; `near 100 foo` names the word that is neither.
    public init(_ words: [FilterWord]) throws {
        let (filter, rest) = try PlaceFilter.gather(words)
        if rest.count > 1 {
            for word in rest where try Radius.parse(word) == nil {
                throw UserError(Messages.notRadiusOrFilter(word))
            }
            throw UserError(Messages.extraRadius(rest[1]))
        }
        self.init(radius: try rest.first.map(Radius.init(parsing:)), filter: filter)
    }
}
