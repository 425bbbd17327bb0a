/// `sync` leaves navigation as it is (row numbers name ids, which stay).
public struct SyncRouter {
    public init() {}

    public func route() -> Route { .stay }
}
