/// After `show`, the place is the current place (`rate 4` rates it).
public struct ShowRouter {
    public init() {}

    public func route(after result: ShowInteractor.Result) -> Route { .place(result.row.place.id) }
}
