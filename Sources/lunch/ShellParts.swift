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

/// The real seams of the commands, chosen for this process (a terminal or not, `--json`,
/// `TERM`), and the registry built from them.
enum ShellParts {
    static func loadAreas() -> [NamedArea] {
        guard let url = LunchResources.areasURL, let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([NamedArea].self, from: data)) ?? []
    }

    /// The place → time zone table, read on the first open-now question.
    @Sendable static func loadZones() -> TimeZoneTable? {
        guard let url = LunchResources.zonesURL, let data = try? Data(contentsOf: url) else { return nil }
        return TimeZoneTable(data)
    }

    /// The team (PostgreSQL): the connection is LunchTeam's (postgres-nio). What it has to
    /// say at once (a bad `LUNCH_TEAM_URL`, a damaged `team.json`) is said here.
    /// The team's state is the store's (`AppState.team`); the session runs its effects.
    static func team(paths: StatePaths, storage: DiskFileStorage, clock: any Clock,
                     environment: [String: String], store: Store) -> TeamSession {
        let team = TeamSession(folder: paths.folder, storage: storage, clock: clock, environment: environment,
                               connector: PostgresTeamConnection.connector(readURL: environment["LUNCH_TEAM_READ_URL"]), cancelled: { Terminal.takeInterrupt() },
                               store: store)
        // The team's chat (`team notify URL`) by sync's HTTP rules.
        team.useChat { event, url in
            var event = event
            // The rule's answer in the words `decide` and `today` use.
            if event.reason == nil, let why = event.why { event.reason = Messages.decisionReason(why) }
            guard let webhook = try? WebhookURL(url) else { return Messages.notifyBadURL(WebhookURL.shown(url)) }
            if case .failed(let line) = WebhookSender().send(event, to: webhook) { return line }
            return nil
        }
        for line in team.takeNotices() { say(line) }
        return team
    }

    /// Box-drawing characters when the user's locale is UTF-8, ASCII otherwise.
    static func utf8Locale(_ environment: [String: String]) -> Bool {
        [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty }.map { $0.uppercased().contains("UTF-8") || $0.uppercased().contains("UTF8") } ?? false
    }

    /// Whether the user chose a locale that is not UTF-8 (`LANG=C`, `LC_ALL=POSIX`): then
    /// everything printed is ASCII (`ASCIIOutput`). No locale at all is not such a choice.
    static func asciiLocale(_ environment: [String: String]) -> Bool {
        [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } != nil && !utf8Locale(environment)
    }

    /// Every command, with the seams a process `interactive` (or not) with these options uses.
    static func registry(store: Store, catalog: Catalog, history: HistoryStore, style: Style, clock: any Clock,
                         paths: StatePaths, storage: DiskFileStorage, options: StartOptions, interactive: Bool,
                         map: MapRenderer, screen: @escaping () -> ScreenSize, team: TeamSession,
                         walks: Walks, environment: [String: String]) -> CommandRegistry {
        // `clear` clears only a screen people look at: not a pipe, not --json, not a terminal
        // that is dumb or unknown (`TERM` dumb, empty or unset: as the pager and colour judge it).
        let knownTerminal = Terminal.knownTerminal(environment: environment)
        let display: any Screen = Terminal.stdoutIsTerminal && !options.json && knownTerminal
            ? TerminalScreen() : NoScreen()
        // `find` searches as you type only where someone types and looks.
        let liveSearch: (any LiveSearch)? = interactive && !options.json && knownTerminal
            ? TerminalLiveSearch(standout: style.enabled) : nil
        return CommandRegistry(CommandContext(
            store: store, catalog: catalog, history: history, areas: loadAreas(), style: style,
            clock: clock, random: SystemRandomSource(), opener: SystemLinkOpener(environment: environment),
            animation: interactive ? TerminalPickAnimation() : NoPickAnimation(),
            storage: DiskFileStorage(),
            saved: SavedCatalog(folder: paths.folder, samplePath: LunchResources.samplePath,
                                sampleWalks: LunchResources.sampleWalkPath.map(WalkSource.file) ?? .none,
                                storage: storage, now: { clock.now() }),
            sync: SyncSettings.from(environment: environment, cacheFolder: paths.cacheFolder,
                                    cancelled: { Terminal.takeInterrupt() }),
            progress: interactive && isatty(STDERR_FILENO) == 1 ? TerminalImportProgress() : NoImportProgress(),
            map: map, display: display, screen: screen, zones: PlaceZones(read: loadZones),
            liveSearch: liveSearch, team: team, walks: walks))
    }
}
