import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `near [RADIUS] [FILTERS]`.
struct NearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "near",
        abstract: "places near you, nearest first",
        usage: "near [RADIUS] [FILTERS]",
        discussion: """
        RADIUS is metres (1500), with a unit (800m, 1.2km) or walking minutes one way
        (10min: along the streets, by walking time, where the catalog has its ways; else
        80 m a minute in a straight line, marked ~); default 1500 m or your saved radius;
        at most \(Int(Radius.maximumMetres / 1000)) km.
        FILTERS: +TAG wants a tag or cuisine, -TAG avoids one, open keeps places open
        now, price N (or $..$$$$) caps the price. Rows are numbered for show, open, fav,
        rate; 50 are printed at a time, and 'more' prints the next.
        examples:
          near
          near 800
          near 10min +vegan open
          near 1.2km -fast_food
        """
    )

    @OptionGroup var filters: FilterWordArguments
}

extension NearCommand: FilterWordCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, NearInteractor.Result>? {
        let interactor = NearInteractor(c)
        return Feature(interact: { try interactor.near(NearRequest($0.filters.words)) }, present: NearPresenter(table: c.table, printsJSON: c.printsJSON).present,
                       route: NearPresenter.route, complete: { c.completer.filterWords($0.prefix) })
    }
}

extension NearInteractor {
    /// Made from the shell's parts (for `near`, and the places `pick` and `map` draw from).
    init(_ c: CommandContext) {
        self.init(lister: c.lister, store: c.store, whereabouts: c.whereabouts)
    }

    /// Around the store's location among `lister`'s places (the parts of a shell without one).
    package init(lister: PlaceLister, store: Store) {
        self.init(lister: lister, store: store, whereabouts: Whereabouts(store: store, catalog: lister.catalog))
    }
}
