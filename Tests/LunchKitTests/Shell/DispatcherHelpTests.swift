import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Only `-h`/`--help` ask a command for help; other dashed words are misspelt options.
@Suite struct DispatcherHelpTests {
    @Test func aMisspeltOptionIsAnErrorNotHelp() {
        let s = TestShell(places: Fixtures.small)
        #expect(s.run("stats -hx").failed)
        #expect(s.output.stderr == "error: unknown option '-hx' — usage: stats [PERIOD]\n")
        #expect(!s.run("near --help").failed)
        #expect(s.output.stdout.hasPrefix("near — places near you, nearest first\nusage: near [RADIUS] [FILTERS]"))
    }

    @Test func helpInJSONCarriesTheText() {
        let s = TestShell(places: Fixtures.small, json: true)
        s.run("where -h")
        #expect(s.output.stdout.hasPrefix(#"{"command":"where","help":"where — show the current location\nusage: where"#))
    }
}
