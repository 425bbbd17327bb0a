import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `map [RADIUS]`.
struct MapArguments: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "draw the current list as a map around you",
        usage: "map [RADIUS]",
        discussion: """
        Without a list it maps what 'near' with your saved radius lists. ◎ is you,
        numbers are rows (4+2: row 4 and two more rows too close to label apart), N↑ is
        north, the bar under it is to scale. It fits the screen, legend included.
        'view map' draws the map above every list; 'view list' stops it.
        examples:
          map
          map 800
        """
    )

    @Argument(help: "radius (default: fit the places)", transform: ArgumentFailure.recording(Radius.init(parsing:)))
    var radius: Radius?
}

extension MapArguments: ShellCommand {
    /// The map's legend is the list rows refer to.
    static func feature(_ c: CommandContext) -> Feature<Self, MapInteractor.Result>? {
        let interactor = MapInteractor(store: c.store, near: NearInteractor(lister: c.lister, store: c.store, whereabouts: c.whereabouts))
        let presenter = MapPresenter(drawer: MapDrawer(catalog: c.catalog, whereabouts: c.whereabouts, renderer: c.map, screen: c.screen),
                                     catalog: c.catalog)
        return Feature(interact: { try interactor.places(radius: $0.radius) }, present: presenter.present,
                       route: { .list($0.ids) })
    }
}
