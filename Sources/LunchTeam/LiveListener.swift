import Foundation
import LunchState
import PostgresNIO

/// An interactive shell's ear on the team's channel (`TeamSchema.channel(team:)`): `LISTEN` on
/// the connection the exchanges use, and a call to `changed` for each notification.
///
/// Whether notifications can reach this connection at all is checked once, on the first
/// connection: a second, short connection holds a transaction while this one looks for a
/// setting it made in its session, then notifies the channel with a token of its own.
/// Straight to the server (or through a pooler in session mode) the setting is there and
/// the token comes back; through a pooler in transaction mode the setting is gone (the
/// other client was handed the server connection this one had used) and the token cannot
/// come (the `LISTEN` stayed on whichever server connection ran it), so the shell stops
/// listening and polls (at the latest after `probeWait`). Later connections (after an outage) listen again without
/// the check. `changed` is also called once `LISTEN` is in place (the shell reads what
/// happened before it) and when listening ends with its connection (the shell reconnects).
final class LiveListener: @unchecked Sendable {
    /// How long the check waits for its own notification.
    static let probeWait: Duration = .seconds(3)

    private enum Verdict { case unknown, checking, notifies, pooled }

    private let lock = NSLock()
    /// The team's channel (`TeamSchema.channel(team:)`).
    private let channel: String

    init(team: String) {
        channel = TeamSchema.channel(team: team)
    }
    private var changed: (@Sendable () -> Void)?
    private var verdict = Verdict.unknown
    /// The connection listened on (its id), and whether `LISTEN` is in place there.
    private var attached: Int?
    private var listening = false
    private var task: Task<Void, Never>?

    func want(_ changed: @escaping @Sendable () -> Void) {
        lock.withLock { self.changed = changed }
    }

    var mode: TeamLiveMode {
        lock.withLock {
            if listening { return .listening }
            return verdict == .pooled ? .pooled : .unknown
        }
    }

    /// Called after each exchange with the connection it used: listens there unless it
    /// already does, nobody asked, or notifications cannot come through.
    func attach(_ connection: PostgresConnection, configuration: PostgresConnection.Configuration, logger: Logger) {
        let start = lock.withLock { () -> Bool? in
            guard changed != nil, verdict != .pooled, verdict != .checking, attached != connection.id else { return nil }
            attached = connection.id
            listening = false
            self.task?.cancel()
            let check = verdict == .unknown
            if check { verdict = .checking }
            return check
        }
        guard let check = start else { return }
        let token = "probe " + UUID().uuidString
        let task = Task { [self] in
            await listen(on: connection, check: check ? (configuration, token) : nil, logger: logger)
        }
        lock.withLock { if attached == connection.id { self.task = task } }
    }

    /// Stops listening (the connection is closed by its owner).
    func stop() {
        let task = lock.withLock { () -> Task<Void, Never>? in
            attached = nil
            listening = false
            if verdict == .checking { verdict = .unknown }
            defer { self.task = nil }
            return self.task
        }
        task?.cancel()
    }

    private func listen(on connection: PostgresConnection, check: (PostgresConnection.Configuration, String)?,
                        logger: Logger) async {
        do {
            try await connection.listen(on: channel) { notifications in
                if let check {
                    Task { [self] in await probe(check.0, token: check.1, connection: connection, logger: logger) }
                } else {
                    began(connection.id)
                }
                for try await notification in notifications {
                    if notification.payload.hasPrefix("probe ") {
                        if let check, notification.payload == check.1 { confirmed(connection.id) }
                        continue
                    }
                    tell()
                }
            }
        } catch {}
        ended(connection.id)
    }

    /// Notifies the channel from a connection of its own; no answer in time: pooled.
    private struct Pooled: Error {}

    private func probe(_ configuration: PostgresConnection.Configuration, token: String, connection mine: PostgresConnection,
                       logger: Logger) async {
        let id = mine.id
        do {
            let other = try await PostgresConnection.connect(configuration: configuration, id: -id, logger: logger)
            defer { ConnectionSlot.close(other) }
            // Also whether this connection keeps its session while another client holds a
            // transaction: a transaction pooler hands that client the server connection this
            // one just used (the most recent), so this one's next statement runs elsewhere.
            // Three rounds: one round can keep its setting by the timing of the pooler's
            // release (the other client handed a different server connection), three in a
            // row do not.
            var kept = true
            for round in 1...3 where kept {
                let mark = "\(token) \(round)"
                try await mine.query("SELECT set_config('lunch.live_probe', \(mark), false)", logger: logger)
                try await other.query("BEGIN", logger: logger)
                try await other.query("SELECT 1", logger: logger)
                kept = false
                let rows = try await mine.query("SELECT current_setting('lunch.live_probe', true)", logger: logger)
                for try await value in rows.decode(String?.self) { kept = value == mark }
                try await other.query("COMMIT", logger: logger)
            }
            if !kept { throw Pooled() }
            try await other.query("SELECT pg_notify(\(channel), \(token))", logger: logger)
        } catch is Pooled {
            settle(id, as: .pooled)
            return
        } catch {
            // The check could not be made: the next connection tries again.
            settle(id, as: .unknown)
            return
        }
        try? await Task.sleep(for: Self.probeWait)
        settle(id, as: .pooled)
    }

    /// Ends the check of connection `id`, if it still runs, with `outcome`, and stops its
    /// listening. Pooled (through a transaction pooler): the listening task's end UNLISTENs
    /// (on whichever server connection) and the shell is told, so it polls. Unknown: the
    /// connection is let go, so the next one checks again.
    private func settle(_ id: Int, as outcome: Verdict) {
        let task = lock.withLock { () -> Task<Void, Never>? in
            guard verdict == .checking, attached == id else { return nil }
            verdict = outcome
            if outcome == .unknown { attached = nil }
            return self.task
        }
        task?.cancel()
        if task != nil, outcome == .pooled { tell() }
    }

    private func confirmed(_ id: Int) {
        let now = lock.withLock { () -> Bool in
            guard attached == id, verdict == .checking else { return false }
            verdict = .notifies
            return true
        }
        if now { began(id) }
    }

    private func began(_ id: Int) {
        let now = lock.withLock { () -> Bool in
            guard attached == id else { return false }
            listening = true
            return true
        }
        if now { tell() }
    }

    private func ended(_ id: Int) {
        let was = lock.withLock { () -> Bool in
            guard attached == id else { return false }
            attached = nil
            if verdict == .checking { verdict = .unknown }
            defer { listening = false }
            return listening
        }
        // Lost with its connection: the shell polls as before until it reconnects.
        if was { tell() }
    }

    private func tell() {
        lock.withLock { changed }?()
    }
}
