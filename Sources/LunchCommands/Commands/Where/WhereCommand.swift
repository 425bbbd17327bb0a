import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `where`.
struct WhereCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "where",
        abstract: "show the current location",
        usage: "where",
        discussion: """
        Until you set a location with 'at', lunch uses the busiest part of the catalog
        (where the most places are within about 2 km).
        example:
          where
        """
    )
}

extension WhereCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, WhereInteractor.Result>? {
        let whereabouts = c.whereabouts
        let interactor = WhereInteractor(store: c.store, fallback: { whereabouts.current })
        return Feature(interact: { _ in interactor.current() }, present: WherePresenter().present)
    }
}
