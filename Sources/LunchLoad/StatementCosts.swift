import Foundation
import PostgresNIO

/// Where the server's time went in a load run (`lunch-bench --team-load … --statements N`):
/// the statements by total execution time (`pg_stat_statements`, those run inside lunch's
/// functions too), and lunch's PL/pgSQL functions by their own time (`pg_stat_user_functions`).
package struct StatementCosts: Sendable {
    package struct Statement: Sendable {
        package var calls: Int
        package var totalMs: Double
        package var meanMs: Double
        package var rows: Int
        /// Sent by a client (not run inside a function).
        package var topLevel: Bool
        package var sql: String
    }

    package struct Function: Sendable {
        package var name: String
        package var calls: Int
        package var totalMs: Double
        /// Without the functions it called.
        package var selfMs: Double
    }

    package var statements: [Statement] = []
    package var functions: [Function] = []

    /// One `statement …` line per statement and one `function …` line per function, as
    /// `key=value` words (the statement's text last, its white space folded, quoted).
    package var lines: [String] {
        func ms(_ value: Double) -> String { String(format: "%.1f", value) }
        let total = statements.filter(\.topLevel).reduce(0) { $0 + $1.totalMs }
        return statements.enumerated().map { rank, s in
            "statement rank=\(rank + 1) total_ms=\(ms(s.totalMs)) calls=\(s.calls) mean_ms=\(String(format: "%.3f", s.meanMs))"
                + " rows=\(s.rows) level=\(s.topLevel ? "top" : "nested")"
                + (s.topLevel && total > 0 ? " share_of_top=\(String(format: "%.0f", s.totalMs / total * 100))%" : "")
                + " sql=\"\(s.sql.replacingOccurrences(of: "\"", with: "\\\""))\""
        } + functions.map { f in
            "function name=\(f.name) calls=\(f.calls) total_ms=\(ms(f.totalMs)) self_ms=\(ms(f.selfMs))"
        }
    }

    /// Folds white space and cuts the text at `limit` characters.
    static func fold(_ sql: String, limit: Int = 160) -> String {
        let words = sql.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return words.count > limit ? String(words.prefix(limit)) + "…" : words
    }
}

extension ServerWatch {
    /// Creates the extension in the run's database (the server must preload it) and
    /// forgets what was counted so far (the schema's creation).
    func resetStatements() async throws {
        try await connection.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements", logger: logger)
        try await connection.query("SELECT pg_stat_statements_reset()", logger: logger)
        try await connection.query("SELECT pg_stat_reset()", logger: logger)
    }

    /// The `top` statements by total execution time in this database, and every function's time.
    func statementCosts(top: Int) async throws -> StatementCosts {
        var costs = StatementCosts()
        let rows = try await connection.query("""
            SELECT calls::int8, total_exec_time::float8, mean_exec_time::float8, rows::int8, toplevel, query
            FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
            ORDER BY total_exec_time DESC LIMIT \(top)
            """, logger: logger)
        for try await (calls, total, mean, count, topLevel, sql) in rows.decode((Int, Double, Double, Int, Bool, String).self) {
            costs.statements.append(.init(calls: calls, totalMs: total, meanMs: mean, rows: count, topLevel: topLevel,
                                          sql: StatementCosts.fold(sql)))
        }
        let functions = try await connection.query("""
            SELECT schemaname || '.' || funcname, calls::int8, total_time::float8, self_time::float8
            FROM pg_stat_user_functions ORDER BY self_time DESC
            """, logger: logger)
        for try await (name, calls, total, own) in functions.decode((String, Int, Double, Double).self) {
            costs.functions.append(.init(name: name, calls: calls, totalMs: total, selfMs: own))
        }
        return costs
    }
}
