import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `in` and `out` say.
extension Messages {
    public static func comingIn(day: String) -> String { "You are in for \(day)." }
    public static func stayingOut(day: String) -> String { "You are out for \(day): your votes are not counted." }
}
