/// A favourite change leaves the list and the current place as they are.
public struct FavRouter {
    public init() {}

    public func route(after result: FavInteractor.Result) -> Route { .stay }
}
