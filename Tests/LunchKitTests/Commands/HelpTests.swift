import Foundation
import Testing
@testable import LunchKit
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
}
