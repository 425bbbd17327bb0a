import ArgumentParser
import Foundation
import LunchKit
import LunchResources
import LunchTerminal

// Composition root: parse the process options, build the modules through their
// initialisers, pick the line source, run the shell. Nothing else lives here.

Terminal.useUTF8Locale()
let environment = ProcessInfo.processInfo.environment
let output = StandardOutput()

func fail(_ message: String, status: Int32 = 2) -> Never {
    StandardOutput().err("lunch: \(message)\n")
    exit(status)
}

func loadAreas() -> [NamedArea] {
    guard let url = LunchResources.areasURL, let data = try? Data(contentsOf: url) else { return [] }
    return (try? JSONDecoder().decode([NamedArea].self, from: data)) ?? []
}

func makeRegistry(store: Store, catalog: Catalog, history: HistoryStore?, style: Style, clock: any Clock,
                  opener: any LinkOpener, animation: any PickAnimation = NoPickAnimation()) -> CommandRegistry {
    let whereabouts = Whereabouts(store: store, catalog: catalog)
    let lister = PlaceLister(catalog: catalog, clock: clock, store: store)
    let resolver = PlaceResolver(catalog: catalog, store: store)
    let completer = PlaceCompleter(catalog: catalog, store: store)
    let table = PlaceTablePresenter(style: style, now: { clock.now() })
    let gazetteer = Gazetteer(areas: loadAreas(), placeLookup: { name in
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
    registry.register(FavModule(interactor: favs, completer: completer))
    registry.register(UnfavModule(interactor: favs, completer: completer))
    registry.register(FavsModule(interactor: FavsInteractor(lister: lister, store: store, whereabouts: whereabouts),
                                 presenter: FavsPresenter(table: table)))
    registry.register(RateModule(interactor: RateInteractor(resolver: resolver, catalog: catalog, store: store, clock: clock),
                                 presenter: RatePresenter(visits: VisitPresenter()), completer: completer))
    registry.register(VisitsModule(interactor: VisitsInteractor(store: store, catalog: catalog),
                                   presenter: VisitsPresenter(visits: VisitPresenter())))
    registry.register(UndoModule(interactor: UndoInteractor(store: store)))
    registry.register(ExportModule(interactor: ExportInteractor(store: store, catalog: catalog, storage: DiskFileStorage())))
    registry.register(FilterModule(interactor: FilterInteractor(store: store, catalog: catalog), completer: completer))
    let nearInteractor = NearInteractor(lister: lister, store: store, whereabouts: whereabouts)
    let showInteractor = ShowInteractor(resolver: resolver, lister: lister, whereabouts: whereabouts, store: store)
    registry.register(PickModule(interactor: PickInteractor(near: nearInteractor, store: store, clock: clock, random: SystemRandomSource()),
                                 detail: showInteractor,
                                 presenter: PickPresenter(show: ShowPresenter(table: table, style: style), style: style),
                                 completer: completer, animation: animation))
    registry.register(AtModule(store: store, gazetteer: gazetteer))
    registry.register(WhereModule(store: store, fallback: { whereabouts.current }))
    registry.register(HistoryModule(history: history))
    registry.register(QuitModule())
    return registry
}

let options: LunchCommand
do {
    options = try LunchCommand.parseSplittingCommand(Array(CommandLine.arguments.dropFirst()))
} catch {
    guard LunchCommand.exitCode(for: error) == .success else {
        let first = LunchCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad options"
        fail("\(first) (see 'lunch --help')")
    }
    let message = LunchCommand.fullMessage(for: error)
    if message == LunchCommand.configuration.version {
        output.out(message + "\n")
    } else {
        let registry = makeRegistry(store: Store(), catalog: Catalog(places: []), history: nil,
                                    style: Style(enabled: false), clock: SystemClock(), opener: RecordingLinkOpener())
        let commands = (try? registry.command(named: "help")?.run([]).text) ?? ""
        output.out(message + "\nSHELL COMMANDS:\n" + commands + "\n")
    }
    exit(0)
}

let clock: any Clock
if let text = options.now ?? environment["LUNCH_NOW"].flatMap({ $0.isEmpty ? nil : $0 }) {
    guard let date = FixedClock.parseLocalTime(text) else { fail(Messages.badNow(text)) }
    clock = FixedClock(date)
} else {
    clock = SystemClock()
}

let paths = StatePaths(option: options.stateDir, environment: environment)
let storage = DiskFileStorage()
do { try storage.createDirectory(paths.folder) } catch { fail("\(error)", status: 1) }
let stateFile = StateFile(path: paths.stateFile, storage: storage, now: { clock.now() })
var initial = AppState()
do {
    let (saved, notice) = try stateFile.load()
    initial.apply(saved)
    if let notice { output.err(notice + "\n") }
} catch {
    fail("\(error)", status: 1)
}
let store = Store(state: initial, stateFile: stateFile)

let spinner = Spinner(label: "reading the catalog…")
spinner.follow(store)
try? store.send(.loadingStarted)
let catalog: Catalog
do {
    let loader = CatalogLoader(cacheFolder: paths.cacheFolder, storage: storage)
    if let data = options.data {
        catalog = try loader.load(path: data, name: (data as NSString).lastPathComponent)
    } else if let sample = LunchResources.sampleCatalogURL {
        catalog = try loader.load(path: sample.path, name: "the Helsinki sample")
    } else {
        fail("the sample catalog is missing from this installation", status: 1)
    }
} catch {
    try? store.send(.loadingFinished)
    fail("\(error)", status: 1)
}
try? store.send(.loadingFinished)

let oneShot = options.commands != nil || !options.command.isEmpty
let interactive = !oneShot && Terminal.isInteractive
let style = Style(enabled: Terminal.colorEnabled(noColorFlag: options.noColor, environment: environment))
let mode = OutputMode(json: options.json, style: style)
let history = HistoryStore(path: paths.historyFile, storage: storage)
let registry = makeRegistry(store: store, catalog: catalog, history: history, style: style, clock: clock,
                            opener: SystemLinkOpener(environment: environment),
                            animation: interactive ? TerminalPickAnimation() : NoPickAnimation())
let dispatcher = Dispatcher(registry: registry, store: store, output: output, mode: mode)

if !options.command.isEmpty {
    exit(dispatcher.run(words: options.command).failed ? 1 : 0)
}

let status: Int32
if interactive {
    Terminal.installGuard()
    let completer = Completer(registry: registry)
    let editor = LineEditor(programName: "lunch", history: history.entries, historyLimit: history.limit,
                            completer: completer.complete)
    output.out("lunch \(LunchCommand.version) — type 'help' for commands, Tab to complete, Ctrl-D to leave.\n")
    status = Shell(input: editor, dispatcher: dispatcher, store: store, output: output,
                   history: history, interactive: true).run()
    editor.close()
    Terminal.restore()
} else {
    let input: LineSource = options.commands.map { ScriptedLines([$0]) } ?? PlainLineReader()
    status = Shell(input: input, dispatcher: dispatcher, store: store, output: output,
                   history: nil, interactive: false).run()
}
exit(status)
