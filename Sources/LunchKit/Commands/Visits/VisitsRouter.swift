/// `visits` only reports: navigation stays as it is.
public struct VisitsRouter {
    public init() {}

    public func route() -> Route { .stay }
}
