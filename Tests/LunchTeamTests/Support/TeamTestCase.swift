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
    /// Today in this process's zone: the server refuses changes dated after its own day or
    /// long before it (schema version 4), so the tests' changes are of today.
    static let day = TeamTestCase.day(after: 0)
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
    /// An hour ago, in whole seconds.
    static let start = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 3600).rounded(.down))

    /// The day `days` after today (negative: before), in this process's zone, as `yyyy-MM-dd`.
    /// The start of a script (in a transaction it opens) that makes the schema as version
    /// `last` made it: versions 1 to `last`'s statements, each version recorded.
    static func schemaScript(through last: Int) -> String {
        var script = "BEGIN;\nCREATE SCHEMA lunch;\n"
        script += "CREATE TABLE lunch.schema_migrations (version int PRIMARY KEY, applied timestamptz NOT NULL DEFAULT now());\n"
        for version in 1...last {
            for statement in SchemaStatements.version(version) { script += statement + ";\n" }
            script += "INSERT INTO lunch.schema_migrations (version) VALUES (\(version));\n"
        }
        return script
    }

    static func day(after days: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let date = calendar.date(byAdding: .day, value: days, to: Date())!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    /// Dates a stored visit `days` before noon (UTC) of today, as if it had been stored
    /// then (the server takes no change that old now).
    func backdate(_ visit: TeamChange, daysBefore days: Double) throws {
        let noon = ISO8601DateFormatter().date(from: Self.day + "T12:00:00Z")! - days * 86_400
        try sql("UPDATE lunch.visits SET time = to_timestamp(\(noon.timeIntervalSince1970)) WHERE change_id = '\(visit.id)'")
    }
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
