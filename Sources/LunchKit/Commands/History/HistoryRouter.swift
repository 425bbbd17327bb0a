/// `history` only reports: navigation stays as it is.
public struct HistoryRouter {
    public init() {}

    public func route() -> Route { .stay }
}
