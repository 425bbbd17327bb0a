import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `visits` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static let noVisits = "No visits yet: 'rate 4' rates the place you just looked at."
}

extension Messages {
    public static let noTeamVisits = "No team lunches in the last 30 days: 'rate' adds yours."
}
