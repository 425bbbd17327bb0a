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

extension Messages {
    /// `visits --remove N` said.
    static func visitRemoved(_ number: Int, moment: String, name: String, stars: String) -> String {
        "Removed visit \(number): \(moment)  \(stars)  \(name) ('undo' brings it back)."
    }

    static func noSuchVisit(_ number: Int, count: Int) -> String {
        switch count {
        case 0: "there is no visit \(number): you have no visits yet"
        case 1: "there is no visit \(number): 'visits' lists 1 visit, numbered 1"
        default: "there is no visit \(number): 'visits' lists \(count) visits, numbered 1 to \(count)"
        }
    }

    static func notAVisitNumber(_ word: String) -> String {
        "'\(word.prefix(40))' is not a visit number: 'visits --remove N' takes N as 'visits' numbers them (1 = the newest)"
    }

    static let removeNotFromTeam = "'visits --remove' removes one of your own visits: leave out --team"

    /// `visits --remove 1 --remove 3`: one at a time, the highest first (the numbers
    /// below it stay as listed).
    static func removeOneAtATime(_ numbers: [Int]) -> String {
        let steps = Array(Set(numbers)).sorted(by: >).map { "'visits --remove \($0)'" }
        let order = steps.count > 1 ? ": \(steps.joined(separator: ", then ")) (the highest first keeps the others' numbers)" : ""
        return "'visits --remove' takes one number at a time\(order)"
    }

    /// `visits --remove N` after the visits changed (another shell, a rating, a removal)
    /// since `visits` numbered them in this shell: N may be another visit now.
    static let visitsChangedSinceListed =
        "your visits changed since 'visits' numbered them (another shell, a rating or a removal): "
        + "nothing was removed; 'visits' lists them again with their numbers now"
}
