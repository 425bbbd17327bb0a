import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Where randomness comes from, injected so that `pick` is deterministic in tests.
public protocol RandomSource: AnyObject {
    /// A number in 0..<1.
    func nextUnit() -> Double
}

/// The system's random numbers.
public final class SystemRandomSource: RandomSource {
    public init() {}

    public func nextUnit() -> Double { Double.random(in: 0..<1) }
}
