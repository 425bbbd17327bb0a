import ArgumentParser
import Testing
import LunchText
import LunchState
import LunchCommands

/// lunch's argument errors, word for word. Some of their first halves come from
/// swift-argument-parser (`missing expected argument`, `unknown option`): a release that
/// words them differently fails here before a user sees it.
@Suite struct ArgumentWordingTests {
    static let pinned: [(line: String, error: String)] = [
        ("export", "error: missing expected argument '<file>' — usage: export FILE"),
        ("history --bogus", "error: unknown option '--bogus' — usage: history [N]"),
        ("view", "error: missing expected argument '<mode>' — usage: view map|list"),
        ("view bogus", "error: 'bogus' is not a view: use 'view map' or 'view list'"),
        ("view -1", "error: '-1' is negative: view takes no negative numbers — usage: view map|list"),
        ("map 0m", "error: radius 0m must be at least 1 m"),
        ("map 0", "error: there is no list yet: run 'near' or 'search' first, or name the place"),
        ("map -3", "error: '-3' is negative: map takes no negative numbers — usage: map [RADIUS | N]"),
        ("stats 13x", "error: '13x' is not a period: use a number of days (30d), a year (2026) or all"),
        ("stats -2", "error: '-2' is negative: stats takes no negative numbers — usage: stats [PERIOD]"),
        ("history 0", "error: history takes a count from 1 to 1000 (the lines kept), not '0' — usage: history [N]"),
        ("history -1", "error: '-1' is negative: history takes no negative numbers — usage: history [N]"),
        ("favs -1", "error: 'favs' takes no arguments: '-1' is extra — usage: favs"),
        ("visits 3", "error: 'visits' takes no arguments: '3' is extra — usage: visits [--team] [--remove N]"),
        ("quit now", "error: 'quit' takes no arguments: 'now' is extra — usage: quit | exit"),
        ("filter +", "error: '+' needs a tag: +vegan wants a tag or cuisine, -fast_food avoids one"),
    ]

    @Test(arguments: pinned.indices) func anArgumentErrorReadsAsPinned(_ i: Int) {
        let shell = TestShell()
        shell.run(Self.pinned[i].line)
        #expect(shell.output.stderr == Self.pinned[i].error + "\n")
    }

    /// Names come from each declaration, never from argument-parser's own derivation.
    @Test func everyCommandNamesItself() {
        for command in CommandTable.commands {
            #expect(command.configuration.commandName?.isEmpty == false, "\(command)")
        }
    }

    /// A command that says it takes no words takes none, and one that takes words reads one.
    @Test func takesWordsMatchesTheDeclaration() {
        let shell = TestShell()
        for command in shell.registry.commands {
            let fresh = TestShell()
            fresh.run("\(command.name) 1")
            let saysExtra = fresh.output.stderr.contains("takes no arguments: '1' is extra")
            #expect(saysExtra == Self.noWords.contains(command.name), "\(command.name): \(fresh.output.stderr)")
        }
    }

    static let noWords: Set<String> = ["clear", "decide", "favs", "more", "quit", "today", "undo", "visits", "unveto", "in", "out", "where"]
}
