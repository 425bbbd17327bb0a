/// The words of a place's open state in lists and `show`.
extension Messages {
    /// `closes in 25 min` (within the hour).
    public static func closesIn(minutes: Int) -> String { "closes in \(minutes) min" }
    /// `until 21:00` (today, or midnight tonight), `until Sat 00:00` (another day: the day
    /// named is the one that ends at that time, so a midnight belongs to the day before).
    public static func openUntil(day: String?, clock: String) -> String {
        day.map { "until \($0) \(clock)" } ?? "until \(clock)"
    }
    /// `closes 12:20` (before the stretch asked for is over: `open 45m`), `closes Sat 00:30`.
    public static func closesWithinStretch(day: String?, clock: String) -> String {
        day.map { "closes \($0) \(clock)" } ?? "closes \(clock)"
    }
}

extension Messages {
    /// `open 0m`, `open 30h`.
    public static func badOpenStretch(_ word: String) -> String {
        "'\(TerminalText.safe(word))' is no stretch for open: give 1 minute to 24 hours (open 45m, open 1h30m)"
    }
}

extension Messages {
    /// `open 1h90m`.
    public static func badOpenStretchMinutes(_ word: String) -> String {
        "'\(TerminalText.safe(word))' is no stretch for open: the minutes after the hours go up to 59 (open 1h30m)"
    }
}

extension Messages {
    /// The saved filter `open 45m` in `filter`'s summary.
    public static func openForStretch(_ stretch: String) -> String { "open now and for the next \(stretch)" }
}
