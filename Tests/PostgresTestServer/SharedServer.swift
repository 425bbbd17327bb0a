import Foundation
import ThrowawayServers
import XCTest

/// The one server of a test process: started on first use, stopped and removed at exit.
enum SharedServer {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var server: PostgresTestServer?
    nonisolated(unsafe) private static var failure: String?

    static func get(file: StaticString, line: UInt) throws -> PostgresTestServer {
        let (found, problem) = lock.withLock { () -> (PostgresTestServer?, String?) in
            if server == nil, failure == nil { start() }
            return (server, failure)
        }
        if let found { return found }
        let message = problem ?? "PostgreSQL test server unavailable"
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail(message, file: file, line: line)
            throw ServerError(message)
        }
        throw XCTSkip(message, file: file, line: line)
    }

    /// Called with the lock held.
    private static func start() {
        guard let tools = ServerPrograms.find() else {
            failure = "PostgreSQL server binaries (initdb, pg_ctl, postgres) not found: run .ci/setup to install them"
            return
        }
        do {
            server = try PostgresTestServer(tools: tools)
            atexit { SharedServer.stopAtExit() }
        } catch {
            failure = "PostgreSQL test server did not start: \(error)"
        }
    }

    private static func stopAtExit() {
        server?.remove()
        server = nil
    }
}
