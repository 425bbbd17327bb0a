import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands
import LunchTerminal

// Composition root: read the process options, build the parts through their
// initialisers, pick the line source, run the shell. Each step is a named part of this
// target (`ProcessStart`, `StartState`, `OpeningCatalog`, `ShellParts`, `Dispatcher.hook`,
// `ShellRun`); nothing else lives here.

Terminal.useUTF8Locale()
Terminal.quitLikeTerminate()
let environment = ProcessInfo.processInfo.environment
let output = StandardOutput()
let arguments = Array(CommandLine.arguments.dropFirst())
let options = ProcessStart.options(arguments, output: output)
let clock = ProcessStart.clock(options, environment: environment)
let walkSpeed = ProcessStart.walkSpeed(environment: environment)
let diagnostics = ProcessStart.diagnostics(options)
let startedAt = Date()

let paths = StatePaths(option: options.stateDir, environment: environment)
let storage = DiskFileStorage()
let store = StartState.store(paths: paths, storage: storage, clock: clock, diagnostics: diagnostics)
let spinner = Spinner()
spinner.follow(store)
let catalog = OpeningCatalog(options: options, paths: paths, storage: storage, clock: clock, store: store,
                             environment: environment, diagnostics: diagnostics, startedAt: startedAt)
let events = ProcessStart.events(options, environment: environment)
let team = ShellParts.team(paths: paths, storage: storage, clock: clock, environment: environment, store: store)

let oneShot = options.commands != nil || !options.command.isEmpty
let interactive = !oneShot && Terminal.isInteractive
let style = Style(enabled: Terminal.colorEnabled(noColorFlag: options.noColor, environment: environment))
let history = HistoryStore(path: paths.historyFile, storage: storage)
if let problem = history.problem { say(problem) }
// Tables, help, show and the map fit this (COLUMNS/LINES, else the terminal, else no limit;
// at most ScreenSize.maximumCells). `--json` never depends on the screen.
let screen = options.json ? { ScreenSize.unlimited } : { Terminal.size(environment: environment) }
let mapRenderer = MapRenderer(columns: options.json ? 80 : Terminal.columns(environment: environment),
                              unicode: ShellParts.utf8Locale(environment))
// Walking minutes along the catalog's ways (read on first use, never here).
let walks = Walks(catalog: catalog.catalog, kilometresPerHour: walkSpeed)
let registry = ShellParts.registry(store: store, catalog: catalog.catalog, history: history, style: style, clock: clock,
                                   paths: paths, storage: storage, options: options, interactive: interactive,
                                   map: mapRenderer, screen: screen, team: team, walks: walks, environment: environment)
// A locale that is not UTF-8 gets ASCII everywhere (never --json, which is UTF-8 by definition).
let shown: any OutputSink = ShellParts.asciiLocale(environment) && !options.json ? ASCIIOutput(output) : output
let dispatcher = Dispatcher(registry: registry, store: store, output: shown, mode: OutputMode(json: options.json, style: style),
                            events: events,
                            mapDrawer: MapDrawer(catalog: catalog.catalog,
                                                 whereabouts: Whereabouts(store: store, catalog: catalog.catalog),
                                                 renderer: mapRenderer, screen: screen, walks: walks),
                            screen: screen,
                            // Long output pages only in the interactive shell, never for -c, pipes or --json.
                            pager: interactive && !options.json
                                ? ProgramPager.command(environment: environment).map(ProgramPager.init(command:)) : nil)
dispatcher.hook(catalog: catalog, team: team)

if !options.command.isEmpty {
    exit(dispatcher.run(words: options.command).failed ? 1 : 0)
}
exit(interactive
     ? ShellRun.interactive(dispatcher: dispatcher, registry: registry, history: history, catalog: catalog, team: team,
                            output: shown, screen: screen, standout: style.enabled)
     : ShellRun.scripted(options.commands, dispatcher: dispatcher, output: shown))
