import Foundation
import LunchStorage
import LunchCatalog
import LunchText

extension TeamSnapshot.Settings {
    /// The deadline's moment on `day` (`YYYY-MM-DD`, a day in the team's zone, as the
    /// server reads a change's day); nil without a deadline.
    public func deadline(on day: String) -> Date? {
        guard let deadline, let zone = TimeZone(identifier: self.zone ?? "UTC") else { return nil }
        let time = deadline.split(separator: ":").compactMap { Int($0) }
        let date = day.split(separator: "-").compactMap { Int($0) }
        guard time.count >= 2, date.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: date[0], month: date[1], day: date[2], hour: time[0], minute: time[1]))
    }

    /// The next moment after `now` at which the server has something due (`lunch.due`): the
    /// deadline (`HH:MM` in the team's zone), or the reminder `remindMinutes` before it (with
    /// a webhook set, on the deadline's day: never before midnight, as the server reads it).
    /// Nil without a deadline. A listening shell wakes then instead of at its next check.
    public func nextDue(after now: Date) -> Date? {
        guard let deadline, let zone = TimeZone(identifier: self.zone ?? "UTC") else { return nil }
        let parts = deadline.split(separator: ":")
        guard parts.count >= 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var minutes = [hour * 60 + minute]
        if let remind = remindMinutes, notifyURL != nil, remind > 0, minutes[0] - remind >= 0 {
            minutes.append(minutes[0] - remind)
        }
        let today = calendar.startOfDay(for: now)
        var next: Date?
        for offset in 0...1 {
            guard let day = calendar.date(byAdding: .day, value: offset, to: today) else { continue }
            for m in minutes {
                guard let moment = calendar.date(bySettingHour: m / 60, minute: m % 60, second: 0, of: day),
                      moment > now else { continue }
                next = min(next ?? moment, moment)
            }
        }
        return next
    }
}
