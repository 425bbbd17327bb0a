/// After `at` nothing else changes: the rows of the last list keep referring to the
/// same places (PRODUCT.md: numbers stay valid until the next list is shown).
public struct AtRouter {
    public init() {}

    public func route(after location: Location) -> Route { .stay }
}
