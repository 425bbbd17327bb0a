/// `export` leaves navigation as it is.
public struct ExportRouter {
    public init() {}

    public func route() -> Route { .stay }
}
