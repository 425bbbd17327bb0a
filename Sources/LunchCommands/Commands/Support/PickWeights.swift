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

    /// `pick --team`: the factor of a place the team went to `days` ago within its recency
    /// window of `window` days (labzero/lunch's "sort duration"): (days + 1) / (window + 1),
    /// growing with the days since, so today's weighs 1/29 of an untried place's in a
    /// 28-day window and one 27 days ago 28/29; outside the window (nil) 1.
    public static func recency(days: Int?, window: Int) -> Double {
        guard let days, days <= window else { return 1 }
        return Double(max(0, days) + 1) / Double(window + 1)
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
