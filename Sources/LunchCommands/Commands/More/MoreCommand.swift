import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `more`.
struct MoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "more",
        abstract: "show the next rows of the last list",
        usage: "more",
        discussion: """
        near and search print 50 rows at a time and say how many more there are; more
        prints the next 50, numbered on (51–100), and every row printed so far works
        with show, open, fav and rate.
        example:
          more
        """
    )
}

extension MoreCommand: WordlessCommand {
    /// The rows printed so far grow by the page; the list itself stays.
    static func feature(_ c: CommandContext) -> Feature<Self, MoreInteractor.Result>? {
        let interactor = MoreInteractor(lister: c.lister, store: c.store, whereabouts: c.whereabouts)
        return Feature(interact: { _ in try interactor.more() }, present: MorePresenter(table: c.table).present,
                       route: { .page($0.ids, shown: $0.shown) })
    }
}
