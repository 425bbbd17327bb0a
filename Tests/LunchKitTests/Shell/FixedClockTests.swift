import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// `--now`: a wall-clock time at each place, or one moment with an offset.
@Suite struct FixedClockTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let almaty = TimeZone(identifier: "Asia/Almaty")!
    static let helsinki = TimeZone(identifier: "Europe/Helsinki")!

    static func wallClock(_ date: Date, in zone: TimeZone) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = zone
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f.string(from: date)
    }

    @Test func aTimeWithoutOffsetIsThatWallClockTimeAtEveryPlace() throws {
        let clock = try #require(FixedClock.parse("2026-11-23T13:00", machineZone: Self.utc))
        #expect(Self.wallClock(clock.now(), in: Self.utc) == "2026-11-23 13:00")
        #expect(Self.wallClock(clock.now(in: Self.almaty), in: Self.almaty) == "2026-11-23 13:00")
        #expect(Self.wallClock(clock.now(in: Self.helsinki), in: Self.helsinki) == "2026-11-23 13:00")
        #expect(clock.now(in: Self.almaty) != clock.now(in: Self.helsinki))
    }

    @Test func aTimeWithAnOffsetIsOneMomentEverywhere() throws {
        for text in ["2026-11-23T08:00Z", "2026-11-23T13:00+05:00", "2026-11-23T10:00:00+02:00", "2026-11-23 08:00Z"] {
            let clock = try #require(FixedClock.parse(text, machineZone: Self.helsinki), "\(text)")
            #expect(Self.wallClock(clock.now(), in: Self.utc) == "2026-11-23 08:00", "\(text)")
            #expect(clock.now(in: Self.almaty) == clock.now(), "\(text)")
        }
    }

    @Test func aTimeTheMachinesDaylightSavingSkipsIsStillATimeElsewhere() throws {
        // 03:30 on 29 March 2026 does not exist in Helsinki; it does in Almaty.
        let clock = try #require(FixedClock.parse("2026-03-29T03:30", machineZone: Self.helsinki))
        #expect(Self.wallClock(clock.now(in: Self.almaty), in: Self.almaty) == "2026-03-29 03:30")
    }

    @Test(arguments: ["", "noon", "2026-11-23", "2026-13-01T12:00", "2026-11-23T25:00", "2026-11-23T12:00+99:00x"])
    func whatIsNotATimeIsRefused(_ text: String) {
        #expect(FixedClock.parse(text) == nil)
    }

    /// Issue 29, round 2: the formatter read fullwidth and Arabic-Indic digits as 0-9.
    @Test(arguments: ["２０２６-11-23T12:00", "2026-11-23T１２:00", "٢٠٢٦-11-23T12:00", "2026-11-23T12:00Ｚ"])
    func digitsOtherThanASCIIAreRefused(_ text: String) {
        #expect(FixedClock.parse(text) == nil)
        #expect(FixedClock.parseLocalTime(text) == nil)
    }

    /// Issue 29, round 2: the last minute of 9999 in America/Adak is 10000-01-01 in UTC, the
    /// form visits are saved in: out of range, as a year of five digits typed is.
    @Test func aWallClockThatIsTheYear10000InUTCIsOutOfRange() throws {
        let adak = try #require(TimeZone(identifier: "America/Adak"))
        #expect(try #require(FixedClock.parse("9999-12-31T23:59", machineZone: adak)).isInRange == false)
        #expect(try #require(FixedClock.parse("9999-12-31T13:59", machineZone: adak)).isInRange)
        #expect(try #require(FixedClock.parse("9999-12-31T23:59", machineZone: Self.utc)).isInRange)
        #expect(try #require(FixedClock.parse("1900-01-01T00:00", machineZone: Self.helsinki)).isInRange)
        #expect(try #require(FixedClock.parse("1899-12-31T23:59", machineZone: Self.utc)).isInRange == false)
    }

    @Test func theRealClockIsTheSameMomentEverywhere() {
        let clock = SystemClock()
        let here = clock.now(), there = clock.now(in: Self.almaty)
        #expect(abs(there.timeIntervalSince(here)) < 5)
    }
}
