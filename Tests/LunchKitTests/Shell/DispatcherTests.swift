import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

@Suite struct DispatcherTests {
    @Test func runsEveryCommandOnTheLine() {
        let shell = TestShell()
        let outcome = shell.run("at 60.17,24.94; where")
        #expect(outcome == Dispatcher.Outcome(failed: false, exit: false))
        #expect(shell.output.stdout == "Location set to 60.17000, 24.94000.\nYou are at 60.17000, 24.94000.\n")
        #expect(shell.output.stderr == "")
    }

    @Test func aFailureIsPrintedOnceAndTheRestStillRuns() {
        let shell = TestShell()
        let outcome = shell.run("at 91,0; where")
        #expect(outcome.failed)
        #expect(shell.output.stderr == "error: latitude 91 is out of range: it must be between -90 and 90\n")
        #expect(shell.output.stdout == Messages.noLocation + "\n")
        #expect(!shell.store.state.isLoading)
    }

    @Test func unknownCommandsSuggest() {
        let shell = TestShell()
        shell.run("wehre")
        #expect(shell.output.stderr == "error: unknown command 'wehre'; did you mean 'where'? (type 'help' for all commands)\n")
    }

    @Test func argumentErrorsCarryTheUsage() {
        let shell = TestShell()
        shell.run("history many")
        #expect(shell.output.stderr.hasPrefix("error: "))
        #expect(shell.output.stderr.hasSuffix(" — usage: history [N]\n"))
        #expect(shell.output.stderr.split(separator: "\n").count == 1)
    }

    @Test func quitStopsTheLine() {
        let shell = TestShell()
        let outcome = shell.run("quit; at 1,1")
        #expect(outcome.exit)
        #expect(shell.store.state.location == nil)
    }

    @Test func jsonModePrintsOneObjectPerCommand() {
        let shell = TestShell(json: true)
        shell.run("at Kamppi; where; at 0,200; zzzz; quit")
        #expect(shell.output.stdout == """
        {"command":"at","lat":60.1685,"lon":24.9315,"name":"Kamppi"}
        {"command":"where","lat":60.1685,"lon":24.9315,"name":"Kamppi"}
        {"command":"at","error":"longitude 200 is out of range: it must be between -180 and 180"}
        {"command":"zzzz","error":"unknown command 'zzzz' (type 'help' for all commands)"}
        {"command":"quit","ok":true}

        """)
    }

    @Test func anUnbalancedQuoteRunsNothing() {
        let shell = TestShell()
        let outcome = shell.run(#"at Kamppi; at "Kallio"#)
        #expect(outcome.failed)
        #expect(shell.store.state.location == nil)
        #expect(shell.output.stderr == "error: \(Messages.unbalancedQuote("\""))\n")
    }
}
