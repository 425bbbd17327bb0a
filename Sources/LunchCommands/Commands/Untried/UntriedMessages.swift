import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `untried` says.
extension Messages {
    public static let untriedNothingRead =
        "offline: nothing read from the team yet, so who went where is not known; try 'untried' again online"
    /// `in the last 28 days`.
    static func untriedWindow(_ days: Int) -> String { days == 1 ? "today or yesterday" : "in the last \(days) days" }
    public static func untriedFooter(_ count: Int, filter: String, window: Int, radius: String, location: String) -> String {
        let filtered = filter.isEmpty ? "" : " matching \(filter)"
        return "(\(Plural.count(count, "place"))\(filtered) within \(radius) of \(location) "
            + "that nobody in the team went to \(untriedWindow(window)))"
    }
    public static func untriedNone(filter: String, window: Int, radius: String, location: String, larger: String?) -> String {
        let filtered = filter.isEmpty ? "" : " matching \(filter)"
        return "The team went to every place\(filtered) within \(radius) of \(location) \(untriedWindow(window))"
            + (larger.map { "; try 'untried \($0)'" } ?? "") + "."
    }
}
