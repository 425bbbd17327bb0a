/// `undo` leaves navigation as it is.
public struct UndoRouter {
    public init() {}

    public func route() -> Route { .stay }
}
