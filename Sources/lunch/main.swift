import ArgumentParser
import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchResources
import LunchTeam
import LunchTerminal
import Logging

// Composition root: parse the process options, build the modules through their
// initialisers, pick the line source, run the shell. Nothing else lives here.

Terminal.useUTF8Locale()
let environment = ProcessInfo.processInfo.environment
let output = StandardOutput()

func fail(_ message: String, status: Int32 = 2) -> Never {
    say("lunch: " + message)
    exit(status)
}

/// One line on standard error, made safe for the terminal (it may hold paths or file text).
func say(_ line: String) {
    StandardOutput().err(TerminalText.safe(line) + "\n")
}

func loadAreas() -> [NamedArea] {
    guard let url = LunchResources.areasURL, let data = try? Data(contentsOf: url) else { return [] }
    return (try? JSONDecoder().decode([NamedArea].self, from: data)) ?? []
}

func makeRegistry(store: Store, catalog: Catalog, history: HistoryStore?, style: Style, clock: any Clock,
                  opener: any LinkOpener, animation: any PickAnimation = NoPickAnimation(),
                  saved: SavedCatalog? = nil, sync: SyncSettings? = nil,
                  progress: any ImportProgress = NoImportProgress(),
                  map: MapRenderer = MapRenderer(columns: 80, unicode: false),
                  display: any Screen = NoScreen(),
                  screen: @escaping () -> ScreenSize = { .unlimited },
                  liveSearch: (any LiveSearch)? = nil, team: TeamSession? = nil) -> CommandRegistry {
    CommandRegistry(CommandContext(store: store, catalog: catalog, history: history, areas: loadAreas(), style: style,
                                   clock: clock, random: SystemRandomSource(), opener: opener, animation: animation,
                                   storage: DiskFileStorage(), saved: saved, sync: sync, progress: progress, map: map,
                                   display: display, screen: screen, zones: PlaceZones(read: loadZones),
                                   liveSearch: liveSearch, team: team))
}

/// The place → time zone table, read on the first open-now question.
@Sendable func loadZones() -> TimeZoneTable? {
    guard let url = LunchResources.zonesURL, let data = try? Data(contentsOf: url) else { return nil }
    return TimeZoneTable(data)
}

// `--generate-completion-script bash|zsh|fish`: from the same declarations as the shell.
let arguments = Array(CommandLine.arguments.dropFirst())
if let i = arguments.firstIndex(of: "--generate-completion-script") {
    guard i + 1 < arguments.count, let shell = CompletionShell(rawValue: arguments[i + 1]) else {
        fail("--generate-completion-script takes bash, zsh or fish")
    }
    output.out(LunchCommand.completionScript(for: shell))
    exit(0)
}

// `--version` alone: the same text ArgumentParser prints, without building its tree of
// every shell command as a subcommand (most of what `lunch --version` did).
if arguments == ["--version"] {
    output.out(LunchCommand.versionText + "\n")
    exit(0)
}

let options: StartOptions
do {
    options = try LunchCommand.parseSplittingCommand(Array(CommandLine.arguments.dropFirst()))
} catch {
    guard LunchCommand.exitCode(for: error) == .success else {
        let first = LunchCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad options"
        fail("\(first) (see 'lunch --help')")
    }
    output.out(LunchCommand.fullMessage(for: error) + "\n")
    exit(0)
}
// Commands come from -c or after the options, not both (one would be dropped silently).
if options.commands != nil && !options.command.isEmpty {
    fail("give commands with -c or after the options, not both (see 'lunch --help')")
}

let clock: any Clock
if let text = options.now ?? environment["LUNCH_NOW"].flatMap({ $0.isEmpty ? nil : $0 }) {
    guard let fixed = FixedClock.parse(text) else { fail(Messages.badNow(text, from: options.now == nil ? "LUNCH_NOW" : "--now")) }
    clock = fixed
} else {
    clock = SystemClock()
}

