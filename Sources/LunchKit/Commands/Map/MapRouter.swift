/// The map's legend is the list rows refer to.
public struct MapRouter {
    public init() {}

    public func route(after ids: [String]) -> Route { .list(ids) }
}
