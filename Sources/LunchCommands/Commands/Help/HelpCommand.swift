import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `help [CMD]`.
struct HelpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "help",
        abstract: "list the commands, or show how to use one",
        usage: "help [CMD]",
        discussion: """
        examples:
          help
          help near
        """
    )

    @Argument(help: "a command name")
    var topic: String?
}

extension HelpCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, HelpInteractor.Result>? {
        let commands = c.commands
        return Feature(interact: { try HelpInteractor(commands: commands).help(topic: $0.topic) },
                       present: HelpPresenter(style: c.style, columns: { c.screen().columns }).present, complete: { request in
                           guard request.words.isEmpty else { return [] }
                           return Candidate.matching(request.prefix, in: commands().flatMap { [$0.name] + $0.aliases }.sorted())
                       })
    }
}