// Diagnostics of the program itself go to standard error, off unless --log-level.
var diagnostics = Logger(label: "lunch", factory: { StreamLogHandler.standardError(label: $0) })
if let level = options.logLevel {
    guard let parsed = Logger.Level(rawValue: level.lowercased()) else { fail("--log-level takes trace, debug, info, warning or error") }
    diagnostics.logLevel = parsed
} else {
    diagnostics.logLevel = .critical
}
let startedAt = Date()

let paths = StatePaths(option: options.stateDir, environment: environment)
let storage = DiskFileStorage()
do { try storage.createDirectory(paths.folder) } catch { fail("\(error)", status: 1) }
// What a process killed mid-write (kill -9 during an import) left behind.
for folder in [paths.folder, paths.cacheFolder] {
    for name in storage.removeStaleTemporaries(in: folder) {
        diagnostics.debug("removed a stale temporary file", metadata: ["file": "\(folder)/\(name)"])
    }
}
let stateFile = StateFile(path: paths.stateFile, storage: storage, now: { clock.now() })
var initial = AppState()
do {
    let (saved, notice) = try stateFile.load()
    initial.apply(saved)
    if let notice { say(notice) }
} catch {
    // Unreadable (not unparsable): start empty; every save re-reads first, so it fails
    // with a clear error too and never overwrites what could not be read.
    say("warning: \(error); starting with empty state, and changes cannot be saved until that is fixed")
}
let store = Store(state: initial, stateFile: stateFile)

let spinner = Spinner()
spinner.follow(store)
let startCatalog = StartCatalog(dataPath: options.data.map { PathText.expandingTilde($0, environment: environment) },
                                folder: paths.folder, cacheFolder: paths.cacheFolder,
                                samplePath: LunchResources.samplePath,
                                sampleWalks: LunchResources.sampleWalkPath.map(WalkSource.file) ?? .none,
                                storage: storage, now: { clock.now() })
/// A stored form is read and checked on another thread while the shell starts, and
/// waited for before the first command or completion uses it (`catalogReady`).
let opening = startCatalog.isStored ? BackgroundCatalog { try startCatalog.open() } : nil
let catalog: Catalog
if let opening {
    catalog = opening.catalog
} else {
    try? store.send(.loadingStarted(Messages.readingCatalog))
    do {
        let (opened, notice) = try startCatalog.open()
        catalog = opened
        try? store.send(.loadingFinished)
        if let notice { say(notice) }
    } catch {
        try? store.send(.loadingFinished)
        fail("\(error)", status: 1)
    }
}
let readyLog = diagnostics
func logReady() {
    readyLog.debug("catalog ready", metadata: ["places": "\(catalog.count)", "source": "\(catalog.sourceName)",
                                              "ms": "\(Int(Date().timeIntervalSince(startedAt) * 1000))"])
}
if opening == nil { logReady() }
/// Waits (once) for the catalog opened in the background and says what there is to say about it.
let catalogReady = {
    guard let opening, !opening.isFinished else { return }
    do {
        if let notice = try opening.finish() { say(notice) }
    } catch {
        fail("\(error)", status: 1)
    }
    logReady()
}

let eventsPath = (options.events ?? environment["LUNCH_EVENTS"].flatMap { $0.isEmpty ? nil : $0 })
    .map { PathText.expandingTilde($0, environment: environment) }
let events = Logger(label: "lunch.events", factory: { _ in
    guard let eventsPath else { return SwiftLogNoOpLogHandler() }
    return EventLogHandler(path: eventsPath, warn: { say($0) })
})

// The team (PostgreSQL): the connection is LunchTeam's (postgres-nio).
let team = TeamSession(folder: paths.folder, storage: storage, clock: clock, environment: environment,
                       connector: PostgresTeamConnection.connector, cancelled: { Terminal.takeInterrupt() })
for line in team.takeNotices() { say(line) }

