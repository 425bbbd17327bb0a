import Foundation
import Testing

/// Issue 28, item 4, as a user sees it: `show` of a place in Munich on Epiphany (a holiday
/// in Bavaria, not in Hamburg) reads `PH off` with Bavaria's holidays.
@Suite struct RegionHolidaysE2ETests {
    /// A catalog with one place at `lat`,`lon` whose hours close on public holidays.
    func catalog(_ sandbox: Sandbox, lat: Double, lon: Double) throws -> String {
        let data = sandbox.folder + "/place.json"
        let element = #"{"type":"node","id":7,"lat":\#(lat),"lon":\#(lon),"tags":{"name":"Wirtshaus","amenity":"restaurant","opening_hours":"Mo-Fr 10:00-18:00; PH off"}}"#
        try Data(#"{"elements":[\#(element)]}"#.utf8).write(to: URL(fileURLWithPath: data))
        return data
    }

    func show(lat: Double, lon: Double, now: String) throws -> String {
        let sandbox = Sandbox()
        let data = try catalog(sandbox, lat: lat, lon: lon)
        let r = try sandbox.run(["--data", data, "--no-color", "--now", now, "-c", "at \(lat),\(lon); near 500; show 1"],
                                extra: ["TZ": "UTC"])
        #expect(r.status == 0)
        #expect(r.stderr == "")
        return r.stdout
    }

    @Test func epiphanyClosesAPlaceInMunichAndNotInHamburg() throws {
        // Tuesday 6 January 2026, noon on each place's clock.
        let munich = try show(lat: 48.1374, lon: 11.5755, now: "2026-01-06 12:00")
        #expect(munich.contains("  hours     Mo-Fr 10:00-18:00; PH off — closed"), "\(munich)")
        #expect(!munich.contains("not checked"))
        let hamburg = try show(lat: 53.5511, lon: 9.9937, now: "2026-01-06 12:00")
        #expect(hamburg.contains("  hours     Mo-Fr 10:00-18:00; PH off — open"), "\(hamburg)")
    }
}
