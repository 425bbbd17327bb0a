import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `map [RADIUS]`.
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "draw the current list as a map around you, on its streets",
        usage: "map [RADIUS | N]",
        discussion: """
        Without a list it maps what 'near' with your saved radius lists; a list is
        drawn in a frame fitted to you and all its rows. ◎ is you, numbers are rows
        (a row in a taken cell moves to a free one beside it; 4+: row 4 and rows with
        no free cell near, said under the map), N↑ is north, the bar under it is to
        scale. Where the catalog has its walkable ways, they are drawn as dots, and
        the walk to the current place (after 'show N', 'pick' or 'map N') as •.
        'map N' (a row under 50) makes row N the current place, and zooms in when row
        N is drawn with others (4+). It fills the screen above the prompt, the legend
        beside or below it.
        'view map' draws the map above every list; 'view list' stops it.
        examples:
          map
          map 800
          map 3
        """
    )

    @Argument(help: "radius (default: fit the places), or a row of the list to walk to",
              transform: ArgumentFailure.recording(MapTarget.init(parsing:)))
    var target: MapTarget?
}

/// `map`'s word: a radius, or a row number of the list (a bare number under 50, the
/// smallest radius a map is drawn at; `map 30m` is the radius).
public struct MapTarget: Equatable, Sendable, ExpressibleByArgument {
    public var radius: Radius
    /// The word as a row number, when it may be one.
    public var row: Int?

    public init(parsing word: String) throws {
        row = word.allSatisfy(\.isASCII) && word.allSatisfy(\.isNumber) ? Int(word).flatMap { $0 < 50 ? $0 : nil } : nil
        // A row (`map 0` included, which gets the row's error) needs no radius of its own.
        radius = try row.map { Radius(metres: Double(max(1, $0))) } ?? Radius(parsing: word)
    }

    public init?(argument: String) {
        guard let target = try? Self(parsing: argument) else { return nil }
        self = target
    }
}

extension MapCommand: ShellCommand {
    /// The map's legend is the list rows refer to.
    static func feature(_ c: CommandContext) -> Feature<Self, MapInteractor.Result>? {
        let interactor = MapInteractor(store: c.store, near: NearInteractor(c))
        let store = c.store
        let presenter = MapPresenter(drawer: MapDrawer(catalog: c.catalog, whereabouts: c.whereabouts, renderer: c.map, screen: c.screen,
                                                       walks: c.walks),
                                     catalog: c.catalog, currentPlace: { store.state.currentPlace })
        return Feature(interact: { try interactor.places(target: $0.target) }, present: presenter.present,
                       route: { .list($0.ids) })
    }
}
