import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `today`.
struct TodayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "today",
        abstract: "today's team votes: places by votes, who voted, walking time, the decision",
        usage: "today",
        discussion: """
        Places with most votes first (ties by name), who voted for each, the walk from your
        location, your vote marked, and the decision once someone ran 'decide'. The rows
        work by number ('show 1'). Offline, the team as last read (its age said) with your
        waiting changes.
        example:
          today
        """
    )
}

extension TodayCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, TodayInteractor.Result>? {
        let interactor = TodayInteractor(team: c.team, whereabouts: c.whereabouts, walks: c.walks)
        return Feature(interact: { _ in try interactor.today() }, present: TodayPresenter().present,
                       route: { $0.rows.isEmpty ? .stay : .list($0.rows.map(\.place.id)) })
    }
}
