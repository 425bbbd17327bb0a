import Foundation
import LunchState
import LunchTeam
import XCTest

/// A live poll of a team where nothing happened since this connection's last read is answered
/// from that read: the server compares only the team's key (its newest news number, when
/// its settings changed) and computes none of the snapshot. Anything a teammate or a
/// setting changes is read in full by the next poll.
class PollKeyTests: TeamTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try server.createRole(name: "alice", password: "alice-pw")
        try server.createRole(name: "bob", password: "bob-pw")
        _ = try exchange(try connect())
    }

    func testAnUnchangedTeamIsAnsweredWithoutReadingItsTablesAndAChangeIsReadAtOnce() throws {
        let alice = try connect(user: "alice", password: "alice-pw")
        let bob = try connect(user: "bob", password: "bob-pw")
        let first = try exchange(alice, [join("alice"), vote("alice", Self.nepal)], newsAfter: 0)
        XCTAssertEqual(first.snapshot.votes.map(\.member), ["alice"])
        // The rule now fails when run: only a poll that computes nothing of the snapshot answers.
        try breakTheRule()
        let before = Date()
        let same = try poll(alice, newsAfter: first.newsCursor)
        XCTAssertEqual(same.snapshot.votes.map { "\($0.member) \($0.place.name)" }, ["alice Pikku Nepal"])
        XCTAssertEqual(same.newsCursor, first.newsCursor)
        XCTAssertEqual(same.news, [])
        XCTAssertGreaterThanOrEqual(same.snapshot.fetched, before.addingTimeInterval(-1))
        try mendTheRule()
        // Bob votes: alice's next poll reads the team, his vote and its news line.
        _ = try exchange(bob, [join("bob"), vote("bob", Self.ramen)], member: "bob")
        let changed = try poll(alice, newsAfter: same.newsCursor)
        XCTAssertEqual(changed.snapshot.votes.map(\.member), ["alice", "bob"])
        XCTAssertEqual(changed.news.map(\.member), ["bob", "bob"])
        XCTAssertGreaterThan(changed.newsCursor, same.newsCursor)
    }

    /// A live poll's exchange (`TeamExchange.poll`).
    private func poll(_ connection: PostgresTeamConnection, newsAfter: Int64? = nil, day: String = TeamTestCase.day) throws -> TeamReply {
        var request = TeamExchange(changes: [], day: day, member: "alice", newsAfter: newsAfter)
        request.poll = true
        return try connection.exchange(request, timeout: 10, cancelled: { false })
    }

    /// `lunch.winner` (which every full read runs) replaced by one that fails when run.
    private func breakTheRule() throws {
        try sql("""
            ALTER FUNCTION lunch.winner(date, boolean, text, timestamptz) RENAME TO winner_kept;
            CREATE FUNCTION lunch.winner(on_day date, anyway boolean DEFAULT false, t text DEFAULT 'main',
                                          until timestamptz DEFAULT NULL) RETURNS jsonb
            LANGUAGE plpgsql STABLE AS $$ BEGIN RAISE EXCEPTION 'read in full'; END $$;
            """)
    }

    private func mendTheRule() throws {
        try sql("""
            DROP FUNCTION lunch.winner(date, boolean, text, timestamptz);
            ALTER FUNCTION lunch.winner_kept(date, boolean, text, timestamptz) RENAME TO winner;
            """)
    }

    func testASettingChangedIsReadByTheNextPoll() throws {
        let alice = try connect(user: "alice", password: "alice-pw")
        let bob = try connect(user: "bob", password: "bob-pw")
        _ = try exchange(bob, [join("bob")], member: "bob")
        let first = try exchange(alice, [join("alice")])
        XCTAssertNil(first.snapshot.settings?.deadline)
        let set = try bob.exchange(TeamExchange(changes: [], day: Self.day, member: "bob", newsAfter: nil, reads: false,
                                                settings: .deadline(time: "11:30", zone: "Europe/Helsinki")),
                                   timeout: 10, cancelled: { false })
        XCTAssertNil(set.settingsRefusal)
        XCTAssertEqual(try poll(alice).snapshot.settings?.deadline, "11:30")
    }

    func testAnotherDayAnOlderCursorOrACommandIsReadInFull() throws {
        let alice = try connect(user: "alice", password: "alice-pw")
        let first = try exchange(alice, [join("alice"), vote("alice", Self.nepal)], newsAfter: 0)
        try breakTheRule()
        // News from before the last read's cursor, another day, or a command's read: only the tables can say.
        for read in [{ try self.poll(alice, newsAfter: 0) }, { try self.poll(alice, newsAfter: first.newsCursor, day: Self.day(after: 1)) },
                     { try self.exchange(alice, newsAfter: first.newsCursor) }] {
            XCTAssertThrowsError(try read()) { XCTAssertTrue("\($0)".contains("read in full"), "\($0)") }
        }
        XCTAssertEqual(try poll(alice, newsAfter: first.newsCursor).snapshot.votes.map(\.member), ["alice"])
        try mendTheRule()
        XCTAssertEqual(try poll(alice, newsAfter: 0).snapshot.votes.map(\.member), ["alice"])
    }

    /// Issue 27's load run: a poll that finds the key unchanged, of a team with neither a
    /// deadline nor a webhook, does not ask `lunch.due` (there is nothing it could decide,
    /// remind or post); once the team has a deadline, every poll asks it again.
    func testAQuietTeamsUnchangedPollDoesNotAskWhatIsDueAndATeamWithADeadlineDoes() throws {
        let alice = try connect(user: "alice", password: "alice-pw")
        let bob = try connect(user: "bob", password: "bob-pw")
        _ = try exchange(bob, [join("bob")], member: "bob")
        let first = try exchange(alice, [join("alice"), vote("alice", Self.nepal)], newsAfter: 0)
        try breakDue()
        XCTAssertEqual(try poll(alice, newsAfter: first.newsCursor).snapshot.votes.map(\.member), ["alice"])
        try mendDue()
        _ = try bob.exchange(TeamExchange(changes: [], day: Self.day, member: "bob", newsAfter: nil, reads: false,
                                          settings: .deadline(time: "23:59", zone: "UTC")),
                             timeout: 10, cancelled: { false })
        let read = try poll(alice, newsAfter: first.newsCursor)
        XCTAssertEqual(read.snapshot.settings?.deadline, "23:59")
        try breakDue()
        XCTAssertThrowsError(try poll(alice, newsAfter: read.newsCursor)) {
            XCTAssertTrue("\($0)".contains("asked what is due"), "\($0)")
        }
        try mendDue()
    }

    /// `lunch.due` replaced by one that fails when asked.
    private func breakDue() throws {
        try sql("""
            ALTER FUNCTION lunch.due(timestamptz, text, date, text) RENAME TO due_kept;
            CREATE FUNCTION lunch.due(at timestamptz, who text, asked_day date, t text DEFAULT 'main') RETURNS jsonb
            LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'asked what is due'; END $$;
            GRANT EXECUTE ON FUNCTION lunch.due(timestamptz, text, date, text) TO PUBLIC;
            """)
    }

    private func mendDue() throws {
        try sql("""
            DROP FUNCTION lunch.due(timestamptz, text, date, text);
            ALTER FUNCTION lunch.due_kept(timestamptz, text, date, text) RENAME TO due;
            """)
    }
}
