import Foundation

extension Calendar {
    /// Gregorian in the machine's time zone (a place's own zone replaces it where known);
    /// made once, on first use.
    public static var lunch: Calendar { machine }

    private static let machine: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone.current
        return c
    }()
}
