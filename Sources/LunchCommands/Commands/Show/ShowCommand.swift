import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `show REF`.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "everything about one place (it becomes current)",
        usage: "show REF",
        discussion: """
        REF is a row number of the last list, a place id, or a unique name prefix.
        examples:
          show 2
          show osm:node/59622323
          show kahvi
        """
    )

    @OptionGroup var place: PlaceReferenceArguments
}

extension ShowCommand: ShellCommand {
    /// After `show`, the place is the current place (`rate 4` rates it).
    static func feature(_ c: CommandContext) -> Feature<Self, ShowInteractor.Result>? {
        let interactor = ShowInteractor(c)
        return Feature(interact: { try interactor.show(PlaceReference($0.place.ref)) }, present: ShowPresenter(c).present,
                       route: { .place($0.row.place.id) }, complete: c.completer.firstReference)
    }
}

extension ShowInteractor {
    /// Made from the shell's parts (for `show`, and the place that `find` and `pick` end on).
    package init(_ c: CommandContext) {
        self.init(resolver: c.resolver, lister: c.lister, whereabouts: c.whereabouts, store: c.store)
    }
}

extension ShowPresenter {
    package init(_ c: CommandContext) {
        self.init(table: c.table, style: c.style)
    }
}
