import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import PostgresNIO

/// Creates or updates the schema `lunch`. Several shells may start at once: the work is
/// one transaction behind a transaction-scoped advisory lock, and the version is read
/// again once the lock is held, so each migration runs once.
enum SchemaMigrator {
    /// The advisory lock key ("lunch" in ASCII).
    static let lockKey: Int64 = 0x6C75_6E63_68
    static let migrations: [Int: [String]] = [1: SchemaVersion1.statements, 2: SchemaVersion2.statements,
                                                    3: SchemaVersion3.statements, 4: SchemaVersion4.statements,
                                                    5: SchemaVersionNotify.statements, 6: SchemaVersionLease.statements,
                                                    7: SchemaVersionTeams.statements, 8: SchemaVersionBounded.statements,
                                                    9: SchemaVersionCut.statements, 10: SchemaVersionLate.statements,
                                                    11: SchemaVersionChecks.statements]

    /// The database's schema version (0: no schema yet).
    static func version(_ connection: PostgresConnection, logger: Logger) async throws -> Int {
        do {
            let rows = try await connection.query(
                "SELECT coalesce(max(version), 0)::int8 FROM lunch.schema_migrations", logger: logger)
            for try await version in rows.decode(Int.self) { return version }
            return 0
        } catch let error as PSQLError where ["42P01", "3F000"].contains(error.serverInfo?[.sqlState] ?? "") {
            return 0
        }
    }

    /// Brings the schema up to `TeamSchema.known`; returns the version now there (higher
    /// when a newer binary migrated it meanwhile).
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws -> Int {
        try await connection.query("BEGIN", logger: logger)
        do {
            try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
            try await connection.query("CREATE SCHEMA IF NOT EXISTS lunch", logger: logger)
            try await connection.query("""
                CREATE TABLE IF NOT EXISTS lunch.schema_migrations (
                    version int PRIMARY KEY,
                    applied timestamptz NOT NULL DEFAULT now())
                """, logger: logger)
            let current = try await version(connection, logger: logger)
            if current < TeamSchema.known {
                for next in (current + 1)...TeamSchema.known {
                    for statement in migrations[next] ?? [] {
                        try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                    }
                    try await connection.query(
                        "INSERT INTO lunch.schema_migrations (version) VALUES (\(next))", logger: logger)
                }
            }
            try await connection.query("COMMIT", logger: logger)
            return max(current, TeamSchema.known)
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: logger)
            throw error
        }
    }
}
