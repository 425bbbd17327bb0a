import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `veto` and `unveto` say.
extension Messages {
    public static func vetoed(_ name: String, day: String) -> String { "You vetoed \(name) for \(day)." }
    public static func unvetoed(day: String) -> String { "Your veto for \(day) is taken back." }
    public static func unvetoNothing(day: String) -> String { "You have no veto for \(day): nothing to take back." }
}
