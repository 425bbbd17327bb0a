import Foundation
import LunchLoad
import ThrowawayServers
import XCTest

/// A short smoke of `lunch-bench --team-load` (issue 27, item 5): simulated members through
/// PgBouncer to the run's own throwaway server, PgBouncer restarted once and the server
/// once (`pg_ctl restart -m fast`) while they vote, rate and read: every change made is
/// stored exactly once.
final class LoadRunTests: XCTestCase {
    func testTwentyShellsOfTwoTeamsThroughARestartOfEachLoseNothing() async throws {
        guard let programs = ServerPrograms.find(), programs.pgbouncer != nil else {
            let message = "PostgreSQL's server programs or pgbouncer not found: run .ci/setup to install them"
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail(message); return }
            throw XCTSkip(message)
        }
        var load = TeamLoad()
        load.shells = 20
        load.teams = 2
        load.seconds = 6
        load.interval = 0.3
        load.poolSize = 4
        load.restarts = true
        let figures = try await load.run()
        XCTAssertEqual(figures.restarts, ["pgbouncer", "server"], figures.line)
        XCTAssertGreaterThan(figures.votes, 20, figures.line)
        XCTAssertGreaterThan(figures.todays, 20, figures.line)
        XCTAssertEqual(figures.lost, 0, figures.line)
        XCTAssertTrue(figures.exactlyOnce, figures.line)
        XCTAssertEqual(figures.stored, figures.sent, figures.line)
        XCTAssertEqual(figures.errors, 0, figures.line + " " + (figures.firstError ?? ""))
        XCTAssertTrue(figures.line.contains(" lost=0 "), figures.line)
        XCTAssertTrue(figures.line.contains(" exactly_once=yes "), figures.line)
    }
}
