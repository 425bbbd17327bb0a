/// After `open`, the place is the current place.
public struct OpenRouter {
    public init() {}

    public func route(after result: OpenInteractor.Result) -> Route { .place(result.place.id) }
}
