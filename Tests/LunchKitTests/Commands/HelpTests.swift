import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `help`: its interactor and presenter directly (on the registry's commands), then the shell.
@Suite struct HelpTests {
    @Test func oneCommandByNameOrAlias() throws {
        let s = TestShell()
        let interactor = HelpInteractor(commands: { s.registry.commands })
        guard case .one(let quit) = try interactor.help(topic: "EXIT") else { Issue.record("not one command"); return }
        #expect(quit.name == "quit")
        #expect(HelpPresenter(style: Style(enabled: false)).present(.one(quit)).text == quit.helpText)
        #expect(throws: UserError(Messages.unknownHelpTopic("nerr", suggestion: "near"))) { try interactor.help(topic: "nerr") }
    }

    @Test func theListEndsWithTheDataCredit() throws {
        let s = TestShell()
        let all = try HelpInteractor(commands: { s.registry.commands }).help(topic: nil)
        #expect(HelpPresenter(style: Style(enabled: false)).present(all).text.hasSuffix(HelpPresenter.dataCredit))
    }

    @Test func throughTheShellCommandNamesComplete() {
        let s = TestShell()
        #expect(Completer(registry: s.registry).complete("help ne").insert == "near ")
        s.run("near --help")
        #expect(s.output.stdout.hasPrefix("near — places near you, nearest first\nusage: near [RADIUS] [FILTERS]"))
    }

    @Test func helpListsEveryCommandWithItsUsage() {
        let shell = TestShell()
        shell.run("help")
        for command in shell.registry.commands {
            #expect(shell.output.stdout.contains(command.usage))
            #expect(shell.output.stdout.contains(command.abstract))
        }
        #expect(shell.output.stdout.contains("© OpenStreetMap contributors"))
    }

    /// Piped (no screen width): laid out for 80 columns, not padded to the longest usage;
    /// a long usage has its summary on the next line, and summaries are not wrapped.
    @Test func withoutAScreenTheListIsLaidOutForEightyColumns() throws {
        let shell = TestShell()
        shell.run("help")
        let lines = shell.output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  near [RADIUS] [FILTERS]  places near you, nearest first"))
        let team = try #require(lines.firstIndex { $0.hasPrefix("  team | team join URL") })
        #expect(lines[team + 1].trimmingCharacters(in: .whitespaces).hasPrefix("the team you decide lunch with"))
        #expect(lines.contains("  undo                     take back the last change to favourites, visits or filters"))
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
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

    /// `help find` reads as one paragraph: no stray break after `them. When`.
    @Test func helpFindHasNoStrayLineBreak() {
        let shell = TestShell(screen: ScreenSize(columns: 80, rows: 24))
        shell.run("help find")
        #expect(shell.output.stdout.contains("them. When output is not a terminal"), "\(shell.output.stdout)")
        #expect(!shell.output.stdout.contains("When\n"))
    }

    @Test func helpForAnAliasAndForNonsense() {
        let shell = TestShell()
        shell.run("help exit")
        #expect(shell.output.stdout.hasPrefix("quit — "))
        shell.run("help hstory")
        #expect(shell.output.stderr == "error: unknown command 'hstory'; did you mean 'history'? (type 'help' for all commands)\n")
    }
}
