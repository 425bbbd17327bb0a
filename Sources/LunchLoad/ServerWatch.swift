import Foundation
import Logging
import LunchState
import PostgresNIO

/// The load run's own connection to the server (as the admin role, never through the
/// pooler when the run started its own servers): transactions committed, connections in
/// use, and the run's changes as stored.
final class ServerWatch: @unchecked Sendable {
    private let configuration: PostgresConnection.Configuration
    let logger: Logger
    var connection: PostgresConnection

    private init(configuration: PostgresConnection.Configuration, logger: Logger, connection: PostgresConnection) {
        self.configuration = configuration
        self.logger = logger
        self.connection = connection
    }

    static func connect(_ url: TeamURL) async throws -> ServerWatch {
        var logger = Logger(label: "lunch.load")
        logger.logLevel = .critical
        let configuration = PostgresConnection.Configuration(host: url.host, port: url.port, username: url.user,
                                                             password: url.password, database: url.database, tls: .disable)
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        return ServerWatch(configuration: configuration, logger: logger, connection: connection)
    }

    /// One value, on a new connection when the kept one died (the server restarted).
    private func value(_ query: PostgresQuery) async throws -> Int {
        for attempt in 0..<20 {
            do {
                if connection.isClosed {
                    connection = try await PostgresConnection.connect(configuration: configuration, id: attempt + 2, logger: logger)
                }
                let rows = try await connection.query(query, logger: logger)
                for try await value in rows.decode(Int.self) { return value }
                return 0
            } catch {
                if !connection.isClosed { try? await connection.close() }
                try await Task.sleep(for: .milliseconds(500))
            }
        }
        throw LoadError("the server did not answer the load run's own queries")
    }

    /// Transactions committed or rolled back in this database so far (each of lunch's
    /// statements outside `BEGIN` is one).
    func transactions() async throws -> Int {
        try await value("""
            SELECT (xact_commit + xact_rollback)::int8 FROM pg_stat_database WHERE datname = current_database()
            """)
    }

    /// Client connections the server has, sampled every 0.5 s until `end`: the most seen.
    func sample(until end: ContinuousClock.Instant) async -> Int {
        var peak = 0
        while ContinuousClock.now < end {
            if let now = try? await value("""
                SELECT count(*)::int8 FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()
                """) { peak = max(peak, now) }
            try? await Task.sleep(for: .milliseconds(500))
        }
        return peak
    }

    /// Adds the run's teams to the database (`lunch.teams`, schema version 7) as open teams
    /// (no role of their own: every member role may join them, the run's one role too).
    /// Returns how many were new.
    func openTeams(_ names: [String]) async throws -> Int {
        try await value("""
            WITH added AS (INSERT INTO lunch.teams (name) SELECT unnest(\(names)::text[])
                           ON CONFLICT (name) DO NOTHING RETURNING 1)
            SELECT count(*)::int8 FROM added
            """)
    }

    /// The run's changes as stored: every row, and the distinct change ids.
    func stored(prefix: String) async throws -> (rows: Int, distinct: Int, ids: Set<UUID>) {
        let pattern = prefix + "-%"
        let rows = try await value("SELECT count(*)::int8 FROM lunch.changes WHERE member LIKE \(pattern)")
        let distinct = try await value("SELECT count(DISTINCT change_id)::int8 FROM lunch.changes WHERE member LIKE \(pattern)")
        var ids = Set<UUID>()
        let found = try await connection.query("SELECT change_id FROM lunch.changes WHERE member LIKE \(pattern)", logger: logger)
        for try await id in found.decode(UUID.self) { ids.insert(id) }
        return (rows, distinct, ids)
    }

    func close() {
        let closing: EventLoopFuture<Void> = connection.close()
        closing.whenComplete { [connection] _ in withExtendedLifetime(connection) {} }
    }
}
