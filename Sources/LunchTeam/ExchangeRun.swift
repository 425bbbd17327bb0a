import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import PostgresNIO

/// One exchange on an open connection: migrate when needed, apply the changes (unless
/// the schema is newer than this binary knows), read the team (when asked).
struct ExchangeRun {
    let connection: PostgresConnection
    /// The team (schema version 7: one database holds many).
    let team: String
    let logger: Logger
    /// Where the team is read when a standby is set (`LUNCH_TEAM_READ_URL`); the primary
    /// when it cannot be read there.
    var replica: ReplicaReader? = nil
    /// The connection's last read (without a replica): a read of a team unchanged since is
    /// answered from it.
    var cache: ReadCache? = nil

    func run(_ request: TeamExchange) async throws -> TeamReply {
        var version = try await SchemaMigrator.version(connection, logger: logger)
        if version < TeamSchema.known {
            do {
                version = try await SchemaMigrator.migrate(connection, logger: logger)
            } catch let error as PSQLError where version > 0 && error.serverInfo?[.sqlState] == "42501" {
                // An existing team, upgraded by a member's role that may not alter it: say who can.
                throw TeamFailure.server(PostgresMessages.upgradeNeedsOwner(
                    from: version, to: TeamSchema.known, error.serverInfo?[.message] ?? "permission denied"))
            }
        }
        let readOnly = version > TeamSchema.known
        if let quiet = try await quietPoll(request, version: version, readOnly: readOnly) { return quiet }
        var stored: [UUID] = []
        var refused: [TeamReply.Refusal] = []
        if !readOnly, !request.changes.isEmpty {
            let batch = ChangeBatch(request.changes)
            refused = batch.refused
            if !batch.elements.isEmpty {
                let (more, others) = try await apply(batch)
                stored = more
                refused += others
            }
        }
        var settingsRefusal: String?
        if let change = request.settings {
            settingsRefusal = readOnly ? Messages.teamSettingsReadOnly(version)
                : try await SettingsWrite(connection: connection, team: team, logger: logger).apply(change, member: request.member)
        }
        // What is due (the deadline, the reminder, the chat), after the changes: a vote
        // made offline before the deadline still counts.
        let due = readOnly || version < 3 ? nil : try await DueCall(connection: connection, team: team, logger: logger).run(request)
        // Claims given back after what is due was claimed: another shell claims them, not this exchange.
        let released = readOnly || version < 4 || request.releases.isEmpty ? []
            : try await DueCall(connection: connection, team: team, logger: logger).release(request)
        // Claims posted: confirmed, so no shell takes them again after their lease.
        let confirmed = !readOnly && version >= 6 && !request.confirms.isEmpty
        if confirmed { try await DueCall(connection: connection, team: team, logger: logger).confirm(request) }
        var reply: TeamReply
        if request.reads {
            var read = await replica?.read(request, version: version, team: team)
            if read == nil {
                read = try await self.read(request, version: version)
            }
            guard let read else { throw CancellationError() }
            let (snapshot, news, cursor) = read
            reply = TeamReply(stored: stored, refused: refused, readOnly: readOnly, snapshot: snapshot, news: news,
                              newsCursor: cursor)
        } else {
            reply = .sentOnly(stored: stored, refused: refused, readOnly: readOnly, day: request.day, version: version)
        }
        reply.due = due
        reply.released = released
        reply.confirmed = confirmed
        reply.settingsRefusal = settingsRefusal
        return reply
    }

    /// A live poll that sends nothing, of a team whose key has not moved since this
    /// connection's last read and which has neither a deadline nor a webhook (as that read
    /// says, and any change of the settings moves the key): `lunch.due` would find nothing
    /// to decide, remind or post, so it is not asked; the last read answers. Nil: the
    /// exchange runs in full (the key was asked then: `keyMoved`).
    private func quietPoll(_ request: TeamExchange, version: Int, readOnly: Bool) async throws -> TeamReply? {
        guard request.poll, request.reads, request.changes.isEmpty, request.settings == nil, request.releases.isEmpty,
              request.confirms.isEmpty, replica == nil, let cache, let known = cache.key(for: request),
              let kept = cache.answer(request, version: version),
              kept.0.settings?.deadline == nil, kept.0.settings?.notifyURL == nil else { return nil }
        guard try await SnapshotReader(connection: connection, team: team, logger: logger).key() == known else {
            cache.clear()
            return nil
        }
        return TeamReply(stored: [], refused: [], readOnly: readOnly, snapshot: kept.0, news: kept.1, newsCursor: kept.2)
    }

    /// The team from the primary, kept in the cache; for a poll (`TeamExchange.poll`), from
    /// the cache when the server says nothing changed since its read (and no replica is
    /// set: the primary answers only when the replica could not).
    private func read(_ request: TeamExchange, version: Int) async throws -> (TeamSnapshot, [TeamNews], Int64) {
        let reader = SnapshotReader(connection: connection, team: team, logger: logger)
        guard let cache, replica == nil else { return try await reader.read(request, version: version) }
        if request.poll, let known = cache.key(for: request), try await reader.key() == known,
           let kept = cache.answer(request, version: version) {
            return kept
        }
        let (snapshot, news, cursor, key) = try await reader.keyed(request, version: version)
        cache.keep(snapshot, cursor: cursor, key: key, for: request)
        return (snapshot, news, cursor)
    }

    /// One round trip for the whole batch; again when the server broke a deadlock with
    /// other shells (nothing was committed then).
    private func apply(_ batch: ChangeBatch) async throws -> ([UUID], [TeamReply.Refusal]) {
        let json = try batch.json()
        var attempt = 0
        while true {
            attempt += 1
            do {
                let rows = try await connection.query(
                    "SELECT applied, refusal FROM lunch.apply_changes(\(json)::jsonb, \(team)::text)", logger: logger)
                var stored: [UUID] = []
                var refused: [TeamReply.Refusal] = []
                for try await (id, refusal) in rows.decode((UUID, String?).self) {
                    if let refusal {
                        refused.append(.init(change: id, reason: DayRefusal.line(refusal)))
                    } else {
                        stored.append(id)
                    }
                }
                return (stored, refused)
            } catch let error as PSQLError where attempt < 4 && ["40P01", "40001"].contains(error.serverInfo?[.sqlState] ?? "") {
                continue
            }
        }
    }
}
