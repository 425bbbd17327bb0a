import Foundation
import Testing
@testable import LunchKit

/// Messages say what is wrong with the words typed, and counts agree with their nouns.
@Suite struct MessageWordingTests {
    func shell(_ places: [Place] = Fixtures.small) -> TestShell { TestShell(places: places) }
    static let here = "at 60.1699,24.9384; "

    @Test(arguments: [
        ("favs -1", "'favs' takes no arguments: '-1' is extra — usage: favs"),
        ("favs 1", "'favs' takes no arguments: '1' is extra — usage: favs"),
        ("quit -1", "'quit' takes no arguments: '-1' is extra — usage: quit | exit"),
        ("exit -2", "'quit' takes no arguments: '-2' is extra — usage: quit | exit"),
        ("where -1", "'where' takes no arguments: '-1' is extra — usage: where"),
        ("visits -3", "'visits' takes no arguments: '-3' is extra — usage: visits"),
        ("undo -1", "'undo' takes no arguments: '-1' is extra — usage: undo"),
        ("view -1", "'-1' is negative: view takes no negative numbers — usage: view map|list"),
        ("history -1", "'-1' is negative: history takes no negative numbers — usage: history [N]"),
        (here + "near 600; rate 1 4 5", "'5' is extra: rate takes one REF, then STARS (rate 1 4), then a note in quotes (rate 1 4 \"great soup\")"),
        (here + "near 600; rate 1 2 3 4", "'3 4' is extra: rate takes one REF, then STARS (rate 1 2), then a note in quotes (rate 1 2 \"great soup\")"),
        (here + "near 600; rate 1 4 \"5\"", "'5' is extra: rate takes one REF, then STARS (rate 1 4), then a note in quotes (rate 1 4 \"great soup\")"),
    ])
    func wrongWordsSayWhatIsWrong(_ line: String, _ message: String) {
        let s = shell()
        #expect(s.run(line).failed)
        #expect(s.output.stderr == "error: \(message)\n")
        #expect(s.store.state.visits.isEmpty)
    }

    @Test func rateRowAndStarsStillWork() throws {
        let s = shell()
        #expect(!s.run(Self.here + "near 600; rate 1 4; rate 2 5 \"5 of 5\"").failed)
        #expect(s.store.state.visits.map(\.stars) == [4, 5])
        #expect(s.store.state.visits.last?.note == "5 of 5")
    }

    @Test(arguments: [
        (here + "search regatta", "(1 place matches 'regatta')"),
        (here + "search golden", "(2 places match 'golden')"),
        (here + "near 70", "(1 place within 70 m of 60.16990, 24.93840)"),
        (here + "near 110", "(2 places within 110 m of 60.16990, 24.93840)"),
        (here + "show kahvila; rate 4; stats all", "Lunches in all time: 1 at 1 place, 4.0★ on average."),
        (here + "show kahvila; rate 4; stats 1d", "Lunches in the last day: 1 at 1 place, 4.0★ on average."),
        (here + "show kahvila; rate 4; show pizzeria; rate 3; stats all", "Lunches in all time: 2 at 2 places, 3.5★ on average."),
        (here + "pick 70; pick 70", "The only place was picked this session; starting over."),
        (here + "pick 110; pick 110; pick 110", "All 2 places were picked this session; starting over."),
    ])
    func countsAgreeWithTheirNouns(_ line: String, _ expected: String) {
        let s = shell()
        #expect(!s.run(line).failed, "\(s.output.stderr)")
        #expect(s.output.stdout.contains(expected), "\(s.output.stdout)")
        for wrong in ["1 places", "1 place match ", "1 visits", "places matches", "All 1 places", "last 1 days"] {
            #expect(!s.output.stdout.contains(wrong))
        }
    }
}
