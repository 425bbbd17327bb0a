/// `filter` leaves navigation as it is.
public struct FilterRouter {
    public init() {}

    public func route() -> Route { .stay }
}
