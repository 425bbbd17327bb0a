import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `at LAT,LON` / `at LAT LON` / `at NAME`.
struct AtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "at",
        abstract: "set the current location",
        usage: "at LAT,LON | at LAT LON | at NAME",
        discussion: """
        NAME is a named area (a neighbourhood or city) or a place in the catalog.
        examples:
          at 60.1699,24.9384
          at 60.17 24.94
          at Kamppi
        """
    )

    @Argument(parsing: .allUnrecognized, help: "coordinates or a name")
    var words: [String] = []
}

extension AtCommand: ShellCommand {
    /// After `at` the rows of the last list keep referring to the same places
    /// (PRODUCT.md: numbers stay valid until the next list is shown).
    static func feature(_ c: CommandContext) -> Feature<Self, Location>? {
        let interactor = AtInteractor(store: c.store, gazetteer: c.gazetteer, example: { [catalog = c.catalog] in catalog.centre })
        return Feature(interact: { try interactor.setLocation(AtRequest($0.words)) }, present: AtPresenter().present,
                       complete: { request in c.gazetteer.names(after: request.words, startingWith: request.prefix) })
    }
}
