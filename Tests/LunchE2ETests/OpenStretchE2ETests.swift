import Foundation
import Testing

/// Issue 28, item 6 as a user sees it on the built binary: a saved `open 45m`, then a plain
/// `open` lists the place closing within it marked, `pick` passes it over, and `near open
/// 800m` is a radius of 800 m (before: a 13h20m stretch).
@Suite struct OpenStretchE2ETests {
    @Test func aSavedStretchMarksPicksAndReadsMetres() throws {
        let sandbox = Sandbox()
        let hours = [("Closes Soon", "Mo-Su 11:00-13:00"), ("Open Late", "Mo-Su 11:00-15:00")]
        let features = hours.enumerated().map { i, p in
            #"{"type":"Feature","properties":{"name":"\#(p.0)","amenity":"restaurant","opening_hours":"\#(p.1)"},"#
                + #""geometry":{"type":"Point","coordinates":[\#(24.9384 + Double(i) * 0.0001),60.1699]}}"#
        }
        let path = sandbox.folder + "/stretch.geojson"
        try Data(#"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let r = try sandbox.run(["--data", path, "--now", "2026-11-17T12:30", "-c",
                                 "at 60.1699,24.9384; filter open 45m; near open; pick open; near open 800m"],
                                extra: ["TZ": "Europe/Helsinki"])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = r.stdout.components(separatedBy: "\n")
        #expect(rows.contains { $0.contains("Closes Soon") && $0.hasSuffix("open · closes 13:00") }, "\(r.stdout)")
        #expect(rows.contains { $0.contains("Open Late") && $0.hasSuffix("open · until 15:00") }, "\(r.stdout)")
        #expect(r.stdout.contains("Your pick: Open Late (one of 1)"), "\(r.stdout)")
        #expect(r.stdout.contains("within 800 m"), "\(r.stdout)")
    }
}
