import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What the map shows: the current list, else `near` with the saved radius.
public struct MapInteractor {
    /// The ids to draw, the radius the map must show (nil: fit the places), and the
    /// place of `map N` (the map zooms in on it when it shares its label with others).
    public typealias Result = (ids: [String], radius: Double?, zoom: String?)

    let store: Store
    let near: NearInteractor

    /// `map N` (a row of the list): that row becomes the current place, and the list is
    /// drawn. A bare number under 50 is always a row (no map is drawn at a radius that
    /// small): one the list does not have is the error every REF gives.
    public func places(target: MapTarget?) throws -> Result {
        let list = store.state.currentList
        if let target, let row = target.row {
            guard row >= 1, row <= list.count else { throw UserError(Messages.rowOutOfRange(row, count: list.count)) }
            try store.send(.setCurrentPlace(list[row - 1]))
            return (Array(list), nil, list[row - 1])
        }
        return try places(radius: target?.radius)
    }

    public func places(radius: Radius?) throws -> Result {
        if !store.state.currentList.isEmpty && radius == nil { return (Array(store.state.currentList), nil, nil) }
        let listed = try near.near(radius: radius, filter: PlaceFilter(preferences: store.state.preferences))
        return (Array(listed.list.ids), listed.radius, nil)
    }
}
