import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `favs`.
struct FavsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favs",
        abstract: "list your favourites (numbered, nearest first)",
        usage: "favs",
        discussion: """
        The rows can be used like any list's: 'show 2', 'rate 1 5'.
        example:
          favs
        """
    )
}

extension FavsCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, FavsInteractor.Result>? {
        let interactor = FavsInteractor(lister: c.lister, store: c.store, whereabouts: c.whereabouts)
        return Feature(interact: { _ in interactor.favourites() }, present: FavsPresenter(table: c.table).present,
                       route: { .rows($0.rows) })
    }
}
