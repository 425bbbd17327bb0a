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
        abstract: "your ratings, newest first",
        usage: "visits [--team]",
        discussion: """
        With --team: the team's recent lunches (the last 30 days at least), newest first,
        with who went; offline, as last read.
        examples:
          visits
          visits --team
        """
    )

    @Flag(name: .customLong("team"), help: "the team's recent lunches")
    var team = false
}

extension VisitsCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, VisitsInteractor.Result>? {
        let interactor = VisitsInteractor(store: c.store, catalog: c.catalog, team: c.team)
        let presenter = VisitsPresenter(visits: VisitPresenter())
        return Feature(interact: { try interactor.visits(forTeam: $0.team) },
                       present: { result in
                           switch result {
                           case .mine(let entries): presenter.present(entries)
                           case .team(let view): presenter.present(team: view)
                           }
                       })
    }
}
