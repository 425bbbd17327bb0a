import Foundation
import LunchStorage
import LunchCatalog
import LunchText

extension Visit {
    /// `visits`' order: newest first, and of two at the same time the one rated later.
    /// Its numbers (1 = the newest) are what `visits` shows, `visits --remove N` takes
    /// and a refused save names.
    public static func newestFirst(_ visits: [Visit]) -> [Visit] {
        // Indices are sorted, not visits: a state of 100,000 visits is not copied around.
        visits.indices.sorted { a, b in
            visits[a].date != visits[b].date ? visits[a].date > visits[b].date : a > b
        }.map { visits[$0] }
    }

    /// When the visit was, as the user reads it: `2026-11-20 12:04`, in the machine's zone.
    public static func moment(_ date: Date, calendar: Calendar = .lunch) -> String {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
    }
}
