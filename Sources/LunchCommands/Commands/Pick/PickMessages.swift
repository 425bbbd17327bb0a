import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `pick` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func nothingToPick(radius: String, filter: String) -> String {
        let filtered = filter.isEmpty ? "" : " matching \(filter)"
        let hint = filter.isEmpty ? "try 'filter radius 2km' or move with 'at NAME'" : "try 'filter radius 2km' or fewer filters"
        return "nothing to pick: no places\(filtered) within \(radius); \(hint)"
    }
    public static func allPicked(_ n: Int) -> String {
        n == 1 ? "The only place was picked this session; starting over."
               : "All \(n) places were picked this session; starting over."
    }
    public static let onlyRecentLeft = "Only places you visited in the last 7 days are left."
    public static func onlyNeverAgain(_ count: Int) -> String {
        "nothing to pick: your latest visit to \(count == 1 ? "the one place" : "each of the \(count) places") here says +never"
    }
}

extension Messages {
    public static func pickNoPlaceForDiets(_ needs: [String]) -> String {
        "no place here meets every member's diet needs (\(needs.map(TerminalText.safe).joined(separator: ", "))): try a larger radius or 'team diet'"
    }
}
