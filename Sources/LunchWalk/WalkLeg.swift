/// A walk from a search's start to one destination.
public struct WalkLeg: Sendable, Equatable {
    /// Real metres walked: start → its way point, along the network, way point → destination.
    public var meters: Double
    /// What the search minimised (metres, steps counting 1.5 each); time = cost / speed.
    public var cost: Double
    /// Metres of the two straight bits (start to network, network to destination).
    public var offNetworkMeters: Double
    /// Straight-line (great-circle) metres from start to destination, for comparison.
    public var straightMeters: Double

    /// The usual walking speed, 4.8 km/h.
    public static let defaultKilometresPerHour = 4.8

    /// Walking minutes at a speed.
    public func minutes(kilometresPerHour: Double = WalkLeg.defaultKilometresPerHour) -> Double {
        cost / (kilometresPerHour * 1000 / 60)
    }
}
