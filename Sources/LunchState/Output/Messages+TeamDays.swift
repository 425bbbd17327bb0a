import LunchText

/// A change the team's server refused for its day (schema version 4, `DayCheck`): the
/// server's own day and zone named, as it sent them (made safe here).
extension Messages {
    public static func teamDayNotYet(_ day: String, today: String, zone: String, ahead: Int) -> String {
        "\(TerminalText.safe(day)) has not come yet on the team's server (its day is \(TerminalText.safe(today)), "
            + "\(TerminalText.safe(zone)); a change may be \(Plural.count(ahead, "day")) ahead at most): not stored"
    }
    public static func teamDayTooLate(_ day: String, today: String, zone: String, window: Int) -> String {
        "\(TerminalText.safe(day)) is more than \(Plural.count(window, "day")) before the team's server's day "
            + "(\(TerminalText.safe(today)), \(TerminalText.safe(zone))): too late, not stored"
    }
}
