import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// How a visit reads: `2026-11-20  ★★★★☆  Kahvila Suomi  “great”`, and its JSON.
public struct VisitPresenter {
    /// The machine's calendar, made on first use (not when the shell starts).
    private let machineCalendar: () -> Calendar
    private var calendar: Calendar { machineCalendar() }

    public init(calendar: @autoclosure @escaping () -> Calendar = .lunch) {
        machineCalendar = calendar
    }

    public func date(_ date: Date) -> String {
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
    }

    public static func stars(_ n: Int) -> String {
        String(repeating: "★", count: max(0, min(5, n))) + String(repeating: "☆", count: max(0, 5 - n))
    }

    public func json(_ v: Visit) -> JSON {
        .object(fields(v))
    }

    /// In `visits`: first its number there (1 = the newest), as `visits --remove N` takes it.
    public func json(_ v: Visit, number: Int) -> JSON {
        .object([("number", .int(number))] + fields(v))
    }

    private func fields(_ v: Visit) -> [(String, JSON)] {
        [("place_id", .string(v.placeID)), ("name", .string(v.placeName)), ("date", .string(date(v.date))),
         ("stars", .int(v.stars)), ("note", .string(v.note)), ("tags", .array(v.tags.map { .string($0) })),
         ("would_return", v.wouldReturn.map { .bool($0) } ?? .null)]
    }

    /// `  +spicy +again`: the tags as typed, then whether you would go again.
    public static func tags(_ v: Visit) -> String {
        let answer = v.wouldReturn.map { [$0 ? "again" : "never"] } ?? []
        return (v.tags + answer).map { "  +" + TerminalText.safe($0) }.joined()
    }
}
