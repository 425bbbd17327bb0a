import Foundation
import PostgresNIO

/// The one open connection of a `PostgresTeamConnection`, and a ticket that tells an
/// exchange given up on (timeout, Ctrl-C, close) that the connection it is still making
/// must be closed, not kept.
final class ConnectionSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var connection: PostgresConnection?
    private var ticket = 0
    private var made = 0

    var currentTicket: Int { lock.withLock { ticket } }

    func current() -> PostgresConnection? {
        lock.withLock { connection?.isClosed == false ? connection : nil }
    }

    func nextID() -> Int { lock.withLock { made += 1; return made } }

    /// Keeps a new connection unless its exchange was given up on meanwhile.
    func keep(_ new: PostgresConnection, ticket: Int) -> Bool {
        lock.withLock {
            guard ticket == self.ticket else { return false }
            connection = new
            return true
        }
    }

    /// Forgets `old` (it failed) if it is still the one kept.
    func drop(_ old: PostgresConnection) {
        lock.withLock { if connection === old { connection = nil } }
        Self.close(old)
    }

    /// Gives up on the running exchange and closes the connection without waiting.
    func reset() {
        let old = lock.withLock { () -> PostgresConnection? in
            ticket += 1
            defer { connection = nil }
            return connection
        }
        if let old { Self.close(old) }
    }

    /// Closes without waiting; the connection lives until it is closed (the driver
    /// insists on that).
    static func close(_ connection: PostgresConnection) {
        let closing: EventLoopFuture<Void> = connection.close()
        closing.whenComplete { _ in withExtendedLifetime(connection) {} }
    }
}

/// Where the exchange's task leaves its result for the waiting thread.
final class ExchangeOutcome<Value: Sendable, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Value, Failure>?
    private let signal = DispatchSemaphore(value: 0)

    func finish(_ result: Result<Value, Failure>) {
        lock.withLock { self.result = result }
        signal.signal()
    }

    /// Waits at most `seconds` for the result.
    func wait(_ seconds: Double) -> Result<Value, Failure>? {
        _ = signal.wait(timeout: .now() + seconds)
        return lock.withLock { result }
    }
}
