import Foundation
import LunchState
import LunchTeam
import ThrowawayServers

/// `lunch-bench --team-load SHELLS`: SHELLS simulated members in one process over
/// postgres-nio, through PgBouncer (transaction mode) to a throwaway PostgreSQL on
/// 127.0.0.1 (or to `--team-url`), each acting at human-like random intervals compressed
/// in time; then the changes made are looked up on the server. One shared role for all
/// members (`lunch_member`, not the tables' owner): the role does not change the work.
package struct TeamLoad: Sendable {
    package var shells = 2000
    package var teams = 250
    package var seconds = 60.0
    /// A member's mean time between two actions (a lunch hour compressed 60 times: an
    /// action every ~10 min becomes one every ~10 s).
    package var interval = 10.0
    /// Restart PgBouncer once (at a third of the run) and the server once (`pg_ctl restart
    /// -m fast`, at two thirds). Only with the run's own servers.
    package var restarts = false
    /// PgBouncer's server connections.
    package var poolSize = 20
    /// A team's database to load instead of starting servers (the schema is created when missing).
    package var url: String?
    /// Print the server's `statements` costliest statements at the end (`pg_stat_statements`,
    /// preloaded in the run's own server; a `--team-url` server must preload it); 0: not.
    package var statements = 0
    /// Members also poll every `poll` seconds, as interactive shells behind a transaction
    /// pooler do (`TeamSession.pooledPollInterval`, 5 s); nil: they do not.
    package var poll: Double?

    static let role = "lunch_member"
    static let database = "lunch_load"

    package init() {}

    /// Runs the load; the figures as one line of `key=value` words.
    package func run() async throws -> LoadFigures {
        if let url {
            guard !restarts else { throw LoadError("--restart needs the run's own servers (no --team-url)") }
            return try await load(url: url, admin: url, cluster: nil)
        }
        guard let programs = ServerPrograms.find() else {
            throw LoadError("PostgreSQL's server programs not found: run .ci/setup to install them")
        }
        let cluster = try ThrowawayCluster(programs: programs, maxConnections: poolSize + 30,
                                           statements: statements > 0)
        defer { cluster.remove() }
        try cluster.sql("CREATE DATABASE \(Self.database)")
        try cluster.sql("CREATE ROLE \(Self.role) LOGIN")
        try cluster.startBouncer(clients: shells, poolSize: poolSize, roles: [Self.role])
        return try await load(url: cluster.bouncerURL(user: Self.role, database: Self.database),
                              admin: cluster.url(user: "postgres", database: Self.database), cluster: cluster)
    }

    private func load(url: String, admin: String, cluster: ThrowawayCluster?) async throws -> LoadFigures {
        let memberURL = try TeamURL(url, login: "load")
        let adminURL = try TeamURL(admin, login: "postgres")
        // The schema, created (or upgraded) by the admin role as a first shell would.
        let setUp = PostgresTeamConnection(url: adminURL, password: nil)
        do throws(TeamFailure) {
            _ = try await setUp.exchange(TeamExchange(changes: [], day: LoadMember.today(), member: "admin",
                                                      newsAfter: nil, reads: false))
        } catch { throw LoadError("the team's database did not answer: \(error)") }
        setUp.close()
        let watch = try await ServerWatch.connect(adminURL)
        defer { watch.close() }
        let run = "load-" + UUID().uuidString.prefix(6).lowercased()
        let recorder = LoadRecorder()
        let teamNames = (1...max(teams, 1)).map { "\(run)-t\($0)" }
        _ = try await watch.openTeams(teamNames)
        let members = (0..<shells).map { index in
            LoadMember(team: teamNames[index % teamNames.count], name: "\(run)-t\(index % teamNames.count + 1)-m\(index)",
                       url: memberURL, interval: interval, poll: poll, recorder: recorder)
        }
        if statements > 0 {
            do { try await watch.resetStatements() } catch {
                throw LoadError("pg_stat_statements is not loaded (shared_preload_libraries): \(String(reflecting: error))")
            }
        }
        let before = try await watch.transactions()
        let cpu = CPUMeter(cluster: cluster)
        let bytesBefore = restarts ? nil : cluster?.bouncerBytes(database: Self.database)
        let start = ContinuousClock.now
        let end = start + .milliseconds(Int(seconds * 1000))
        let restarter = cluster.map { Restarter(cluster: $0, seconds: seconds, meter: cpu) }
        if restarts { restarter?.begin() }
        // The connections in use, and the transactions when the members stop acting.
        let sampler = Task { () -> (Int, Int) in
            let peak = await watch.sample(until: end)
            return (peak, (try? await watch.transactions()) ?? before)
        }
        await withTaskGroup(of: Void.self) { group in
            for member in members {
                group.addTask { await member.run(until: end, flushUntil: end + .seconds(60)) }
            }
        }
        let (peak, after) = await sampler.value
        let bytes = bytesBefore.flatMap { before in
            cluster?.bouncerBytes(database: Self.database).map { (received: $0.received - before.received, sent: $0.sent - before.sent) }
        }
        restarter?.wait()
        let tally = recorder.snapshot
        let stored = try await watch.stored(prefix: run)
        let costs = statements > 0 ? try await watch.statementCosts(top: statements) : nil
        return LoadFigures(options: self, tally: tally, stored: stored, peakConnections: peak,
                           transactionsPerSecond: Double(after - before) / max(seconds, 0.001),
                           serverCPU: cpu.serverSeconds(), bouncerCPU: cpu.bouncerSeconds(),
                           outages: restarter?.outages ?? [], statementCosts: costs, clientBytes: bytes)
    }
}
