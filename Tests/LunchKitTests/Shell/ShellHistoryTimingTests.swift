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

/// Issue 29, round 2: with a state folder lunch cannot write in, the history's warning came
/// before every command; it is said once, and again only after a save went through between.
@Suite struct ShellHistoryWarningTests {
    /// Lines, with something done before each is read (the folder turned writable or not).
    final class Lines: LineSource {
        var steps: [(before: () -> Void, line: String)]
        init(_ steps: [(before: () -> Void, line: String)]) { self.steps = steps }
        func readLine(prompt: String) -> LineInput {
            guard !steps.isEmpty else { return .end }
            let step = steps.removeFirst()
            step.before()
            return .line(step.line)
        }
        func remember(_ line: String) {}
    }

    @Test func theWarningIsSaidOnceWhileSavesFailAndAgainAfterOneWorked() {
        let s = TestShell(places: Fixtures.small)
        let readOnly = { s.storage.failWrites = "cannot save /state/history: read-only file system" }
        let writable = { s.storage.failWrites = nil }
        let shell = Shell(input: Lines([(readOnly, "where"), ({}, "favs"), ({}, "visits"),
                                        (writable, "help"), (readOnly, "where"), ({}, "favs")]),
                          dispatcher: s.dispatcher, output: s.output, history: s.history, interactive: true)
        _ = shell.run()
        let warning = "warning: history not saved: cannot save /state/history: read-only file system"
            + " (said once; the lines are saved when the file can be written again)"
        #expect(s.output.stderr == warning + "\n" + warning + "\n")
        // The lines typed while it failed went to the file with the save that worked.
        let saved = s.storage["/state/history"].map { String(decoding: $0, as: UTF8.self) }
        #expect(saved == "where\nfavs\nvisits\nhelp\n")
    }
}
