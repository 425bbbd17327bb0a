import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// What every command's tests check through the shell, on the small fixtures.
enum ShellExpectations {
    /// Located at the fixtures' centre.
    static let here = "at 60.1699,24.9384; "
    /// Five rows: Golden Sushi, Pizza Place, Kahvila Suomi, Café Regatta, Tacos Mexicanos.
    static let fiveRows = "at 60.1699,24.9384; near 600; "

    /// `line` fails with `message` on one line, as typed, and nothing is saved.
    static func oneLineError(_ line: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let s = TestShell(places: Fixtures.small)
        #expect(s.run(line).failed, sourceLocation: sourceLocation)
        #expect(s.output.stderr == "error: \(message)\n", sourceLocation: sourceLocation)
        #expect(s.store.state.favourites.isEmpty && s.store.state.visits.isEmpty, sourceLocation: sourceLocation)
        #expect(s.store.state.preferences == Preferences(), sourceLocation: sourceLocation)
    }

    /// `line` succeeds and says `expected`; no count disagrees with its noun.
    static func countedRight(_ line: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let s = TestShell(places: Fixtures.small)
        #expect(!s.run(line).failed, "\(s.output.stderr)", sourceLocation: sourceLocation)
        #expect(s.output.stdout.contains(expected), "\(s.output.stdout)", sourceLocation: sourceLocation)
        for wrong in ["1 places", "1 place match ", "1 visits", "places matches", "All 1 places", "last 1 days", "Lunches in all", "(1–1)", "1 rows"] {
            #expect(!s.output.stdout.contains(wrong), sourceLocation: sourceLocation)
        }
    }
}