let oneShot = options.commands != nil || !options.command.isEmpty
let interactive = !oneShot && Terminal.isInteractive
let style = Style(enabled: Terminal.colorEnabled(noColorFlag: options.noColor, environment: environment))
let mode = OutputMode(json: options.json, style: style)
let history = HistoryStore(path: paths.historyFile, storage: storage)
if let problem = history.problem { say(problem) }
// Box-drawing characters when the user's locale is UTF-8, ASCII otherwise.
let utf8Locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
    .compactMap { $0 }.first { !$0.isEmpty }.map { $0.uppercased().contains("UTF-8") || $0.uppercased().contains("UTF8") } ?? false
// Tables, help, show and the map fit this (COLUMNS/LINES, else the terminal, else no limit).
let screen = { Terminal.size(environment: environment) }
let mapRenderer = MapRenderer(columns: Terminal.columns(environment: environment), unicode: utf8Locale)
let registry = makeRegistry(store: store, catalog: catalog, history: history, style: style, clock: clock,
                            opener: SystemLinkOpener(environment: environment),
                            animation: interactive ? TerminalPickAnimation() : NoPickAnimation(),
                            saved: SavedCatalog(folder: paths.folder, samplePath: LunchResources.samplePath,
                                                sampleWalks: startCatalog.sampleWalks, storage: storage, now: { clock.now() }),
                            sync: SyncSettings.from(environment: environment, cacheFolder: paths.cacheFolder,
                                                    cancelled: { Terminal.takeInterrupt() }),
                            progress: interactive && isatty(STDERR_FILENO) == 1 ? TerminalImportProgress() : NoImportProgress(),
                            map: mapRenderer,
                            // `clear` clears only a screen people look at: not a pipe, not --json.
                            display: Terminal.stdoutIsTerminal && !options.json && environment["TERM"] != "dumb"
                                ? TerminalScreen() : NoScreen(),
                            screen: screen,
                            // `find` searches as you type only where someone types and looks.
                            liveSearch: interactive && !options.json && environment["TERM"] != "dumb"
                                ? TerminalLiveSearch() : nil,
                            team: team)
let dispatcher = Dispatcher(registry: registry, store: store, output: output, mode: mode, events: events,
                            mapDrawer: MapDrawer(catalog: catalog, whereabouts: Whereabouts(store: store, catalog: catalog),
                                                 renderer: mapRenderer, screen: screen))
// A catalog file rewritten or cut short on disk under this shell is said once, after the
// answer; an answer made from its changed part is withheld.
let catalogDamage = CatalogDamageWatch(catalog: catalog)
dispatcher.beforeCommand = {
    catalogReady()
    catalogDamage.start()
}
dispatcher.withheld = { catalogDamage.problem() }
let catalogChange = CatalogChangeNotice(catalog: catalog)
dispatcher.notices = { team.takeNotices() + [catalogChange.take()].compactMap { $0 } }
// After each answer: the team read when a change was only sent, and team.json saved.
dispatcher.afterCommand = { team.settle() }

if !options.command.isEmpty {
    exit(dispatcher.run(words: options.command).failed ? 1 : 0)
}

let status: Int32
if interactive {
    Terminal.installGuard()
    let completer = Completer(registry: registry)
    let editor = LineEditor(programName: "lunch", history: history.entries, historyLimit: history.limit,
                            completer: { line in
                                catalogReady()
                                return completer.complete(line)
                            })
    output.out("lunch \(LunchCommand.version) — type 'help' for commands, Tab to complete, Ctrl-D to leave.\n")
    let shell = Shell(input: editor, dispatcher: dispatcher, output: output, history: history, interactive: true)
    // What teammates did, before each prompt (a background poll reads it; this never waits).
    team.startPolling()
    shell.beforePrompt = { TeamNewsText.flush(team, out: output.out, err: output.err) }
    status = shell.run()
    editor.close()
    Terminal.restore()
} else {
    // Each -c in order (its new lines end commands, as in `sh -c`: `ShellWords`).
    let input: LineSource = options.commands.map { ScriptedLines($0) } ?? PlainLineReader()
    status = Shell(input: input, dispatcher: dispatcher, output: output,
                   history: nil, interactive: false).run()
}
exit(status)
