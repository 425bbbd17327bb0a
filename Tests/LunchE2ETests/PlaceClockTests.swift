import Foundation
import Testing

/// Open-now on the place's own clock: after `at` Almaty on a machine set to another zone,
/// the answers are Almaty's.
@Suite struct PlaceClockTests {
    static let almaty = "43.2389,76.8897"

    /// A catalog with one Almaty place open `hours`.
    func catalog(_ sandbox: Sandbox, hours: String) throws -> String {
        let data = sandbox.folder + "/almaty.json"
        let element = #"{"type":"node","id":7,"lat":43.2390,"lon":76.8898,"tags":{"name":"Plov Lunch","amenity":"restaurant","opening_hours":"\#(hours)"}}"#
        try Data(#"{"elements":[\#(element)]}"#.utf8).write(to: URL(fileURLWithPath: data))
        return data
    }

    @Test func nowIsAWallClockTimeAtThePlace() throws {
        let sandbox = Sandbox()
        let data = try catalog(sandbox, hours: "Mo-Su 12:00-14:00")
        let r = try sandbox.run(["--data", data, "--now", "2026-11-23 13:00", "-c", "at \(Self.almaty); near 500; show 1"],
                                extra: ["TZ": "UTC"])
        #expect(r.status == 0)
        #expect(r.stderr == "")
        #expect(r.stdout.contains("1  Plov Lunch      10 m  ~1 min  open · closes in 60 min\n"), "\(r.stdout)")
        #expect(r.stdout.contains("  hours     Mo-Su 12:00-14:00 — open · closes in 60 min\n"))
        #expect(r.stdout.contains("  time zone Asia/Almaty, now Mon 13:00 there\n"))
    }

    @Test func aMomentWithAnOffsetIsReadOnThePlacesClock() throws {
        let sandbox = Sandbox()
        let data = try catalog(sandbox, hours: "Mo-Su 12:00-14:00")
        // 07:30 UTC is lunchtime in Almaty; the machine (UTC) would say closed.
        let r = try sandbox.run(["--data", data, "--now", "2026-11-23T07:30Z", "--json", "-c", "at \(Self.almaty); near 500; show 1"],
                                extra: ["TZ": "UTC"])
        #expect(r.status == 0)
        let shown = try #require(r.stdout.split(separator: "\n").last)
        let place = try #require((try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])?["place"] as? [String: Any])
        #expect(place["open"] as? String == "open")
        #expect(place["time_zone"] as? String == "Asia/Almaty")
    }

    @Test func theRealClockIsReadInThePlacesZone() throws {
        // Open for the hour around the present moment in Almaty, whatever the time of day.
        var almaty = Calendar(identifier: .gregorian)
        almaty.timeZone = try #require(TimeZone(identifier: "Asia/Almaty"))
        let now = Date()
        func hhmm(_ date: Date) -> String {
            let c = almaty.dateComponents([.hour, .minute], from: date)
            return String(format: "%02d:%02d", c.hour!, c.minute!)
        }
        let from = hhmm(now.addingTimeInterval(-30 * 60)), to = hhmm(now.addingTimeInterval(30 * 60))
        let hours = from < to ? "Mo-Su \(from)-\(to)" : "Mo-Su 00:00-\(to),\(from)-24:00"
        let sandbox = Sandbox()
        let data = try catalog(sandbox, hours: hours)
        // Los Angeles is 13 hours or more from Almaty: its clock would say closed.
        let r = try sandbox.run(["--data", data, "-c", "at \(Self.almaty); near 500"], extra: ["TZ": "America/Los_Angeles"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("1 min  open · closes in "), "\(hours)\n\(r.stdout)")
    }
}
