import Foundation
import PostgresTestServer
import XCTest

/// The real `lunch` against the test process's throwaway PostgreSQL server, in a database
/// of its own; members are sandboxes (state folders) with the team in their environment.
class TeamE2ETestCase: XCTestCase {
    /// Places of the shipped sample.
    static let maya = "osm:node/59622323"  // Maya Bar & Grill
    static let nepal = "osm:node/1378007286"  // Pikku Nepal
    /// Lunchtime on the latest Friday (today on a Friday), in this process's zone: a day
    /// the team's server takes changes for (it refuses days long past, schema version 4),
    /// and always a Friday, as the places' opening hours in the expected output assume.
    static let day: String = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let today = Date()
        let back = (calendar.component(.weekday, from: today) - 6 + 7) % 7  // Friday is weekday 6
        let friday = calendar.date(byAdding: .day, value: -back, to: today)!
        let parts = calendar.dateComponents([.year, .month, .day], from: friday)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }()
    static let now = "\(day)T12:30"

    var server: PostgresTestServer!
    var database = ""

    override func setUpWithError() throws {
        server = try PostgresTestServer.shared()
        database = try server.newDatabase()
    }

    override func tearDown() {
        // A test that stopped the shared server leaves it running for the next.
        try? server?.start()
        super.tearDown()
    }

    /// The team's URL over TCP, without a password (`PGPASSWORD` gives it).
    var url: String { "postgresql://postgres@127.0.0.1:\(server.port)/\(database)?sslmode=disable" }

    /// The same URL with the password typed into it.
    var urlWithPassword: String {
        "postgresql://postgres:\(PostgresTestServer.superuserPassword)@127.0.0.1:\(server.port)/\(database)?sslmode=disable"
    }

    /// A member's environment: the team from `LUNCH_TEAM_URL` and `LUNCH_USER`.
    func member(_ name: String, _ sandbox: Sandbox, url: String? = nil, extra: [String: String] = [:]) -> [String: String] {
        sandbox.environment([
            "LUNCH_TEAM_URL": url ?? self.url, "LUNCH_USER": name, "LUNCH_NOW": Self.now,
            "PGPASSWORD": PostgresTestServer.superuserPassword,
        ].merging(extra) { $1 })
    }

    /// `lunch -c LINE` as `name` (the watchdog ends a hang).
    @discardableResult
    func run(_ line: String, as name: String, in sandbox: Sandbox, json: Bool = false, url: String? = nil,
             extra: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        let env = member(name, sandbox, url: url, extra: extra)
        return try sandbox.run((json ? ["--json"] : []) + ["-c", line], extra: env, watchdog: 60)
    }

    /// What the superuser reads in the test's database (psql, unaligned).
    @discardableResult
    func sql(_ text: String) throws -> String {
        try server.sql(text, database: database)
    }

    func count(_ query: String) throws -> Int {
        let text = try sql(query)
        guard let n = Int(text) else { throw PseudoTerminal.Failure(description: "not a count: \(text)") }
        return n
    }

    /// Rows of `lunch.changes` of one kind by one member.
    func changes(_ kind: String, by member: String) throws -> Int {
        try count("SELECT count(*) FROM lunch.changes WHERE kind = '\(kind)' AND member = '\(member)'")
    }
}
