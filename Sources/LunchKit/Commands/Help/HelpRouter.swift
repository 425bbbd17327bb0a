/// `help` only reports: navigation stays as it is.
public struct HelpRouter {
    public init() {}

    public func route() -> Route { .stay }
}
