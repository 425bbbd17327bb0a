import Foundation

/// The figures of a load run, printed as one line of `key=value` words for scripts.
package struct LoadFigures: Sendable {
    package var shells: Int
    package var teams: Int
    package var seconds: Double
    /// Changes the members made (their joins included), and those the server acknowledged.
    package var sent: Int
    package var acknowledged: Int
    /// The run's rows in `lunch.changes`, and their distinct change ids.
    package var stored: Int
    package var distinct: Int
    /// Changes made that are not on the server.
    package var lost: Int
    /// Every row a change made, once: rows = distinct ids = changes made.
    package var exactlyOnce: Bool
    package var voteP50: Double, voteP99: Double, votes: Int
    package var todayP50: Double, todayP99: Double, todays: Int
    /// With `--poll`: the shells' polls.
    package var pollP50: Double, pollP99: Double, polls: Int
    package var statementsPerSecond: Double
    package var serverCPU: Double?
    package var bouncerCPU: Double?
    package var peakConnections: Int
    /// Refusals, and failed exchanges outside a restart (and the 5 s after it).
    package var errors: Int
    /// Failed exchanges during a restart: their changes waited and were sent again.
    package var retried: Int
    package var restarts: [String]
    package var firstError: String?
    /// With `--statements N`: where the server's time went.
    package var statementCosts: StatementCosts?
    /// Exchanges answered, and the bytes the members sent PgBouncer and it sent them
    /// (`SHOW STATS`; the run's own servers, no restarts).
    package var exchanges: Int
    package var clientBytes: (received: Int, sent: Int)?

    init(options: TeamLoad, tally: LoadRecorder.Tally, stored: (rows: Int, distinct: Int, ids: Set<UUID>),
         peakConnections: Int, transactionsPerSecond: Double, serverCPU: Double?, bouncerCPU: Double?,
         outages: [(String, Date, Date)], statementCosts: StatementCosts? = nil,
         clientBytes: (received: Int, sent: Int)? = nil) {
        self.statementCosts = statementCosts
        self.clientBytes = clientBytes
        exchanges = tally.exchanges
        shells = options.shells
        teams = options.teams
        seconds = options.seconds
        sent = tally.made.count
        acknowledged = tally.acknowledged
        self.stored = stored.rows
        distinct = stored.distinct
        lost = tally.made.filter { !stored.ids.contains($0) }.count
        exactlyOnce = stored.rows == stored.distinct && Set(tally.made) == stored.ids && tally.made.count == stored.rows
        voteP50 = percentile(tally.votes, 50)
        voteP99 = percentile(tally.votes, 99)
        votes = tally.votes.count
        todayP50 = percentile(tally.todays, 50)
        todayP99 = percentile(tally.todays, 99)
        todays = tally.todays.count
        pollP50 = percentile(tally.polls, 50)
        pollP99 = percentile(tally.polls, 99)
        polls = tally.polls.count
        statementsPerSecond = transactionsPerSecond
        self.serverCPU = serverCPU
        self.bouncerCPU = bouncerCPU
        self.peakConnections = peakConnections
        let during = tally.failures.filter { failure in
            outages.contains { failure.0 >= $0.1 && failure.0 <= $0.2.addingTimeInterval(5) }
        }
        let outside = tally.failures.filter { failure in
            !outages.contains { failure.0 >= $0.1 && failure.0 <= $0.2.addingTimeInterval(5) }
        }
        retried = during.count
        errors = tally.refused.count + outside.count
        restarts = outages.map(\.0)
        firstError = tally.refused.first ?? outside.first?.1
    }

    /// `sent=… stored=… exactly_once=yes …`
    package var line: String {
        func ms(_ value: Double) -> String { String(format: "%.1f", value) }
        func cpu(_ value: Double?) -> String { value.map { String(format: "%.1f", $0) } ?? "unknown" }
        var words = [
            "shells=\(shells)", "teams=\(teams)", "seconds=\(Int(seconds))",
            "sent=\(sent)", "acknowledged=\(acknowledged)", "stored=\(stored)",
            "exactly_once=\(exactlyOnce ? "yes" : "no")",
            "vote_p50_ms=\(ms(voteP50))", "vote_p99_ms=\(ms(voteP99))", "votes=\(votes)",
            "today_p50_ms=\(ms(todayP50))", "today_p99_ms=\(ms(todayP99))", "todays=\(todays)",
        ]
        if polls > 0 {
            words += ["poll_p50_ms=\(ms(pollP50))", "poll_p99_ms=\(ms(pollP99))", "polls=\(polls)"]
        }
        words += [
            "statements_per_s=\(String(format: "%.0f", statementsPerSecond))",
            "server_cpu_s=\(cpu(serverCPU))", "pooler_cpu_s=\(cpu(bouncerCPU))",
            "connections=\(peakConnections)", "client_connections=\(shells)", "exchanges=\(exchanges)",
        ]
        if let clientBytes {
            words += ["bytes_from_clients=\(clientBytes.received)", "bytes_to_clients=\(clientBytes.sent)"]
        }
        words += [
            "errors=\(errors)", "retried=\(retried)", "lost=\(lost)",
            "restarts=\(restarts.isEmpty ? "none" : restarts.joined(separator: ","))",
        ]
        if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8).split(separator: " ").first {
            words.append("load_1min=\(load)")
        }
        return words.joined(separator: " ")
    }
}
