import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The parts the commands are built from. The caller (the composition root, the tests,
/// the fuzzers) chooses the implementations of the seams: clock, random source, link
/// opener, pick animation, file storage; the shared helpers are made from those once.
public struct CommandContext {
    public let store: Store
    public let catalog: Catalog
    public let history: HistoryStore?
    public let style: Style
    public let clock: any Clock
    public let random: any RandomSource
    public let opener: any LinkOpener
    public let animation: any PickAnimation
    public let storage: any FileStorage
    /// Without it there is no `import` (and no `sync`).
    public let saved: SavedCatalog?
    /// Without it there is no `sync`.
    public let sync: SyncSettings?
    public let progress: any ImportProgress
    public let map: MapRenderer
    /// What `clear` clears; `NoScreen` when output is not a terminal.
    public let display: any Screen
    /// `find`'s search as you type; nil (and `find` is `search`) without a terminal for it.
    public let liveSearch: (any LiveSearch)?
    /// The screen's size, asked for each command (no limit by default).
    public let screen: () -> ScreenSize
    /// The team (`team join`, `vote`, `today`…); nil: this lunch has none (tests, fuzzers).
    public let team: TeamSession?

    public let whereabouts: Whereabouts
    /// Walking minutes along the catalog's ways, from the current location.
    public let walks: Walks
    public let lister: PlaceLister
    public let resolver: PlaceResolver
    public let completer: PlaceCompleter
    public let table: PlaceTablePresenter
    public let gazetteer: Gazetteer
    /// The registered commands, for `help` (the registry fills it in).
    public internal(set) var commands: () -> [RegisteredCommand] = { [] }
    /// Whether answers are printed as `--json` (`CommandRegistry.printsJSON`).
    public internal(set) var printsJSON: () -> Bool = { true }

    /// `areas` is read when `at` or its completion first needs it.
    public init(store: Store, catalog: Catalog, history: HistoryStore?, areas: @autoclosure @escaping () -> [NamedArea], style: Style,
                clock: any Clock, random: any RandomSource, opener: any LinkOpener,
                animation: any PickAnimation, storage: any FileStorage,
                saved: SavedCatalog? = nil, sync: SyncSettings? = nil,
                progress: any ImportProgress = NoImportProgress(),
                map: MapRenderer = MapRenderer(columns: 80, unicode: false),
                display: any Screen = NoScreen(),
                screen: @escaping () -> ScreenSize = { .unlimited }, zones: PlaceZones? = nil,
                liveSearch: (any LiveSearch)? = nil, team: TeamSession? = nil,
                walks: Walks? = nil) {
        self.liveSearch = liveSearch
        self.team = team
        // The team's part of an action (a rating, its undo) is the session's effect.
        if let team { store.addEffect { [weak team] in team?.run($0) } }
        self.store = store
        self.catalog = catalog
        self.history = history
        self.style = style
        self.clock = clock
        self.random = random
        self.opener = opener
        self.animation = animation
        self.storage = storage
        self.saved = saved
        self.sync = sync
        self.progress = progress
        self.map = map
        self.display = display
        self.screen = screen
        let whereabouts = Whereabouts(store: store, catalog: catalog)
        self.whereabouts = whereabouts
        let walks = walks ?? Walks(catalog: catalog)
        self.walks = walks
        let lister = PlaceLister(catalog: catalog, clock: clock, store: store, zones: zones,
                                 teamRatings: team.map { team in { team.ratings } },
                                 teamRecency: team.map { team in { team.recency } }, walks: walks)
        self.lister = lister
        let table = PlaceTablePresenter(style: style, now: { clock.now() }, columns: { screen().columns })
        self.table = table
        let ambiguity = AmbiguousPlaceLister(lister: lister, table: table, whereabouts: whereabouts)
        let places = PlaceLookup(catalog: catalog, store: store, listing: ambiguity.listing)
        let resolver = PlaceResolver(places)
        let completer = PlaceCompleter(places)
        self.resolver = resolver
        self.completer = completer
        gazetteer = Gazetteer(areas: areas(), catalogAreas: {
            catalog.areas.map { NamedArea(name: $0.name, lat: $0.lat, lon: $0.lon) }
        }, placeLookup: { name in
            guard let ref = try? PlaceReference([name]) else { return nil }
            let index: Int
            do {
                index = try resolver.resolve(ref)
            } catch {
                // `at fazer` with six Fazer places: say which, as `show fazer` does.
                if ref.row == nil, catalog.countOfNames(withPrefix: ref.text) > 1 { throw error }
                return nil
            }
            let place = catalog.place(at: index)
            return Location(coordinate: place.coordinate, name: place.name)
        }, placeNames: { prefix in completer.references(prefix) })
    }
}
