import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `stats [PERIOD]`.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "look back over your visits (30d, 2026, all)",
        usage: "stats [PERIOD]",
        discussion: """
        PERIOD is a number of days (30d, the default), a year (2026) or all. Shows the
        number of lunches, distinct places, your average stars, top cuisines, the
        favourite you have not visited for longest, the longest run of new places, and
        the share of visits marked +again among those marked +again or +never.
        examples:
          stats
          stats 2026
          stats all
        """
    )

    @Argument(help: "30d, 2026 or all", transform: ArgumentFailure.recording(StatsPeriod.init(parsing:)))
    var period: StatsPeriod?
}

extension StatsCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, StatsInteractor.Result>? {
        let interactor = StatsInteractor(store: c.store, catalog: c.catalog, clock: c.clock)
        return Feature(interact: { interactor.stats($0.period ?? .standard) }, present: StatsPresenter().present,
                       complete: { Candidate.matching($0.prefix, in: ["30d", "7d", "all"]) })
    }
}
