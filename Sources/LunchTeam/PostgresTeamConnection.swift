import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import PostgresNIO

/// The team's server over PostgreSQL (postgres-nio): one connection, opened on the first
/// exchange and kept; after a timeout, Ctrl-C or a failure it is closed and the next
/// exchange opens a new one. Blocking: the driver's async work runs in a task while the
/// caller's thread waits, looking at `cancelled()` every 50 ms; `timeout` covers the whole
/// exchange, connecting included.
public final class PostgresTeamConnection: TeamConnection, @unchecked Sendable {
    private let configuration: Result<PostgresConnection.Configuration, TeamFailure>
    private let mapping: FailureMapping
    private let slot = ConnectionSlot()
    private let live: LiveListener
    /// The team in the database (`TeamURL.team`) every statement is about.
    private let team: String
    private let serial = NSLock()
    private let logger: Logger

    private let replica: ReplicaReader?
    /// The last team read: a poll of a team where nothing happened reads only its key.
    private let cache = ReadCache()

    /// `readURL`: a streaming standby the team is read from (`today`, `team`, the poll);
    /// changes, settings and what is due always go to `url`. Its password: its own, else
    /// `password`.
    public init(url: TeamURL, password: String?, readURL: TeamURL? = nil) {
        team = url.team
        live = LiveListener(team: url.team)
        mapping = FailureMapping(endpoint: ConnectionTarget.endpoint(url), password: password)
        do {
            configuration = .success(try ConnectionTarget.configuration(url, password: password))
        } catch {
            configuration = .failure(.server(PostgresMessages.sslModeUnsupported))
        }
        var logger = Logger(label: "lunch.team")
        logger.logLevel = .critical
        self.logger = logger
        replica = readURL.flatMap { read in
            (try? ConnectionTarget.configuration(read, password: read.password ?? password))
                .map { ReplicaReader(configuration: $0, logger: logger) }
        }
    }

    /// For `TeamConnector`.
    public static let connector: TeamConnector = { url, password in PostgresTeamConnection(url: url, password: password) }

    /// For `TeamConnector`, reading the team from `readURL` (`LUNCH_TEAM_READ_URL`, checked
    /// by `TeamSession`; one that does not parse is not used). A URL without a user is the
    /// primary's user.
    public static func connector(readURL: String?) -> TeamConnector {
        guard let readURL, !readURL.isEmpty else { return connector }
        return { url, password in
            PostgresTeamConnection(url: url, password: password, readURL: try? TeamURL(readURL, login: url.user))
        }
    }

    public func exchange(_ request: TeamExchange, timeout: TimeInterval,
                         cancelled: @escaping @Sendable () -> Bool) throws(TeamFailure) -> TeamReply {
        let deadline = Date().addingTimeInterval(max(timeout, 0))
        guard serial.lock(before: deadline) else { throw .timedOut }
        defer { serial.unlock() }
        var configuration = try self.configuration.get()
        // The deadline below decides; the driver's own connect timeout only backs it up.
        configuration.options.connectTimeout = .milliseconds(Int64((max(timeout, 0) + 1) * 1000))
        let ticket = slot.currentTicket
        let outcome = ExchangeOutcome<TeamReply, TeamFailure>()
        let task = Task { [self, configuration] in
            do {
                outcome.finish(.success(try await perform(request, configuration: configuration, ticket: ticket)))
            } catch {
                outcome.finish(.failure(mapping.failure(error)))
            }
        }
        while true {
            let remaining = deadline.timeIntervalSinceNow
            if let result = outcome.wait(min(0.05, max(remaining, 0))) {
                if case .failure = result {
                    slot.reset()
                    if deadline.timeIntervalSinceNow <= 0 { throw .timedOut }
                }
                return try result.get()
            }
            if cancelled() {
                give(up: task)
                throw .cancelled
            }
            if deadline.timeIntervalSinceNow <= 0 {
                give(up: task)
                throw .timedOut
            }
        }
    }

    /// The same exchange without a waiting thread, for the load run's many members in one
    /// process (`lunch-bench --team-load`): the kept connection, a new one after a loss,
    /// `ExchangeRun`, as a shell's `exchange`. No deadline of its own: the caller's (`close()`
    /// ends a hung one).
    package func exchange(_ request: TeamExchange) async throws(TeamFailure) -> TeamReply {
        let configuration = try self.configuration.get()
        do {
            return try await perform(request, configuration: configuration, ticket: slot.currentTicket)
        } catch {
            slot.reset()
            throw mapping.failure(error)
        }
    }

    public func close() {
        live.stop()
        slot.reset()
        replica?.close()
    }

    public func listen(_ changed: @escaping @Sendable () -> Void) {
        live.want(changed)
    }

    public var liveMode: TeamLiveMode { live.mode }

    private func give(up task: Task<Void, Never>) {
        slot.reset()
        task.cancel()
    }

    private func perform(_ request: TeamExchange, configuration: PostgresConnection.Configuration,
                         ticket: Int) async throws -> TeamReply {
        if let kept = slot.current() {
            do {
                let reply = try await ExchangeRun(connection: kept, team: team, logger: logger, replica: replica, cache: cache).run(request)
                live.attach(kept, configuration: configuration, logger: logger)
                return reply
            } catch let error as PSQLError where Self.isConnectionLoss(error) {
                // The kept connection died (the server restarted): once more on a new one.
                // Safe: applying changes is idempotent.
                slot.drop(kept)
            }
        }
        let connection = try await PostgresConnection.connect(configuration: configuration, id: slot.nextID(), logger: logger)
        guard slot.keep(connection, ticket: ticket) else {
            ConnectionSlot.close(connection)
            throw CancellationError()
        }
        let reply = try await ExchangeRun(connection: connection, team: team, logger: logger, replica: replica, cache: cache).run(request)
        live.attach(connection, configuration: configuration, logger: logger)
        return reply
    }

    private static func isConnectionLoss(_ error: PSQLError) -> Bool {
        switch error.code {
        case .serverClosedConnection, .connectionError, .uncleanShutdown, .clientClosedConnection: return true
        case .server: return (error.serverInfo?[.sqlState] ?? "").hasPrefix("57P")
        default: return false
        }
    }
}
