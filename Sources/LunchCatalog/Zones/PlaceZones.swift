import Foundation
import LunchStorage
import LunchText

/// Which clock a place keeps its opening hours by: the calendar of the time zone at its
/// coordinate. The table is read on the first question (not at start-up); without a
/// table, or for a zone this Foundation does not know, it is the machine's calendar.
public final class PlaceZones: @unchecked Sendable {
    private let read: @Sendable () -> TimeZoneTable?
    private let makeBase: @Sendable () -> Calendar
    private var madeBase: Calendar?
    private let lock = NSLock()
    private var table: TimeZoneTable??
    private var calendars: [Int: Calendar] = [:]

    /// `read` is called once, on the first question; so is `base` (the machine's zone is
    /// looked up then, not at start-up).
    public init(base: @autoclosure @escaping @Sendable () -> Calendar = .lunch, read: @escaping @Sendable () -> TimeZoneTable?) {
        makeBase = base
        self.read = read
    }

    /// Whether the table has been read yet (it is read lazily).
    public var isLoaded: Bool {
        lock.withLock { table != nil }
    }

    /// Which of the table's zones `coordinate` is in (nil: no table, or a non-finite
    /// coordinate): places with the same one get the same `calendar(at:)`.
    public func zoneIndex(at coordinate: Coordinate) -> Int? {
        lock.withLock {
            if table == nil { table = .some(read()) }
            return (table ?? nil)?.zoneIndex(lat: coordinate.lat, lon: coordinate.lon)
        }
    }

    /// The Gregorian calendar in the time zone at `coordinate`.
    public func calendar(at coordinate: Coordinate) -> Calendar {
        lock.withLock {
            if table == nil { table = .some(read()) }
            if madeBase == nil { madeBase = makeBase() }
            let base = madeBase!
            guard let loaded = table ?? nil,
                  let index = loaded.zoneIndex(lat: coordinate.lat, lon: coordinate.lon) else { return base }
            if let known = calendars[index] { return known }
            var calendar = base
            if let zone = TimeZone(identifier: loaded.names[index]) { calendar.timeZone = zone }
            calendars[index] = calendar
            return calendar
        }
    }
}
