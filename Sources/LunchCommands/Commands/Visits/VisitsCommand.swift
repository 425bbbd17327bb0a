import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `visits`.
struct VisitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "visits",
        abstract: "your ratings, newest first (numbered)",
        usage: "visits [--team] [--remove N]",
        discussion: """
        With --team: the team's recent lunches (the last 30 days at least), newest first,
        with who went; offline, as last read. With --remove N: removes visit N of the
        list from your visits ('undo' brings it back; a team's copy stays); one number at
        a time, and refused when the visits changed since 'visits' listed them.
        examples:
          visits
          visits --team
          visits --remove 3
        """
    )

    @Flag(name: .customLong("team"), help: "the team's recent lunches")
    var team = false

    /// Every `--remove N` typed: more than one is refused (not the last taken silently).
    @Option(name: .customLong("remove"), parsing: .singleValue,
            help: ArgumentHelp("remove visit N (its number in 'visits')", valueName: "N"),
            transform: ArgumentFailure.recording(VisitsCommand.number))
    var remove: [Int] = []

    /// A visit's number as typed: 1 or more.
    static func number(_ word: String) throws -> Int {
        guard let n = Int(word), n >= 1 else { throw UserError(Messages.notAVisitNumber(word)) }
        return n
    }
}

extension VisitsCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, VisitsInteractor.Result>? {
        let interactor = VisitsInteractor(store: c.store, catalog: c.catalog, team: c.team)
        let presenter = VisitsPresenter(visits: VisitPresenter())
        return Feature(interact: { arguments in
                           guard let number = arguments.remove.first else { return try interactor.visits(forTeam: arguments.team) }
                           guard !arguments.team else { throw UserError(Messages.removeNotFromTeam) }
                           guard arguments.remove.count == 1 else { throw UserError(Messages.removeOneAtATime(arguments.remove)) }
                           return .removed(try interactor.remove(number: number))
                       },
                       present: { result in
                           switch result {
                           case .mine(let entries): presenter.present(entries)
                           case .team(let view): presenter.present(team: view)
                           case .removed(let removed): presenter.present(removed: removed)
                           }
                       },
                       complete: { request in
                           switch request.words.last {
                           case "--remove": interactor.numbered(startingWith: request.prefix)
                           // `--team` and `--remove` do not go together: each is offered only alone.
                           default: request.words.contains { $0 == "--team" || $0 == "--remove" }
                               ? [] : Candidate.matching(request.prefix, in: ["--team", "--remove"])
                           }
                       })
    }
}
