import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Lines as long as anyone can paste (issue 10, row 9). Each test would take minutes if a
/// step were quadratic in the line's length; none is timed (figures: README, Benchmark).
@Suite struct LongInputTests {
    @Test func fortyThousandWordsSplitInOrder() throws {
        let words = (0..<40_000).map { "w\($0)" }
        let commands = try ShellWords.split("search " + words.joined(separator: " ") + "; near")
        #expect(commands.count == 2)
        #expect(commands[0] == ["search"] + words)
        #expect(commands[1] == ["near"])
    }

    @Test func fortyThousandFilterWordsAreOneClearError() {
        let s = TestShell(places: Fixtures.small)
        let line = "near 100 " + Array(repeating: "+x", count: 40_000).joined(separator: " ")
        #expect(s.run(line + "; near 100").failed)
        #expect(s.output.stderr == "error: too many words in one command: 40001 (at most 1000)\n")
        // The shell goes on with the next command of the line.
        #expect(s.output.stdout.contains("Pizza Place"))
    }

    @Test func fortyThousandSearchWordsAreOneClearError() {
        let s = TestShell(places: Fixtures.small)
        #expect(s.run("search " + (0..<40_000).map { "w\($0)" }.joined(separator: " ")).failed)
        #expect(s.output.stderr == "error: too many words in one command: 40000 (at most 1000)\n")
    }

    @Test func aThousandWordsStillWork() {
        let s = TestShell(places: Fixtures.small)
        s.run("at 60.1699,24.9384; near 600 " + (1..<1_000).map { "+t\($0)" }.joined(separator: " "))
        #expect(s.output.stderr == "")
        #expect(s.output.stdout.contains("\nNo places matching +t1 +t2 +t3 "))
        #expect(s.output.stdout.contains(" +t999 within 600 m of 60.16990, 24.93840. 5 without the filters.\n"))
        s.output.clear()
        s.run("search pizza " + Array(repeating: "place", count: 998).joined(separator: " "))
        #expect(s.output.stderr == "")
        #expect(s.output.stdout.hasPrefix(" #  Name") || s.output.stdout.hasPrefix("#  Name"))
        #expect(s.output.stdout.contains("Pizza Place"))
    }

    @Test func aThousandDistinctWantedTagsMergeOverSavedOnes() throws {
        var saved = Preferences()
        saved.wantedTags = (0..<20_000).map { "s\($0)" }
        saved.avoidedTags = (0..<20_000).map { "a\($0)" }
        let own = (0..<20_000).map { "+a\($0)" } + (0..<20_000).map { "-s\($0)" }
        let (gathered, rest) = try PlaceFilter.gather(own.map(FilterWord.init(parsing:)))
        let filter = gathered.merged(over: PlaceFilter(preferences: saved))
        #expect(rest.isEmpty)
        #expect(filter.wanted == (0..<20_000).map { "a\($0)" })
        #expect(filter.avoided == (0..<20_000).map { "s\($0)" })
    }

    @Test func aMegabyteLineAHundredThousandCharacterWordAndManySemicolons() {
        let s = TestShell(places: Fixtures.small)
        let megabyte = "search " + String(repeating: "abcdefgh ", count: 116_000)
        #expect(s.run(megabyte).failed)
        #expect(s.output.stderr == "error: too many words in one command: 116000 (at most 1000)\n")
        s.output.clear()
        let word = String(repeating: "x", count: 100_000)
        #expect(s.run("search " + word).failed == false)
        #expect(s.output.stdout.hasPrefix("No places match 'xxxx"))
        #expect(s.run("show " + word).failed)
        s.output.clear()
        #expect(!s.run(String(repeating: ";", count: 1_000_000)).failed)
        #expect(s.output.stdout.isEmpty && s.output.stderr.isEmpty)
        #expect(!s.run(String(repeating: "where;", count: 20_000)).failed)
        #expect(s.output.stdout.components(separatedBy: "\n").count == 20_001)
    }
}
