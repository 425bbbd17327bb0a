import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// The shell's commands wired exactly as the composition root wires them
/// (`CommandTable` through `CommandRegistry`), on in-memory files, a fixed clock and a seeded random
/// source, with the output collected: run lines, then read what a user would have seen.
final class TestShell {
    let storage = MemoryFileStorage()
    let store: Store
    let output = BufferedOutput()
    let context: CommandContext
    let registry: CommandRegistry
    let history: HistoryStore
    let dispatcher: Dispatcher
    let catalog: Catalog
    let opener = RecordingLinkOpener()

    static let areas = [
        NamedArea(name: "Kamppi", lat: 60.1685, lon: 24.9315),
        NamedArea(name: "Kallio", lat: 60.1841, lon: 24.9497),
        NamedArea(name: "Etu-Töölö", lat: 60.1740, lon: 24.9250),
    ]

    static let clock = FixedClock(FixedClock.parseLocalTime("2026-11-20T12:30")!)

    /// Without `places` the catalog is empty (the shell-core tests need no places).
    /// `screen`: the size presenters fit to (as `COLUMNS`/`LINES` or the terminal give it).
    /// `team`: a session over these in-memory files (`TestShell.team(…)` makes one).
    /// `catalog`: this one instead of one made of `places` (the sample with its ways);
    /// `walkSpeed`: as `LUNCH_WALK_SPEED` gives it; `map`: the renderer (80 columns, ASCII);
    /// `pager`: where answers taller than `screen` go (nil: none, as for a pipe).
    init(places: [Place]? = nil, json: Bool = false, screen: ScreenSize = .unlimited,
         team: ((MemoryFileStorage, Store) -> TeamSession)? = nil, catalog: Catalog? = nil,
         walkSpeed: Double = Walks.defaultKilometresPerHour, map: MapRenderer = MapRenderer(columns: 80, unicode: false),
         pager: (any Pager)? = nil) {
        store = Store(stateFile: StateFile(path: "/state/state.json", storage: storage))
        history = HistoryStore(path: "/state/history", storage: storage)
        let catalog = catalog ?? Catalog(places: places ?? [])
        self.catalog = catalog
        let session = team?(storage, store)
        self.team = session
        context = CommandContext(store: store, catalog: catalog, history: history, areas: Self.areas,
                                 style: Style(enabled: false), clock: Self.clock,
                                 random: SeededRandomSource(seed: 42), opener: opener,
                                 animation: NoPickAnimation(), storage: storage, map: map, screen: { screen },
                                 team: session, walks: Walks(catalog: catalog, kilometresPerHour: walkSpeed))
        registry = CommandRegistry(context)
        dispatcher = Dispatcher(registry: registry, store: store, output: output,
                                mode: OutputMode(json: json, style: Style(enabled: false)), screen: { screen }, pager: pager)
        if let session {
            dispatcher.notices = { session.takeNotices() }
            dispatcher.afterCommand = { session.settle() }
        }
    }

    let team: TeamSession?

    /// A session as `member`, on the state folder `/state`, talking to `server` (nil: no team support).
    static func team(_ server: ScriptedTeamConnection?, member: String = "alice",
                     environment: [String: String] = [:]) -> (MemoryFileStorage, Store) -> TeamSession {
        { (storage: MemoryFileStorage, store: Store) -> TeamSession in
            var connect: TeamConnector?
            if let server { connect = { _, _ in server } }
            var env = environment
            env["LUNCH_USER"] = env["LUNCH_USER"] ?? member
            env["LOGNAME"] = env["LOGNAME"] ?? member
            return TeamSession(folder: "/state", storage: storage, clock: clock, environment: env,
                               connector: connect, cancelled: { false }, store: store)
        }
    }

    @discardableResult
    func run(_ line: String) -> Dispatcher.Outcome {
        dispatcher.run(line: line)
    }

    var savedState: String? {
        storage["/state/state.json"].map { String(decoding: $0, as: UTF8.self) }
    }
}
