import Testing
@testable import LunchKit

@Suite struct HelpHistoryTests {
    @Test func helpListsEveryCommandWithItsUsage() {
        let shell = TestShell()
        shell.run("help")
        for command in shell.registry.commands {
            #expect(shell.output.stdout.contains(command.usage))
            #expect(shell.output.stdout.contains(command.abstract))
        }
        #expect(shell.output.stdout.contains("© OpenStreetMap contributors"))
    }

    @Test func helpForOneCommandShowsUsageAndExamples() {
        let shell = TestShell()
        shell.run("help at")
        #expect(shell.output.stdout.hasPrefix("at — set the current location\nusage: at LAT,LON | at LAT LON | at NAME\n"))
        #expect(shell.output.stdout.contains("at Kamppi"))
        let viaFlag = TestShell()
        viaFlag.run("at --help")
        #expect(viaFlag.output.stdout == shell.output.stdout)
    }

    @Test func helpForAnAliasAndForNonsense() {
        let shell = TestShell()
        shell.run("help exit")
        #expect(shell.output.stdout.hasPrefix("quit — "))
        shell.run("help hstory")
        #expect(shell.output.stderr == "error: unknown command 'hstory'; did you mean 'history'? (type 'help' for all commands)\n")
    }

    @Test func historyIsNumberedAndCanBeLimited() {
        let shell = TestShell()
        shell.history.add("near 800")
        shell.history.add("search sushi")
        shell.history.add("show 1")
        shell.run("history 2")
        #expect(shell.output.stdout == "  2  search sushi\n  3  show 1\n")
        let json = TestShell(json: true)
        json.history.add("near 800")
        json.run("history")
        #expect(json.output.stdout == #"{"command":"history","entries":["near 800"]}"# + "\n")
    }

    @Test func anEmptyHistorySaysSo() {
        let shell = TestShell()
        shell.run("history")
        #expect(shell.output.stdout == Messages.historyEmpty + "\n")
    }
}
