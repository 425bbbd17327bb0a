import Foundation
import Testing

/// A huge `COLUMNS` or `LINES` counts as 1,000 cells: `near` and `map` on it finish (the map
/// grew with the square of the width: 100,000 columns ran past a minute and 1.26 GB), no
/// line is wider than 1,000 cells, and `--json` prints the same as on any other width.
@Suite struct WideScreenTests {
    static let commands = "at Kamppi; near 100; map 200"

    @Test func aHugeWidthIsCappedAtAThousandCells() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["--now", "2026-11-20T12:30", "-c", Self.commands],
                                extra: ["COLUMNS": "100000", "LINES": "100000", "LANG": "C.UTF-8"], watchdog: 60)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.components(separatedBy: "\n")
        #expect(lines.contains { $0.hasPrefix("┌") })
        let widest = lines.map(\.count).max() ?? 0
        #expect(widest <= 1_000, "\(widest) characters")
        #expect(lines.count <= 1_100, "\(lines.count) lines")
    }

    @Test func jsonDoesNotDependOnTheWidth() throws {
        let sandbox = Sandbox()
        let wide = try sandbox.run(["--json", "--now", "2026-11-20T12:30", "-c", Self.commands],
                                   extra: ["COLUMNS": "100000", "LINES": "50"], watchdog: 60)
        let narrow = try sandbox.run(["--json", "--now", "2026-11-20T12:30", "-c", Self.commands],
                                     extra: ["COLUMNS": "40", "LINES": "10"], watchdog: 60)
        #expect(wide.status == 0)
        #expect(narrow.status == 0)
        #expect(wide.stdout.contains(#""command":"map""#))
        #expect(wide.stdout == narrow.stdout)
    }
}
