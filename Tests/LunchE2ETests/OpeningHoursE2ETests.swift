import Foundation
import Testing

/// Issue 28 as a user sees it: dated closures that ended, a Sunday sunset, and a rule
/// with a comment, in `near` and `show` (before: `?`, `?`, and "open · until 14:00").
@Suite struct OpeningHoursE2ETests {
    static let hours = [
        "Mo-Sa 11:00-15:00; 2024 Nov 18-2024 Dec 02 closed", "Mo-Fr 11:00-15:00; Su sunrise-sunset",
        "Tu-Sa 11:30-14:00 \\\"reservations only\\\"",
    ]

    @Test func datedRulesSunsetsAndComments() throws {
        let sandbox = Sandbox()
        let features = Self.hours.enumerated().map { i, h in
            #"{"type":"Feature","properties":{"name":"Place\#(i)","amenity":"restaurant","opening_hours":"\#(h)"},"#
                + #""geometry":{"type":"Point","coordinates":[\#(24.9384 + Double(i) * 0.0001),60.1699]}}"#
        }
        let path = sandbox.folder + "/hours.geojson"
        try Data(#"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        // 2026-11-17 is a Tuesday.
        let r = try sandbox.run(["--data", path, "--now", "2026-11-17T12:00", "-c", "at 60.1699,24.9384; near 1km; show Place2"],
                                extra: ["TZ": "Europe/Helsinki"])
        let rows = r.stdout.components(separatedBy: "\n")
        #expect(rows.contains { $0.contains("Place0") && $0.hasSuffix("open · until 15:00") }, "\(r.stdout)")
        #expect(rows.contains { $0.contains("Place1") && $0.hasSuffix("open · until 15:00") }, "\(r.stdout)")
        #expect(rows.contains { $0.contains("Place2") && $0.hasSuffix("? reservations only") }, "\(r.stdout)")
        #expect(r.stdout.contains("hours     Tu-Sa 11:30-14:00 \"reservations only\" — ? reservations only"), "\(r.stdout)")
        let json = try sandbox.run(["--data", path, "--now", "2026-11-17T12:00", "--json", "-c", "at 60.1699,24.9384; near 1km"],
                                   extra: ["TZ": "Europe/Helsinki"])
        #expect(json.stdout.contains(#""open":"unknown""#), "\(json.stdout)")
    }
}
