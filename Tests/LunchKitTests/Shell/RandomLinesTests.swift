import RandomCommandLines
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Feeds 100,000 random and mutated lines through the parser and the dispatcher: no
/// crash, every failing line gets exactly one line of error, and state stays valid.
@Suite struct RandomLinesTests {
    @Test func hundredThousandLinesNeverCrash() {
        var lines = RandomCommandLines(seed: 20261121)
        let shell = TestShell(places: Fixtures.small)
        var failures = 0
        for i in 0..<100_000 {
            let line = lines.next()
            shell.output.clear()
            let commands = (try? ShellWords.split(line))?.count ?? 1
            let outcome = shell.run(line)
            let errorText = shell.output.stderr
            if outcome.failed {
                failures += 1
                let errorLines = errorText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                #expect(errorLines.count >= 1 && errorLines.count <= commands, "line \(i): \(line.debugDescription)")
                #expect(errorLines.allSatisfy { $0.hasPrefix("error: ") }, "line \(i): \(line.debugDescription)")
            } else {
                #expect(errorText.isEmpty, "line \(i): \(line.debugDescription)")
            }
            if let location = shell.store.state.location { #expect(location.coordinate.isValid) }
            if outcome.exit { continue }
        }
        #expect(failures > 10_000)
    }

    @Test func hundredKilobyteLinesAreHandled() {
        let shell = TestShell()
        let long = String(repeating: "a", count: 100_000)
        #expect(shell.run(long).failed)
        #expect(shell.output.stderr.count < 200)
        #expect(shell.run("at \"\(long)").failed)
        #expect(shell.run("help " + String(repeating: "x ", count: 50_000)).failed)
        #expect(shell.output.stderr.split(separator: "\n").count == 3)
    }
}
