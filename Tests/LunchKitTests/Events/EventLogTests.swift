import Foundation
import Logging
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct EventLogTests {
    func folder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-events-\(UUID())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aScriptedSessionGivesTypedEventsInOrder() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/events.jsonl"
        let shell = TestShell(places: Fixtures.small)
        let events = Logger(label: "test") { _ in EventLogHandler(path: path, warn: { _ in }) }
        let dispatcher = Dispatcher(registry: shell.registry, store: shell.store, output: shell.output,
                                    mode: OutputMode(), events: events)
        _ = dispatcher.run(line: "at 60.1699,24.9384; near 600; nosuch; rate 9")
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let parsed = lines.map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(parsed.map { $0["name"] as? String } == ["command.start", "command.success", "command.start", "command.success",
                                                         "command.unknown", "command.start", "command.failure"])
        #expect(parsed.map { $0["severity"] as? String } == ["analytic", "analytic", "analytic", "analytic", "warning",
                                                             "analytic", "warning"])
        #expect((parsed[3]["parameters"] as? [String: String])?["count"] == "5")
        #expect((parsed[6]["parameters"] as? [String: String])?["error"] == Messages.badStars("9"))
        #expect(parsed.allSatisfy { ($0["time"] as? String)?.hasPrefix("20") == true })
    }

    @Test func rotatesAtOneMegabyte() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/events.jsonl"
        let events = Logger(label: "test") { _ in EventLogHandler(path: path, warn: { _ in }) }
        for i in 0..<9_000 { events.info("command.start", metadata: ["command": "near", "n": "\(i)", "pad": "\(String(repeating: "x", count: 60))"]) }
        let size = { (p: String) in (try? FileManager.default.attributesOfItem(atPath: p)[.size] as? Int) ?? 0 }
        #expect(size(path + ".1") >= EventLogHandler.rotateAt)
        #expect(size(path) < EventLogHandler.rotateAt)
        #expect(size(path) > 0)
    }

    @Test func anUnwritablePathWarnsOnceAndStops() {
        final class Count: @unchecked Sendable { var n = 0; var text = "" }
        let count = Count()
        let events = Logger(label: "test") { _ in
            EventLogHandler(path: "/nonexistent-folder/events.jsonl", warn: { count.n += 1; count.text = $0 })
        }
        for _ in 0..<5 { events.info("command.start") }
        #expect(count.n == 1)
        #expect(count.text == "warning: cannot write the event log /nonexistent-folder/events.jsonl; events are off for this session")
    }
}
