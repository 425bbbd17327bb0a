import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// How likely `pick` draws a place: favourites 3×, your average stars (stars/3)².
public enum PickWeights {
    public static let favourite = 3.0

    public static func weight(favourite: Bool, averageStars: Double?) -> Double {
        var w = 1.0
        if favourite { w *= Self.favourite }
        if let a = averageStars { w *= (a / 3) * (a / 3) }
        return w
    }

    /// The index drawn from `weights` with a number `u` in 0..<1.
    public static func draw(_ weights: [Double], u: Double) -> Int {
        let total = weights.reduce(0, +)
        var target = u * total
        for (i, w) in weights.enumerated() {
            if target < w { return i }
            target -= w
        }
        return weights.count - 1
    }
}
