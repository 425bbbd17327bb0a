import ArgumentParser
import Foundation

/// Every shell command, wired through initialisers: the one list the composition root
/// (and the tests) use. The caller chooses the implementations of the seams: clock,
/// random source, link opener, pick animation, file storage.
public enum ShellCommands {
    /// Every command's declaration, in `help` order (for `--generate-completion-script`
    /// and the manual): the same list, wired to nothing.
    public static var declarations: [any ParsableCommand.Type] {
        let none = MemoryFileStorage()
        let registry = Self.registry(store: Store(), catalog: Catalog(places: []), history: nil, areas: [],
                                     style: Style(enabled: false), clock: SystemClock(), random: SeededRandomSource(seed: 0),
                                     opener: RecordingLinkOpener(), animation: NoPickAnimation(), storage: none,
                                     saved: SavedCatalog(folder: "/nonexistent", samplePath: nil, storage: none),
                                     sync: SyncSettings(overpassURL: URL(string: OverpassProvider.defaultURL)!,
                                                        transport: CurlTransport(), cacheFolder: "/nonexistent",
                                                        cancelled: { false }))
        return registry.commands.map(\.argumentsType)
    }

    public static func registry(store: Store, catalog: Catalog, history: HistoryStore?, areas: [NamedArea], style: Style,
                                clock: any Clock, random: any RandomSource, opener: any LinkOpener,
                                animation: any PickAnimation, storage: any FileStorage,
                                saved: SavedCatalog? = nil, sync: SyncSettings? = nil,
                                progress: any ImportProgress = NoImportProgress(),
                                map: MapRenderer = MapRenderer(columns: 80, unicode: false)) -> CommandRegistry {
        let whereabouts = Whereabouts(store: store, catalog: catalog)
        let lister = PlaceLister(catalog: catalog, clock: clock, store: store)
        let resolver = PlaceResolver(catalog: catalog, store: store)
        let completer = PlaceCompleter(catalog: catalog, store: store)
        let table = PlaceTablePresenter(style: style, now: { clock.now() })
        let gazetteer = Gazetteer(areas: areas, placeLookup: { name in
            guard let index = try? resolver.resolve([name]) else { return nil }
            let place = catalog.place(at: index)
            return Location(coordinate: place.coordinate, name: place.name)
        }, placeNames: { prefix in completer.references(prefix).map(\.value) })
        let registry = CommandRegistry()
        registry.register(HelpModule(registry: registry, style: style))
        registry.register(NearModule(interactor: NearInteractor(lister: lister, store: store, whereabouts: whereabouts),
                                     presenter: NearPresenter(table: table), completer: completer))
        registry.register(SearchModule(interactor: SearchInteractor(lister: lister, store: store, whereabouts: whereabouts),
                                       presenter: SearchPresenter(table: table), completer: completer))
        registry.register(ShowModule(interactor: ShowInteractor(resolver: resolver, lister: lister, whereabouts: whereabouts, store: store),
                                     presenter: ShowPresenter(table: table, style: style), completer: completer))
        registry.register(OpenModule(interactor: OpenInteractor(resolver: resolver, catalog: catalog, opener: opener),
                                     completer: completer))
        let favs = FavInteractor(resolver: resolver, catalog: catalog, store: store)
        registry.register(FavModule<FavArguments>(interactor: favs, completer: completer))
        registry.register(FavModule<UnfavArguments>(interactor: favs, completer: completer))
        registry.register(FavsModule(interactor: FavsInteractor(lister: lister, store: store, whereabouts: whereabouts),
                                     presenter: FavsPresenter(table: table)))
        registry.register(RateModule(interactor: RateInteractor(resolver: resolver, catalog: catalog, store: store, clock: clock),
                                     presenter: RatePresenter(visits: VisitPresenter()), completer: completer))
        registry.register(VisitsModule(interactor: VisitsInteractor(store: store, catalog: catalog),
                                       presenter: VisitsPresenter(visits: VisitPresenter())))
        registry.register(StatsModule(interactor: StatsInteractor(store: store, catalog: catalog, clock: clock)))
        registry.register(UndoModule(interactor: UndoInteractor(store: store)))
        registry.register(ExportModule(interactor: ExportInteractor(store: store, catalog: catalog, storage: storage)))
        registry.register(FilterModule(interactor: FilterInteractor(store: store, catalog: catalog), completer: completer))
        let nearInteractor = NearInteractor(lister: lister, store: store, whereabouts: whereabouts)
        let showInteractor = ShowInteractor(resolver: resolver, lister: lister, whereabouts: whereabouts, store: store)
        registry.register(PickModule(interactor: PickInteractor(near: nearInteractor, store: store, clock: clock, random: random),
                                     detail: showInteractor,
                                     presenter: PickPresenter(show: ShowPresenter(table: table, style: style), style: style),
                                     completer: completer, animation: animation))
        if let saved {
            registry.register(ImportModule(interactor: ImportInteractor(catalog: catalog, saved: saved, progress: progress)))
            if let sync {
                let cache = SyncCache(folder: sync.cacheFolder, storage: storage, now: { clock.now() })
                registry.register(SyncModule(interactor: SyncInteractor(settings: sync, cache: cache, saved: saved,
                                                                        catalog: catalog, store: store,
                                                                        whereabouts: whereabouts, cancelled: sync.cancelled)))
            }
        }
        let drawer = MapDrawer(catalog: catalog, whereabouts: whereabouts, renderer: map)
        registry.register(MapModule(interactor: MapInteractor(store: store, near: NearInteractor(lister: lister, store: store, whereabouts: whereabouts)),
                                    presenter: MapPresenter(drawer: drawer, catalog: catalog)))
        registry.register(ViewModule(store: store))
        registry.register(AtModule(store: store, gazetteer: gazetteer))
        registry.register(WhereModule(store: store, fallback: { whereabouts.current }))
        registry.register(HistoryModule(history: history))
        registry.register(QuitModule())
        return registry
    }
}
