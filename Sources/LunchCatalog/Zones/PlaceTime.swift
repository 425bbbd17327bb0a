import Foundation
import LunchStorage
import LunchText

/// The clock at a place: the calendar of its time zone and the moment it is now there
/// (the hours are read, and their times shown, in this calendar).
public struct PlaceTime: Sendable, Equatable {
    public var calendar: Calendar
    public var now: Date

    public init(calendar: Calendar, now: Date) {
        self.calendar = calendar
        self.now = now
    }

    public var zoneName: String { calendar.timeZone.identifier }
}
