import LunchText

/// How far a walk is, where it is too far to give in minutes (`Walk.longestMinutesShown`).
extension Messages {
    /// The Walk column of a place more than an hour away on foot.
    public static let walkOverAnHour = "> 1 h"
    /// `show`'s walk of a place more than an hour away: its distance, no minutes.
    public static func walkTooFar(_ distance: String, alongWays: Bool) -> String {
        "more than an hour on foot (\(distance) \(alongWays ? "along the ways" : "in a straight line"))"
    }
}
