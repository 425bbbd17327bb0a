import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `untried [RADIUS] [FILTERS]`.
struct UntriedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "untried",
        abstract: "places near you nobody in the team went to lately",
        usage: "untried [RADIUS] [FILTERS]",
        discussion: """
        What 'near' lists (the same RADIUS, default and FILTERS), less every place a member
        of the team rated, or the team decided, within the team's recency window ('team
        recency', 28 days unless set): somewhere new for everyone. The team is read now,
        else as last read. Rows are numbered for show, vote, pick; 50 are printed at a
        time, and 'more' prints the next. Only in a team.
        examples:
          untried
          untried 10min
          untried 2km +vegan open
        """
    )

    @OptionGroup var filters: FilterWordArguments
}

extension UntriedCommand: FilterWordCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, UntriedInteractor.Result>? {
        let interactor = UntriedInteractor(near: NearInteractor(c), team: c.team)
        return Feature(interact: { try interactor.untried(NearRequest($0.filters.words)) },
                       present: UntriedPresenter(table: c.table, printsJSON: c.printsJSON).present,
                       route: { NearPresenter.route($0.near) }, complete: { c.completer.filterWords($0.prefix) })
    }
}
