import LunchStorage
import LunchText

/// Turns Google opening periods into an OSM `opening_hours` value, so one evaluator
/// serves both. Each period becomes an additional rule (`Mo 11:00-14:00, Mo 17:00-22:00`);
/// a period that opens on Sunday at 00:00 and never closes is `24/7`.
enum GoogleHours {
    static let days = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]  // Google: 0 = Sunday

    /// Legacy: `{"open":{"day":1,"time":"1100"},"close":{"day":1,"time":"2200"}}`.
    static func openingHours(legacy periods: [[String: Any]]) -> String? {
        rules(periods) { point in
            guard let day = point["day"] as? Int, let time = point["time"] as? String, time.count == 4,
                  let hhmm = Int(time) else { return nil }
            return (day, hhmm / 100, hhmm % 100)
        }
    }

    /// New: `{"open":{"day":1,"hour":11,"minute":0},"close":{…}}`.
    static func openingHours(new periods: [[String: Any]]) -> String? {
        rules(periods) { point in
            guard let day = point["day"] as? Int else { return nil }
            return (day, point["hour"] as? Int ?? 0, point["minute"] as? Int ?? 0)
        }
    }

    private static func rules(_ periods: [[String: Any]],
                              _ read: ([String: Any]) -> (day: Int, hour: Int, minute: Int)?) -> String? {
        var rules: [String] = []
        for period in periods {
            guard let open = (period["open"] as? [String: Any]).flatMap(read), (0...6).contains(open.day) else { return nil }
            guard let close = (period["close"] as? [String: Any]).flatMap(read) else {
                if periods.count == 1, open.hour == 0, open.minute == 0 { return "24/7" }
                return nil
            }
            rules.append("\(days[open.day]) \(clock(open.hour, open.minute))-\(clock(close.hour, close.minute))")
        }
        return rules.isEmpty ? nil : rules.joined(separator: ", ")
    }

    private static func clock(_ hour: Int, _ minute: Int) -> String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
