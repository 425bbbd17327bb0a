/// `where` only reports: navigation stays as it is.
public struct WhereRouter {
    public init() {}

    public func route(after result: WhereInteractor.Result) -> Route { .stay }
}
