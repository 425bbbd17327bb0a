import Foundation
import Testing
import LunchText
import LunchCommands
import LunchTestSupport

/// The process's arguments as a start reads them (`LunchCommand.start`, what `main.swift`
/// calls and the `args` fuzz harness drives): options, the command after them, answers that
/// end the process at once and one-line failures.
@Suite struct StartArgumentsTests {
    @Test func optionsThenTheCommandAfterThem() {
        guard case .start(let options) = LunchCommand.start(["--json", "--now", "2026-11-20T12:00", "at", "-33.8688", "151.2093"]) else {
            Issue.record("not a start")
            return
        }
        #expect(options.json && !options.noColor)
        #expect(options.now == "2026-11-20T12:00")
        #expect(options.commands == nil && options.data == nil && options.stateDir == nil)
        #expect(options.command == ["at", "-33.8688", "151.2093"])
        // `--` ends the options: a word after it that looks like one is the command's.
        guard case .start(let after) = LunchCommand.start(["--json", "--", "--json"]) else {
            Issue.record("not a start")
            return
        }
        #expect(after.command == ["--json"])
    }

    @Test func dashCGivenTwiceKeepsBothInOrder() {
        guard case .start(let options) = LunchCommand.start(["-c", "at Kamppi", "--no-color", "-c", "where"]) else {
            Issue.record("not a start")
            return
        }
        #expect(options.commands == ["at Kamppi", "where"])
        #expect(options.noColor)
        #expect(options.command.isEmpty)
    }

    /// The plain forms are read without ArgumentParser, the `=` forms (and a repeated
    /// option) through it: the same options either way.
    @Test func plainAndArgumentParserReadingsAgree() {
        let plain = ["--state-dir", "/tmp/s", "--now", "2026-11-20T12:00", "--log-level", "error", "--events", "/tmp/e", "-c", "near"]
        let parsed = ["--state-dir=/tmp/s", "--now=2026-11-20T12:00", "--log-level=error", "--events=/tmp/e", "-c", "near"]
        #expect(LunchCommand.start(plain) == LunchCommand.start(parsed))
        #expect(LunchCommand.start(plain, plainFirst: false) == LunchCommand.start(plain))
        #expect(LunchCommand.start(["--json", "--json"]) == LunchCommand.start(["--json"]))
    }

    @Test func badOptionsAreOneLine() {
        #expect(LunchCommand.start(["-c", "at Kamppi", "near", "1"])
                == .fail("give commands with -c or after the options, not both (see 'lunch --help')"))
        #expect(LunchCommand.start(["--bogus"]) == .fail("Unknown option '--bogus' (see 'lunch --help')"))
        #expect(LunchCommand.start(["--data", ""]) == .fail("--data needs a path, not an empty word (see 'lunch --help')"))
        #expect(LunchCommand.start(["--json=false"]) == .fail("--json takes no value (remove '=false') (see 'lunch --help')"))
        #expect(LunchCommand.start(["--generate-completion-script", "tcsh"])
                == .fail("--generate-completion-script takes bash, zsh or fish"))
    }

    @Test func versionHelpAndCompletionAnswerAtOnce() {
        #expect(LunchCommand.start(["--version"]) == .answer("lunch 0.1.0\nSample data © OpenStreetMap contributors, ODbL.\n"))
        guard case .answer(let help) = LunchCommand.start(["--help"]) else {
            Issue.record("--help is no answer")
            return
        }
        #expect(help.contains("lunch [OPTIONS] -c 'CMD; CMD'"))
        guard case .answer(let script) = LunchCommand.start(["--generate-completion-script", "bash"]) else {
            Issue.record("no completion script")
            return
        }
        #expect(script.contains("near"))
    }

    /// The `args` fuzz harness's promises (one-line failures, the plain reading agreeing with
    /// ArgumentParser's) on its seeds, `Fuzz/Corpus/args/` (words separated by NUL bytes).
    @Test func theArgsHarnessHoldsOnItsSeeds() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/args")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count >= 16)
        for name in names { FuzzHarness.args.run(try Data(contentsOf: folder.appendingPathComponent(name))) }
    }
}
