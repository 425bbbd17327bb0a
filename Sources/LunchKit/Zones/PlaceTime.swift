import Foundation

/// The clock at a place: the calendar of its time zone and the moment it is now there
/// (the hours are read, and their times shown, in this calendar).
public struct PlaceTime: Sendable, Equatable {
    public var calendar: Calendar
    public var now: Date

    public var zoneName: String { calendar.timeZone.identifier }
}
