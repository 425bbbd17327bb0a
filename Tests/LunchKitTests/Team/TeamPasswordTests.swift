import Foundation
import Logging
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// A password typed in a connection string is used for the session and written nowhere:
/// not team.json, the outbox, the history, the event log or any output.
@Suite struct TeamPasswordTests {
    @Test func aTypedPasswordIsNeverWritten() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-pw-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let server = TeamTests.server()
        final class Given: @unchecked Sendable {
            let lock = NSLock()
            var passwords: [String?] = []
        }
        let given = Given()
        let s = TestShell(places: Fixtures.small, team: { storage, store in
            TeamSession(folder: "/state", storage: storage, clock: TestShell.clock, environment: ["LUNCH_USER": "alice"],
                        connector: { url, password in
                            given.lock.withLock { given.passwords.append(password) }
                            #expect(url.password == nil)
                            return server
                        }, cancelled: { false }, store: store)
        })
        let events = Logger(label: "lunch.events", factory: { _ in EventLogHandler(path: dir + "/events.jsonl", warn: { _ in }) })
        let dispatcher = Dispatcher(registry: s.registry, store: s.store, output: s.output,
                                    mode: OutputMode(json: false, style: Style(enabled: false)), events: events)
        dispatcher.notices = { s.team?.takeNotices() ?? [] }
        let lines = ["team join postgresql://alice:s3cr%40t@127.0.0.1:5432/lunch --as alice",
                     "team join 'host=127.0.0.1 dbname=lunch password=s3cr@t' --as", "vote kahvila; today; team",
                     "team join postgresql://alice:s3cr@t@nowhere:99999/x"]
        for line in lines {
            if let kept = s.history.add(line) { _ = kept }
            _ = dispatcher.run(line: line)
        }
        try s.history.save()
        #expect(given.lock.withLock { given.passwords } == ["s3cr@t"])
        #expect(s.output.stdout.contains(Messages.teamPasswordSessionOnly))
        var everything = s.output.stdout + s.output.stderr
        for path in s.storage.paths { everything += String(decoding: s.storage[path] ?? Data(), as: UTF8.self) }
        everything += (try? String(contentsOfFile: dir + "/events.jsonl", encoding: .utf8)) ?? ""
        #expect(s.storage.paths.contains("/state/team.json"))
        #expect(s.storage.paths.contains("/state/history"))
        #expect(!everything.contains("s3cr"), "\(everything)")
        #expect(s.history.entries.first == "team join postgresql://alice@127.0.0.1:5432/lunch --as alice")
    }
}
