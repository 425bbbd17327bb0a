import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState

/// The refusal `lunch.check_when` (`DayCheck`) gives as JSON, in the shell's words; any
/// other refusal is the server's line as it is.
struct DayRefusal: Decodable {
    var day: String
    var today: String
    var zone: String
    var late: Bool
    var ahead: Int
    var window: Int

    static func line(_ refusal: String) -> String {
        guard refusal.hasPrefix("{"), let found = try? JSONDecoder().decode(Self.self, from: Data(refusal.utf8)) else {
            return refusal
        }
        return found.late
            ? Messages.teamDayTooLate(found.day, today: found.today, zone: found.zone, window: found.window)
            : Messages.teamDayNotYet(found.day, today: found.today, zone: found.zone, ahead: found.ahead)
    }
}
