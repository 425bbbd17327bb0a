import Testing
@testable import LunchCommands

/// `\q` leaves and `?` is help, as in psql (they were `unknown command 'q'`).
@Suite struct PsqlHabitsTests {
    @Test func backslashQLeaves() {
        let shell = TestShell()
        let outcome = shell.run("\\q")
        #expect(outcome.exit)
        #expect(!outcome.failed)
        #expect(shell.output.stderr == "")
    }

    @Test func questionMarkIsHelp() {
        let shell = TestShell()
        shell.run("?")
        let help = TestShell()
        help.run("help")
        #expect(shell.output.stdout == help.output.stdout)
        #expect(!shell.output.stdout.isEmpty)
    }

    @Test func questionMarkWithACommandIsThatCommandsHelp() {
        let shell = TestShell()
        shell.run("? near")
        #expect(shell.output.stdout.hasPrefix("near — "))
    }

    @Test func aLineThatOnlyStartsLikeOneIsNotOne() {
        #expect(PsqlHabits.words(for: "\\q now") == nil)
        #expect(PsqlHabits.words(for: "search ?") == nil)
        #expect(PsqlHabits.words(for: "  \\q ") == ["quit"])
    }
}
