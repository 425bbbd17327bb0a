import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// The days the team's server takes changes for, around its own day (schema version 4,
/// `DayCheck` in LunchTeam): at most `ahead` days after it (a member in a zone ahead of the
/// team's), at most `late` days before it (an outbox that waited while offline).
public enum TeamDayWindow {
    public static let ahead = 1
    public static let late = 14
}

extension TeamSnapshot {
    /// The server's refusal of a change for `day`, in its words, when the day is outside the
    /// server's window around its own day as read (`serverDay`, in the team's zone); nil
    /// when it is inside, or the server's day was not read. Lets a command that reads
    /// before it changes anything (`decide`) say why instead of what the empty day lacks.
    public var dayRefusal: String? {
        guard let serverDay, let ahead = TeamRecency.days(from: serverDay, to: day) else { return nil }
        let zone = settings?.zone ?? "UTC"
        if ahead > TeamDayWindow.ahead {
            return Messages.teamDayNotYet(day, today: serverDay, zone: zone, ahead: TeamDayWindow.ahead)
        }
        if -ahead > TeamDayWindow.late {
            return Messages.teamDayTooLate(day, today: serverDay, zone: zone, window: TeamDayWindow.late)
        }
        return nil
    }
}
