import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import PostgresTestServer
import XCTest

/// A test against the process's throwaway PostgreSQL server, in a database of its own;
/// through a throwaway PgBouncer in front of it when the class asks (`poolMode`).
class TeamTestCase: XCTestCase {
    static let day = "2026-11-23"
    static let nepal = TeamPlace(id: "node/1", name: "Pikku Nepal", latitude: 60.1625, longitude: 24.9322)
    static let ramen = TeamPlace(id: "node/2", name: "Ramen Bar", latitude: 60.1690, longitude: 24.9410)
    static let soup = TeamPlace(id: "way/3", name: "Soup Kitchen", latitude: 60.1700, longitude: 24.9500)

    var server: PostgresTestServer!
    var database = ""
    /// The pooler every `connect()` goes through (nil: straight to the server).
    var pooler: PgBouncerTestServer?
    private var opened: [PostgresTeamConnection] = []

    /// A subclass that runs its tests through PgBouncer says in which mode.
    class var poolMode: PgBouncerTestServer.PoolMode? { nil }

    override func setUpWithError() throws {
        server = try PostgresTestServer.shared()
        database = try server.newDatabase()
        if let mode = Self.poolMode { pooler = try PgBouncerTestServer.start(in: server, mode: mode) }
    }

    override func tearDown() {
        opened.forEach { $0.close() }
        opened = []
        pooler?.remove()
        pooler = nil
        super.tearDown()
    }

    /// The URL `connect()` uses: through the pooler (the superuser with its password when
    /// none is given), else the socket (the superuser) or TCP with the password.
    func teamURL(user: String = "postgres", password: String? = nil) -> String {
        if let pooler {
            return pooler.url(user: user, password: password ?? PostgresTestServer.superuserPassword, database: database)
        }
        return server.url(user: user, password: password, database: database)
    }

    /// A connection as `user` (the superuser over the socket when no password is given).
    func connect(user: String = "postgres", password: String? = nil) throws -> PostgresTeamConnection {
        let url = try TeamURL(teamURL(user: user, password: password), login: "nobody")
        let connection = PostgresTeamConnection(url: url, password: url.password)
        opened.append(connection)
        return connection
    }

    func exchange(_ connection: PostgresTeamConnection, _ changes: [TeamChange] = [], member: String = "alice",
                  newsAfter: Int64? = nil, timeout: TimeInterval = 10) throws -> TeamReply {
        try Self.send(connection, changes, member: member, newsAfter: newsAfter, timeout: timeout)
    }

    /// `exchange` for other threads.
    static func send(_ connection: PostgresTeamConnection, _ changes: [TeamChange], member: String,
                     newsAfter: Int64? = nil, timeout: TimeInterval = 10) throws -> TeamReply {
        try connection.exchange(TeamExchange(changes: changes, day: Self.day, member: member, newsAfter: newsAfter),
                                timeout: timeout, cancelled: { false })
    }

    /// What the superuser reads (psql, unaligned).
    @discardableResult
    func sql(_ text: String) throws -> String {
        try server.sql(text, database: database)
    }

    func count(_ table: String) throws -> Int {
        Int(try sql("SELECT count(*) FROM lunch.\(table)")) ?? -1
    }

    // Changes.
    static let start = Date(timeIntervalSince1970: 1_763_900_000)
    func join(_ member: String) -> TeamChange { TeamChange(member: member, time: Self.start, kind: .join) }
    func vote(_ member: String, _ place: TeamPlace, at offset: TimeInterval = 0, day: String = TeamTestCase.day) -> TeamChange {
        TeamChange(member: member, time: Self.start + 60 + offset, kind: .vote(day: day, place: place))
    }
    func unvote(_ member: String) -> TeamChange {
        TeamChange(member: member, time: Self.start + 120, kind: .unvote(day: Self.day))
    }
    func rate(_ member: String, _ place: TeamPlace, _ stars: Int, note: String? = nil, time: Date = Date()) -> TeamChange {
        TeamChange(member: member, time: time, kind: .rate(place: place, stars: stars, note: note))
    }
    func decide(_ member: String, _ place: TeamPlace) -> TeamChange {
        TeamChange(member: member, time: Self.start + 180, kind: .decide(day: Self.day, place: place))
    }
}
