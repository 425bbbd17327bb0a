/// The rated place becomes the current place (`rate 5` again rates it).
public struct RateRouter {
    public init() {}

    public func route(after visit: Visit) -> Route { .place(visit.placeID) }
}
