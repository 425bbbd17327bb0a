/// `stats` only reports: navigation stays as it is.
public struct StatsRouter {
    public init() {}

    public func route() -> Route { .stay }
}
