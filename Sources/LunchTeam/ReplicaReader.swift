import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import PostgresNIO

/// Reads the team from a streaming standby (`LUNCH_TEAM_READ_URL`) instead of the primary:
/// its own kept connection, the same snapshot statement, and how far behind the primary
/// the standby is. A standby that fails is left for the next exchange: that read goes to
/// the primary (the caller's fallback), so a broken replica never makes a shell offline.
final class ReplicaReader: @unchecked Sendable {
    private let configuration: PostgresConnection.Configuration
    private let slot = ConnectionSlot()
    private let logger: Logger

    init(configuration: PostgresConnection.Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Seconds of the primary's work the standby has not replayed: 0 when it has replayed
    /// all it received and still streams (an idle primary sends nothing, so the last replayed
    /// commit's age says nothing then), else the age of the last commit it replayed. 0 on a
    /// server that is not a standby.
    static let lagSQL = """
        SELECT CASE
          WHEN NOT pg_is_in_recovery() THEN 0
          WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() AND EXISTS (SELECT FROM pg_stat_wal_receiver) THEN 0
          ELSE greatest(0, coalesce(extract(epoch FROM now() - pg_last_xact_replay_timestamp()), 0))
        END::float8
        """

    /// The snapshot as the standby has it, or nil when it cannot be read there now.
    func read(_ request: TeamExchange, version: Int, team: String) async -> (TeamSnapshot, [TeamNews], Int64)? {
        do {
            let connection: PostgresConnection
            if let kept = slot.current() {
                connection = kept
            } else {
                connection = try await PostgresConnection.connect(configuration: configuration, id: slot.nextID(), logger: logger)
                guard slot.keep(connection, ticket: slot.currentTicket) else {
                    ConnectionSlot.close(connection)
                    return nil
                }
            }
            var lag = 0.0
            for try await seconds in try await connection.query(PostgresQuery(unsafeSQL: Self.lagSQL), logger: logger)
                .decode(Double.self) { lag = seconds }
            var (snapshot, news, cursor) = try await SnapshotReader(connection: connection, team: team, logger: logger)
                .read(request, version: version)
            snapshot.replicaLag = lag
            return (snapshot, news, cursor)
        } catch {
            slot.reset()
            return nil
        }
    }

    func close() { slot.reset() }
}
