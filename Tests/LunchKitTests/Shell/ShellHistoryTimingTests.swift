import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// The history keeps a line before its command runs: a terminal closed (SIGHUP), SIGTERM or
/// kill -9 between a command's answer and the next prompt must not lose it (a hostile test
/// lost 8 lines of 10 when the save came after the command).
@Suite struct ShellHistoryTimingTests {
    final class OneLine: LineSource {
        var lines: [String]
        init(_ lines: [String]) { self.lines = lines }
        func readLine(prompt: String) -> LineInput { lines.isEmpty ? .end : .line(lines.removeFirst()) }
        func remember(_ line: String) {}
    }

    @Test func theLineIsOnDiskWhileItsCommandRuns() throws {
        let s = TestShell(places: Fixtures.small)
        var onDisk: String?
        s.dispatcher.afterCommand = {
            onDisk = (try? s.storage.read("/state/history", limit: 1 << 20)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) }
        }
        let shell = Shell(input: OneLine(["where"]), dispatcher: s.dispatcher, output: s.output,
                          history: s.history, interactive: true)
        _ = shell.run()
        #expect(onDisk == "where\n")
    }
}
