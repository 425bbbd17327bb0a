import Foundation
@testable import LunchKit

/// The shell's modules wired as the composition root wires them, on in-memory files,
/// with the output collected: run lines, then read what a user would have seen.
final class TestShell {
    let storage = MemoryFileStorage()
    let store: Store
    let output = BufferedOutput()
    let registry = CommandRegistry()
    let history: HistoryStore
    let dispatcher: Dispatcher

    static let areas = [
        NamedArea(name: "Kamppi", lat: 60.1685, lon: 24.9315),
        NamedArea(name: "Kallio", lat: 60.1841, lon: 24.9497),
        NamedArea(name: "Etu-Töölö", lat: 60.1740, lon: 24.9250),
    ]

    init(places: [Place]? = nil, json: Bool = false, fallback: Location? = nil) {
        store = Store(stateFile: StateFile(path: "/state/state.json", storage: storage))
        history = HistoryStore(path: "/state/history", storage: storage)
        let gazetteer = Gazetteer(areas: Self.areas)
        registry.register(HelpModule(registry: registry, style: Style(enabled: false)))
        registry.register(AtModule(store: store, gazetteer: gazetteer))
        registry.register(WhereModule(store: store, fallback: { fallback }))
        registry.register(HistoryModule(history: history))
        registry.register(QuitModule())
        dispatcher = Dispatcher(registry: registry, store: store, output: output,
                                mode: OutputMode(json: json, style: Style(enabled: false)))
        if let places { registerPlaces(Catalog(places: places)) }
    }

    /// The place commands, wired as the composition root wires them.
    private func registerPlaces(_ catalog: Catalog) {
        let clock = FixedClock(FixedClock.parseLocalTime("2026-11-20T12:30")!)
        let whereabouts = Whereabouts(store: store, catalog: catalog)
        let lister = PlaceLister(catalog: catalog, clock: clock, store: store)
        let resolver = PlaceResolver(catalog: catalog, store: store)
        let completer = PlaceCompleter(catalog: catalog, store: store)
        let table = PlaceTablePresenter(style: Style(enabled: false), now: { clock.now() })
        registry.register(NearModule(interactor: NearInteractor(lister: lister, store: store, whereabouts: whereabouts),
                                     presenter: NearPresenter(table: table), completer: completer))
        registry.register(SearchModule(interactor: SearchInteractor(lister: lister, store: store, whereabouts: whereabouts),
                                       presenter: SearchPresenter(table: table), completer: completer))
        registry.register(ShowModule(interactor: ShowInteractor(resolver: resolver, lister: lister, whereabouts: whereabouts, store: store),
                                     presenter: ShowPresenter(table: table, style: Style(enabled: false)), completer: completer))
        let favs = FavInteractor(resolver: resolver, catalog: catalog, store: store)
        registry.register(FavModule(interactor: favs, completer: completer))
        registry.register(UnfavModule(interactor: favs, completer: completer))
        registry.register(FavsModule(interactor: FavsInteractor(lister: lister, store: store, whereabouts: whereabouts),
                                     presenter: FavsPresenter(table: table)))
        registry.register(RateModule(interactor: RateInteractor(resolver: resolver, catalog: catalog, store: store, clock: clock),
                                     presenter: RatePresenter(visits: VisitPresenter()), completer: completer))
        registry.register(VisitsModule(interactor: VisitsInteractor(store: store, catalog: catalog),
                                       presenter: VisitsPresenter(visits: VisitPresenter())))
        registry.register(UndoModule(interactor: UndoInteractor(store: store)))
        registry.register(ExportModule(interactor: ExportInteractor(store: store, catalog: catalog, storage: storage)))
        registry.register(FilterModule(interactor: FilterInteractor(store: store, catalog: catalog), completer: completer))
        let nearInteractor = NearInteractor(lister: lister, store: store, whereabouts: whereabouts)
        let showInteractor = ShowInteractor(resolver: resolver, lister: lister, whereabouts: whereabouts, store: store)
        registry.register(PickModule(interactor: PickInteractor(near: nearInteractor, store: store, clock: clock, random: SeededRandomSource(seed: 42)),
                                     detail: showInteractor,
                                     presenter: PickPresenter(show: ShowPresenter(table: table, style: Style(enabled: false)), style: Style(enabled: false)),
                                     completer: completer))
        registry.register(OpenModule(interactor: OpenInteractor(resolver: resolver, catalog: catalog, opener: RecordingLinkOpener()),
                                     completer: completer))
    }

    @discardableResult
    func run(_ line: String) -> Dispatcher.Outcome {
        dispatcher.run(line: line)
    }

    var savedState: String? {
        storage["/state/state.json"].map { String(decoding: $0, as: UTF8.self) }
    }
}
