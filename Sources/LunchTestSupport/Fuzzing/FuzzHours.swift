import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// An `opening_hours` value parsed and evaluated at a few fixed times (a weekday noon, a
/// Sunday night, new year, a leap day, the spring clock change) in Helsinki time.
enum FuzzHours {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Helsinki") ?? TimeZone(secondsFromGMT: 7200)!
        return calendar
    }()
    static let times = [1_795_170_600, 1_795_391_940, 1_798_761_600, 1_835_438_400, 1_774_744_200, 1_798_759_800]
        .map { Date(timeIntervalSince1970: TimeInterval($0)) }

    static func run(_ data: Data) {
        let text = String(decoding: data.prefix(4096), as: UTF8.self)
        guard let hours = OpeningHours(text) else {
            precondition(OpeningHours.status(of: text, at: times[0], calendar: calendar) == .unknown)
            return
        }
        for time in times {
            let status = hours.status(at: time, calendar: calendar)
            precondition(status == OpeningHours.status(of: text, at: time, calendar: calendar), "not deterministic: \(text.debugDescription)")
            _ = status.key
        }
    }
}
