/// After an import the last list's rows still name the same ids; navigation stays.
public struct ImportRouter {
    public init() {}

    public func route() -> Route { .stay }
}
