import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The Open column's texts and the place's clock: `open · closes in 25 min`, `closes 12:20`,
/// `Asia/Almaty, now Mon 13:00 there`.
extension PlaceTablePresenter {
    /// `open · closes in 25 min`, `closed · opens at 11:30`, `?`; the times on the
    /// place's clock (`time`), else the machine's; `open · closes 12:20` when it closes
    /// within `stretch` minutes.
    public func openText(_ status: OpenStatus, at time: PlaceTime? = nil, stretch: Int? = nil) -> String {
        let parts = openParts(status, at: time, stretch: stretch)
        return parts.styled + parts.detail
    }

    /// The open state's word (`open`, `closed`, `?`), the same word coloured, and the
    /// detail after it (` · until 21:00`, cut first on a narrow screen).
    func openParts(_ status: OpenStatus, at time: PlaceTime?, stretch: Int?) -> (word: String, styled: String, detail: String) {
        let time = time ?? PlaceTime(calendar: calendar, now: now())
        switch status {
        case .open(let closes):
            return ("open", style.green("open"), closes.map { " · " + closingText($0, time, stretch: stretch) } ?? "")
        case .closed(let opens):
            return ("closed", style.red("closed"), opens.map { " · opens " + openingText($0, time) } ?? "")
        case .unknown:
            return ("?", style.dim("?"), "")
        case .unknownWithComment(let comment):
            return ("?", style.dim("?"), " " + TerminalText.safe(comment))
        }
    }

    /// `closes 12:20` within the stretch, else `closes in 25 min`, `until 21:00` today (a
    /// midnight tonight too), `until Sat 00:00` on another day: the day named is the one
    /// that ends at that time.
    private func closingText(_ date: Date, _ time: PlaceTime, stretch: Int? = nil) -> String {
        let (day, clock) = closingClock(date, time)
        if let stretch, date < time.now.addingTimeInterval(Double(stretch) * 60) {
            return Messages.closesWithinStretch(day: day, clock: clock)
        }
        let minutes = Int((date.timeIntervalSince(time.now) / 60).rounded(.up))
        if minutes <= 60 { return Messages.closesIn(minutes: minutes) }
        return Messages.openUntil(day: day, clock: clock)
    }

    /// A closing's clock time, and its day when it is not today (`Sat`: a closing at 00:00
    /// ends the day before it).
    func closingClock(_ date: Date, _ time: PlaceTime) -> (day: String?, clock: String) {
        let calendar = time.calendar
        let endingDay = calendar.startOfDay(for: date.addingTimeInterval(-1))
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: time.now), to: endingDay).day ?? 0
        return (days == 0 ? nil : weekdayText(endingDay, calendar), clockText(date, calendar))
    }

    /// `closes 12:20`, `closes Sat 00:30` for a place open now that closes within `stretch`
    /// (nil when it stays open for it): for `pick` and `decide`'s lines.
    public func closingWithin(_ status: OpenStatus, at time: PlaceTime?, stretch: Int?) -> String? {
        guard let stretch, case .open(let closes?) = status else { return nil }
        let time = time ?? PlaceTime(calendar: calendar, now: now())
        guard closes < time.now.addingTimeInterval(Double(stretch) * 60) else { return nil }
        let (day, clock) = closingClock(closes, time)
        return Messages.closesWithinStretch(day: day, clock: clock)
    }

    /// `Sat`, on the place's clock.
    private func weekdayText(_ date: Date, _ calendar: Calendar) -> String {
        Self.text(date, "EEE", in: calendar.timeZone)
    }

    /// A moment in a fixed format (`EEE HH:mm`) on a clock, in English whatever the machine's locale.
    private static func text(_ date: Date, _ format: String, in zone: TimeZone) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = zone
        f.dateFormat = format
        return f.string(from: date)
    }

    private func openingText(_ date: Date, _ time: PlaceTime) -> String {
        let calendar = time.calendar
        let start = calendar.startOfDay(for: time.now)
        let days = calendar.dateComponents([.day], from: start, to: calendar.startOfDay(for: date)).day ?? 0
        switch days {
        case 0: return "at \(clockText(date, calendar))"
        case 1: return "tomorrow \(clockText(date, calendar))"
        default: return Self.text(date, "EEE HH:mm", in: calendar.timeZone)
        }
    }

    private func clockText(_ date: Date, _ calendar: Calendar) -> String {
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
    }

    /// `Asia/Almaty, now Mon 13:00 there` when the place keeps another clock than the
    /// machine (nil when it keeps the machine's).
    public func zoneText(_ time: PlaceTime?) -> String? {
        guard let time, time.calendar.timeZone.identifier != calendar.timeZone.identifier else { return nil }
        return "\(time.zoneName), now \(Self.text(time.now, "EEE HH:mm", in: time.calendar.timeZone)) there"
    }
}
