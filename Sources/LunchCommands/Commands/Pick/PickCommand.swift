import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `pick [FILTERS]`.
struct PickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "let lunch choose a place near you (it becomes the current place)",
        usage: "pick [--team] [FILTERS]",
        discussion: """
        Draws from what 'near' with your saved radius and filters would list. Never the
        same place twice in a session until all were shown; not a place you visited in
        the last 7 days unless nothing else is left; never a place whose latest visit
        says +never. Favourites weigh 3×; your average
        stars weigh (stars/3)², so 5★ ≈ 2.8×, 1★ ≈ 0.1×; unrated places weigh 1×.
        With --team: the team's average stars weigh instead of yours, places the team
        visited in the last 7 days are skipped, one it went to within its recency window
        (team recency, 28 days) weighs (days since + 1)/(window + 1), and every member's
        diet needs (team diet) must be among the place's tags or cuisines.
        examples:
          pick
          pick +vegan open
          pick --team
        """
    )

    @Flag(name: .customLong("team"), help: "for the team: its ratings, visits and diet needs")
    var team = false

    @OptionGroup var filters: FilterWordArguments
}

extension PickCommand: FilterWordCommand {
    /// The pick becomes the current place.
    static func feature(_ c: CommandContext) -> Feature<Self, PickInteractor.Result>? {
        let near = NearInteractor(c)
        let detail = ShowInteractor(c)
        let interactor = PickInteractor(near: near, detail: detail, store: c.store, clock: c.clock, random: c.random,
                                        animation: c.animation, team: c.team)
        let presenter = PickPresenter(show: ShowPresenter(c), style: c.style)
        return Feature(interact: { try interactor.pick($0.filters.words, forTeam: $0.team) }, present: presenter.present,
                       route: { .place($0.detail.row.place.id) }, complete: { c.completer.filterWords($0.prefix) })
    }
}
